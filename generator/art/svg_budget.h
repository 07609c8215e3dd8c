// What an SVG may ask librsvg to do. A few hundred bytes can make librsvg work for minutes or
// allocate gigabytes (a 60 KB <text>, numOctaves="10000", thousands of blurred shapes, a
// filter region twelve times its element), or abort inside Pango (font-size="1e9"): the
// costly parameters are bounded on the document's text before librsvg parses it.
#pragma once

#include <string>

namespace spotforge {

// Characters inside <text> elements, all of them together: a symbol's label is short.
inline constexpr size_t kMaxSvgTextChars = 2'000;
// Largest font size in CSS pixels (em, ex and % count against 16 px): Pango aborts near 2e6.
inline constexpr double kMaxSvgFontSize = 10'000;
// feTurbulence octaves past ~10 add nothing visible at print resolution, only time.
inline constexpr double kMaxTurbulenceOctaves = 10;
// Elements drawn through a filter: each is rendered to its own surface.
inline constexpr int kMaxFilteredElements = 64;
// Numbers in all path data (d, points) together: ~50,000 segments.
inline constexpr size_t kMaxPathNumbers = 100'000;
// A filter region in object-bounding-box units (x, y, width, height, as fractions): beyond a
// few times the element it only allocates transparent pixels.
inline constexpr double kMaxFilterRegion = 4;

// Throws ArtError naming `shown` when the document goes past any of the limits above, saying
// which and what to change. Works on the text (call it before librsvg sees the document).
void check_svg_budget(const std::string& svg, const std::string& shown);

// The text of an SVG file: gzip-compressed (.svgz saved as .svg) bytes are inflated, at most
// `max_bytes`, so that every check reads what librsvg would read. Throws ArtError when the
// inflated document would be larger or the compressed data is corrupt.
std::string svg_text_of(const std::string& bytes, size_t max_bytes, const std::string& shown);

}  // namespace spotforge
