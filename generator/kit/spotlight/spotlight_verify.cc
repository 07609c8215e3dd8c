#include "kit/spotlight/spotlight_verify.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace spotforge {

namespace {

std::string where(int board, const DrawnCopy& c) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "board %d, copy %d at (%.1f, %.1f) mm", board + 1, c.id,
                c.centre_x_mm, c.centre_y_mm);
  return buf;
}

// Markers and found copies pair up one to one within the tolerance (greedy nearest; copies of
// one character are kept far apart, so greedy is exact).
bool markers_match(const std::vector<CardMarker>& markers, std::vector<const DrawnCopy*> found,
                   double tolerance) {
  if (markers.size() != found.size()) return false;
  for (const CardMarker& m : markers) {
    int best = -1;
    double best_d = tolerance;
    for (size_t i = 0; i < found.size(); ++i) {
      const double d = std::hypot(found[i]->centre_x_mm - m.x_mm, found[i]->centre_y_mm - m.y_mm);
      if (d <= best_d) {
        best_d = d;
        best = static_cast<int>(i);
      }
    }
    if (best < 0) return false;
    found.erase(found.begin() + best);
  }
  return true;
}

// False, with an error for the copy at `place`, when more than `limit` of its ink `is_what`.
bool share_within(double share, double limit, const char* is_what, const char* fix,
                  const std::string& place, std::vector<std::string>& errors) {
  if (share <= limit) return true;
  char buf[240];
  std::snprintf(buf, sizeof buf, ": %.0f %% of its ink %s (at most %.0f %%); %s", share * 100,
                is_what, limit * 100, fix);
  errors.push_back(place + buf);
  return false;
}

// Fills report.contrast from every counted copy's background-coloured share.
void summarise_contrast(const std::vector<std::vector<double>>& worst_per_card_board,
                        ContrastSummary& summary) {
  for (size_t card = 0; card < worst_per_card_board.size(); ++card) {
    const auto& per_board = worst_per_card_board[card];
    if (per_board.empty()) continue;
    const auto [lo, hi] = std::minmax_element(per_board.begin(), per_board.end());
    if (*hi - *lo > summary.largest_board_difference || summary.largest_difference_card < 0) {
      summary.largest_board_difference = *hi - *lo;
      summary.largest_difference_card = static_cast<int>(card);
    }
  }
}

}  // namespace

