#include "kit/deck/card_images.h"

#include <cmath>
#include <string>

#include "base/atomic_write.h"
#include "base/cairo_check.h"
#include "base/handles.h"
#include "kit/deck/deck_pdf.h"
#include "print/png_image.h"

namespace spotforge {
namespace {

// "card-07.png": at least two digits, as many as the largest number needs.
std::string face_name(int number, int cards) {
  const int digits = std::max(2, static_cast<int>(std::to_string(cards).size()));
  std::string n = std::to_string(number);
  return "card-" + std::string(digits - n.size(), '0') + n + ".png";
}

// A white image of the card and its bleed, with millimetre units and the origin at the centre.
struct CardCanvas {
  CairoSurfacePtr surface;
  CairoPtr cr;
  CardCanvas(const CardTrim& trim, double bleed_mm, double ppi) {
    const int w = card_image_pixels(trim.width_mm, bleed_mm, ppi);
    const int h = card_image_pixels(trim.height_mm, bleed_mm, ppi);
    surface.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h));
    cr.reset(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    // Exactly the card and its bleed across the pixels, whatever the rounding of their count.
    cairo_scale(cr.get(), w / (trim.width_mm + 2 * bleed_mm), h / (trim.height_mm + 2 * bleed_mm));
    cairo_translate(cr.get(), trim.width_mm / 2 + bleed_mm, trim.height_mm / 2 + bleed_mm);
  }
  // The finished picture, once its drawing is known to have worked.
  std::string png(int card, double ppi) const {
    check_cairo(cr.get(), card < 0 ? std::string("the image of the card back")
                                   : "the image of card " + std::to_string(card + 1));
    return srgb_png_bytes(surface.get(), ppi);
  }
};

}  // namespace

std::string card_image_png(const Theme& theme, const CardPainter& painter, const CardTrim& trim,
                           double bleed_mm, int card, double ppi) {
  CardCanvas canvas(trim, bleed_mm, ppi);
  cairo_t* cr = canvas.cr.get();
  if (card < 0) {
    painter.back(cr, 0);
    return canvas.png(card, ppi);
  }
  {
    CairoSaved saved(cr);
    painter.background(cr, card);
    // Outside the bleed outline (the square's corners) the colour at the trim runs on. It
    // overlaps the ring a little: two fills meeting on one curve leave a faint seam.
    cairo_new_path(cr);
    cairo_rectangle(cr, -trim.width_mm / 2 - bleed_mm, -trim.height_mm / 2 - bleed_mm,
                    trim.width_mm + 2 * bleed_mm, trim.height_mm + 2 * bleed_mm);
    append_trim_path(cr, trim, bleed_mm - 0.5);
    set_source(cr, trim_ground(theme.card));
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_fill(cr);
  }
  painter.art(cr, card);
  return canvas.png(card, ppi);
}

int card_image_pixels(double length_mm, double bleed_mm, double ppi) {
  return std::max(1, static_cast<int>(std::lround((length_mm + 2 * bleed_mm) * ppi / 25.4)));
}

std::vector<std::filesystem::path> write_card_images(const std::filesystem::path& dir,
                                                     const Theme& theme, const CardPainter& painter,
                                                     const CardTrim& trim, double bleed_mm,
                                                     int cards, double ppi) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error)
    throw std::runtime_error("can't make the folder " + dir.string() + ": " + error.message());
  std::vector<std::filesystem::path> files;
  for (int card = 0; card < cards; ++card) {
    files.push_back(dir / face_name(card + 1, cards));
    write_file_atomically(files.back(), card_image_png(theme, painter, trim, bleed_mm, card, ppi));
  }
  files.push_back(dir / "back.png");
  write_file_atomically(files.back(), card_image_png(theme, painter, trim, bleed_mm, -1, ppi));
  return files;
}

}  // namespace spotforge
