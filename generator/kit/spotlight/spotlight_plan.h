// Spotlight quotas, decided before anything is placed (placement never drops an instance):
// per search card its character, total k_c, the per-quadrant-symbol quotas n_{c,q}, the poses
// of its copies (the same set on every board), moons and whether it is an easy card; per board
// its corner order of the quadrant symbols, colour and symbol. Plain data, no drawing.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace spotforge {

// The quadrant symbols, in the order solutions and cards list them.
enum class QuadrantSymbol { kSquare = 0, kCircle = 1, kDiamond = 2, kTriangle = 3 };
inline constexpr int kQuadrants = 4;
std::string quadrant_symbol_name(QuadrantSymbol q);  // "square", ...

// Physical quadrants of a board: 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right.
std::string corner_name(int corner);

struct SpotlightRules {
  // The dial shows 0..dial_max; k_c never exceeds it. The plan lowers it to the largest total
  // it dealt (a small deck may not reach 8), so the printed dial is the real range.
  int dial_max = 8;
  int min_copies = 1;
  int max_per_quadrant = 3;         // n_{c,q} <= this, so copies of one character stay apart
  double easy_share = 0.3;          // share of cards that are easy (low-battery symbol)
  int easy_max_total = 6;           // easy cards hide 1 to this many copies (the Kids deck)
  double normal_size_min_mm = 9.0;  // copy size = sqrt of its ink area
  double normal_size_max_mm = 9.6;
  double easy_size_min_mm = 10.6;
  double easy_size_max_mm = 11.0;
  double min_size_mm = 7.0;  // smallest size the verifier accepts
};

// Stars above a dial number: how far a player advances for it (rulebook: stars, +1 for exact):
// one star per number. A team that misses one copy loses a star and the bonus; one that dials
// the same number blindly loses a star for every copy it is under and everything when over
// (issue 28: with one star per two numbers, always dialling 1 beat looking).
int dial_stars(int number);
// Moon icons for a count (the total, or a quadrant-excluded count): one fewer than the stars
// of that number, never below 0 (0 for 0..1, 1 for 2, ... 7 for 8). Many copies mean many
// stars for the players, so the moon keeps up by the same steps.
int moons_for_count(int count);

// How many cards get each total: totals_share(k) for k = 1..dial_max, summing to 1, falling by
// the same step from the smallest total to the largest (dial_max + 1 - k parts of each). A wide
// spread is what makes a blind guess miss: kit/spotlight/spotlight_game checks it.
double totals_share(int total, int dial_max);
// cards_per_total[k] for k = 0..dial_max (index 0 unused): every total 1..dial_max at least
// once when there are enough cards, the rest by totals_share (largest remainders), none on
// more than a quarter of the cards (the surplus moves up a total). 60 cards, dial 8:
// 13, 12, 10, 8, 7, 5, 3, 2 (201 copies a board).
std::vector<int> cards_per_total(int cards, int dial_max);

// How many of the `easy_cards` easy cards (the Kids level's deck, characters drawn bigger) get
// each total 1..max_total, out of the cards_per_total the deck has (index 0 unused): falling
// gently, max_total + 3 - k parts for total k, largest remainders, never more than the deck holds
// of a total (the rest moves to the next total up, then down). 18 of 60 cards, up to 6:
// 4, 4, 3, 3, 2, 2. Issue 28: easy cards of 1 or 2 copies let "always dial 1" win 99.6 % of
// Kids games against 40 % for a team that misses one copy; answers spread over 1-6 make looking
// pay on Kids too (kit/spotlight/spotlight_game checks it).
std::vector<int> easy_cards_per_total(int easy_cards, const std::vector<int>& cards_per_total,
                                      int max_total);

struct CopyPose {
  double size_mm = 10;      // sqrt of the ink area when drawn
  double rotation_deg = 0;  // clockwise
  bool mirror = false;
};

struct CardQuota {
  int card = 0;                         // 0-based card number
  int character = 0;                    // index into the theme's spotlight characters
  int total = 0;                        // k_c
  std::array<int, kQuadrants> quota{};  // n_{c,q} by QuadrantSymbol
  std::vector<CopyPose> poses;          // k_c poses, copy j uses poses[j] on every board
  bool easy = false;
  int moons = 0;  // moons_for_count(total)
  // k_c - n_{c,q}: the count when quadrant q is covered (quadrant variant).
  int excluded(QuadrantSymbol q) const { return total - quota[static_cast<int>(q)]; }
};

struct BoardSpec {
  int board = 0;  // 0-based
  // corner_symbol[corner] = the quadrant symbol printed in that physical corner.
  std::array<QuadrantSymbol, kQuadrants> corner_symbol{};
  int colour = 0;  // index into the five board/pawn colours
  int symbol = 0;  // index into the five board symbols
  // Index of the background tone (kit/spotlight/spotlight_board.h), the same on every board so a
  // character is as easy to see on one board as on another; the kit picks it by contrast.
  int background = 0;
  int corner_of(QuadrantSymbol q) const;
};

struct SpotlightPlan {
  std::uint64_t seed = 0;
  SpotlightRules rules;
  std::vector<CardQuota> cards;
  std::vector<BoardSpec> boards;
};

// The totals' distribution: cards_with_total[k] for k = 0..dial_max, and the largest share one
// total holds (the answer a player who always dials it would get right).
struct TotalsSpread {
  std::vector<int> cards_with_total;
  int most_common_total = 0;
  double largest_share = 0;
};
TotalsSpread totals_spread(const SpotlightPlan& plan);

// The board room a copy needs: its ink area and a band around it for the gap to its
// neighbours, in square millimetres. A quadrant's load is the sum over its copies.
double copy_room(const CopyPose& pose);
// The room the copies of each quadrant symbol need on every board (index QuadrantSymbol): the
// plan keeps these even, so no physical quadrant is asked to hold more than the others.
std::array<double, kQuadrants> quadrant_room(const SpotlightPlan& plan);

// Cards use distinct characters (cards <= characters). Throws InputError when the numbers
// can't work (more cards than characters, more than 5 boards, fewer than 1).
SpotlightPlan plan_spotlight(int characters, int cards, int boards, std::uint64_t seed,
                             const SpotlightRules& rules = {});

// A small deterministic generator (same numbers on every platform and compiler).
class SpotRng {
 public:
  explicit SpotRng(std::uint64_t seed)
      : state_(seed * 0x9E3779B97F4A7C15ULL + 0x632BE59BD9B4E019ULL) {}
  std::uint64_t next();
  double uniform();  // [0, 1)
  double uniform(double lo, double hi);
  int below(int n);  // [0, n)
 private:
  std::uint64_t state_;
};

}  // namespace spotforge
