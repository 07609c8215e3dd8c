// What an SVG may refer to. librsvg would load images, fonts and styles that an SVG names;
// a theme's SVG may only name things inside its own folder (and never a URL), so every
// reference is checked before librsvg sees the document.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace spotforge {

// Every external reference in the document: href/xlink:href values, url(...) and @import
// targets, and external entity declarations (SYSTEM/PUBLIC), with character references
// decoded. Local ones ("#id") and data: URLs are left out.
std::vector<std::string> svg_external_references(const std::string& svg);

// Most characters an SVG's internal entities (<!ENTITY name "value">) may expand to in all:
// real drawings use a few short namespace entities, an entity bomb gigabytes.
inline constexpr uint64_t kMaxEntityExpansion = 1'000'000;

// Most pixels the pictures one SVG pulls in (<image>, data: URLs, nested SVGs' pictures) may
// declare together: librsvg decodes each whole and keeps it for the run (160 MB).
inline constexpr long long kMaxSvgImagePixels = 40'000'000;

// Throws ArtError (naming `shown`) for internal entities that loop or expand past
// kMaxEntityExpansion, for pictures declaring more than kMaxSvgImagePixels together, and
// unless every external reference is a relative path to an existing file inside `svg_folder`
// (canonical), which librsvg also insists on. `allow_files` false (icons, built in memory)
// refuses every external reference. Returns the pixels the pictures declare together.
long long check_svg_references(const std::string& svg, const std::filesystem::path& svg_folder,
                               const std::string& shown, bool allow_files = true);

// True when the document uses filter effects (a <filter> element or a filter property),
// which librsvg rasterises at 72 ppi.
bool svg_uses_filters(const std::string& svg);

}  // namespace spotforge
