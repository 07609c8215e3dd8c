#include "layout/layout_manifest.h"

#include "base/atomic_write.h"

#include <stdexcept>

namespace spotforge {
namespace {

const char* turns_name(SymbolTurns turns) {
  switch (turns) {
    case SymbolTurns::kUpright:
      return "upright";
    case SymbolTurns::kQuarterTurns:
      return "quarter-turns";
    case SymbolTurns::kFree:
      break;
  }
  return "free";
}

nlohmann::json card_json(const LayoutOptions& o) {
  nlohmann::json card;
  if (o.outline == CardOutline::kCircle) {
    card["shape"] = "circle";
    card["diameter_mm"] = o.diameter_mm;
  } else {
    card["shape"] = "rounded-square";
    card["width_mm"] = o.width_mm;
    card["height_mm"] = o.height_mm;
    card["corner_radius_mm"] = o.corner_radius_mm;
  }
  card["bleed_mm"] = o.bleed_mm;
  card["safe_margin_mm"] = o.safe_margin_mm;
  card["min_gap_mm"] = o.min_gap_mm;
  return card;
}

nlohmann::json metrics_json(const CardMetrics& m) {
  return {{"ink_coverage", m.ink_coverage},
          {"min_gap_mm", m.min_gap_mm},
          {"min_edge_distance_mm", m.min_edge_distance_mm},
          {"largest_empty_circle_mm", m.largest_empty_circle_mm},
          {"size_ratio", m.size_ratio},
          {"shrunk", m.shrunk}};
}

nlohmann::json range_json(const MetricRange& r) {
  return {{"min", r.min}, {"mean", r.mean}, {"max", r.max}};
}

}  // namespace

nlohmann::json layout_manifest(const DeckLayout& layout, const LayoutOptions& options,
                               const std::vector<ManifestSymbol>& symbols) {
  nlohmann::json manifest;
  manifest["version"] = kLayoutManifestVersion;
  manifest["card"] = card_json(options);
  manifest["layout"] = {{"seed", options.seed},
                        {"rotation", turns_name(options.turns)},
                        {"mirror", options.mirror},
                        {"size_variety", options.size_variety},
                        {"apart", options.apart == SymbolsApart::kOff ? "off" : "hull"}};

  std::vector<bool> used(symbols.size(), false);
  nlohmann::json cards = nlohmann::json::array();
  for (const CardLayout& card : layout.cards) {
    nlohmann::json placed = nlohmann::json::array();
    for (const PlacedSymbol& p : card.symbols) {
      if (p.symbol < 0 || p.symbol >= static_cast<int>(symbols.size())) {
        throw std::invalid_argument("layout manifest: no file for symbol " +
                                    std::to_string(p.symbol));
      }
      used[p.symbol] = true;
      placed.push_back({{"id", symbols[p.symbol].id},
                        {"x_mm", p.x_mm},
                        {"y_mm", p.y_mm},
                        {"width_mm", p.width_mm},
                        {"height_mm", p.height_mm},
                        {"rotation_deg", p.rotation_deg},
                        {"mirror", p.mirror}});
    }
    cards.push_back({{"symbols", placed}, {"metrics", metrics_json(card.metrics)}});
  }

  nlohmann::json files = nlohmann::json::object();
  for (size_t i = 0; i < symbols.size(); ++i) {
    if (!used[i]) continue;  // symbols left out of a truncated deck get no file
    const ManifestSymbol& s = symbols[i];
    files[s.id] = {{"file", s.file}, {"box", {s.box[0], s.box[1], s.box[2], s.box[3]}}};
    if (!s.frame.empty()) files[s.id]["frame"] = s.frame;
  }
  manifest["symbols"] = files;
  manifest["cards"] = cards;

  const DeckSummary& s = layout.summary;
  manifest["summary"] = {{"cards", s.cards},
                         {"ink_coverage", range_json(s.ink_coverage)},
                         {"min_gap_mm", range_json(s.min_gap_mm)},
                         {"min_edge_distance_mm", range_json(s.min_edge_distance_mm)},
                         {"largest_empty_circle_mm", range_json(s.largest_empty_circle_mm)},
                         {"size_ratio", range_json(s.size_ratio)},
                         {"shrunk_cards", s.shrunk_cards}};
  return manifest;
}

void write_layout_manifest(const std::filesystem::path& file, const nlohmann::json& manifest) {
  write_file_atomically(file, manifest.dump(1) + "\n");
}

}  // namespace spotforge
