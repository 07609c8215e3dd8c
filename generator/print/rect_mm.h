// A rectangle on a page in millimetres, origin at the page's top-left corner, y down: a card's
// cell on a sheet, a Spotlight board's areas.
#pragma once

namespace spotforge {

struct RectMm {
  double x = 0, y = 0, width = 0, height = 0;
  double right() const { return x + width; }
  double bottom() const { return y + height; }
  bool contains(double px, double py) const {
    return px >= x && px <= right() && py >= y && py <= bottom();
  }
  bool contains(const RectMm& r) const {
    return r.x >= x && r.y >= y && r.right() <= right() && r.bottom() <= bottom();
  }
  bool operator==(const RectMm&) const = default;
};

}  // namespace spotforge
