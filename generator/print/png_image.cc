#include "print/png_image.h"

#include <png.h>

#include <cmath>
#include <csetjmp>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "base/atomic_write.h"
#include "base/cairo_check.h"

namespace spotforge {
namespace {

void append_bytes(png_structp png, png_bytep data, png_size_t length) {
  static_cast<std::string*>(png_get_io_ptr(png))
      ->append(reinterpret_cast<const char*>(data), length);
}

void no_flush(png_structp) {}

// Owns the write and info structs for the whole encode.
class PngWriter {
 public:
  PngWriter() {
    png_ = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
    if (!png_) throw std::runtime_error("PNG encoding failed: out of memory");
    info_ = png_create_info_struct(png_);
    if (!info_) {
      png_destroy_write_struct(&png_, nullptr);
      throw std::runtime_error("PNG encoding failed: out of memory");
    }
  }
  ~PngWriter() { png_destroy_write_struct(&png_, &info_); }
  PngWriter(const PngWriter&) = delete;
  PngWriter& operator=(const PngWriter&) = delete;
  png_structp png() const { return png_; }
  png_infop info() const { return info_; }

 private:
  png_structp png_ = nullptr;
  png_infop info_ = nullptr;
};

}  // namespace

std::string srgb_png_bytes(cairo_surface_t* image, double ppi) {
  // An image in error has no pixels to read (Cairo's nil surface).
  check_cairo_surface(image, "a " + std::to_string(std::lround(ppi)) + " ppi PNG image");
  cairo_surface_flush(image);
  if (cairo_image_surface_get_format(image) != CAIRO_FORMAT_RGB24) {
    throw std::logic_error("srgb_png_bytes wants an RGB24 image");
  }
  const int width = cairo_image_surface_get_width(image);
  const int height = cairo_image_surface_get_height(image);
  const int stride = cairo_image_surface_get_stride(image);
  const unsigned char* data = cairo_image_surface_get_data(image);
  std::string bytes;
  std::vector<png_byte> row(static_cast<size_t>(width) * 3);
  PngWriter w;
  // libpng reports errors (out of memory) by longjmp to here; no exception may cross its C
  // frames. Everything that needs destroying was made before this point, in this frame.
  if (setjmp(png_jmpbuf(w.png()))) throw std::runtime_error("PNG encoding failed");
  png_set_write_fn(w.png(), &bytes, append_bytes, no_flush);
  png_set_IHDR(w.png(), w.info(), width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_sRGB_gAMA_and_cHRM(w.png(), w.info(), PNG_sRGB_INTENT_PERCEPTUAL);
  const auto per_metre = static_cast<png_uint_32>(std::lround(ppi / 0.0254));
  png_set_pHYs(w.png(), w.info(), per_metre, per_metre, PNG_RESOLUTION_METER);
  png_set_compression_level(w.png(), 9);
  png_write_info(w.png(), w.info());
  // Cairo keeps RGB24 pixels as native-endian 32-bit words 0x00RRGGBB.
  for (int y = 0; y < height; ++y) {
    const auto* pixels = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    for (int x = 0; x < width; ++x) {
      row[3 * x] = (pixels[x] >> 16) & 0xff;
      row[3 * x + 1] = (pixels[x] >> 8) & 0xff;
      row[3 * x + 2] = pixels[x] & 0xff;
    }
    png_write_row(w.png(), row.data());
  }
  png_write_end(w.png(), w.info());
  return bytes;
}

void write_srgb_png(cairo_surface_t* image, double ppi, const std::filesystem::path& png) {
  write_file_atomically(png, srgb_png_bytes(image, ppi));
}

}  // namespace spotforge
