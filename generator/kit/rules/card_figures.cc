#include "kit/rules/card_figures.h"

#include <algorithm>
#include <cmath>
#include <regex>
#include <stdexcept>
#include <string>

#include "base/handles.h"

namespace spotforge::kit {

namespace {

constexpr double kTau = 6.283185307179586;

struct Point {
  double x = 0, y = 0;
};

int card_count(const FigureCards& cards) { return static_cast<int>(cards.deck->cards.size()); }

// The k-th card a figure shows. Neighbouring cards of a deck often share the same symbol (a
// plane lists its lines in parallel classes); a stride makes the figures more varied.
int pick(const FigureCards& cards, int k) {
  int count = card_count(cards);
  int stride = cards.deck->symbols_per_card + 1;
  return count > stride ? (k * stride) % count : k % count;
}

// How many cards a figure can show: the centre and 8 seats, or the Triplets grid.
int figure_slots(const FigureCards& cards) { return std::max(9, cards.triplets_grid); }

const std::vector<int>& symbols_of(const FigureCards& cards, int index) {
  return cards.deck->cards[static_cast<size_t>(pick(cards, index))];
}

// The one symbol two cards share (-1 if none: not a plane).
int shared_symbol(const FigureCards& cards, int a, int b) {
  for (int s : symbols_of(cards, a)) {
    const auto& other = symbols_of(cards, b);
    if (std::find(other.begin(), other.end(), s) != other.end()) return s;
  }
  return -1;
}

void card_path(const FigureCards& cards, cairo_t* cr, double cx, double cy, double d) {
  const CardStyle& style = cards.theme->card;
  cairo_new_path(cr);
  if (style.shape == CardShape::kCircle) {
    cairo_arc(cr, cx, cy, d / 2, 0, kTau);
    return;
  }
  double size = std::max(style.width_mm, style.height_mm);
  double r = size > 0 ? d * style.corner_radius_mm / size : d * 0.08;
  double x = cx - d / 2, y = cy - d / 2;
  cairo_arc(cr, x + d - r, y + r, r, -kTau / 4, 0);
  cairo_arc(cr, x + d - r, y + d - r, r, 0, kTau / 4);
  cairo_arc(cr, x + r, y + d - r, r, kTau / 4, kTau / 2);
  cairo_arc(cr, x + r, y + r, r, kTau / 2, 3 * kTau / 4);
  cairo_close_path(cr);
}

void set_color(cairo_t* cr, const Color& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

void draw_back(const FigureCards& cards, cairo_t* cr, double cx, double cy, double d) {
  CairoSaved saved(cr);
  card_path(cards, cr, cx, cy, d);
  set_color(cr, cards.theme->card.back.color);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 0.55, 0.55, 0.6);
  cairo_set_line_width(cr, 0.5);
  cairo_stroke(cr);
}

// A pile: two card backs peeking out under the top card.
void draw_pile(const FigureCards& cards, cairo_t* cr, int top, double cx, double cy, double d,
               int ring) {
  draw_back(cards, cr, cx + 3, cy + 3, d);
  draw_back(cards, cr, cx + 1.5, cy + 1.5, d);
  draw_card(cards, cr, top, cx, cy, d, ring);
}

double card_size_mm(const CardStyle& style) {
  return style.shape == CardShape::kCircle ? style.diameter_mm
                                           : std::max(style.width_mm, style.height_mm);
}

// Where each symbol of a card sits when the deck has no layout yet: one in the middle, the
// rest on a ring.
std::vector<PlacedSymbol> ring_layout(const std::vector<int>& symbols, double size_mm) {
  std::vector<PlacedSymbol> placed;
  double box = size_mm * (symbols.size() <= 4 ? 0.3 : 0.22);
  for (size_t i = 0; i < symbols.size(); ++i) {
    PlacedSymbol p;
    p.symbol = symbols[i];
    p.width_mm = p.height_mm = box;
    if (i > 0) {
      double angle = kTau * static_cast<double>(i - 1) / static_cast<double>(symbols.size() - 1);
      p.x_mm = std::sin(angle) * size_mm * 0.31;
      p.y_mm = -std::cos(angle) * size_mm * 0.31;
    }
    placed.push_back(p);
  }
  return placed;
}

bool parse_scene(const std::string& id, std::string* name, int* count) {
  static const std::regex pattern("([a-z-]+?)(?:-([0-9]+))?");
  std::smatch m;
  if (!std::regex_match(id, m, pattern)) return false;
  *name = m[1];
  *count = m[2].matched ? std::stoi(m[2]) : 0;
  return true;
}

// What sits in front of each player in the scenes drawn as a row under the centre pile.
enum class Seat {
  kCard,        // Double Frenzy: one card face up
  kSecretCard,  // The Race: a card and the secret card standing in its holder
  kHand,        // Hot Potato: a card on an open hand, no centre pile
};

// A card standing in a holder, seen from across the table: its back, on a foot.
void draw_in_holder(const FigureCards& cards, cairo_t* cr, double cx, double cy, double d) {
  draw_back(cards, cr, cx, cy, d);
  CairoSaved saved(cr);
  cairo_set_source_rgb(cr, 0.45, 0.40, 0.35);
  cairo_rectangle(cr, cx - d * 0.45, cy + d * 0.30, d * 0.9, d * 0.2);
  cairo_fill(cr);
}

// Where a card goes: an arrow from the edge of one card (or pile) to the edge of another, bent
// a little to one side so that it reads as a move, not as a line between the two.
void draw_move(const FigureCards& cards, cairo_t* cr, Point from, Point to, double d) {
  const double dx = to.x - from.x, dy = to.y - from.y;
  const double length = std::hypot(dx, dy);
  if (length < d) return;
  const double ux = dx / length, uy = dy / length;
  const double head = std::max(4.0, d * 0.14);
  const Point start{from.x + ux * d * 0.56, from.y + uy * d * 0.56};
  const Point tip{to.x - ux * d * 0.56, to.y - uy * d * 0.56};
  const double bend = (length - 1.12 * d) * 0.18;
  const Point control{(start.x + tip.x) / 2 - uy * bend, (start.y + tip.y) / 2 + ux * bend};
  // The head points along the curve's last tangent (tip - control).
  const double tx = tip.x - control.x, ty = tip.y - control.y;
  const double tl = std::max(std::hypot(tx, ty), 1e-9);
  const double hx = tx / tl, hy = ty / tl;
  const Point neck{tip.x - hx * head, tip.y - hy * head};
  CairoSaved saved(cr);
  set_color(cr, cards.mark);
  cairo_set_line_width(cr, std::max(1.2, d * 0.035));
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_new_path(cr);
  cairo_move_to(cr, start.x, start.y);
  cairo_curve_to(cr, (start.x + 2 * control.x) / 3, (start.y + 2 * control.y) / 3,
                 (neck.x + 2 * control.x) / 3, (neck.y + 2 * control.y) / 3, neck.x, neck.y);
  cairo_stroke(cr);
  cairo_move_to(cr, tip.x, tip.y);
  cairo_line_to(cr, neck.x - hy * head * 0.55, neck.y + hx * head * 0.55);
  cairo_line_to(cr, neck.x + hy * head * 0.55, neck.y - hx * head * 0.55);
  cairo_close_path(cr);
  cairo_fill(cr);
}

// The player who found the match names it: a speech balloon at `at` holding the symbol's
// picture, its tail towards that player's card at `speaker`.
void draw_call(const FigureCards& cards, cairo_t* cr, int symbol, Point at, Point speaker,
               double size) {
  if (symbol < 0 || static_cast<size_t>(symbol) >= cards.art->size()) return;
  const double r = size / 2;
  const double dx = speaker.x - at.x, dy = speaker.y - at.y;
  const double angle = std::atan2(dy, dx);
  const double reach = std::min(std::hypot(dx, dy) * 0.45, r * 1.6);
  CairoSaved saved(cr);
  cairo_new_path(cr);
  cairo_arc(cr, at.x, at.y, r, angle + 0.35, angle - 0.35 + kTau);
  cairo_line_to(cr, at.x + std::cos(angle) * reach, at.y + std::sin(angle) * reach);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 0.35, 0.35, 0.4);
  cairo_set_line_width(cr, 0.9);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke(cr);
  const SymbolArt& art = (*cards.art)[static_cast<size_t>(symbol)];
  const InkBox& box = art.box();
  const double inner = size * 0.62;
  const double fit = inner / std::max({box.width, box.height, 1e-9});
  const double w = box.width * fit, h = box.height * fit;
  cairo_new_path(cr);
  art.draw(cr, at.x - w / 2, at.y - h / 2, w, h);
}

// A face-up card seen edge on under the top card of a pile: the card's face colour, outlined.
void draw_face_edge(const FigureCards& cards, cairo_t* cr, double cx, double cy, double d) {
  CairoSaved saved(cr);
  card_path(cards, cr, cx, cy, d);
  set_color(cr, cards.theme->card.background);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 0.55, 0.55, 0.6);
  cairo_set_line_width(cr, 0.5);
  cairo_stroke(cr);
}

