// Standalone copies of symbols for layout.json.
#include <cairo-svg.h>

#include <fstream>

#include "art/symbol_art_impl.h"

namespace spotforge {
namespace {

void write_bytes(const std::filesystem::path& file, const std::string& bytes) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out) throw std::runtime_error("can't write " + file.string());
}

// Text has no document of its own: Cairo's SVG surface writes its glyphs as paths, sized to
// the ink box (in points).
void write_svg_of_drawing(const SymbolArt& art, const std::filesystem::path& file) {
  const InkBox& box = art.box();
  CairoSurfacePtr surface(cairo_svg_surface_create(file.c_str(), box.width, box.height));
  {
    CairoPtr cr(cairo_create(surface.get()));
    art.draw(cr.get(), 0, 0, box.width, box.height);
  }
  cairo_surface_finish(surface.get());
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error("can't write " + file.string());
  }
}

}  // namespace

StandaloneSymbol write_standalone(const SymbolArt& art, const std::filesystem::path& dir,
                                  const std::string& stem) {
  StandaloneSymbol out;
  out.box = art.box();
  switch (art.format()) {
    case ArtFormat::kPng:
      out.file = dir / (stem + ".png");
      out.media_type = "image/png";
      break;
    case ArtFormat::kJpeg:
      out.file = dir / (stem + ".jpg");
      out.media_type = "image/jpeg";
      break;
    default:
      out.file = dir / (stem + ".svg");
      out.media_type = "image/svg+xml";
      break;
  }
  if (art.format() == ArtFormat::kText) {
    write_svg_of_drawing(art, out.file);
    out.box = {0, 0, art.box().width, art.box().height};
  } else {
    write_bytes(out.file, art.original_document());
  }
  return out;
}

}  // namespace spotforge
