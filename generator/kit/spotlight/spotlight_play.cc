#include "kit/spotlight/spotlight_play.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

#include "base/diagnostic.h"

namespace spotforge {

PlayedKit played_kit_from_solutions(const std::string& json_text, const std::string& file) {
  const auto fail = [&](const std::string& what) {
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, file, 0, 0,
         what + "; expected the solutions.json a spotforge Spotlight kit writes"}});
  };
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(json_text);
  } catch (const nlohmann::json::exception& e) {
    fail(std::string("not JSON: ") + e.what());
  }
  if (!j.contains("rules") || !j.contains("cards") || !j["cards"].is_array()) {
    fail("no \"rules\" or \"cards\"");
  }
  PlayedKit kit;
  try {
    const auto& r = j["rules"];
    kit.dial_max = r.at("dial_max").get<int>();
    const auto& die = r.at("die_faces");
    kit.rules.die_one_moon = die.at("one_moon").get<int>();
    kit.rules.die_two_moons = die.at("two_moons").get<int>();
    kit.rules.die_battery = die.at("battery").get<int>();
    kit.rules.rounds = r.at("rounds").get<int>();
    kit.rules.head_start = r.at("moon_head_start").get<int>();
    for (const auto& card : j["cards"]) {
      kit.deck.push_back(
          {card.at("total").get<int>(), card.at("moons").get<int>(), card.value("easy", false)});
    }
  } catch (const nlohmann::json::exception& e) {
    fail(std::string("a rule or card is missing: ") + e.what());
  }
  if (kit.deck.empty()) fail("no search cards");
  return kit;
}

std::string play_table_text(const PlayTable& t, const GameRules& rules) {
  std::ostringstream out;
  char line[200];
  std::snprintf(line, sizeof line,
                "Games won (%d games of %d players per level, %d rounds, the moon %d spaces "
                "behind, %d rush tokens):\n",
                t.games, rules.players, rules.rounds, rules.head_start, rules.rush_tokens);
  out << line;
  std::snprintf(line, sizeof line, "  %-16s", "strategy");
  out << line;
  for (int level = 0; level < kLevels; ++level) {
    std::snprintf(line, sizeof line, " %7s", level_name(level).c_str());
    out << line;
  }
  out << "\n";
  for (size_t s = 0; s < t.strategies.size(); ++s) {
    std::snprintf(line, sizeof line, "  %-16s", t.strategies[s].name().c_str());
    out << line;
    for (int level = 0; level < kLevels; ++level) {
      std::snprintf(line, sizeof line, " %6.1f%%", t.wins[s][level] * 100);
      out << line;
    }
    out << "\n";
  }
  const std::vector<std::string> broken = looking_pays(t);
  if (broken.empty()) {
    out << "  Looking beats guessing on every level.\n";
  } else {
    for (const std::string& b : broken) out << "  Guessing pays: " << b << "\n";
  }
  return out.str();
}

std::string score_bands_text(const PlayedKit& kit, int games, std::uint64_t seed) {
  std::ostringstream out;
  char line[200];
  std::snprintf(line, sizeof line,
                "Winning scores (bands 0-%d, %d-%d, %d-%d, %d+):\n  %-12s %-7s %5s  %-12s  %s\n",
                kScoreBandTops[0], kScoreBandTops[0] + 1, kScoreBandTops[1], kScoreBandTops[1] + 1,
                kScoreBandTops[2], kScoreBandTops[2] + 1, "strategy", "level", "won", "p10/p50/p90",
                "share per band");
  out << line;
  for (const Strategy strategy :
       {Strategy{Strategy::Kind::kMissOne, 0}, Strategy{Strategy::Kind::kCountRight, 0}}) {
    for (int level = 0; level < kLevels; ++level) {
      std::vector<int> s =
          winning_scores(kit.deck, kit.rules, level, strategy, games, seed + level);
      if (s.empty()) continue;
      std::sort(s.begin(), s.end());
      const auto at = [&](double q) { return s[static_cast<size_t>(q * (s.size() - 1))]; };
      int band[4] = {0, 0, 0, 0};
      for (int score : s) {
        int b = 0;
        while (b < 3 && score > kScoreBandTops[b]) ++b;
        ++band[b];
      }
      std::snprintf(line, sizeof line,
                    "  %-12s %-7s %4.0f%%  %3d/%3d/%3d   %3.0f%% %3.0f%% %3.0f%% %3.0f%%\n",
                    strategy.name().c_str(), level_name(level).c_str(), 100.0 * s.size() / games,
                    at(0.1), at(0.5), at(0.9), 100.0 * band[0] / s.size(),
                    100.0 * band[1] / s.size(), 100.0 * band[2] / s.size(),
                    100.0 * band[3] / s.size());
      out << line;
    }
  }
  return out.str();
}

}  // namespace spotforge
