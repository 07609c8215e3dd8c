#include "base/handles.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

TEST(Handles, OwnAndReleaseCairoObjects) {
  CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4));
  CairoPtr cr(cairo_create(surface.get()));
  // The context holds references to the surface; releasing the context gives them back.
  EXPECT_GT(cairo_surface_get_reference_count(surface.get()), 1u);
  {
    CairoSaved saved(cr.get());
    cairo_set_line_width(cr.get(), 7.0);
  }
  EXPECT_DOUBLE_EQ(cairo_get_line_width(cr.get()), 2.0);  // restored to the default
  cr.reset();
  EXPECT_EQ(cairo_surface_get_reference_count(surface.get()), 1u);
}

}  // namespace
}  // namespace spotforge