VerifyReport verify_spotlight(const SpotlightPlan& plan, const BoardGeometry& geometry,
                              const std::vector<DrawnBoard>& drawn,
                              const std::vector<SearchCardFace>& cards,
                              const VerifyOptions& options) {
  VerifyReport report;
  const int n_boards = static_cast<int>(plan.boards.size());
  if (static_cast<int>(drawn.size()) != n_boards) {
    report.errors.push_back("expected " + std::to_string(n_boards) + " drawn boards, got " +
                            std::to_string(drawn.size()));
    return report;
  }
  std::map<int, int> card_of_character;
  for (const SearchCardFace& card : cards) card_of_character[card.character] = card.card;
  const size_t n_cards = cards.size();
  report.counts.counts.assign(n_cards, std::vector<int>(n_boards, 0));
  report.counts.quadrant_counts.assign(
      n_cards, std::vector<std::array<int, kQuadrants>>(n_boards, std::array<int, kQuadrants>{}));
  // found[card][board]: the copies counted.
  std::vector<std::vector<std::vector<const DrawnCopy*>>> found(
      n_cards, std::vector<std::vector<const DrawnCopy*>>(n_boards));
  // The most background-coloured copy of each card on each board.
  std::vector<std::vector<double>> worst_share(n_cards, std::vector<double>(n_boards, 0));

  for (int b = 0; b < n_boards; ++b) {
    const BoardSpec& spec = plan.boards[b];
    for (const DrawnCopy& c : drawn[b].copies) {
      ++report.copies_checked;
      const auto card_it = card_of_character.find(c.character);
      if (card_it == card_of_character.end()) continue;  // not a search character: no count
      bool counted = true;
      if (c.own_pixels <= 0) {
        report.errors.push_back(where(b, c) + ": nothing was drawn");
        continue;
      }
      const double share = static_cast<double>(c.visible_pixels) / c.own_pixels;
      if (share < options.min_visible_share) {
        char buf[64];
        std::snprintf(buf, sizeof buf, ": only %.0f %% visible", share * 100);
        report.errors.push_back(where(b, c) + buf);
        counted = false;
      }
      const double like = static_cast<double>(c.background_like_pixels) / c.own_pixels;
      const int card = card_it->second;
      ContrastSummary& contrast = report.contrast;
      contrast.copies_from_30_percent += like >= 0.30;
      worst_share[card][b] = std::max(worst_share[card][b], like);
      if (like > contrast.worst.share || contrast.worst.board < 0) {
        contrast.worst = {b, card, c.character, like};
      }
      const double dim = static_cast<double>(c.lightness_like_pixels) / c.own_pixels;
      contrast.copies_from_15_percent_lightness += dim >= 0.15;
      if (dim > contrast.worst_lightness.share || contrast.worst_lightness.board < 0) {
        contrast.worst_lightness = {b, card, c.character, dim};
      }
      counted &= share_within(
          dim, options.max_lightness_share, "is within 8 L* of the lightness under it",
          "outline the character or choose another background tone", where(b, c), report.errors);
      counted &= share_within(
          like, options.max_background_share, "is the colour of the board background under it",
          "choose a background tone it doesn't blend into", where(b, c), report.errors);
      if (c.size_mm < options.min_size_mm) {
        report.errors.push_back(where(b, c) + ": smaller than the minimum size");
        counted = false;
      }
      const int corner = geometry.quadrant_holding(c.ink_box);
      if (corner < 0) {
        report.errors.push_back(where(b, c) +
                                ": not wholly inside one quadrant (crosses a border or gutter, "
                                "or leaves the play area)");
        counted = false;
      }
      if (!counted) continue;
      ++report.counts.counts[card][b];
      ++report.counts.quadrant_counts[card][b][static_cast<int>(spec.corner_symbol[corner])];
      found[card][b].push_back(&c);
    }
  }
  summarise_contrast(worst_share, report.contrast);
  for (const SearchCardFace& card : cards) {
    const CardQuota& quota = plan.cards.at(card.card);
    const std::string name = "card " + std::to_string(card.card + 1);
    if (card.total != quota.total)
      report.errors.push_back(name + ": prints a total that is not its quota");
    for (int q = 0; q < kQuadrants; ++q) {
      if (card.excluded[q] != quota.total - quota.quota[q]) {
        report.errors.push_back(name + ": prints a wrong quadrant-excluded count");
      }
    }
    for (int b = 0; b < n_boards; ++b) {
      const std::string at = name + ", board " + std::to_string(b + 1);
      const int count = report.counts.counts[card.card][b];
      if (count != card.total) {
        report.errors.push_back(at + ": " + std::to_string(count) +
                                " copies drawn, the card says " + std::to_string(card.total));
      }
      for (int q = 0; q < kQuadrants; ++q) {
        const int in_q = report.counts.quadrant_counts[card.card][b][q];
        if (card.total - in_q != card.excluded[q]) {
          report.errors.push_back(at + ": " + std::to_string(in_q) + " copies in the " +
                                  quadrant_symbol_name(static_cast<QuadrantSymbol>(q)) +
                                  " quadrant, the card says " +
                                  std::to_string(card.total - card.excluded[q]));
        }
      }
      if (b >= static_cast<int>(card.markers.size()) ||
          !markers_match(card.markers[b], found[card.card][b], options.marker_tolerance_mm)) {
        report.errors.push_back(at + ": the mini-map markers don't match the copies drawn");
      }
    }
  }
  return report;
}

}  // namespace spotforge
