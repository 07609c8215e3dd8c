// libFuzzer target: bytes as a PNG or JPEG picture (declared-size checks, libpng through
// Cairo, libjpeg, EXIF orientation). The first byte picks the file type, so one corpus
// holds both and a PNG's bytes also reach the JPEG reader and the other way round.
#include "picture_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  spotforge::fuzz::load_picture(data[0] & 1 ? "picture.jpg" : "picture.png", data + 1, size - 1);
  return 0;
}
