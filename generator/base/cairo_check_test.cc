#include "base/cairo_check.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "base/handles.h"

namespace spotforge {
namespace {

std::string failure(cairo_t* cr, const std::string& what) {
  try {
    check_cairo(cr, what);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(CairoCheck, AHealthyContextPasses) {
  const CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8, 8));
  const CairoPtr cr(cairo_create(image.get()));
  cairo_paint(cr.get());
  EXPECT_EQ(failure(cr.get(), "picture"), "");
  EXPECT_NO_THROW(check_cairo_surface(image.get(), "picture"));
}

TEST(CairoCheck, ASingularMatrixIsAnErrorNamingThePart) {
  const CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8, 8));
  const CairoPtr cr(cairo_create(image.get()));
  cairo_scale(cr.get(), 0, 0);
  EXPECT_EQ(failure(cr.get(), "page 2 of cards.pdf"),
            "page 2 of cards.pdf: drawing failed (Cairo: invalid matrix (not invertible))");
}

TEST(CairoCheck, ARestoreWithoutASaveIsAnError) {
  const CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8, 8));
  const CairoPtr cr(cairo_create(image.get()));
  cairo_restore(cr.get());
  EXPECT_NE(failure(cr.get(), "card 3").find("card 3: drawing failed"), std::string::npos);
}

TEST(CairoCheck, ASurfaceInErrorFailsItsContextToo) {
  // Far past Cairo's 32767-pixel limit: the surface is made in error, not an exception.
  const CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 100000, 100000));
  EXPECT_THROW(check_cairo_surface(image.get(), "preview"), std::runtime_error);
  const CairoPtr cr(cairo_create(image.get()));
  EXPECT_NE(failure(cr.get(), "preview").find("preview: drawing failed"), std::string::npos);
}

}  // namespace
}  // namespace spotforge
