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

std::vector<int> easy_cards_per_total(int easy_cards, const std::vector<int>& cards_per_total,
                                      int max_total) {
  const int top = std::min<int>(max_total, static_cast<int>(cards_per_total.size()) - 1);
  std::vector<int> count(cards_per_total.size(), 0);
  if (top < 1) return count;
  double parts = 0;
  for (int k = 1; k <= top; ++k) parts += top + 3 - k;
  std::vector<std::pair<double, int>> remainders;
  int dealt = 0;
  for (int k = 1; k <= top; ++k) {
    const double want = easy_cards * (top + 3 - k) / parts;
    count[k] = static_cast<int>(want);
    dealt += count[k];
    remainders.push_back({want - count[k], -k});  // ties go to the smaller total
  }
  std::sort(remainders.rbegin(), remainders.rend());
  for (size_t i = 0; dealt < easy_cards && i < remainders.size(); ++i, ++dealt) {
    ++count[-remainders[i].second];
  }
  // No more easy cards of a total than the deck has cards of it: the surplus goes up a total,
  // and what the top can't hold comes back down.
  int surplus = 0;
  for (int k = 1; k <= top; ++k) {
    count[k] += surplus;
    surplus = std::max(0, count[k] - cards_per_total[k]);
    count[k] -= surplus;
  }
  for (int k = top; k >= 1 && surplus > 0; --k) {
    const int room = cards_per_total[k] - count[k];
    const int moved = std::min(room, surplus);
    count[k] += moved;
    surplus -= moved;
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

// How uneven the quadrant symbols' loads are: the squares of their rooms plus those of their
// copy counts, each copy weighed as about one normal copy's room. Room alone let the symbols'
// copy counts drift 5 apart once the easy cards (bigger copies) spread over 1-6 copies.
constexpr double kCopyWeightMm2 = 120;
double unevenness(const std::array<double, kQuadrants>& room,
                  const std::array<int, kQuadrants>& copies) {
  double s = 0;
  for (int q = 0; q < kQuadrants; ++q) {
    s += room[q] * room[q] + kCopyWeightMm2 * kCopyWeightMm2 * copies[q] * copies[q];
  }
  return s;
}

// One copy moved between two quadrant symbols of a card, and what it does to their rooms.
struct QuotaMove {
  int card = 0, from = 0, to = 0;
  std::array<double, kQuadrants> room{};  // after minus before
};

std::vector<QuotaMove> quota_moves(const std::vector<CardQuota>& cards, int max_per_quadrant) {
  std::vector<QuotaMove> moves;
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
        QuotaMove m{static_cast<int>(i), from, to, {}};
        for (int q = 0; q < kQuadrants; ++q) m.room[q] = after[q] - before[q];
        moves.push_back(m);
      }
    }
  }
  return moves;
}

// The greedy split leaves one quadrant symbol with up to a tenth more room to fill than
// another, and the fullest physical quadrant is the one a board fails on. Moves single copies
// between a card's quadrants (keeping at most max_per_quadrant there), or two copies of two
// cards in opposite directions (the copy counts stay, the rooms change by the copies' sizes),
// while that evens the rooms and the copy counts out; the first split's variety (zeros,
// bunches) mostly survives.
void balance_quotas(std::vector<CardQuota>& cards, int max_per_quadrant) {
  std::array<double, kQuadrants> room{};
  std::array<int, kQuadrants> copies{};
  for (const CardQuota& card : cards) {
    const auto r = card_room(card);
    for (int q = 0; q < kQuadrants; ++q) {
      room[q] += r[q];
      copies[q] += card.quota[q];
    }
  }
  const auto score_of = [&](const std::vector<const QuotaMove*>& applied) {
    std::array<double, kQuadrants> r = room;
    std::array<int, kQuadrants> c = copies;
    for (const QuotaMove* m : applied) {
      for (int q = 0; q < kQuadrants; ++q) r[q] += m->room[q];
      --c[m->from];
      ++c[m->to];
    }
    return unevenness(r, c);
  };
  for (int round = 0; round < 4 * static_cast<int>(cards.size()); ++round) {
    const std::vector<QuotaMove> moves = quota_moves(cards, max_per_quadrant);
    double best = unevenness(room, copies) - 1e-6;
    std::vector<const QuotaMove*> best_moves;
    for (const QuotaMove& m : moves) {
      const double score = score_of({&m});
      if (score < best) {
        best = score;
        best_moves = {&m};
      }
    }
    if (best_moves.empty()) {
      for (const QuotaMove& a : moves) {
        for (const QuotaMove& b : moves) {
          if (b.card <= a.card || b.from != a.to || b.to != a.from) continue;
          const double score = score_of({&a, &b});
          if (score < best) {
            best = score;
            best_moves = {&a, &b};
          }
        }
      }
    }
    if (best_moves.empty()) return;
    for (const QuotaMove* m : best_moves) {
      --cards[m->card].quota[m->from];
      ++cards[m->card].quota[m->to];
      for (int q = 0; q < kQuadrants; ++q) room[q] += m->room[q];
      --copies[m->from];
      ++copies[m->to];
    }
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

  // Totals are dealt by share, not drawn at random, so the spread is the same on every seed
  // (smallest first); so are the easy cards' totals (easy_cards_per_total), which cards of each
  // total are easy is drawn.
  std::vector<int> totals;
  const std::vector<int> per_total = cards_per_total(cards, rules.dial_max);
  for (int k = 1; k <= rules.dial_max; ++k) totals.insert(totals.end(), per_total[k], k);
  plan.rules.dial_max = totals.back();
  const int easy_cards = static_cast<int>(std::lround(rules.easy_share * cards));
  const std::vector<int> easy_per_total =
      easy_cards_per_total(easy_cards, per_total, rules.easy_max_total);
  std::vector<bool> easy(cards, false);
  for (int k = 1, first = 0; k <= rules.dial_max; first += per_total[k], ++k) {
    std::vector<int> of_total(per_total[k]);
    std::iota(of_total.begin(), of_total.end(), first);
    shuffle(of_total, rng);
    for (int i = 0; i < easy_per_total[k]; ++i) easy[of_total[i]] = true;
  }
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
