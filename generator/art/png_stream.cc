#include "art/png_stream.h"

#include <png.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

#include "art/row_shrinker.h"

namespace spotforge {
namespace {

// Everything libpng's callbacks and the jump back need, outside the frame that calls setjmp
// (a local changed after setjmp is indeterminate after the longjmp).
struct Run {
  const std::string* bytes = nullptr;
  size_t offset = 0;
  int factor = 1;
  char message[256] = {0};
  std::unique_ptr<RowShrinker> shrinker;
  std::vector<uint8_t> row;
  bool interlaced = false;
  png_structp png = nullptr;
  png_infop info = nullptr;
};

void read_bytes(png_structp png, png_bytep out, png_size_t n) {
  auto* run = static_cast<Run*>(png_get_io_ptr(png));
  if (run->offset + n > run->bytes->size()) png_error(png, "the file ends too early");
  std::memcpy(out, run->bytes->data() + run->offset, n);
  run->offset += n;
}

void fail(png_structp png, png_const_charp message) {
  auto* run = static_cast<Run*>(png_get_error_ptr(png));
  std::snprintf(run->message, sizeof run->message, "%s", message);
  png_longjmp(png, 1);
}

void warn(png_structp, png_const_charp) {}  // ancillary chunk trouble: the pixels are fine

// Between setjmp and any longjmp only C frames and `run` (outside) change.
bool read(Run* run) {
  if (setjmp(png_jmpbuf(run->png))) return false;
  png_structp png = run->png;
  png_infop info = run->info;
  png_set_read_fn(png, run, read_bytes);
#ifdef PNG_IGNORE_ADLER32
  // zlib's Adler-32 of the pixel stream repeats what the chunks' CRCs, still checked, already
  // guard (a damaged IDAT fails its CRC): 5 % of a check of large PNGs, for nothing.
  png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
  png_read_info(png, info);
  const png_uint_32 width = png_get_image_width(png, info);
  const png_uint_32 height = png_get_image_height(png, info);
  const int colour = png_get_color_type(png, info);
  if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
    run->interlaced = true;
    return false;
  }
  const bool trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
  const bool alpha = (colour & PNG_COLOR_MASK_ALPHA) != 0 || trns;
  if (colour == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (colour == PNG_COLOR_TYPE_GRAY && png_get_bit_depth(png, info) < 8) {
    png_set_expand_gray_1_2_4_to_8(png);
  }
  if (trns) png_set_tRNS_to_alpha(png);
  if (png_get_bit_depth(png, info) == 16) png_set_strip_16(png);
  if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != static_cast<size_t>(width) * (alpha ? 4 : 3)) {
    png_error(png, "unexpected pixel layout");
  }
  run->shrinker = std::make_unique<RowShrinker>(static_cast<int>(width), static_cast<int>(height),
                                                alpha, run->factor);
  if (!run->shrinker->ok()) png_error(png, "out of memory");
  run->row.resize(png_get_rowbytes(png, info));
  for (png_uint_32 y = 0; y < height; ++y) {
    png_read_row(png, run->row.data(), nullptr);
    run->shrinker->add_row(run->row.data());
  }
  png_read_end(png, nullptr);
  return true;
}

}  // namespace

PngStream stream_png(const std::string& bytes, int factor) {
  PngStream out;
  Run run;
  run.bytes = &bytes;
  run.factor = factor;
  run.png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &run, fail, warn);
  if (!run.png) {
    out.problem = "libpng could not start";
    return out;
  }
  run.info = png_create_info_struct(run.png);
  const bool ok = run.info && read(&run);
  png_destroy_read_struct(&run.png, run.info ? &run.info : nullptr, nullptr);
  out.interlaced = run.interlaced;
  if (ok) {
    out.surface = run.shrinker->finish();
  } else if (!run.interlaced) {
    out.problem = run.message[0] ? run.message : "unreadable";
  }
  return out;
}

}  // namespace spotforge
