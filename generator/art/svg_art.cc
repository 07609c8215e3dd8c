// SVG documents (theme files and built Iconify icons) through librsvg.
#include <gio/gio.h>
#include <librsvg/rsvg.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "art/art_error.h"
#include "art/raster_picture.h"
#include "art/svg_budget.h"
#include "art/svg_safety.h"
#include "art/symbol_art_impl.h"
#include "base/cairo_check.h"

namespace spotforge {
namespace {

// How far beyond the geometric ink box a filter's effect (blur, shadow) is looked for.
constexpr double kFilterMargin = 0.25;
// Resolutions of the two passes that measure a drawing's ink box.
constexpr double kCoarsePixels = 256;
constexpr double kMeasurePixels = 1024;

GObjectPtr<RsvgHandle> parse_svg(const std::string& svg, const std::filesystem::path* base_file,
                                 const std::string& shown) {
  GObjectPtr<GInputStream> stream(
      g_memory_input_stream_new_from_data(svg.data(), static_cast<gssize>(svg.size()), nullptr));
  GObjectPtr<GFile> base(base_file ? g_file_new_for_path(base_file->c_str()) : nullptr);
  GError* raw_error = nullptr;
  GObjectPtr<RsvgHandle> handle(rsvg_handle_new_from_stream_sync(
      stream.get(), base.get(), RSVG_HANDLE_FLAGS_NONE, nullptr, &raw_error));
  GErrorPtr error(raw_error);
  if (!handle) {
    throw ArtError(shown, std::string("not a valid SVG (") +
                              (error ? error->message : "librsvg could not read it") +
                              "); expected a well-formed SVG document");
  }
  rsvg_handle_set_dpi(handle.get(), 96);
  return handle;
}

// The rectangle the document is drawn into, chosen so that one own unit is one SVG user unit:
// the viewBox itself when there is one, else the width and height in CSS pixels.
RsvgRectangle viewport_of(RsvgHandle* handle, const std::string& shown, bool icon) {
  gboolean has_width = FALSE, has_height = FALSE, has_viewbox = FALSE;
  RsvgLength width, height;
  RsvgRectangle viewbox{};
  rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &width, &has_height, &height,
                                       &has_viewbox, &viewbox);
  if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) return viewbox;
  double w = 0, h = 0;
  if (rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) && w > 0 && h > 0) {
    return {0, 0, w, h};
  }
  // An icon's <svg> element is built from its set's entry: name what the user can change.
  throw ArtError(shown, icon ? "the icon has no size; expected its entry (or the set) in the "
                               "icon set to give a width and height greater than 0"
                             : "the SVG has no size; expected width and height attributes or a "
                               "viewBox on its <svg> element");
}

void render(RsvgHandle* handle, cairo_t* cr, const RsvgRectangle& viewport,
            const std::string& shown) {
  GError* raw_error = nullptr;
  gboolean ok = rsvg_handle_render_document(handle, cr, &viewport, &raw_error);
  GErrorPtr error(raw_error);
  if (!ok) {
    throw ArtError(shown, std::string("librsvg could not draw the SVG (") +
                              (error ? error->message : "unknown error") +
                              "); expected a drawable SVG document");
  }
}

// The tight box of the ink on `image`, whose pixel (px, py) shows own-unit point
// (ax + px / s, ay + py / s); false when nothing is drawn.
bool ink_box_on_pixels(cairo_surface_t* image, double ax, double ay, double s, InkBox* box) {
  int pw = cairo_image_surface_get_width(image), ph = cairo_image_surface_get_height(image);
  int x0 = pw, y0 = ph, x1 = -1, y1 = -1;
  int stride = cairo_image_surface_get_stride(image);
  const unsigned char* data = cairo_image_surface_get_data(image);
  for (int y = 0; y < ph; ++y) {
    auto row = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    // A row's first ink from the left, then from the right only what lies past the box so
    // far: the same box without testing the middle of every row (a third of loading a theme's
    // pictures went to this scan).
    int first = 0;
    while (first < pw && !is_ink_pixel(row[first], false)) ++first;
    if (first == pw) continue;
    x0 = std::min(x0, first), x1 = std::max(x1, first), y0 = std::min(y0, y), y1 = y;
    for (int x = pw - 1; x > x1; --x) {
      if (is_ink_pixel(row[x], false)) {
        x1 = x;
        break;
      }
    }
  }
  if (x1 < 0) return false;
  *box = {ax + x0 / s, ay + y0 / s, (x1 - x0 + 1) / s, (y1 - y0 + 1) / s};
  return true;
}

// An empty image covering `area` at `s` pixels per unit, and a context that draws onto it in
// own units.
struct AreaImage {
  CairoSurfacePtr image;
  CairoPtr cr;
};

