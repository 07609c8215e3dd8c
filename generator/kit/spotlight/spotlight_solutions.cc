#include "kit/spotlight/spotlight_solutions.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include "kit/spotlight/spotlight_contrast.h"
#include "kit/spotlight/spotlight_shapes.h"

namespace spotforge {

namespace {

using nlohmann::json;

// `value` rounded to a multiple of 1 / `per_unit` (100: hundredths), so the file stays short.
double rounded(double value, double per_unit) { return std::round(value * per_unit) / per_unit; }

// Per level, the moon's extra steps in each round of a game (Normal's come in its 4th and
// 8th rounds only).
json level_extra_moons_json(int rounds) {
  json levels = json::object();
  for (int level = 0; level < kLevels; ++level) {
    json steps = json::array();
    for (int round = 1; round <= rounds; ++round) steps.push_back(level_extra_steps(level, round));
    levels[level_name(level)] = steps;
  }
  return levels;
}

// The numbers the game is played with: dial, stars, moons, die, rounds, track, levels.
json rules_json(const SpotlightKit& kit) {
  const SpotlightRules& r = kit.plan.rules;
  json stars = json::array();
  for (int n = 0; n <= r.dial_max; ++n) stars.push_back(dial_stars(n));
  return {{"dial_max", r.dial_max},
          {"stars_per_dial_number", stars},
          {"moon_rule",
           "one fewer than the stars of the count, at least 0: 0 moons for a count of 0 or 1, "
           "then one more for every copy"},
          {"die_faces",
           {{"one_moon", kDieOneMoon}, {"two_moons", kDieTwoMoons}, {"battery", kDieBattery}}},
          {"rounds", kit.game.rounds},
          {"moon_head_start", kit.game.head_start},
          {"track_spaces", kTrackSpaces},
          {"level_extra_moons_per_round", level_extra_moons_json(kit.game.rounds)},
          {"kids_deck", "the easy cards only"},
          {"easy_card", "1 to " + std::to_string(r.easy_max_total) + " copies, each at least " +
                            std::to_string(static_cast<int>(r.easy_size_min_mm)) +
                            " mm (square root of ink area)"},
          {"grid", {{"columns", kit.geometry.grid_columns}, {"rows", kit.geometry.grid_rows}}}};
}

// Each board's colour, symbol and which quadrant symbol sits in which corner.
json boards_json(const SpotlightPlan& plan) {
  json boards = json::array();
  for (const BoardSpec& s : plan.boards) {
    json corners;
    for (int c = 0; c < kQuadrants; ++c) {
      corners[corner_name(c)] = quadrant_symbol_name(s.corner_symbol[c]);
    }
    boards.push_back({{"board", s.board + 1},
                      {"colour", spotlight_colour_name(s.colour)},
                      {"symbol", board_symbol_name(s.symbol)},
                      {"corners", corners}});
  }
  return boards;
}

// How the answers spread over the dial.
json totals_json(const SpotlightPlan& plan) {
  const TotalsSpread spread = totals_spread(plan);
  json per_total = json::object();
  for (int k = 1; k < static_cast<int>(spread.cards_with_total.size()); ++k) {
    per_total[std::to_string(k)] = spread.cards_with_total[k];
  }
  return {{"cards_per_total", per_total},
          {"most_common_total", spread.most_common_total},
          {"largest_share", rounded(spread.largest_share, 1000)}};
}

// The simulated win rates per level and strategy, and whether looking pays.
json play_json(const SpotlightKit& kit) {
  json per_level = json::object();
  for (int level = 0; level < kLevels; ++level) {
    json rates = json::object();
    for (size_t s = 0; s < kit.play.strategies.size(); ++s) {
      rates[kit.play.strategies[s].name()] = rounded(kit.play.wins[s][level], 1000);
    }
    per_level[level_name(level)] = rates;
  }
  return {{"games_per_level", kit.play.games},
          {"players", kit.game.players},
          {"rush_tokens", kit.game.rush_tokens},
          {"win_rates", per_level},
          {"looking_pays", looking_pays(kit.play).empty()}};
}

// The least clear copy by one measure, or null when no copy was measured.
json worst_copy_json(const SpotlightKit& kit, const ContrastWorst& w) {
  if (w.board < 0) return nullptr;
  return {{"character", kit.character_ids.at(w.character)},
          {"card", w.card + 1},
          {"board", w.board + 1},
          {"share", rounded(w.share, 1000)}};
}

// Contrast by lightness (CIE L*), and the characters drawn with an outline for it.
json lightness_json(const SpotlightKit& kit) {
  const ContrastSummary& contrast = kit.report.contrast;
  json outlined = json::array();
  for (const auto& [character, outline] : outlined_characters(kit)) {
    outlined.push_back({{"character", kit.character_ids.at(character)},
                        {"outline", outline == 1 ? "light" : "dark"}});
  }
  return {{"measure",
           "share of a copy's ink within the L* distance of what lies under it (the board, or "
           "the copy's outline)"},
          {"lightness_distance", kLightnessDistance},
          {"largest_share_allowed", VerifyOptions{}.max_lightness_share},
          {"worst_copy", worst_copy_json(kit, contrast.worst_lightness)},
          {"copies_from_15_percent", contrast.copies_from_15_percent_lightness},
          {"outlined_characters", outlined}};
}

// Contrast by colour distance from the board's background.
json contrast_json(const SpotlightKit& kit) {
  const ContrastSummary& contrast = kit.report.contrast;
  return {
      {"background", background_tone_name(kit.plan.boards.front().background)},
      {"measure", "share of a copy's ink within the colour distance of the background under it"},
      {"colour_distance", kBlendDistance},
      {"largest_share_allowed", VerifyOptions{}.max_background_share},
      {"worst_copy", worst_copy_json(kit, contrast.worst)},
      {"copies_from_30_percent", contrast.copies_from_30_percent},
      {"largest_board_difference", rounded(contrast.largest_board_difference, 1000)}};
}

// One copy as drawn on board `board` (0-based), with the grid cell of its mini-map marker.
json copy_json(const SpotlightKit& kit, size_t board, const BoardCopy& c, const std::string& cell) {
  return {{"board", board + 1},
          {"x_mm", rounded(c.x_mm, 100)},
          {"y_mm", rounded(c.y_mm, 100)},
          {"width_mm", rounded(c.width_mm, 100)},
          {"height_mm", rounded(c.height_mm, 100)},
          {"rotation_deg", rounded(c.rotation_deg, 10)},
          {"mirror", c.mirror},
          {"size_mm", rounded(c.size_mm, 100)},
          {"quadrant", quadrant_symbol_name(kit.plan.boards[board].corner_symbol[c.corner])},
          {"corner", corner_name(c.corner)},
          {"cell", cell}};
}

// Every copy of a card's character, board by board.
json card_copies_json(const SpotlightKit& kit, const SearchCardFace& f) {
  json copies = json::array();
  for (size_t b = 0; b < kit.boards.size(); ++b) {
    size_t k = 0;  // markers are in the board's copy order
    for (const BoardCopy& c : kit.boards[b].copies) {
      if (c.card != f.card) continue;
      const std::string cell = k < f.markers[b].size() ? f.markers[b][k].cell : "";
      ++k;
      copies.push_back(copy_json(kit, b, c, cell));
    }
  }
  return copies;
}

// One search card: its answer, the quadrant quotas and crossed-out counts, and its copies.
json card_json(const SpotlightKit& kit, const SearchCardFace& f) {
  const CardQuota& q = kit.plan.cards[f.card];
  json quotas, excluded, excluded_moons;
  for (int s = 0; s < kQuadrants; ++s) {
    const std::string name = quadrant_symbol_name(static_cast<QuadrantSymbol>(s));
    quotas[name] = q.quota[s];
    excluded[name] = f.excluded[s];
    excluded_moons[name] = moons_for_count(f.excluded[s]);
  }
  return {{"card", f.card + 1},
          {"character", kit.character_ids[f.character]},
          {"name", kit.character_names[f.character]},
          {"total", f.total},
          {"easy", f.easy},
          {"moons", f.moons},
          {"quotas", quotas},
          {"excluded", excluded},
          {"excluded_moons", excluded_moons},
          {"copies", card_copies_json(kit, f)}};
}

}  // namespace

std::string spotlight_solutions_json(const SpotlightKit& kit, const SpotlightOptions& options) {
  json j;
  j["format"] = "spotforge-spotlight-solutions-1";
  j["seed"] = options.seed;
  j["paper"] = options.paper.name;
  j["night"] = night_mode_name(options.night);
  j["units"] = "millimetres from the board page's top-left corner (unmirrored), y down";
  j["rules"] = rules_json(kit);
  j["boards"] = boards_json(kit.plan);
  j["totals"] = totals_json(kit.plan);
  j["play"] = play_json(kit);
  j["lightness"] = lightness_json(kit);
  j["contrast"] = contrast_json(kit);
  json cards = json::array();
  for (const SearchCardFace& f : kit.cards) cards.push_back(card_json(kit, f));
  j["cards"] = cards;
  return j.dump(1) + "\n";
}

}  // namespace spotforge
