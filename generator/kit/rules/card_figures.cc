#include "kit/rules/card_figures.h"

#include <algorithm>
#include <cmath>
#include <regex>

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

// What sits in front of each player, and what the centre holds.
enum class Seat {
  kCard,        // The Tower, The Poisoned Gift: one card face up
  kStack,       // The Well: a stack of cards
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

// Player places in a row below, the centre above. The match the caption's game looks for is
// circled: in The Tower, The Well and The Race the first player's with the centre card, in The
// Poisoned Gift the centre card's with another player's card, in Hot Potato two players'.
void draw_table_scene(const FigureCards& cards, cairo_t* cr, int players, Seat seat,
                      bool poisoned_gift, double x, double y, double w, double h) {
  const bool centre = seat != Seat::kHand;
  const int rows = centre ? 2 : 1;
  // A seat with a secret card is a card and a smaller one beside it.
  const double seat_width = seat == Seat::kSecretCard ? 1.45 : 1.0;
  double d = std::min({h / rows - 6, w / (players * seat_width + 0.4) - 6, h * 0.62});
  // The players sit just below the centre: small cards leave no gap between the two rows.
  double bottom = std::min(y + h - d / 2 - 4, y + d / 2 + 1 + d * 1.2);
  const int target = poisoned_gift && players >= 2 ? 1 : 0;  // whose card the match is on
  int ring = centre ? shared_symbol(cards, 0, 1 + target) : shared_symbol(cards, 1, 2);
  if (centre) {
    const double cy = y + d / 2 + 1;
    if (seat == Seat::kStack) {
      draw_card(cards, cr, 0, x + w / 2, cy, d, ring);  // the well starts as one card
    } else {
      draw_pile(cards, cr, 0, x + w / 2, cy, d, ring);
    }
  }
  for (int p = 0; p < players; ++p) {
    double cx = x + w * (p + 0.5) / players;
    double cy = centre ? bottom : y + h / 2;
    int mark = (centre ? p == target : p <= 1) ? ring : -1;
    if (seat == Seat::kSecretCard) {
      const double small = d * 0.62;
      draw_in_holder(cards, cr, cx + d * 0.42, cy + (d - small) / 2 - 2, small);
      draw_card(cards, cr, 1 + p, cx - d * 0.2, cy, d, mark);
    } else if (seat == Seat::kStack) {
      draw_pile(cards, cr, 1 + p, cx, cy, d, mark);
    } else {
      draw_card(cards, cr, 1 + p, cx, cy, d, mark);
    }
  }
}

}  // namespace

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
  int card = pick(cards, index);
  std::vector<PlacedSymbol> placed;
  if (cards.layouts && static_cast<size_t>(card) < cards.layouts->size()) {
    placed = (*cards.layouts)[static_cast<size_t>(card)].symbols;
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
      cairo_set_source_rgb(cr, 0.93, 0.33, 0.10);
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
    if (name == "tower" || name == "double-frenzy") {
      draw_table_scene(cards, cr, count, Seat::kCard, false, x, y, w, h);
      return true;
    }
    if (name == "poisoned-gift") {
      draw_table_scene(cards, cr, count, Seat::kCard, true, x, y, w, h);
      return true;
    }
    if (name == "well") {
      draw_table_scene(cards, cr, count, Seat::kStack, false, x, y, w, h);
      return true;
    }
    if (name == "race") {
      draw_table_scene(cards, cr, count, Seat::kSecretCard, false, x, y, w, h);
      return true;
    }
  }
  if (name == "hot-potato" && count >= 2 && count <= 8) {
    draw_table_scene(cards, cr, count, Seat::kHand, false, x, y, w, h);
    return true;
  }
  return false;
}

}  // namespace spotforge::kit
