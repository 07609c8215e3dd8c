// The picture list's thumbnails. The page shows a picture file as the browser gets it, but a
// browser can't show HEIC, and a phone photo of 48 megapixels is tens of megabytes to load for
// a 56-pixel square: those are sent as a small PNG, decoded (and turned upright) by the same
// code that prints them.
#pragma once

#include <filesystem>
#include <string>

namespace spotforge::studio {

// Longest side of a thumbnail drawn by the server, in pixels (the page shows 56 CSS pixels).
inline constexpr int kThumbnailPixels = 160;

// True when `file` is sent as it is: a PNG, JPEG, WebP or SVG of at most 2 MB.
bool browser_shows_as_is(const std::filesystem::path& file);

// The picture `file` (inside `folder`) as a PNG whose longer side is `pixels`, its whole
// rectangle kept. Throws InputError when it can't be read.
std::string thumbnail_png(const std::filesystem::path& folder, const std::filesystem::path& file,
                          int pixels = kThumbnailPixels);

}  // namespace spotforge::studio