// A player's tower in The Tower: the `height` cards won so far, face up and squared, the
// pile's thickness showing under its top card.
void draw_tower(const FigureCards& cards, cairo_t* cr, int top, int height, double cx, double cy,
                double d, int ring) {
  const double step = std::max(1.6, d * 0.045);
  for (int i = height - 1; i >= 1; --i) draw_face_edge(cards, cr, cx, cy + i * step, d);
  draw_card(cards, cr, top, cx, cy, d, ring);
}

// The first `players` seats in a row, and the centre pile above their middle.
struct RowTable {
  double d = 0;  // card size
  Point centre;
  std::vector<Point> seats;
};

RowTable row_table(int players, double x, double y, double w, double h, double below) {
  RowTable t;
  t.d = std::min({h / 2 - 4 - below / 2, w / (players + 0.6) - 8, h * 0.62});
  t.centre = {x + w / 2, y + t.d / 2 + 1};
  const double row = std::min(y + h - t.d / 2 - below - 2, t.centre.y + t.d * 1.15);
  for (int p = 0; p < players; ++p) t.seats.push_back({x + w * (p + 0.5) / players, row});
  return t;
}

// The Tower: the centre pile above, each player's own tower of won cards below. The first
// player names the symbol their top card shares with the centre card and the centre card
// moves onto their tower.
void draw_tower_scene(const FigureCards& cards, cairo_t* cr, int players, double x, double y,
                      double w, double h) {
  static const int kHeights[] = {2, 4, 1, 3, 2, 1, 3, 2};
  const double thickness = 3 * std::max(1.6, h * 0.3 * 0.045);
  const RowTable t = row_table(players, x, y, w, h, thickness);
  const int ring = shared_symbol(cards, 0, 1);
  draw_pile(cards, cr, 0, t.centre.x, t.centre.y, t.d, ring);
  for (int p = 0; p < players; ++p) {
    draw_tower(cards, cr, 1 + p, kHeights[p % 8], t.seats[p].x, t.seats[p].y, t.d,
               p == 0 ? ring : -1);
  }
  draw_move(cards, cr, t.centre, t.seats[0], t.d);
  draw_call(cards, cr, ring, {t.seats[0].x, t.centre.y}, t.seats[0], t.d * 0.5);
}

