// Standalone copies of symbols for layout.json.
#include <cairo-svg.h>
#include <glib.h>

#include <cmath>
#include <fstream>

#include "art/picture_file.h"
#include "art/raster_picture.h"
#include "art/svg_budget.h"
#include "art/svg_safety.h"
#include "art/symbol_art_impl.h"
#include "base/cairo_check.h"

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
  try {
    {
      CairoPtr cr(cairo_create(surface.get()));
      art.draw(cr.get(), 0, 0, box.width, box.height);
      check_cairo(cr.get(), "the picture " + file.string());
    }
    cairo_surface_finish(surface.get());
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
      throw std::runtime_error("can't write " + file.string());
    }
  } catch (...) {
    // Cairo writes as it goes: what it wrote is no picture.
    surface.reset();
    std::error_code ignored;
    std::filesystem::remove(file, ignored);
    throw;
  }
}

// How deep SVG files referring to SVG files are inlined (svg_safety refuses deeper ones).
constexpr int kMaxInlineDepth = 4;

std::string media_type_of(const std::filesystem::path& file) {
  std::string ext = file.extension().string();
  for (char& c : ext) c = static_cast<char>(g_ascii_tolower(c));
  if (ext == ".png") return "image/png";
  if (ext == ".jpg" || ext == ".jpeg") return "image/jpeg";
  return "image/svg+xml";
}

// Replaces the reference `from` where it stands as an attribute or url() value.
void replace_reference(std::string& svg, const std::string& from, const std::string& to) {
  for (size_t i = svg.find(from); i != std::string::npos; i = svg.find(from, i)) {
    const char before = i > 0 ? svg[i - 1] : '\0';
    const size_t end = i + from.size();
    const char after = end < svg.size() ? svg[end] : '\0';
    if ((before == '"' || before == '\'' || before == '(') &&
        (after == '"' || after == '\'' || after == ')')) {
      svg.replace(i, from.size(), to);
      i += to.size();
    } else {
      i = end;
    }
  }
}

// `svg` (from a file in `folder`) with every file it refers to inlined as a data: URL, so that
// it stands alone where the kit copies it (the siblings are not copied). The references were
// checked when the picture was loaded: relative, inside the folder, existing files.
std::string self_contained(std::string svg, const std::filesystem::path& folder, int depth) {
  for (const std::string& ref : svg_external_references(svg)) {
    const size_t cut = ref.find_first_of("#?");
    const std::filesystem::path target = folder / ref.substr(0, cut);
    std::string bytes = read_picture_bytes(target, target.string());
    const std::string type = media_type_of(target);
    if (type == "image/svg+xml") {
      bytes = svg_text_of(bytes, kMaxPictureFileBytes, target.string());
      if (depth < kMaxInlineDepth) bytes = self_contained(bytes, target.parent_path(), depth + 1);
    }
    gchar* b64 = g_base64_encode(reinterpret_cast<const guchar*>(bytes.data()), bytes.size());
    std::string url = "data:" + type + ";base64," + b64;
    g_free(b64);
    if (cut != std::string::npos && ref[cut] == '#') url += ref.substr(cut);  // <use> of an element
    replace_reference(svg, ref, url);
  }
  return svg;
}

// The ink box in the pixels of the PNG or JPEG as copied: a large picture is kept scaled down
// (kMaxRasterSide), so its own units are smaller than the file's pixels by the same factor
// on both axes (the aspect is kept).
InkBox box_in_the_copy(const SymbolArt& art) {
  const InkBox& box = art.box();
  long long w = 0, h = 0;
  const std::string& bytes = art.original_document();
  const bool declared = art.format() == ArtFormat::kPng ? png_declared_size(bytes, &w, &h)
                                                        : jpeg_declared_size(bytes, &w, &h);
  const long long held = art.held_pixels();
  if (!declared || held <= 0 || w * h <= held) return box;
  const double f = std::sqrt(static_cast<double>(w) * static_cast<double>(h) / held);
  return {box.x * f, box.y * f, box.width * f, box.height * f};
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
  } else if (art.format() == ArtFormat::kSvg && art.source().kind == ArtSource::Kind::kFile) {
    const std::filesystem::path svg_file = art.source().root / art.source().value;
    write_bytes(out.file, self_contained(art.original_document(), svg_file.parent_path(), 0));
  } else {
    write_bytes(out.file, art.original_document());
    out.box = box_in_the_copy(art);
  }
  return out;
}

}  // namespace spotforge
