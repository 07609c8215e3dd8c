// Pictures read from the user's cache (art/measure_cache.h) instead of decoded. First, the
// measuring copy of a large HEIC photo that has no thumbnail of its own (a converter's,
// an editor's): HEVC has no scaled decoding, so such a photo costs a whole decode (about a
// second for 12 MP) every time it is read. Printed whole or in a frame (what `init` writes for
// photos), it is measured, as a photo with a thumbnail is (raster_art.cc), on a small upright
// copy made by averaging whole blocks of the pixels build keeps; check and build alike, and the
// copy kept in the user's cache (art/measure_cache.h) under the file's content digest, so a
// `theme check` after `init`, a first check or a build decodes nothing. Second, a large PNG's
// or WebP's kept picture (decode_raster_cached), exactly as decoding keeps it.
#pragma once

#include <string>

#include "art/heif_picture.h"
#include "art/raster_picture.h"

namespace spotforge {

// HEICs declaring more pixels than this get a measuring copy when they have no usable
// thumbnail (a smaller one decodes in under a tenth of a second and is measured whole, as
// before).
inline constexpr long long kMinMeasuredCopyPixels = 1'000'000;

// The copy's longer side is at least this (an iPhone's thumbnail's), less than twice it.
inline constexpr int kMeasuringCopySide = kMinHeifThumbnailSide;

// True for a HEIC whose declared size asks for a measuring copy (when it has no thumbnail).
bool wants_measuring_copy(const std::string& bytes);

// The cache key of a file's copy: the copy's format and side, the file's size and content
// digest (base/word_hash.h).
std::string measuring_copy_key(const std::string& bytes);

// `kept` (opaque, upright, as decode_raster keeps it) averaged over blocks of
// shrink_factor(width, height, kMeasuringCopySide) pixels: an RGB24 picture of whole integer
// means, the same bytes wherever and whenever it is made.
RasterPicture measuring_copy_of(const RasterPicture& kept);

// PNGs and WebPs declaring more pixels than this are read through the cache: decoded (libpng
// and zlib, libwebp, both reading every pixel even when they keep few) a 64 MP PNG takes about
// 0.3 s, its kept picture of 1600 pixels 30 ms to read back. Below it, decoding costs about
// what reading back does.
inline constexpr long long kMinCachedKeptPixels = 8'000'000;

// The cache key of a PNG's, WebP's or HEIC's kept picture: its type and side, the file's size
// and content digest.
std::string kept_picture_key(const std::string& bytes);

// decode_raster, but a large PNG's, WebP's or HEIC's kept picture (what decode_raster keeps: the
// same bytes; a WebP's or HEIC's document is made again from them, as decode_raster makes it)
// comes from the user's cache when it is there, and goes into it when it was decoded. HEICs
// over kMinMeasuredCopyPixels come here when they are knocked out (not framed, not kept
// whole): the knockout needs their own pixels.
RasterPicture decode_raster_cached(const std::string& bytes, PictureType type,
                                   const std::string& shown, std::string* document);

// For `spotforge init`: when `bytes` is a PNG, WebP or (not `framed`) HEIC that check reads
// through the cache, or a HEIC that check would measure on a copy when `framed` (printed whole
// or in a frame), and the cache holds nothing for it yet, decodes it and stores what check
// will read; true when it did.
// Never throws (a picture that can't be read is left for check to name).
bool prepare_measuring_copy(const std::string& bytes, bool framed);

}  // namespace spotforge
