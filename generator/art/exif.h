// The few EXIF facts spotforge reads: how the camera says to turn the picture, and whether a
// camera made it at all (init keeps photos whole and upright).
#pragma once

#include <cstddef>
#include <string>

namespace spotforge {

// The Orientation tag (1..8) of the first IFD of a TIFF block ("II*\0" or "MM\0*" ...),
// 1 when absent or unreadable.
int tiff_orientation(const unsigned char* tiff, size_t size);

// True when the first IFD of a TIFF block names the camera (Make or Model) or points to the
// camera's own EXIF IFD (exposure, lens ...).
bool tiff_has_camera_tags(const unsigned char* tiff, size_t size);

// The TIFF block of a JPEG's APP1 Exif segment; empty when there is none.
std::string jpeg_exif_tiff(const std::string& bytes);

}  // namespace spotforge