AreaImage area_image(const RsvgRectangle& area, double s) {
  int pw = std::max(1, static_cast<int>(std::ceil(area.width * s)));
  int ph = std::max(1, static_cast<int>(std::ceil(area.height * s)));
  AreaImage out;
  out.image.reset(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, ph));
  out.cr.reset(cairo_create(out.image.get()));
  cairo_scale(out.cr.get(), s, s);
  cairo_translate(out.cr.get(), -area.x, -area.y);
  return out;
}

// Draws `picture` (own units) onto an image covering `area`, `s` pixels per unit.
CairoSurfacePtr rasterise(cairo_surface_t* picture, const RsvgRectangle& area, double s) {
  AreaImage drawn = area_image(area, s);
  cairo_set_source_surface(drawn.cr.get(), picture, 0, 0);
  cairo_paint(drawn.cr.get());
  cairo_surface_flush(drawn.image.get());
  return std::move(drawn.image);
}

RsvgRectangle grown(const RsvgRectangle& r, double margin) {
  return {r.x - margin, r.y - margin, r.width + 2 * margin, r.height + 2 * margin};
}

// The tight ink box of a recorded drawing, measured on its pixels: librsvg's own ink
// rectangle leaves out embedded <image>s and overshoots on <use>d <symbol>s. A coarse pass
// over the viewport and librsvg's rectangle finds the ink, a fine pass over what it found
// sizes it to 1/kMeasurePixels of its longer side. Empty when nothing is drawn.
InkBox measure_ink(cairo_surface_t* picture, const RsvgRectangle& viewport,
                   const RsvgRectangle& ink) {
  RsvgRectangle area = viewport;
  if (ink.width > 0 && ink.height > 0) {
    double x0 = std::min(area.x, ink.x), y0 = std::min(area.y, ink.y);
    double x1 = std::max(area.x + area.width, ink.x + ink.width);
    double y1 = std::max(area.y + area.height, ink.y + ink.height);
    area = {x0, y0, x1 - x0, y1 - y0};
  }
  area = grown(area, kFilterMargin * std::max(area.width, area.height));
  InkBox coarse;
  double s = kCoarsePixels / std::max(area.width, area.height);
  if (!ink_box_on_pixels(rasterise(picture, area, s).get(), area.x, area.y, s, &coarse)) {
    return {};
  }
  double pad = 1 / s;  // one coarse pixel: antialiased edges may hide there
  RsvgRectangle near{coarse.x - pad, coarse.y - pad, coarse.width + 2 * pad,
                     coarse.height + 2 * pad};
  InkBox fine;
  double f = kMeasurePixels / std::max(near.width, near.height);
  if (!ink_box_on_pixels(rasterise(picture, near, f).get(), near.x, near.y, f, &fine)) {
    return coarse;
  }
  return fine;
}

// librsvg may give a filter an intermediate surface as big as the whole viewport in device
// pixels: a tiny blurred shape in a large viewBox (a circle of r="2%") scaled to 1200 pixels
// across made it allocate 3.6 GB. The viewport is kept to this many pixels across (92 MB).
constexpr double kMaxFilterViewportPixels = 4 * kFilterRasterPixels;

RsvgRectangle filtered_shapes(const RsvgRectangle& viewport, const RsvgRectangle& ink) {
  return ink.width > 0 && ink.height > 0 ? ink : viewport;
}

// Pixels per unit for pre-rendering a filtered document: kFilterRasterPixels across its
// shapes, unless that makes the viewport too big.
double filter_scale(const RsvgRectangle& viewport, const RsvgRectangle& ink) {
  const RsvgRectangle shapes = filtered_shapes(viewport, ink);
  return std::min(kFilterRasterPixels / std::max(shapes.width, shapes.height),
                  kMaxFilterViewportPixels / std::max(viewport.width, viewport.height));
}

// Filters are rasterised by librsvg at 72 ppi whatever the output: draw such a document once
// at kFilterRasterPixels across its ink instead, and measure its ink on the pixels (a blur
// or shadow reaches beyond the shapes' geometry).
void prerender_filtered(SymbolArt::Impl& impl, RsvgHandle* handle, const RsvgRectangle& viewport,
                        const RsvgRectangle& ink) {
  const RsvgRectangle shapes = filtered_shapes(viewport, ink);
  RsvgRectangle area = grown(shapes, kFilterMargin * std::max(shapes.width, shapes.height));
  const double s = filter_scale(viewport, ink);
  AreaImage drawn = area_image(area, s);
  render(handle, drawn.cr.get(), viewport, impl.shown);
  check_cairo(drawn.cr.get(), impl.shown + " drawn with its filters");
  drawn.cr.reset();
  CairoSurfacePtr image = std::move(drawn.image);
  cairo_surface_flush(image.get());
  impl.box = {};  // no ink: load() reports it
  ink_box_on_pixels(image.get(), area.x, area.y, s, &impl.box);
  impl.picture = std::move(image);
  cairo_matrix_init(&impl.own_to_picture, s, 0, 0, s, -area.x * s, -area.y * s);
  impl.vector = false;
}

std::string number_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  return buf;
}

