#include "kit/spotlight/spotlight_contrast.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "kit/spotlight/spotlight_board.h"

namespace spotforge {

namespace {
constexpr int kPicturePixels = 48;  // about a copy's size at the verifier's 4 px/mm
}  // namespace

double colour_distance(const Rgba& a, const Rgba& b) {
  const double dr = a.r - b.r, dg = a.g - b.g, db = a.b - b.b;
  return std::sqrt((dr * dr + dg * dg + db * db) / 3);
}

namespace {

// sRGB to linear light.
double linear_light(double v) {
  return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

// linear_light(v), from a table when v is a byte's value (k / 255): the channels of opaque
// pixels and of the board are, and the verifier asks for the lightness of every copy's every
// pixel (std::pow was a tenth of verifying the boards). The table holds the very values the
// function gives.
double linear_light_of(double v) {
  static const std::array<double, 256> table = [] {
    std::array<double, 256> t{};
    for (int k = 0; k < 256; ++k) t[k] = linear_light(static_cast<double>(k) / 255);
    return t;
  }();
  const double scaled = v * 255 + 0.5;
  if (scaled >= 0 && scaled < 256) {
    const int k = static_cast<int>(scaled);
    if (static_cast<double>(k) / 255 == v) return table[k];
  }
  return linear_light(v);
}

}  // namespace

double cie_lightness(const Rgba& c) {
  const double y =
      0.2126 * linear_light_of(c.r) + 0.7152 * linear_light_of(c.g) + 0.0722 * linear_light_of(c.b);
  const double f = y > 216.0 / 24389 ? std::cbrt(y) : (24389.0 / 27 * y + 16) / 116;
  return 116 * f - 16;
}

Rgba composite_over(std::uint32_t px, const Rgba& under) {
  const double a = static_cast<double>(px >> 24) / 255;
  const auto channel = [&](int shift, double u) {
    return static_cast<double>((px >> shift) & 0xffu) / 255 + (1 - a) * u;
  };
  return {channel(16, under.r), channel(8, under.g), channel(0, under.b), 1};
}

double share_near_tone(const InkPicture& picture, const Rgba& tone) {
  long ink = 0, near = 0;
  for (std::uint32_t px : picture.argb) {
    if ((px >> 24) < 128) continue;
    ++ink;
    near += colour_distance(composite_over(px, tone), tone) < kBlendDistance;
  }
  return ink > 0 ? static_cast<double>(near) / ink : 0;
}

double share_near_lightness(const InkPicture& picture, const Rgba& tone) {
  long ink = 0, near = 0;
  const double l = cie_lightness(tone);
  for (std::uint32_t px : picture.argb) {
    if ((px >> 24) < 128) continue;
    ++ink;
    near += std::abs(cie_lightness(composite_over(px, tone)) - l) < kLightnessDistance;
  }
  return ink > 0 ? static_cast<double>(near) / ink : 0;
}

Rgba outline_colour(CopyOutline outline) {
  return outline == CopyOutline::kLight ? Rgba{0.97, 0.96, 0.90, 1} : Rgba{0.10, 0.10, 0.14, 1};
}

CopyOutline board_outline(const SymbolArt& art, int tone) {
  const InkPicture& picture = art.picture(kPicturePixels);
  double share = 0;
  for (const Rgba& under : background_colours(tone)) {
    share = std::max(share, share_near_lightness(picture, under));
  }
  // A margin below the verifier's limit: a copy drawn turned and at board resolution differs
  // a little from this upright picture.
  if (share <= kMaxLightnessShare * 0.6) return CopyOutline::kNone;
  const double on_light = share_near_lightness(picture, outline_colour(CopyOutline::kLight));
  const double on_dark = share_near_lightness(picture, outline_colour(CopyOutline::kDark));
  return on_light <= on_dark ? CopyOutline::kLight : CopyOutline::kDark;
}

ToneChoice choose_background_tone(const std::vector<const SymbolArt*>& characters) {
  ToneChoice best;
  best.worst_share = 2;  // above any share, so the first tone is taken
  for (int tone = 0; tone < kBackgroundTones; ++tone) {
    ToneChoice here;
    here.tone = tone;
    for (size_t i = 0; i < characters.size(); ++i) {
      // The worst of the colours the background shows (its shade discs darken the tone).
      double share = 0;
      for (const Rgba& under : background_colours(tone)) {
        share = std::max(share, share_near_tone(characters[i]->picture(kPicturePixels), under));
      }
      if (share > here.worst_share || here.worst_character < 0) {
        here.worst_share = std::max(here.worst_share, share);
        here.worst_character = static_cast<int>(i);
      }
    }
    // A clear margin is needed to leave a lighter tone: within a point, keep the lighter one.
    if (here.worst_share < best.worst_share - 0.01) best = here;
  }
  return best;
}

}  // namespace spotforge
