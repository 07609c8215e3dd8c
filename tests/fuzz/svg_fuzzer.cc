// libFuzzer target: bytes as an SVG picture (reference checks, librsvg, ink measuring).
#include "picture_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  spotforge::fuzz::load_picture("picture.svg", data, size);
  return 0;
}
