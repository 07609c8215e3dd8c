#include "art/picture_locks.h"

#include <algorithm>

namespace spotforge {
namespace {

// The pictures noted on one surface, kept in its user data (freed with the surface).
struct Noted {
  std::mutex guard;  // a surface is drawn on by one thread, but noted onto from others
  std::vector<std::shared_ptr<std::mutex>> mutexes;
};

const cairo_user_data_key_t kNotedKey{};

void free_noted(void* noted) { delete static_cast<Noted*>(noted); }

Noted* noted_on(cairo_surface_t* surface, bool create) {
  if (!surface) return nullptr;
  auto* noted = static_cast<Noted*>(cairo_surface_get_user_data(surface, &kNotedKey));
  if (noted || !create) return noted;
  noted = new Noted;
  if (cairo_surface_set_user_data(surface, &kNotedKey, noted, free_noted) != CAIRO_STATUS_SUCCESS) {
    delete noted;
    return nullptr;  // a surface in error draws nothing, so replays nothing
  }
  return noted;
}

std::vector<std::shared_ptr<std::mutex>> copy_noted(cairo_surface_t* surface) {
  Noted* noted = noted_on(surface, false);
  if (!noted) return {};
  std::lock_guard lock(noted->guard);
  return noted->mutexes;
}

}  // namespace

void note_picture_on(cairo_surface_t* surface, std::shared_ptr<std::mutex> mutex) {
  Noted* noted = noted_on(surface, true);
  if (!noted) return;
  std::lock_guard lock(noted->guard);
  if (std::find(noted->mutexes.begin(), noted->mutexes.end(), mutex) == noted->mutexes.end()) {
    noted->mutexes.push_back(std::move(mutex));
  }
}

void note_pictures_painted(cairo_surface_t* from, cairo_surface_t* onto) {
  if (from == onto) return;
  for (std::shared_ptr<std::mutex>& mutex : copy_noted(from)) note_picture_on(onto, mutex);
}

PictureLocks::PictureLocks(cairo_surface_t* surface) : mutexes_(copy_noted(surface)) {
  std::sort(mutexes_.begin(), mutexes_.end());
  locks_.reserve(mutexes_.size());
  for (const std::shared_ptr<std::mutex>& mutex : mutexes_) locks_.emplace_back(*mutex);
}

PictureLocks::~PictureLocks() {
  // Released before the mutexes they lock can go.
  locks_.clear();
}

}  // namespace spotforge
