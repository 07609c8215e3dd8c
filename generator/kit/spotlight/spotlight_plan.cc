#include "kit/spotlight/spotlight_plan.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "base/diagnostic.h"

namespace spotforge {

std::string quadrant_symbol_name(QuadrantSymbol q) {
  switch (q) {
    case QuadrantSymbol::kSquare:
      return "square";
    case QuadrantSymbol::kCircle:
      return "circle";
    case QuadrantSymbol::kDiamond:
      return "diamond";
    case QuadrantSymbol::kTriangle:
      return "triangle";
  }
  return "?";
}

std::string corner_name(int corner) {
  static const char* names[] = {"top-left", "top-right", "bottom-left", "bottom-right"};
  return corner >= 0 && corner < 4 ? names[corner] : "?";
}

int dial_stars(int number) { return std::max(0, number); }

int moons_for_count(int count) { return std::max(0, dial_stars(count) - 1); }

double totals_share(int total, int dial_max) {
  if (total < 1 || total > dial_max) return 0;
  // Falling in equal steps: the small totals most often (they cost the least board room and
  // make the easy cards), every larger one a little rarer. The old geometric fall by 0.75 put a
  // quarter of the cards on 1 and another on 2, and dialling 1 blind won 79 % of Easy games.
  const double sum = dial_max * (dial_max + 1) / 2.0;
  return (dial_max + 1 - total) / sum;
}

std::vector<int> cards_per_total(int cards, int dial_max) {
  std::vector<int> count(dial_max + 1, 0);
  std::vector<std::pair<double, int>> remainders;
  int dealt = 0;
  for (int k = 1; k <= dial_max; ++k) {
    const double want = cards * totals_share(k, dial_max);
    count[k] = static_cast<int>(want);
    dealt += count[k];
    remainders.push_back({want - count[k], -k});  // ties go to the smaller total
  }
  std::sort(remainders.rbegin(), remainders.rend());
  for (size_t i = 0; dealt < cards; ++i, ++dealt) ++count[-remainders[i].second];
  // No total on more than a quarter of the cards (always dialling it would pay too often):
  // the surplus goes to the next total up, when the dial has room for that.
  const int cap = std::max(1, cards / 4);
  if (cap * dial_max >= cards) {
    for (int k = 1; k < dial_max; ++k) {
      if (count[k] <= cap) continue;
      count[k + 1] += count[k] - cap;
      count[k] = cap;
    }
  }
  // Every total at least once when there are enough cards, taken from the most frequent.
  for (int k = 1; k <= dial_max && cards >= dial_max; ++k) {
    if (count[k] > 0) continue;
    --*std::max_element(count.begin() + 1, count.end());
    ++count[k];
  }
  return count;
}

TotalsSpread totals_spread(const SpotlightPlan& plan) {
  TotalsSpread spread;
  spread.cards_with_total.assign(plan.rules.dial_max + 1, 0);
  for (const CardQuota& card : plan.cards) {
    if (card.total >= 0 && card.total <= plan.rules.dial_max) ++spread.cards_with_total[card.total];
  }
  for (int k = 0; k <= plan.rules.dial_max; ++k) {
    if (spread.cards_with_total[k] > spread.cards_with_total[spread.most_common_total]) {
      spread.most_common_total = k;
    }
  }
  if (!plan.cards.empty()) {
    spread.largest_share = static_cast<double>(spread.cards_with_total[spread.most_common_total]) /
                           static_cast<double>(plan.cards.size());
  }
  return spread;
}

int BoardSpec::corner_of(QuadrantSymbol q) const {
  for (int c = 0; c < kQuadrants; ++c) {
    if (corner_symbol[c] == q) return c;
  }
  return -1;
}

std::uint64_t SpotRng::next() {
  // splitmix64: tiny, well mixed, identical everywhere.
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

double SpotRng::uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
double SpotRng::uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
int SpotRng::below(int n) {
  return n <= 1 ? 0 : static_cast<int>(next() % static_cast<std::uint64_t>(n));
}

namespace {

template <typename T>
void shuffle(std::vector<T>& items, SpotRng& rng) {
  for (int i = static_cast<int>(items.size()) - 1; i > 0; --i) {
    std::swap(items[i], items[rng.below(i + 1)]);
  }
}

// Splits k copies over the quadrant symbols: some cards spread out, others bunch up (zeros
// allowed); the quadrants with the least ink so far are preferred so clutter stays even.
std::array<int, kQuadrants> split_copies(int k, double ink_per_copy, int max_per_quadrant,
                                         std::array<double, kQuadrants>& load, SpotRng& rng) {
  const int min_used = (k + max_per_quadrant - 1) / max_per_quadrant;
  const int max_used = std::min(k, kQuadrants);
  const int used = min_used + rng.below(max_used - min_used + 1);
  std::vector<int> order(kQuadrants);
  std::iota(order.begin(), order.end(), 0);
  std::vector<double> key(kQuadrants);
  for (int q = 0; q < kQuadrants; ++q) key[q] = load[q] * rng.uniform(0.85, 1.15);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return key[a] < key[b]; });
  std::array<int, kQuadrants> quota{};
  for (int i = 0; i < used; ++i) quota[order[i]] = 1;
  for (int left = k - used; left > 0;) {
    const int q = order[rng.below(used)];
    if (quota[q] < max_per_quadrant) {
      ++quota[q];
      --left;
    }
  }
  for (int q = 0; q < kQuadrants; ++q) load[q] += quota[q] * ink_per_copy;
  return quota;
}

// The room one card's copies take in each quadrant symbol (copy j goes to the quadrants in
// symbol order, as the board filler hands them out).
std::array<double, kQuadrants> card_room(const CardQuota& card) {
  std::array<double, kQuadrants> room{};
  int j = 0;
  for (int q = 0; q < kQuadrants; ++q) {
    for (int n = 0; n < card.quota[q]; ++n, ++j) room[q] += copy_room(card.poses[j]);
  }
  return room;
}

double sum_of_squares(const std::array<double, kQuadrants>& room) {
  double s = 0;
  for (double r : room) s += r * r;
  return s;
}

// The greedy split leaves one quadrant symbol with up to a tenth more room to fill than
// another, and the fullest physical quadrant is the one a board fails on. Moves single copies
// between a card's quadrants (keeping at most max_per_quadrant there) while that evens the
// room out; the first split's variety (zeros, bunches) mostly survives.
void balance_quotas(std::vector<CardQuota>& cards, int max_per_quadrant) {
  std::array<double, kQuadrants> room{};
  for (const CardQuota& card : cards) {
    const auto r = card_room(card);
    for (int q = 0; q < kQuadrants; ++q) room[q] += r[q];
  }
  for (int round = 0; round < 4 * static_cast<int>(cards.size()); ++round) {
    double best = sum_of_squares(room) - 1e-6;
    int best_card = -1, best_from = 0, best_to = 0;
    for (size_t i = 0; i < cards.size(); ++i) {
      const CardQuota& card = cards[i];
      const auto before = card_room(card);
      for (int from = 0; from < kQuadrants; ++from) {
        if (card.quota[from] == 0) continue;
        for (int to = 0; to < kQuadrants; ++to) {
          if (to == from || card.quota[to] >= max_per_quadrant) continue;
          CardQuota moved = card;
          --moved.quota[from];
          ++moved.quota[to];
          const auto after = card_room(moved);
          std::array<double, kQuadrants> trial = room;
          for (int q = 0; q < kQuadrants; ++q) trial[q] += after[q] - before[q];
          if (sum_of_squares(trial) < best) {
            best = sum_of_squares(trial);
            best_card = static_cast<int>(i);
            best_from = from;
            best_to = to;
          }
        }
      }
    }
    if (best_card < 0) return;
    CardQuota& card = cards[best_card];
    const auto before = card_room(card);
    --card.quota[best_from];
    ++card.quota[best_to];
    const auto after = card_room(card);
    for (int q = 0; q < kQuadrants; ++q) room[q] += after[q] - before[q];
  }
}

}  // namespace

