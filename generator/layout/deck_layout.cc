#include "layout/deck_layout.h"

#include <algorithm>
#include <sstream>
#include <string>

#include "base/diagnostic.h"
#include "base/parallel_for.h"
#include "layout/card_geometry.h"
#include "layout/card_placer.h"
#include "layout/layout_verifier.h"
#include "layout/size_ranks.h"

namespace spotforge {
namespace {

void check_options(const LayoutOptions& options) {
  DiagnosticList problems;
  auto bad = [&](const std::string& what) { problems.error("", 0, 0, what); };
  if (!(options.size_variety >= kMinimumSizeVariety)) {
    std::ostringstream what;
    what << "layout size variety " << options.size_variety << " is too small; expected at least "
         << kMinimumSizeVariety << " (biggest / smallest symbol on a card)";
    bad(what.str());
  }
  if (!(options.min_gap_mm >= 0)) bad("layout gap must not be negative; expected 0 mm or more");
  if (!(options.grid_px_per_mm > 0)) bad("placement grid must be finer than 0 px/mm");
  if (options.fine_factor < 0 || options.fine_factor > 4) {
    bad("fine growing factor " + std::to_string(options.fine_factor) +
        " is out of range; expected 0 or 1 (no fine pass) to 4");
  }
  problems.throw_if_errors();
}

uint64_t card_seed(uint64_t seed, int card) {
  return seed * 0x9e3779b97f4a7c15ULL + static_cast<uint64_t>(card) * 0xd1b54a32d192ed03ULL + 1;
}

// Card c placed (metrics left empty except `shrunk`): what place_deck and layout_some_cards
// both do, so a card comes out the same in either.
CardLayout placed_card(const PlacementContext& context, const Deck& deck,
                       const std::vector<std::vector<int>>& ranks, const LayoutOptions& options,
                       int c) {
  CardPlacement placement =
      place_card(context, deck.cards[c], ranks[c], c, card_seed(options.seed, c));
  CardLayout card;
  card.symbols = std::move(placement.symbols);
  card.metrics.shrunk = placement.shrunk;
  return card;
}

MetricRange range_of(const std::vector<CardLayout>& cards, double CardMetrics::*field) {
  MetricRange r;
  if (cards.empty()) return r;
  r.min = r.max = cards.front().metrics.*field;
  double sum = 0;
  for (const CardLayout& c : cards) {
    const double v = c.metrics.*field;
    r.min = std::min(r.min, v);
    r.max = std::max(r.max, v);
    sum += v;
  }
  r.mean = sum / static_cast<double>(cards.size());
  return r;
}

}  // namespace

std::vector<CardLayout> place_deck(const Deck& deck, const std::vector<InkMask>& masks,
                                   const LayoutOptions& options, Progress* progress) {
  check_options(options);
  const PlacementContext context = placement_context(deck, masks, options);

  const std::vector<std::vector<int>> ranks = balanced_size_ranks(deck);
  std::vector<CardLayout> cards(deck.cards.size());
  const ProgressPhase phase(progress, "cards laid out", static_cast<int>(cards.size()));
  parallel_for(static_cast<int>(cards.size()), options.threads, [&](int c) {
    cards[c] = placed_card(context, deck, ranks, options, c);
    phase.step();
  });
  return cards;
}

std::vector<CardLayout> layout_some_cards(const Deck& deck, const std::vector<InkMask>& masks,
                                          const LayoutOptions& options,
                                          const std::vector<int>& which) {
  check_options(options);
  const PlacementContext context = placement_context(deck, masks, options);
  const std::vector<std::vector<int>> ranks = balanced_size_ranks(deck);
  std::vector<CardLayout> cards(deck.cards.size());
  std::vector<std::vector<std::string>> problems(which.size());
  parallel_for(static_cast<int>(which.size()), options.threads, [&](int i) {
    const int c = which[i];
    CardLayout card = placed_card(context, deck, ranks, options, c);
    const CardCheck check = verify_card(card, deck.cards[c], masks, options);
    for (const std::string& p : check.problems) {
      problems[i].push_back("card " + std::to_string(c + 1) + ": " + p);
    }
    cards[c].symbols = std::move(card.symbols);
    cards[c].metrics = check.metrics;
    cards[c].metrics.shrunk = card.metrics.shrunk;
    cards[c].metrics.verified_px_per_mm = check.px_per_mm;
  });
  std::string what;
  for (const auto& list : problems) {
    for (const std::string& p : list) what += "\n  " + p;
  }
  if (!what.empty()) {
    throw LayoutVerificationError("the card layout failed its verification:" + what);
  }
  return cards;
}

std::vector<std::string> verify_deck(const Deck& deck, std::vector<CardLayout>& cards,
                                     const std::vector<InkMask>& masks,
                                     const LayoutOptions& options, Progress* progress) {
  std::vector<std::vector<std::string>> problems(cards.size());
  const ProgressPhase phase(progress, "cards verified", static_cast<int>(cards.size()));
  parallel_for(static_cast<int>(cards.size()), options.threads, [&](int c) {
    const std::vector<int> expected =
        c < static_cast<int>(deck.cards.size()) ? deck.cards[c] : std::vector<int>{};
    CardCheck check = verify_card(cards[c], expected, masks, options);
    const bool shrunk = cards[c].metrics.shrunk;
    cards[c].metrics = check.metrics;
    cards[c].metrics.shrunk = shrunk;
    cards[c].metrics.verified_px_per_mm = check.px_per_mm;
    for (const std::string& p : check.problems) {
      problems[c].push_back("card " + std::to_string(c + 1) + ": " + p);
    }
    phase.step();
  });
  std::vector<std::string> all;
  if (cards.size() != deck.cards.size()) {
    all.push_back("the layout has " + std::to_string(cards.size()) + " cards but the deck has " +
                  std::to_string(deck.cards.size()));
  }
  for (auto& p : problems) all.insert(all.end(), p.begin(), p.end());
  return all;
}

DeckSummary summarise(const std::vector<CardLayout>& cards) {
  DeckSummary s;
  s.cards = static_cast<int>(cards.size());
  s.ink_coverage = range_of(cards, &CardMetrics::ink_coverage);
  s.min_gap_mm = range_of(cards, &CardMetrics::min_gap_mm);
  s.min_edge_distance_mm = range_of(cards, &CardMetrics::min_edge_distance_mm);
  s.largest_empty_circle_mm = range_of(cards, &CardMetrics::largest_empty_circle_mm);
  s.size_ratio = range_of(cards, &CardMetrics::size_ratio);
  s.verified_px_per_mm = range_of(cards, &CardMetrics::verified_px_per_mm).min;
  s.shrunk_cards = static_cast<int>(std::count_if(
      cards.begin(), cards.end(), [](const CardLayout& c) { return c.metrics.shrunk; }));
  return s;
}

std::string describe_summary(const DeckSummary& s) {
  std::ostringstream out;
  out.setf(std::ios::fixed);
  auto line = [&](const char* name, const MetricRange& r, int digits) {
    out.precision(digits);
    out << "  " << name << "  min " << r.min << "  mean " << r.mean << "  max " << r.max << '\n';
  };
  out << s.cards << " cards laid out and verified\n";
  line("ink coverage           ", s.ink_coverage, 3);
  line("smallest gap (mm)      ", s.min_gap_mm, 2);
  line("distance to edge (mm)  ", s.min_edge_distance_mm, 2);
  line("largest empty circle mm", s.largest_empty_circle_mm, 1);
  line("biggest / smallest     ", s.size_ratio, 2);
  if (s.shrunk_cards > 0) {
    out << "  " << s.shrunk_cards << " card(s) had to be laid out smaller than asked\n";
  }
  return out.str();
}

DeckLayout layout_deck(const Deck& deck, const std::vector<InkMask>& masks,
                       const LayoutOptions& options, Progress* progress) {
  DeckLayout layout;
  layout.cards = place_deck(deck, masks, options, progress);
  const std::vector<std::string> problems =
      verify_deck(deck, layout.cards, masks, options, progress);
  if (!problems.empty()) {
    std::string what = "the card layout failed its verification:";
    for (const std::string& p : problems) what += "\n  " + p;
    throw LayoutVerificationError(what);
  }
  layout.summary = summarise(layout.cards);
  return layout;
}

}  // namespace spotforge
