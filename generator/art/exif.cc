#include "art/exif.h"

#include <cstdint>
#include <cstring>

namespace spotforge {
namespace {

uint16_t read16(const unsigned char* p, bool big) {
  return big ? static_cast<uint16_t>(p[0] << 8 | p[1]) : static_cast<uint16_t>(p[1] << 8 | p[0]);
}

uint32_t read32(const unsigned char* p, bool big) {
  return big ? (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | p[3]
             : (uint32_t{p[3]} << 24) | (uint32_t{p[2]} << 16) | (uint32_t{p[1]} << 8) | p[0];
}

// Calls f(tag, entry) for each entry of the first IFD until it returns true; false when the
// block is not TIFF or no entry did.
template <typename F>
bool any_first_ifd_entry(const unsigned char* tiff, size_t size, F&& f) {
  if (size < 8) return false;
  const bool big = tiff[0] == 'M' && tiff[1] == 'M';
  if (!big && !(tiff[0] == 'I' && tiff[1] == 'I')) return false;
  // Offsets come from the file: widened to 64 bits before any sum, so an IFD offset near
  // 0xFFFFFFFF can't wrap around and pass the bounds check.
  const uint64_t ifd = read32(tiff + 4, big);
  if (ifd + 2 > size) return false;
  const uint16_t entries = read16(tiff + ifd, big);
  for (uint16_t i = 0; i < entries; ++i) {
    const uint64_t at = ifd + 2 + uint64_t{12} * i;
    if (at + 12 > size) return false;
    if (f(read16(tiff + at, big), tiff + at, big)) return true;
  }
  return false;
}

}  // namespace

int tiff_orientation(const unsigned char* tiff, size_t size) {
  int orientation = 1;
  any_first_ifd_entry(tiff, size, [&](uint16_t tag, const unsigned char* entry, bool big) {
    if (tag != 0x0112) return false;
    const uint16_t value = read16(entry + 8, big);  // a SHORT sits at the start of the value
    orientation = value >= 1 && value <= 8 ? value : 1;
    return true;
  });
  return orientation;
}

bool tiff_has_camera_tags(const unsigned char* tiff, size_t size) {
  return any_first_ifd_entry(tiff, size, [](uint16_t tag, const unsigned char*, bool) {
    return tag == 0x010F || tag == 0x0110 || tag == 0x8769;  // Make, Model, ExifIFD
  });
}

std::string jpeg_exif_tiff(const std::string& bytes) {
  auto p = reinterpret_cast<const unsigned char*>(bytes.data());
  const size_t n = bytes.size();
  if (n < 4 || p[0] != 0xff || p[1] != 0xd8) return "";
  // Walk the marker segments up to the image data.
  for (size_t at = 2; at + 4 <= n && p[at] == 0xff;) {
    const unsigned char marker = p[at + 1];
    if (marker == 0xda || marker == 0xd9) break;  // start of scan, end of image
    const size_t length = static_cast<size_t>(p[at + 2]) << 8 | p[at + 3];
    if (length < 2 || at + 2 + length > n) break;
    if (marker == 0xe1 && length >= 2 + 6 + 8 && std::memcmp(p + at + 4, "Exif\0\0", 6) == 0) {
      return bytes.substr(at + 10, length - 8);
    }
    at += 2 + length;
  }
  return "";
}

}  // namespace spotforge
