// Cairo reports a failure by putting the context or surface into an error state, silently: a
// context in error (a matrix that can't be inverted, a restore without a save, no memory)
// drops everything drawn after it. Every page, picture and preview is checked with these when
// it is finished, so such a failure is an error instead of a blank or partial file.
#pragma once

#include <cairo.h>

#include <string>

namespace spotforge {

// Throws std::runtime_error "<what>: <Cairo's reason>" when the context, or its target
// surface, is in error. `what` names the product and its part: "page 2 of cards.pdf".
void check_cairo(cairo_t* cr, const std::string& what);

// The same for a surface alone (one drawn by a library that owns its context).
void check_cairo_surface(cairo_surface_t* surface, const std::string& what);

}  // namespace spotforge