// The Poisoned Gift: one card each and the centre pile. The first player finds the symbol the
// centre card shares with another player's card, names it, and the centre card goes onto that
// other player's card.
void draw_poisoned_gift_scene(const FigureCards& cards, cairo_t* cr, int players, double x,
                              double y, double w, double h) {
  const RowTable t = row_table(players, x, y, w, h, 0);
  const int target = players - 1;  // the far end of the row: the arrow clears the others
  const int ring = shared_symbol(cards, 0, 1 + target);
  draw_pile(cards, cr, 0, t.centre.x, t.centre.y, t.d, ring);
  for (int p = 0; p < players; ++p) {
    draw_card(cards, cr, 1 + p, t.seats[p].x, t.seats[p].y, t.d, p == target ? ring : -1);
  }
  draw_move(cards, cr, t.centre, t.seats[target], t.d);
  draw_call(cards, cr, ring, {t.seats[0].x, t.centre.y}, t.seats[0], t.d * 0.5);
}

// The Well: the well's one card at the top, the players fanned out below it, each with a
// stack. The first player names the symbol their top card shares with the well's and drops
// that card onto the well.
void draw_well_scene(const FigureCards& cards, cairo_t* cr, int players, double x, double y,
                     double w, double h) {
  const double d = std::min({h / 2 - 6, w / 4.2, h * 0.62});
  const Point well{x + w / 2, y + d / 2 + 2};
  // The players on the lower half of an ellipse around the well, left to right, each in the
  // middle of its share of the half.
  const double rx = w / 2 - d / 2 - 4, ry = h - d - 8;
  std::vector<Point> seats;
  for (int p = 0; p < players; ++p) {
    const double a = kTau / 2 - (p + 0.5) * (kTau / 2) / players;
    seats.push_back({well.x + rx * std::cos(a), well.y + ry * std::sin(a)});
  }
  const int ring = shared_symbol(cards, 0, 1);
  draw_card(cards, cr, 0, well.x, well.y, d, ring);
  for (int p = 0; p < players; ++p) {
    draw_pile(cards, cr, 1 + p, seats[p].x, seats[p].y, d, p == 0 ? ring : -1);
  }
  draw_move(cards, cr, seats[0], well, d);
  // The call above the first player, in the corner the fan leaves free.
  const double call = d * 0.5;
  const Point at{std::max(x + call / 2 + 1, seats[0].x - d * 0.4),
                 std::max(y + call / 2 + 1, seats[0].y - d * 0.95)};
  draw_call(cards, cr, ring, at, seats[0], call);
}

