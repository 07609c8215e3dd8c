#include "base/cairo_check.h"

#include <stdexcept>

namespace spotforge {
namespace {

void throw_if_failed(cairo_status_t status, const std::string& what) {
  if (status == CAIRO_STATUS_SUCCESS) return;
  throw std::runtime_error(what + ": drawing failed (Cairo: " + cairo_status_to_string(status) +
                           ")");
}

}  // namespace

void check_cairo(cairo_t* cr, const std::string& what) {
  throw_if_failed(cairo_status(cr), what);
  throw_if_failed(cairo_surface_status(cairo_get_target(cr)), what);
}

void check_cairo_surface(cairo_surface_t* surface, const std::string& what) {
  throw_if_failed(cairo_surface_status(surface), what);
}

}  // namespace spotforge
