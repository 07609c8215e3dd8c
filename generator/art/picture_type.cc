#include "art/picture_type.h"

#include <cstring>

namespace spotforge {
namespace {

bool starts_with(const std::string& bytes, size_t at, const char* sig, size_t n) {
  return bytes.size() >= at + n && std::memcmp(bytes.data() + at, sig, n) == 0;
}

// An ISO base media file ("....ftyp" then a brand): HEIC/HEIF or AVIF, by the brands listed.
PictureType iso_media_type(const std::string& bytes) {
  if (!starts_with(bytes, 4, "ftyp", 4)) return PictureType::kUnknown;
  const uint32_t box = (uint32_t{static_cast<unsigned char>(bytes[0])} << 24) |
                       (uint32_t{static_cast<unsigned char>(bytes[1])} << 16) |
                       (uint32_t{static_cast<unsigned char>(bytes[2])} << 8) |
                       static_cast<unsigned char>(bytes[3]);
  const size_t end = std::min<size_t>(bytes.size(), box < 16 ? 16 : box);
  bool heif = false, avif = false;
  // The major brand at 8, the compatible brands from 16 on, four characters each.
  for (size_t at = 8; at + 4 <= end; at += at == 8 ? 8 : 4) {
    const std::string brand = bytes.substr(at, 4);
    if (brand == "avif" || brand == "avis") avif = true;
    if (brand == "heic" || brand == "heix" || brand == "heim" || brand == "heis" ||
        brand == "hevc" || brand == "hevx" || brand == "mif1" || brand == "msf1") {
      heif = true;
    }
  }
  if (avif) return PictureType::kAvif;
  return heif ? PictureType::kHeif : PictureType::kUnknown;
}

bool looks_like_text_svg(const std::string& bytes) {
  size_t i = 0;
  if (starts_with(bytes, 0, "\xEF\xBB\xBF", 3)) i = 3;  // a UTF-8 byte order mark
  while (i < bytes.size() &&
         (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) {
    ++i;
  }
  return i < bytes.size() && bytes[i] == '<';
}

}  // namespace

PictureType sniff_picture_type(const std::string& bytes) {
  if (starts_with(bytes, 0, "\x89PNG\r\n\x1a\n", 8)) return PictureType::kPng;
  if (starts_with(bytes, 0, "\xFF\xD8\xFF", 3)) return PictureType::kJpeg;
  if (starts_with(bytes, 0, "RIFF", 4) && starts_with(bytes, 8, "WEBP", 4)) {
    return PictureType::kWebp;
  }
  if (starts_with(bytes, 0, "GIF87a", 6) || starts_with(bytes, 0, "GIF89a", 6)) {
    return PictureType::kGif;
  }
  if (starts_with(bytes, 0, "%PDF-", 5)) return PictureType::kPdf;
  if (starts_with(bytes, 0, "II*\0", 4) || starts_with(bytes, 0, "MM\0*", 4)) {
    return PictureType::kTiff;
  }
  if (starts_with(bytes, 0, "BM", 2) && bytes.size() >= 26) return PictureType::kBmp;
  if (const PictureType iso = iso_media_type(bytes); iso != PictureType::kUnknown) return iso;
  if (starts_with(bytes, 0, "\x1f\x8b", 2) || looks_like_text_svg(bytes)) return PictureType::kSvg;
  return PictureType::kUnknown;
}

PictureType type_of_extension(const std::string& ext) {
  if (ext == ".svg" || ext == ".svgz") return PictureType::kSvg;
  if (ext == ".png") return PictureType::kPng;
  if (ext == ".jpg" || ext == ".jpeg") return PictureType::kJpeg;
  if (ext == ".heic" || ext == ".heif") return PictureType::kHeif;
  if (ext == ".webp") return PictureType::kWebp;
  if (ext == ".gif") return PictureType::kGif;
  if (ext == ".bmp") return PictureType::kBmp;
  if (ext == ".tif" || ext == ".tiff") return PictureType::kTiff;
  if (ext == ".pdf") return PictureType::kPdf;
  if (ext == ".avif") return PictureType::kAvif;
  return PictureType::kUnknown;
}

std::string picture_type_name(PictureType type) {
  switch (type) {
    case PictureType::kSvg:
      return "SVG";
    case PictureType::kPng:
      return "PNG";
    case PictureType::kJpeg:
      return "JPEG";
    case PictureType::kHeif:
      return "HEIC";
    case PictureType::kWebp:
      return "WebP";
    case PictureType::kGif:
      return "GIF";
    case PictureType::kBmp:
      return "BMP";
    case PictureType::kTiff:
      return "TIFF";
    case PictureType::kPdf:
      return "PDF";
    case PictureType::kAvif:
      return "AVIF";
    case PictureType::kUnknown:
      break;
  }
  return "unknown";
}

std::string picture_type_extension(PictureType type) {
  switch (type) {
    case PictureType::kSvg:
      return ".svg";
    case PictureType::kPng:
      return ".png";
    case PictureType::kJpeg:
      return ".jpg";
    case PictureType::kHeif:
      return ".heic";
    case PictureType::kWebp:
      return ".webp";
    case PictureType::kGif:
      return ".gif";
    case PictureType::kBmp:
      return ".bmp";
    case PictureType::kTiff:
      return ".tif";
    case PictureType::kPdf:
      return ".pdf";
    case PictureType::kAvif:
      return ".avif";
    case PictureType::kUnknown:
      break;
  }
  return "";
}

std::string misnamed_picture_problem(const std::string& bytes, const std::string& extension) {
  const PictureType named = type_of_extension(extension);
  const PictureType real = sniff_picture_type(bytes);
  // Text or unknown bytes are left for the decoder: its message says what is wrong.
  if (real == PictureType::kUnknown || real == named) return "";
  if (real == PictureType::kSvg && named != PictureType::kSvg) return "";
  const std::string name = picture_type_name(real);
  const bool readable = real == PictureType::kSvg || real == PictureType::kPng ||
                        real == PictureType::kJpeg || real == PictureType::kHeif ||
                        real == PictureType::kWebp;
  const bool an = real == PictureType::kAvif || real == PictureType::kSvg;
  return std::string(an ? "this is an " : "this is a ") + name + " picture named " + extension +
         "; " +
         (readable ? "rename it to " + picture_type_extension(real)
                   : "save it as a PNG or JPEG (spotforge reads .svg, .png, .jpg, .heic and "
                     ".webp)");
}

}  // namespace spotforge