// Player places in a row below, the centre above. The match the caption's game looks for is
// circled: in Double Frenzy and The Race the first player's with the centre card, in Hot
// Potato two players'.
void draw_table_scene(const FigureCards& cards, cairo_t* cr, int players, Seat seat, double x,
                      double y, double w, double h) {
  const bool centre = seat != Seat::kHand;
  const int rows = centre ? 2 : 1;
  // A seat with a secret card is a card and a smaller one beside it.
  const double seat_width = seat == Seat::kSecretCard ? 1.45 : 1.0;
  double d = std::min({h / rows - 6, w / (players * seat_width + 0.4) - 6, h * 0.62});
  // The players sit just below the centre: small cards leave no gap between the two rows.
  double bottom = std::min(y + h - d / 2 - 4, y + d / 2 + 1 + d * 1.2);
  int ring = centre ? shared_symbol(cards, 0, 1) : shared_symbol(cards, 1, 2);
  if (centre) draw_pile(cards, cr, 0, x + w / 2, y + d / 2 + 1, d, ring);
  for (int p = 0; p < players; ++p) {
    double cx = x + w * (p + 0.5) / players;
    double cy = centre ? bottom : y + h / 2;
    int mark = (centre ? p == 0 : p <= 1) ? ring : -1;
    if (seat == Seat::kSecretCard) {
      const double small = d * 0.62;
      draw_in_holder(cards, cr, cx + d * 0.42, cy + (d - small) / 2 - 2, small);
      draw_card(cards, cr, 1 + p, cx - d * 0.2, cy, d, mark);
    } else {
      draw_card(cards, cr, 1 + p, cx, cy, d, mark);
    }
  }
}

}  // namespace

std::vector<int> figure_deck_cards(const FigureCards& cards) {
  std::vector<int> picked;
  for (int k = 0; k < figure_slots(cards); ++k) picked.push_back(pick(cards, k));
  std::sort(picked.begin(), picked.end());
  picked.erase(std::unique(picked.begin(), picked.end()), picked.end());
  return picked;
}

void draw_card(const FigureCards& cards, cairo_t* cr, int index, double cx, double cy,
               double diameter, int ring_symbol) {
  CairoSaved saved(cr);
  const CardStyle& style = cards.theme->card;
  double scale = diameter / card_size_mm(style);
  card_path(cards, cr, cx, cy, diameter);
  set_color(cr, style.background);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 0.55, 0.55, 0.6);
  cairo_set_line_width(cr, 0.5);
  cairo_stroke(cr);
  if (style.border) {
    double bw = style.border->width_mm * scale;
    card_path(cards, cr, cx, cy, diameter - bw);
    set_color(cr, style.border->color);
    cairo_set_line_width(cr, bw);
    cairo_stroke(cr);
  }
  // figure_deck_cards lists the cards that need a layout: an index past it would draw a card
  // `spotforge rules` did not lay out.
  if (index < 0 || index >= figure_slots(cards)) {
    throw std::logic_error("figure card " + std::to_string(index) + " is past figure_deck_cards");
  }
  int card = pick(cards, index);
  std::vector<PlacedSymbol> placed;
  if (cards.layouts && static_cast<size_t>(card) < cards.layouts->size()) {
    placed = (*cards.layouts)[static_cast<size_t>(card)].symbols;
    if (placed.empty()) {  // a card left out of layout_some_cards: figure_deck_cards is wrong
      throw std::logic_error("figure card " + std::to_string(card + 1) + " has no layout");
    }
  } else {
    // `card` is already the picked deck card: its own symbols, not those of pick(card).
    placed = ring_layout(cards.deck->cards[static_cast<size_t>(card)], card_size_mm(style) * 0.85);
  }
  for (const PlacedSymbol& p : placed) {
    if (p.symbol < 0 || static_cast<size_t>(p.symbol) >= cards.art->size()) continue;
    const SymbolArt& art = (*cards.art)[static_cast<size_t>(p.symbol)];
    double w = p.width_mm * scale, h = p.height_mm * scale;
    if (!cards.layouts || cards.layouts->empty()) {  // keep the picture's own proportions
      const InkBox& box = art.box();
      double fit = std::min(w / std::max(box.width, 1e-9), h / std::max(box.height, 1e-9));
      w = box.width * fit;
      h = box.height * fit;
    }
    {
      CairoSaved symbol_state(cr);
      cairo_translate(cr, cx + p.x_mm * scale, cy + p.y_mm * scale);
      cairo_rotate(cr, p.rotation_deg * kTau / 360);
      if (p.mirror) cairo_scale(cr, -1, 1);
      cairo_new_path(cr);
      art.draw(cr, -w / 2, -h / 2, w, h);
    }
    if (p.symbol == ring_symbol) {
      cairo_new_path(cr);
      cairo_arc(cr, cx + p.x_mm * scale, cy + p.y_mm * scale, std::max(w, h) * 0.62, 0, kTau);
      set_color(cr, cards.mark);
      cairo_set_line_width(cr, 1.4);
      cairo_stroke(cr);
    }
  }
}