std::string span_text(const RsvgRectangle& r) {
  return "x " + number_text(r.x) + " to " + number_text(r.x + r.width) + ", y " + number_text(r.y) +
         " to " + number_text(r.y + r.height);
}

// What to say instead of "no visible ink" when librsvg does find shapes but none of them
// shows: where they are, against the viewBox, tells the author what to fix. "" when librsvg
// finds no shapes either (the picture really is empty).
std::string invisible_shapes_problem(const RsvgRectangle& viewport, const RsvgRectangle& ink) {
  if (!(ink.width > 0 && ink.height > 0)) return "";
  const std::string view = "its viewBox shows " + span_text(viewport);
  const bool overlaps = ink.x < viewport.x + viewport.width && ink.x + ink.width > viewport.x &&
                        ink.y < viewport.y + viewport.height && ink.y + ink.height > viewport.y;
  const double ink_side = std::max(ink.width, ink.height);
  const double view_side = std::max(viewport.width, viewport.height);
  if (!overlaps) {
    return "its drawing lies outside its viewBox, too far away to be seen: the shapes are at " +
           span_text(ink) + " and " + view +
           "; move the drawing into the viewBox or set viewBox to cover it";
  }
  if (ink_side > 100 * view_side) {
    return "its shapes are " + number_text(ink_side / view_side) +
           " times bigger than its viewBox and none of them shows (they are at " + span_text(ink) +
           ", " + view + "); scale the drawing down to fit the viewBox";
  }
  return "";
}

// A picture that shows nothing: say why when the shapes are there but out of sight.
void check_shapes_show(const SymbolArt::Impl& impl, const RsvgRectangle& viewport,
                       const RsvgRectangle& ink) {
  if (impl.box.width > 0 && impl.box.height > 0) return;
  const std::string problem = invisible_shapes_problem(viewport, ink);
  if (!problem.empty()) throw ArtError(impl.shown, problem);
}

}  // namespace

void load_svg_document(SymbolArt::Impl& impl, const std::string& svg,
                       const std::filesystem::path* base_file) {
  // Nothing outside the SVG's folder, and no URL, may reach librsvg.
  std::filesystem::path folder = base_file ? base_file->parent_path() : std::filesystem::path();
  impl.embedded_pixels = check_svg_references(svg, folder, impl.shown, base_file != nullptr);
  check_svg_budget(svg, impl.shown);  // nor anything that would make it hang or abort
  impl.document = svg;
  GObjectPtr<RsvgHandle> handle = parse_svg(svg, base_file, impl.shown);
  RsvgRectangle viewport = viewport_of(handle.get(), impl.shown, base_file == nullptr);

  RsvgRectangle ink{}, logical{};
  GError* raw_error = nullptr;
  gboolean ok = rsvg_handle_get_geometry_for_layer(handle.get(), nullptr, &viewport, &ink, &logical,
                                                   &raw_error);
  GErrorPtr error(raw_error);
  if (!ok) {
    throw ArtError(impl.shown, std::string("librsvg could not measure the SVG (") +
                                   (error ? error->message : "unknown error") +
                                   "); expected a drawable SVG document");
  }
  if (svg_uses_filters(svg)) {
    const RsvgRectangle shapes = filtered_shapes(viewport, ink);
    const int across = static_cast<int>(
        std::lround(filter_scale(viewport, ink) * std::max(shapes.width, shapes.height)));
    impl.warnings.push_back(
        impl.shown +
        " uses SVG filter effects, which librsvg draws at only 72 ppi; it is pre-rendered as a "
        "picture at " +
        std::to_string(across) + " pixels across instead (remove the filters to keep it vector" +
        (across < kFilterRasterPixels
             ? "; its drawing fills little of its viewBox, set viewBox around it for " +
                   std::to_string(kFilterRasterPixels) + ")"
             : ")"));
    prerender_filtered(impl, handle.get(), viewport, ink);
    check_shapes_show(impl, viewport, ink);
    return;
  }
  // Recorded once; every placement paints this surface (one PDF Form XObject per symbol).
  const auto recorded = [&] {
    CairoSurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
    CairoPtr cr(cairo_create(surface.get()));
    render(handle.get(), cr.get(), viewport, impl.shown);
    check_cairo(cr.get(), impl.shown + " drawn");
    return surface;
  };
  impl.picture = recorded();
  // The copy draw() paints onto pixels from (Impl::pixels_copy), drawn afresh: a recording
  // that paints `picture` copies its commands but shares the recordings librsvg made for
  // its groups (an element with opacity), which a PDF page then replayed on one thread
  // while a screen board replayed them into pixels on another (a character's half-transparent
  // eyelid missing from one board of boards.html in about one kit in seven).
  impl.pixels_copy = recorded();
  impl.vector = true;
  impl.box = measure_ink(impl.picture.get(), viewport, ink);
  check_shapes_show(impl, viewport, ink);
}

}  // namespace spotforge
