// Writes a family's photo folder as phones leave it, for the studio's browser test
// (studio_photos_test.mjs): JPEGs (one turned by camera EXIF), a HEIC turned by irot, a WebP
// with camera EXIF and a PNG cut-out, seven pictures in all (the 7-card deck). Made with the
// same fixtures the C++ photo tests use (art/photo_fixtures_for_tests.h).
// Usage: make_photo_folder FOLDER
#include <cairo.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "art/photo_fixtures_for_tests.h"
#include "art/raster_picture.h"

namespace {

namespace fs = std::filesystem;
using spotforge::CairoPtr;
using spotforge::CairoSurfacePtr;
using spotforge::photo_test::beach;

void write(const fs::path& path, const std::string& bytes) {
  if (bytes.empty()) throw std::runtime_error("could not encode " + path.string());
  std::ofstream(path, std::ios::binary)
      .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// A cut-out: a coloured star on transparency.
std::string star_png() {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 240, 240));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 0.9, 0.6, 0.1);
  for (int i = 0; i < 10; ++i) {
    const double radius = i % 2 ? 45 : 110, a = -M_PI / 2 + i * M_PI / 5;
    cairo_line_to(cr.get(), 120 + radius * std::cos(a), 120 + radius * std::sin(a));
  }
  cairo_fill(cr.get());
  cairo_surface_flush(s.get());
  std::string png;
  cairo_surface_write_to_png_stream(
      s.get(),
      [](void* out, const unsigned char* data, unsigned int length) {
        static_cast<std::string*>(out)->append(reinterpret_cast<const char*>(data), length);
        return CAIRO_STATUS_SUCCESS;
      },
      &png);
  return png;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: make_photo_folder FOLDER\n";
    return 2;
  }
  namespace pt = spotforge::photo_test;
  const fs::path folder = argv[1];
  fs::create_directories(folder);
  try {
    write(folder / "Beach.jpg", spotforge::encode_jpeg(beach(800, 600, 0.2).get()));
    // Held sideways: stored landscape, EXIF orientation 6 turns it upright (portrait).
    write(folder / "IMG_2041.JPG",
          pt::with_jpeg_exif(spotforge::encode_jpeg(beach(800, 600, 0.4).get()),
                             pt::exif_tiff(6, true)));
    write(folder / "IMG_2042.heic", pt::heic_of(beach(800, 600, 0.6).get(), 6));
    write(folder / "Pier.webp", pt::webp_of(beach(800, 600, 0.8).get(), pt::exif_tiff(1, true)));
    write(folder / "Dunes.jpg", spotforge::encode_jpeg(beach(640, 480, 0.5).get()));
    write(folder / "Harbour.webp", pt::webp_of(beach(640, 480, 0.7).get()));
    write(folder / "Star.png", star_png());
  } catch (const std::exception& e) {
    std::cerr << "make_photo_folder: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
