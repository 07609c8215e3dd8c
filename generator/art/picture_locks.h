// Who may replay a vector picture into pixels, and when.
//
// Cairo paints a recording surface onto pixels by replaying it into a scratch image that it
// hangs on the recording while it works; another thread replaying the same recording into
// pixels at that moment takes that half-drawn scratch image for its own (cairo 1.16,
// cairo-image-source.c, _pixman_image_for_recording: "returning future reads from the current
// image"). SymbolArt::mask() replays a picture under the picture's lock, and draw() onto
// pixels paints from a copy of its recording (SymbolArt::Impl::pixels_copy). A surface that
// records the picture (a recording surface, a PDF page) holds a snapshot that still reads the
// picture's own recording, and replays it later: when the recording is painted onto pixels,
// when a PDF page is shown or the PDF finished. Whoever does that holds the locks of the
// pictures on it (PictureLocks): without them, a rulebook's figure measured on one thread
// while another measured one showing the same card symbol came out 46 pt off (books typeset
// on two threads differed in about one build in three).
#pragma once

#include <cairo.h>

#include <memory>
#include <mutex>
#include <vector>

namespace spotforge {

// The locks of every picture drawn or painted onto `surface` so far (none when there is none),
// held for the object's life. Taken in one order (by address), so two holders never wait on
// each other.
class PictureLocks {
 public:
  explicit PictureLocks(cairo_surface_t* surface);
  PictureLocks(const PictureLocks&) = delete;
  PictureLocks& operator=(const PictureLocks&) = delete;
  ~PictureLocks();

  // How many pictures' locks are held.
  size_t count() const { return locks_.size(); }

 private:
  std::vector<std::shared_ptr<std::mutex>> mutexes_;
  std::vector<std::unique_lock<std::mutex>> locks_;
};

// Notes `mutex` (a picture's lock) on `surface`: that picture was recorded there.
void note_picture_on(cairo_surface_t* surface, std::shared_ptr<std::mutex> mutex);

// Notes the pictures of `from` on `onto` too: `from` (a recording) is painted onto `onto`, which
// will replay them.
void note_pictures_painted(cairo_surface_t* from, cairo_surface_t* onto);

}  // namespace spotforge
