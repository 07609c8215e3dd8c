#include "art/measuring_copy.h"

#include <cstdio>
#include <optional>
#include <vector>

#include "art/art_error.h"
#include "art/measure_cache.h"
#include "art/picture_type.h"
#include "art/row_shrinker.h"
#include "base/word_hash.h"

namespace spotforge {

namespace {

std::string key_of(const char* kind, int side, const std::string& bytes) {
  WordHash hash;
  hash.add(bytes.data(), bytes.size());
  char text[96];
  std::snprintf(text, sizeof text, "%s%d-%zu-%016llx%016llx", kind, side, bytes.size(),
                static_cast<unsigned long long>(hash.first()),
                static_cast<unsigned long long>(hash.second()));
  return text;
}

// A PNG, WebP or HEIC whose kept picture is read through the cache (a framed HEIC is measured
// on its thumbnail or measuring copy instead, and never asks).
bool wants_cached_kept(const std::string& bytes) {
  const PictureType type = sniff_picture_type(bytes);
  long long w = 0, h = 0;
  if (!declared_size(bytes, &w, &h)) return false;
  const double pixels = static_cast<double>(w) * static_cast<double>(h);
  switch (type) {
    case PictureType::kPng:
    case PictureType::kWebp:
      return pixels > kMinCachedKeptPixels;
    case PictureType::kHeif:
      return pixels > kMinMeasuredCopyPixels;
    default:
      return false;
  }
}

}  // namespace

bool wants_measuring_copy(const std::string& bytes) {
  if (sniff_picture_type(bytes) != PictureType::kHeif) return false;
  long long w = 0, h = 0;
  return heif_declared_size(bytes, &w, &h) && w * h > kMinMeasuredCopyPixels;
}

std::string measuring_copy_key(const std::string& bytes) {
  return key_of("heic-blocks", kMeasuringCopySide, bytes);
}

RasterPicture measuring_copy_of(const RasterPicture& kept) {
  // Read as the decoders left it (flushed): a flush here would drop the JPEG a decoded HEIC
  // carries for the PDF (its print pixels are this very surface), and cards.pdf would hold its
  // pixels instead (57 photos: 70 MB instead of 7).
  cairo_surface_t* s = kept.surface.get();
  RowShrinker shrinker(kept.width, kept.height, false,
                       shrink_factor(kept.width, kept.height, kMeasuringCopySide));
  const unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  std::vector<uint8_t> rgb(static_cast<size_t>(kept.width) * 3);
  for (int y = 0; y < kept.height; ++y) {
    auto row = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    for (int x = 0; x < kept.width; ++x) {
      rgb[static_cast<size_t>(x) * 3] = static_cast<uint8_t>(row[x] >> 16);
      rgb[static_cast<size_t>(x) * 3 + 1] = static_cast<uint8_t>(row[x] >> 8);
      rgb[static_cast<size_t>(x) * 3 + 2] = static_cast<uint8_t>(row[x]);
    }
    shrinker.add_row(rgb.data());
  }
  RasterPicture copy;
  copy.width = shrinker.out_width();
  copy.height = shrinker.out_height();
  copy.surface = shrinker.finish();
  return copy;
}

std::string kept_picture_key(const std::string& bytes) {
  const PictureType type = sniff_picture_type(bytes);
  return key_of(type == PictureType::kWebp   ? "webp-kept"
                : type == PictureType::kHeif ? "heic-kept"
                                             : "png-kept",
                kMaxRasterSide, bytes);
}

RasterPicture decode_raster_cached(const std::string& bytes, PictureType type,
                                   const std::string& shown, std::string* document) {
  if (!wants_cached_kept(bytes) || sniff_picture_type(bytes) != type) {
    return decode_raster(bytes, type, shown, document);
  }
  const std::string key = kept_picture_key(bytes);
  if (std::optional<RasterPicture> kept = read_measuring_copy(key)) {
    // The document decode_raster gives: a PNG's own bytes, a WebP's or HEIC's JPEG or PNG of
    // these pixels.
    if (type == PictureType::kPng) {
      *document = bytes;
    } else {
      attach_portable_document(*kept, document);
    }
    return std::move(*kept);
  }
  RasterPicture kept = decode_raster(bytes, type, shown, document);
  write_measuring_copy(key, kept);
  return kept;
}

bool prepare_measuring_copy(const std::string& bytes, bool framed) {
  try {
    if (wants_cached_kept(bytes) && !(framed && sniff_picture_type(bytes) == PictureType::kHeif)) {
      if (read_measuring_copy(kept_picture_key(bytes))) return false;
      std::string document;
      (void)decode_raster_cached(bytes, sniff_picture_type(bytes), "", &document);
      return true;
    }
    if (!framed || !wants_measuring_copy(bytes) || read_heif_thumbnail(bytes, "")) return false;
    const std::string key = measuring_copy_key(bytes);
    if (read_measuring_copy(key)) return false;
    std::string document;
    const RasterPicture kept = decode_raster(bytes, PictureType::kHeif, "", &document);
    if (!kept.opaque) return false;
    write_measuring_copy(key, measuring_copy_of(kept));
    return true;
  } catch (const ArtError&) {
    return false;
  }
}

}  // namespace spotforge
