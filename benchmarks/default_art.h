// The default theme's 57 symbol masks for the layout benchmark, made by the art stage from
// the Iconify set that scripts/setup.sh installs.
#pragma once

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "art/art_source.h"
#include "art/iconify.h"
#include "art/ink_mask.h"
#include "art/party_icon_names.h"
#include "art/symbol_art.h"
#include "design/deck.h"
#include "layout/deck_fit.h"
#include "layout/layout_options.h"
#include "layout/symbol_spread.h"

namespace spotforge {

// The default theme's 57 pictures, then further icons of the same set in name order (skin
// tone variants left out), for decks bigger than the default (order 13 needs 183): `count`.
inline std::vector<ArtSource> default_art_sources(int count) {
  const std::filesystem::path set = iconify_set_path("fluent-emoji-flat");
  std::vector<ArtSource> result;
  auto add = [&](std::string name) {
    ArtSource source;
    source.kind = ArtSource::Kind::kIcon;
    source.value = std::move(name);
    source.icon_set = set;
    result.push_back(std::move(source));
  };
  for (std::string_view name : kPartyIconNames) {
    if (static_cast<int>(result.size()) < count) add(std::string(name));
  }
  if (static_cast<int>(result.size()) >= count) return result;
  const std::shared_ptr<const IconSet> icons = IconSet::open(set);
  std::vector<std::string> taken(kPartyIconNames.begin(), kPartyIconNames.end());
  for (const std::string& name : icons->names()) {
    if (static_cast<int>(result.size()) >= count) break;
    if (name.find("-light") != std::string::npos || name.find("-medium") != std::string::npos ||
        name.find("-dark") != std::string::npos) {
      continue;
    }
    if (std::find(taken.begin(), taken.end(), name) != taken.end()) continue;
    taken.push_back(name);
    add(name);
  }
  return result;
}

// The masks of `sources` as the art stage makes them (ink box, alpha), `pixels` on the longer
// side: 320 as the kit lays them out, kFootprintMaskPixels as it deals them.
inline std::vector<InkMask> masks_of(const std::vector<ArtSource>& sources, int pixels) {
  std::vector<InkMask> result;
  for (const ArtSource& source : sources) result.push_back(SymbolArt::load(source).mask(pixels));
  return result;
}

// The 57 masks, 320 px on the longer side.
inline const std::vector<InkMask>& default_masks() {
  static const std::vector<InkMask> masks = masks_of(default_art_sources(57), 320);
  return masks;
}

// `count` masks: the 57 default ones, then further icons of the same set.
inline std::vector<InkMask> more_default_masks(int count) {
  return masks_of(default_art_sources(count), 320);
}

// `deck` with the pictures of `sources` dealt to its points as the kit deals a theme's
// (layout/symbol_spread.h, on the footprints of small masks).
inline Deck dealt(const Deck& deck, const std::vector<ArtSource>& sources,
                  const LayoutOptions& options) {
  std::vector<SymbolFootprint> footprints;
  for (const InkMask& mask : masks_of(sources, kFootprintMaskPixels)) {
    footprints.push_back(footprint_of(mask));
  }
  return spread_hollow_symbols(deck, footprints, options);
}

}  // namespace spotforge
