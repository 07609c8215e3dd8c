// A tool, not a benchmark (issue 28): replays four-player Spotlight games of a kit's own
// solutions.json (its totals, moons, die, head start and rounds) and prints how often each way
// of dialling wins on each level.
//   cmake --build build --target spotlight_play
//   build/benchmarks/spotlight_play output/party/solutions.json [games]
#include <fstream>
#include <iostream>
#include <sstream>

#include "base/diagnostic.h"
#include "kit/spotlight/spotlight_play.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: spotlight_play SOLUTIONS.JSON [GAMES]\n";
    return 1;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << argv[1] << ": can't read the file; expected a kit's solutions.json\n";
    return 1;
  }
  std::stringstream text;
  text << in.rdbuf();
  try {
    const spotforge::PlayedKit kit = spotforge::played_kit_from_solutions(text.str(), argv[1]);
    const int games = argc > 2 ? std::stoi(argv[2]) : 20000;
    const spotforge::PlayTable table =
        spotforge::play_table(kit.deck, kit.rules, kit.dial_max, games);
    std::cout << spotforge::play_table_text(table, kit.rules);
    std::cout << spotforge::score_bands_text(kit, games);
    return spotforge::looking_pays(table).empty() ? 0 : 2;
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
}
