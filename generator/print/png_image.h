// PNG files for print services and screens: an opaque Cairo image written with its colour
// space (sRGB chunk, with the gAMA/cHRM fallback libpng pairs with it) and its resolution
// (pHYs, so a service reads 300 ppi as the physical size), and nothing that varies between
// runs (no time chunk): the same pixels give the same bytes.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <string>

namespace spotforge {

// The PNG bytes of an RGB24 image surface at `ppi` pixels per inch.
std::string srgb_png_bytes(cairo_surface_t* rgb24_image, double ppi);

// Writes them atomically. Throws std::runtime_error when the file can't be written.
void write_srgb_png(cairo_surface_t* rgb24_image, double ppi, const std::filesystem::path& png);

}  // namespace spotforge
