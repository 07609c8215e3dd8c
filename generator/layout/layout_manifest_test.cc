#include "layout/layout_manifest.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace spotforge {
namespace {

DeckLayout small_layout() {
  DeckLayout layout;
  CardLayout card;
  card.symbols = {{1, -3.5, 2.25, 20, 10, 137.5, true}, {0, 10, -4, 8, 8, 0, false}};
  card.metrics = {0.61, 1.2, 0.4, 9.5, 2.5, false};
  layout.cards = {card};
  layout.summary.cards = 1;
  layout.summary.ink_coverage = {0.61, 0.61, 0.61};
  return layout;
}

TEST(LayoutManifest, HoldsCardSymbolsPlacementsAndMetrics) {
  LayoutOptions options;
  options.seed = 9;
  const std::vector<ManifestSymbol> symbols = {{"horse", "symbols/horse.svg", {1, 2, 30, 28}, ""},
                                               {"key", "symbols/key.svg", {0.5, 3, 31, 26}, ""}};
  const nlohmann::json m = layout_manifest(small_layout(), options, symbols);
  EXPECT_EQ(m["version"], 1);
  EXPECT_EQ(m["card"]["shape"], "circle");
  EXPECT_EQ(m["card"]["diameter_mm"], 87.0);
  EXPECT_EQ(m["card"]["bleed_mm"], 3.0);
  EXPECT_EQ(m["card"]["safe_margin_mm"], 3.0);
  EXPECT_EQ(m["card"]["min_gap_mm"], 1.0);
  EXPECT_EQ(m["symbols"]["horse"]["file"], "symbols/horse.svg");
  EXPECT_EQ(m["symbols"]["key"]["box"], nlohmann::json({0.5, 3, 31, 26}));
  const auto& first = m["cards"][0]["symbols"][0];
  EXPECT_EQ(first["id"], "key");
  EXPECT_EQ(first["x_mm"], -3.5);
  EXPECT_EQ(first["y_mm"], 2.25);
  EXPECT_EQ(first["width_mm"], 20.0);
  EXPECT_EQ(first["height_mm"], 10.0);
  EXPECT_EQ(first["rotation_deg"], 137.5);
  EXPECT_EQ(first["mirror"], true);
  EXPECT_EQ(m["layout"]["apart"], "hull");  // the default
  EXPECT_EQ(m["cards"][0]["metrics"]["ink_coverage"], 0.61);
  EXPECT_EQ(m["cards"][0]["metrics"]["largest_empty_circle_mm"], 9.5);
  EXPECT_EQ(m["summary"]["ink_coverage"]["mean"], 0.61);
  EXPECT_EQ(m["layout"]["seed"], 9);
}

TEST(LayoutManifest, RoundedSquareCardAndUnknownSymbol) {
  LayoutOptions options;
  options.outline = CardOutline::kRoundedSquare;
  options.width_mm = 63;
  options.height_mm = 88;
  options.corner_radius_mm = 4;
  const std::vector<ManifestSymbol> symbols = {{"a", "a.svg", {}, ""}, {"b", "b.png", {}, ""}};
  const nlohmann::json m = layout_manifest(small_layout(), options, symbols);
  EXPECT_EQ(m["card"]["shape"], "rounded-square");
  EXPECT_EQ(m["card"]["width_mm"], 63.0);
  EXPECT_FALSE(m["card"].contains("diameter_mm"));
  EXPECT_THROW(layout_manifest(small_layout(), options, {symbols[0]}), std::invalid_argument);
}

TEST(LayoutManifest, WritesTheFileWhole) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("spotforge_manifest_test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto file = dir / "layout.json";
  const nlohmann::json m = {{"version", 1}, {"cards", nlohmann::json::array()}};
  write_layout_manifest(file, m);
  std::ifstream in(file);
  EXPECT_EQ(nlohmann::json::parse(in), m);
  EXPECT_FALSE(std::filesystem::exists(dir / "layout.json.partial"));
  EXPECT_THROW(write_layout_manifest(dir / "missing-folder" / "layout.json", m),
               std::runtime_error);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace spotforge
