// What a picture file really holds, told from its first bytes: a HEIC saved as .jpg is named
// for what it is instead of failing as a "corrupt JPEG".
#pragma once

#include <string>

namespace spotforge {

enum class PictureType {
  kUnknown,
  kSvg,
  kPng,
  kJpeg,
  kHeif,
  kWebp,
  kGif,
  kBmp,
  kTiff,
  kPdf,
  kAvif
};

// The type the bytes' signature shows; kSvg for text that looks like XML or SVG (or gzip
// data, an .svgz); kUnknown otherwise.
PictureType sniff_picture_type(const std::string& bytes);

// The type a file name's extension (lower case, with the dot) promises; kUnknown for others.
PictureType type_of_extension(const std::string& extension);

// How messages name a type: "HEIC", "WebP", "PNG" ...
std::string picture_type_name(PictureType type);

// The usual extension of a type, with the dot: ".heic", ".webp" ...
std::string picture_type_extension(PictureType type);

// "" when `bytes` may well be what `extension` says (or can't be told), else the problem:
// "this is a HEIC picture named .jpg; rename it to .heic".
std::string misnamed_picture_problem(const std::string& bytes, const std::string& extension);

}  // namespace spotforge
