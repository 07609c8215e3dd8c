// The default theme's 57 symbol masks for the layout benchmark, made by the art stage from
// the Iconify set that scripts/setup.sh installs.
#pragma once

#include <filesystem>
#include <vector>

#include "art/art_source.h"
#include "art/iconify.h"
#include "art/ink_mask.h"
#include "art/symbol_art.h"

namespace spotforge {

// The default theme's 57 icons (see shared notes: art and fonts), in theme order.
inline const char* const kDefaultIcons[] = {"horse-face",
                                            "plunger",
                                            "hourglass-done",
                                            "magnet",
                                            "sunflower",
                                            "anchor",
                                            "toothbrush",
                                            "hammer",
                                            "paintbrush",
                                            "ringed-planet",
                                            "lollipop",
                                            "baby-chick",
                                            "airplane",
                                            "jellyfish",
                                            "butterfly",
                                            "rocket",
                                            "fork-and-knife",
                                            "clown-face",
                                            "raised-hand",
                                            "wheel",
                                            "motor-scooter",
                                            "owl",
                                            "racing-car",
                                            "fountain",
                                            "bat",
                                            "military-medal",
                                            "gem-stone",
                                            "chestnut",
                                            "scorpion",
                                            "thong-sandal",
                                            "jack-o-lantern",
                                            "balloon",
                                            "trumpet",
                                            "joker",
                                            "firecracker",
                                            "banana",
                                            "watermelon",
                                            "fire-extinguisher",
                                            "paperclip",
                                            "baby-bottle",
                                            "person-lifting-weights",
                                            "bowling",
                                            "camera",
                                            "hair-pick",
                                            "high-heeled-shoe",
                                            "headphone",
                                            "boomerang",
                                            "person-elf",
                                            "cupcake",
                                            "snail",
                                            "pig-face",
                                            "castle",
                                            "potato",
                                            "tomato",
                                            "light-bulb",
                                            "key",
                                            "cactus"};

// The 57 masks as the art stage makes them (ink box, alpha), 320 px on the longer side.
inline const std::vector<InkMask>& default_masks() {
  static const std::vector<InkMask> masks = [] {
    const std::filesystem::path set = iconify_set_path("fluent-emoji-flat");
    std::vector<InkMask> result;
    for (const char* name : kDefaultIcons) {
      ArtSource source;
      source.kind = ArtSource::Kind::kIcon;
      source.value = name;
      source.icon_set = set;
      result.push_back(SymbolArt::load(source).mask(320));
    }
    return result;
  }();
  return masks;
}

}  // namespace spotforge
