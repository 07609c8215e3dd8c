// Shared helpers for the art tests: fixture sources and pixel probes.
#pragma once

#include <cairo-pdf.h>
#include <cairo.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "art/art_source.h"
#include "art/raster_picture.h"
#include "base/handles.h"
#include "base/test_paths.h"

namespace spotforge::art_test {

// The PNG file bytes of an image surface, as a picture file would hold them.
inline std::string png_bytes(cairo_surface_t* surface) {
  std::string out;
  cairo_surface_write_to_png_stream(
      surface,
      [](void* closure, const unsigned char* data, unsigned int length) {
        static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
        return CAIRO_STATUS_SUCCESS;
      },
      &out);
  return out;
}

// The bytes of a PDF made in memory by `draw` (which ends each page with cairo_show_page),
// its creation date fixed so that two runs that draw the same compare equal.
inline std::string pdf_in_memory(double width_pt, double height_pt,
                                 const std::function<void(cairo_t*)>& draw) {
  std::string pdf;
  {
    CairoSurfacePtr surface(cairo_pdf_surface_create_for_stream(
        [](void* closure, const unsigned char* data, unsigned int length) {
          static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
          return CAIRO_STATUS_SUCCESS;
        },
        &pdf, width_pt, height_pt));
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE,
                                   "2024-01-01T00:00:00");
    CairoPtr cr(cairo_create(surface.get()));
    draw(cr.get());
    cairo_surface_finish(surface.get());
  }
  return pdf;
}

inline std::string fixtures() { return std::string(SPOTFORGE_FIXTURES_DIR) + "/art"; }

inline ArtSource file_source(const std::string& name) {
  ArtSource s;
  s.kind = ArtSource::Kind::kFile;
  s.root = fixtures() + "/theme";
  s.value = name;
  return s;
}

// A picture file `name` holding `bytes`, written into `folder`, as a theme's source.
inline ArtSource written_file_source(const std::filesystem::path& folder, const std::string& name,
                                     const std::string& bytes) {
  std::ofstream(folder / name, std::ios::binary)
      .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  ArtSource s = file_source(name);
  s.root = folder;
  return s;
}

inline ArtSource icon_source(const std::string& name) {
  ArtSource s;
  s.kind = ArtSource::Kind::kIcon;
  s.icon_set = fixtures() + "/icons.json";
  s.value = name;
  return s;
}

inline ArtSource text_source(const std::string& text, const std::string& family = "DejaVu Sans") {
  ArtSource s;
  s.kind = ArtSource::Kind::kText;
  s.value = text;
  s.font_family = family;
  return s;
}

// The picture `bytes` decoded by `decode` (naming it `shown`), after checking that `declared`
// reads the same size from its header as the decoder gives.
template <typename Declared, typename Decode>
RasterPicture read_at_declared_size(const std::string& bytes, Declared declared, Decode decode,
                                    const std::string& shown) {
  long long w = 0, h = 0;
  EXPECT_TRUE(declared(bytes, &w, &h)) << shown << ": no size in its header";
  RasterPicture p = decode(bytes, shown);
  EXPECT_EQ(p.width, w) << shown;
  EXPECT_EQ(p.height, h) << shown;
  return p;
}

// 0xAARRGGBB of one pixel of an ARGB32 image.
inline uint32_t pixel(cairo_surface_t* image, int x, int y) {
  cairo_surface_flush(image);
  auto data = cairo_image_surface_get_data(image);
  int stride = cairo_image_surface_get_stride(image);
  return reinterpret_cast<const uint32_t*>(data + y * stride)[x];
}

}  // namespace spotforge::art_test
