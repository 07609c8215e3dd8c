// The default theme's 57 symbol masks for the layout benchmark, made by the art stage from
// the Iconify set that scripts/setup.sh installs.
#pragma once

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "art/art_source.h"
#include "art/iconify.h"
#include "art/party_icon_names.h"
#include "art/ink_mask.h"
#include "art/symbol_art.h"

namespace spotforge {

// The 57 masks as the art stage makes them (ink box, alpha), 320 px on the longer side.
inline const std::vector<InkMask>& default_masks() {
  static const std::vector<InkMask> masks = [] {
    const std::filesystem::path set = iconify_set_path("fluent-emoji-flat");
    std::vector<InkMask> result;
    for (std::string_view name : kPartyIconNames) {
      ArtSource source;
      source.kind = ArtSource::Kind::kIcon;
      source.value = std::string(name);
      source.icon_set = set;
      result.push_back(SymbolArt::load(source).mask(320));
    }
    return result;
  }();
  return masks;
}

// `count` masks: the 57 default ones, then further icons of the same set in name order (skin
// tone variants left out), for decks bigger than the default (order 13 needs 183).
inline std::vector<InkMask> more_default_masks(int count) {
  std::vector<InkMask> result = default_masks();
  if (static_cast<int>(result.size()) >= count) {
    result.resize(count);
    return result;
  }
  const std::filesystem::path set = iconify_set_path("fluent-emoji-flat");
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
    ArtSource source;
    source.kind = ArtSource::Kind::kIcon;
    source.value = name;
    source.icon_set = set;
    result.push_back(SymbolArt::load(source).mask(320));
  }
  return result;
}

}  // namespace spotforge
