#include "art/face_finder.h"

#include <gtest/gtest.h>

#include "art/face_fixture_for_tests.h"
#include "base/handles.h"
#include "base/scoped_env_for_tests.h"

namespace spotforge {
namespace {

// A 640 x 480 scene: a pale wall, and a face `height` tall at (cx, cy) when height > 0.
CairoSurfacePtr scene(double cx, double cy, double height) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 640, 480));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 0.55, 0.6, 0.65);
  cairo_paint(cr.get());
  if (height > 0) face_test::draw_face(cr.get(), cx, cy, height);
  cr.reset();
  face_test::soften(s.get());
  return s;
}

TEST(FaceFinder, FindsAFaceWhereItIs) {
  CairoSurfacePtr s = scene(480, 200, 200);
  const std::vector<FaceRect> faces = find_faces(s.get());
  ASSERT_FALSE(faces.empty());
  const FaceRect& f = faces.front();
  EXPECT_NEAR(f.x + f.width / 2, 480, 40);
  EXPECT_NEAR(f.y + f.height / 2, 200, 60);
}

TEST(FaceFinder, AnEmptyWallHasNoFace) {
  CairoSurfacePtr s = scene(0, 0, 0);
  EXPECT_TRUE(find_faces(s.get()).empty());
}

TEST(FaceFinder, WithoutTheCascadeFileNoFaceIsFound) {
  testing::ScopedEnv env("SPOTFORGE_FACE_CASCADE", "/nonexistent/cascade.xml");
  CairoSurfacePtr s = scene(480, 200, 200);
  EXPECT_TRUE(find_faces(s.get()).empty());
}

}  // namespace
}  // namespace spotforge
