#include "kit/spotlight/spotlight_play.h"

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
      kit.deck.push_back({card.at("total").get<int>(), card.at("moons").get<int>()});
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
  std::snprintf(line, sizeof line, "  %-16s %7s %7s %7s\n", "strategy", "easy", "normal", "hard");
  out << line;
  for (size_t s = 0; s < t.strategies.size(); ++s) {
    std::snprintf(line, sizeof line, "  %-16s %6.1f%% %6.1f%% %6.1f%%\n",
                  t.strategies[s].name().c_str(), t.wins[s][0] * 100, t.wins[s][1] * 100,
                  t.wins[s][2] * 100);
    out << line;
  }
  const std::vector<std::string> broken = looking_pays(t);
  if (broken.empty()) {
    out << "  Looking beats guessing on every level.\n";
  } else {
    for (const std::string& b : broken) out << "  Guessing pays: " << b << "\n";
  }
  return out.str();
}

}  // namespace spotforge
