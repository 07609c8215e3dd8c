// The default theme's 57 symbol masks for the layout benchmark, made by the art stage from
// the Iconify set that scripts/setup.sh installs.
#pragma once

#include <filesystem>
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

}  // namespace spotforge
