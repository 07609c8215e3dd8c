// `spotforge plane`: builds a deck's incidence (which symbols on which card), verifies it and
// prints both as text, CSV or JSON.
#include <algorithm>
#include <climits>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "base/atomic_write.h"
#include "cli/commands.h"
#include "cli/seed_option.h"
#include "design/deck_builder.h"
#include "design/deck_report.h"
#include "design/verification.h"

namespace spotforge::cli {
namespace {

struct PlaneOptions {
  std::optional<int> order;
  std::optional<int> symbols_per_card;
  std::optional<int> cards;
  std::uint64_t seed = kDefaultSeed;
  std::string format = "text";
  std::string out;
};

std::string render(const PlaneOptions& options, const Deck& deck, const DeckVerification& check) {
  if (options.format == "json") return deck_as_json_text(deck, check, options.seed);
  if (options.format == "csv") return deck_as_csv(deck);
  return deck_as_text(deck, check, options.seed);
}

int run_plane(const PlaneOptions& options) {
  DeckRequest request;
  // K-1 computed wide so that an absurd K cannot overflow; order_problem explains the range.
  request.order =
      options.order
          ? *options.order
          : static_cast<int>(std::max<long long>(*options.symbols_per_card - 1LL, INT_MIN));
  request.cards = options.cards;
  request.seed = options.seed;
  const Deck deck = build_deck(request);
  const DeckVerification check = verify_deck(deck);
  if (!check.ok()) {
    // Never emit a deck that failed its check: that is a bug in spotforge, not bad input.
    std::string problems;
    for (const auto& p : check.problems) problems += "\n  " + p;
    throw std::logic_error("the deck failed verification (a bug; please report it):" + problems);
  }
  const std::string content = render(options, deck, check);
  if (!options.out.empty()) {
    write_file_atomically(options.out, content);
    std::cout << "wrote " << options.out << ": " << deck_summary(deck, check) << "\n";
  } else {
    std::cout << content;
    // CSV carries only the incidence; its report goes beside it so stdout stays one table.
    if (options.format == "csv") std::cerr << "spotforge: " << deck_summary(deck, check) << "\n";
  }
  return 0;
}

}  // namespace

void add_plane_command(CLI::App& app, Action* action) {
  auto options = std::make_shared<PlaneOptions>();
  CLI::App* plane = app.add_subcommand(
      "plane", "Build a deck's incidence (which symbols on which card), verify it and print both");
  auto* size = plane->add_option_group("size", "The deck size: give exactly one of these");
  size->add_option("--order", options->order,
                   "Order n of the projective plane: n+1 symbols per card, n^2+n+1 cards; a "
                   "prime power from 2 to 128");
  size->add_option("--symbols-per-card,-k", options->symbols_per_card,
                   "Symbols per card K (the order is K-1)");
  size->require_option(1);
  plane->add_option("--cards", options->cards,
                    "Keep only this many cards, symbol frequencies as even as possible "
                    "(default: the whole plane)");
  plane->add_option("--seed", options->seed, "Seed for the card and symbol order")
      ->transform(seed_value())
      ->capture_default_str();
  plane->add_option("--format", options->format, "Output format")
      ->check(CLI::IsMember({"text", "csv", "json"}))
      ->capture_default_str();
  plane->add_option("--out,-o", options->out,
                    "Write to this file (atomically) instead of standard output");
  plane->footer(
      "Examples:\n"
      "  spotforge plane --order 7                     57 cards of 8 symbols, verified\n"
      "  spotforge plane --symbols-per-card 6 --cards 30 --format csv --out deck.csv");
  plane->callback([options, action] { *action = [options] { return run_plane(*options); }; });
}

}  // namespace spotforge::cli
