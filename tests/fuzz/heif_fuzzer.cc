// libFuzzer target: bytes as a HEIC photo. The thumbnail reader (read_heif_thumbnail: libheif's
// item list and our own walk of the meta box's ipco/ipma properties, which turns an iPhone's
// unturned thumbnail) and the whole-picture load a theme's .heic file gets.
#include "art/art_error.h"
#include "art/heif_picture.h"
#include "picture_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  try {
    (void)spotforge::read_heif_thumbnail(bytes, "picture.heic", 16);  // small seeds: any side
  } catch (const spotforge::ArtError&) {
    // refused with a message: the expected outcome for most inputs
  }
  spotforge::fuzz::load_picture("picture.heic", data, size);
  return 0;
}
