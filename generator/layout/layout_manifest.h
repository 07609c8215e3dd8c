// layout.json: the deck's layout as the PDF stage reads it (see README, "Card layout").
#pragma once

#include <array>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "layout/card_layout.h"
#include "layout/layout_options.h"

namespace spotforge {

// One symbol's standalone picture beside the manifest.
struct ManifestSymbol {
  std::string id;               // the theme's symbol id
  std::string file;             // path relative to the manifest, e.g. "symbols/horse.svg"
  std::array<double, 4> box{};  // x, y, w, h: the ink box in the file's own units
  // A framed photo's frame, "circle" or "rounded" (the file is the whole photo, `box` the
  // square cut from it, to be clipped to that shape); "" for every other picture.
  std::string frame;
};

inline constexpr int kLayoutManifestVersion = 1;

// symbols[i] describes symbol index i of the deck. Throws std::invalid_argument when a card
// uses a symbol that has no entry.
nlohmann::json layout_manifest(const DeckLayout& layout, const LayoutOptions& options,
                               const std::vector<ManifestSymbol>& symbols);

// Writes the manifest atomically (a temporary file renamed over `file`): never half-written.
// Throws std::runtime_error when the file can't be written.
void write_layout_manifest(const std::filesystem::path& file, const nlohmann::json& manifest);

}  // namespace spotforge
