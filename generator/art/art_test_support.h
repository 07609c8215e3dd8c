// Shared helpers for the art tests: fixture sources and pixel probes.
#pragma once

#include <cairo.h>

#include <string>

#include "art/art_source.h"

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

inline std::string fixtures() { return std::string(SPOTFORGE_FIXTURES_DIR) + "/art"; }

inline ArtSource file_source(const std::string& name) {
  ArtSource s;
  s.kind = ArtSource::Kind::kFile;
  s.root = fixtures() + "/theme";
  s.value = name;
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

// 0xAARRGGBB of one pixel of an ARGB32 image.
inline uint32_t pixel(cairo_surface_t* image, int x, int y) {
  cairo_surface_flush(image);
  auto data = cairo_image_surface_get_data(image);
  int stride = cairo_image_surface_get_stride(image);
  return reinterpret_cast<const uint32_t*>(data + y * stride)[x];
}

}  // namespace spotforge::art_test