bool draw_card_figure(const FigureCards& cards, cairo_t* cr, const std::string& id, double x,
                      double y, double w, double h) {
  if (!cards.theme || !cards.art || !cards.deck || cards.deck->cards.empty()) return false;
  std::string name;
  int count = 0;
  if (!parse_scene(id, &name, &count)) return false;
  CairoSaved saved(cr);
  if (name == "warm-up") {
    double d = std::min(h - 6, w / 2 - 10);
    int ring = shared_symbol(cards, 0, 1);
    draw_card(cards, cr, 0, x + w / 2 - d / 2 - 6, y + h / 2, d, ring);
    draw_card(cards, cr, 1, x + w / 2 + d / 2 + 6, y + h / 2, d, ring);
    return true;
  }
  if (name == "triplets") {
    int n = std::max(1, cards.triplets_grid);
    int cols = static_cast<int>(std::ceil(std::sqrt(n * w / h)));
    int rows = (n + cols - 1) / cols;
    double d = std::min(w / cols, h / rows) - 3;
    for (int i = 0; i < n; ++i) {
      int r = i / cols, c = i % cols;
      int in_row = std::min(cols, n - r * cols);
      double row_left = x + (w - in_row * (d + 3)) / 2;
      draw_card(cards, cr, i, row_left + (c + 0.5) * (d + 3), y + (r + 0.5) * (d + 3), d);
    }
    return true;
  }
  if (name == "dynamite" && count >= 1) {
    // One player's place: the secret card, face up to its owner, and the fuse laid face down
    // in a slightly overlapping line, as the set-up says.
    const int fuse = 5;
    double d = std::min(h * 0.55, w / (fuse * 0.45 + 1.9));
    double step = d * 0.45;
    double secret = d * 1.1;
    double total = secret + 10 + d + step * (fuse - 1);
    double left = x + (w - total) / 2;
    double cy = y + h / 2;
    draw_card(cards, cr, 0, left + secret / 2, cy, secret);
    double fuse_left = left + secret + 10 + d / 2;
    for (int i = fuse - 1; i >= 0; --i) draw_back(cards, cr, fuse_left + i * step, cy, d);
    return true;
  }
  if (count >= 1 && count <= 8) {
    if (name == "tower") {
      draw_tower_scene(cards, cr, count, x, y, w, h);
      return true;
    }
    if (name == "poisoned-gift") {
      draw_poisoned_gift_scene(cards, cr, count, x, y, w, h);
      return true;
    }
    if (name == "well") {
      draw_well_scene(cards, cr, count, x, y, w, h);
      return true;
    }
    if (name == "double-frenzy") {
      draw_table_scene(cards, cr, count, Seat::kCard, x, y, w, h);
      return true;
    }
    if (name == "race") {
      draw_table_scene(cards, cr, count, Seat::kSecretCard, x, y, w, h);
      return true;
    }
  }
  if (name == "hot-potato" && count >= 2 && count <= 8) {
    draw_table_scene(cards, cr, count, Seat::kHand, x, y, w, h);
    return true;
  }
  return false;
}

}  // namespace spotforge::kit