double copy_room(const CopyPose& pose) {
  // Its ink and a band of about the packer's gap and the slack between neighbours around it.
  const double side = pose.size_mm + 1.5;
  return side * side;
}

std::array<double, kQuadrants> quadrant_room(const SpotlightPlan& plan) {
  std::array<double, kQuadrants> room{};
  for (const CardQuota& card : plan.cards) {
    const auto r = card_room(card);
    for (int q = 0; q < kQuadrants; ++q) room[q] += r[q];
  }
  return room;
}

SpotlightPlan plan_spotlight(int characters, int cards, int boards, std::uint64_t seed,
                             const SpotlightRules& rules) {
  if (boards < 1 || boards > 5) {
    throw InputError(
        "a Spotlight kit has 1 to 5 boards (one per board colour and corner order); got " +
        std::to_string(boards));
  }
  if (cards < 1 || cards > characters) {
    throw InputError("the search cards must number 1 to the theme's " + std::to_string(characters) +
                     " spotlight characters (one character per card); got " +
                     std::to_string(cards));
  }
  if (rules.dial_max < 1 || rules.max_per_quadrant * kQuadrants < rules.dial_max) {
    throw InputError("the dial maximum must be at least 1 and fit in four quadrants");
  }
  SpotlightPlan plan;
  plan.seed = seed;
  plan.rules = rules;
  SpotRng rng(seed);

  std::vector<int> chosen(characters);
  std::iota(chosen.begin(), chosen.end(), 0);
  shuffle(chosen, rng);
  chosen.resize(cards);

  // Totals are dealt by share, not drawn at random, so the spread is the same on every seed:
  // smallest first, so the easy cards (the first easy_cards, all with 1 or 2 copies) come
  // from the small totals.
  std::vector<int> totals;
  const std::vector<int> per_total = cards_per_total(cards, rules.dial_max);
  for (int k = 1; k <= rules.dial_max; ++k) totals.insert(totals.end(), per_total[k], k);
  plan.rules.dial_max = totals.back();
  const int small_totals =
      static_cast<int>(std::count_if(totals.begin(), totals.end(), [](int k) { return k <= 2; }));
  const int easy_cards =
      std::min(small_totals, static_cast<int>(std::lround(rules.easy_share * cards)));
  // Spread the easy cards over both small totals rather than taking all the 1s first.
  std::vector<int> easy_order(small_totals);
  std::iota(easy_order.begin(), easy_order.end(), 0);
  shuffle(easy_order, rng);
  std::vector<bool> easy(cards, false);
  for (int i = 0; i < easy_cards; ++i) easy[easy_order[i]] = true;
  plan.cards.resize(cards);
  for (int i = 0; i < cards; ++i) {
    CardQuota& card = plan.cards[i];
    card.card = i;
    card.character = chosen[i];
    card.easy = easy[i];
    card.total = totals[i];
    for (int j = 0; j < card.total; ++j) {
      CopyPose pose;
      pose.size_mm = card.easy ? rng.uniform(rules.easy_size_min_mm, rules.easy_size_max_mm)
                               : rng.uniform(rules.normal_size_min_mm, rules.normal_size_max_mm);
      pose.rotation_deg = rng.uniform(0, 360);
      pose.mirror = rng.below(2) == 1;
      card.poses.push_back(pose);
    }
    card.moons = moons_for_count(card.total);
  }
  // Biggest totals first so the balancing has the small ones left to even things out.
  std::vector<int> by_total(cards);
  std::iota(by_total.begin(), by_total.end(), 0);
  std::stable_sort(by_total.begin(), by_total.end(),
                   [&](int a, int b) { return plan.cards[a].total > plan.cards[b].total; });
  std::array<double, kQuadrants> load{};
  for (int i : by_total) {
    CardQuota& card = plan.cards[i];
    double ink = 0;
    for (const auto& p : card.poses) ink += p.size_mm * p.size_mm;
    card.quota = split_copies(card.total, ink / card.total, rules.max_per_quadrant, load, rng);
  }
  balance_quotas(plan.cards, rules.max_per_quadrant);
  // Shuffle the deck order so easy cards are spread through it.
  shuffle(plan.cards, rng);
  for (int i = 0; i < cards; ++i) plan.cards[i].card = i;

  // Five different corner orders out of the 24.
  std::vector<std::array<QuadrantSymbol, kQuadrants>> orders;
  std::array<QuadrantSymbol, kQuadrants> perm{QuadrantSymbol::kSquare, QuadrantSymbol::kCircle,
                                              QuadrantSymbol::kDiamond, QuadrantSymbol::kTriangle};
  do {
    orders.push_back(perm);
  } while (std::next_permutation(perm.begin(), perm.end()));
  shuffle(orders, rng);
  for (int b = 0; b < boards; ++b) {
    BoardSpec spec;
    spec.board = b;
    spec.corner_symbol = orders[b];
    spec.colour = b;
    spec.symbol = b;
    plan.boards.push_back(spec);
  }
  return plan;
}

}  // namespace spotforge
