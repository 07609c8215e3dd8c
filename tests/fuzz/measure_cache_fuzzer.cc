// libFuzzer target: bytes as an entry of the user's cache (art/measure_cache.h), which a check
// reads back as a picture. Whatever the file holds, the reader either refuses it or gives a
// picture within its bounds that a store and a read give back byte for byte.
#include <cairo.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>

#include "art/measure_cache.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const spotforge::fuzz::ScratchFolder folder("measure-cache");
  const std::filesystem::path entries = spotforge::measure_cache_folder();
  std::filesystem::create_directories(entries);
  std::ofstream(entries / "heic-fuzz", std::ios::binary | std::ios::trunc)
      .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  const std::optional<spotforge::RasterPicture> copy = spotforge::read_measuring_copy("heic-fuzz");
  if (!copy) return 0;
  if (copy->width <= 0 || copy->height <= 0 || copy->width > spotforge::kMaxMeasuringCopySide ||
      copy->height > spotforge::kMaxMeasuringCopySide) {
    std::abort();
  }
  spotforge::write_measuring_copy("heic-again", *copy);
  const std::optional<spotforge::RasterPicture> again =
      spotforge::read_measuring_copy("heic-again");
  if (!again || again->width != copy->width || again->height != copy->height ||
      again->opaque != copy->opaque ||
      std::memcmp(cairo_image_surface_get_data(again->surface.get()),
                  cairo_image_surface_get_data(copy->surface.get()),
                  static_cast<size_t>(copy->width) * copy->height * 4) != 0) {
    std::abort();
  }
  return 0;
}
