#include "art/symbol_art.h"

#include <glib.h>

#include <algorithm>
#include <cmath>

#include "art/art_error.h"
#include "art/iconify.h"
#include "art/image_halving.h"
#include "art/picture_file.h"
#include "art/picture_locks.h"
#include "art/picture_type.h"
#include "art/raster_picture.h"
#include "art/svg_budget.h"
#include "art/symbol_art_impl.h"
#include "base/cairo_check.h"

namespace spotforge {
namespace {

// The mask size used to confirm that a loaded picture shows something.
constexpr int kEmptyCheckPixels = 128;

std::string shown_name(const ArtSource& source) {
  switch (source.kind) {
    case ArtSource::Kind::kFile:
      return source.value;
    case ArtSource::Kind::kIcon:
      return source.icon_set.string();
    case ArtSource::Kind::kText:
      return source.label.empty() ? "text '" + source.value + "'" : source.label;
  }
  return source.value;
}

void load_file(SymbolArt::Impl& impl) {
  PictureFile file = locate_picture(impl.source.root, impl.source.value);
  impl.shown = file.shown;
  std::string bytes = read_picture_bytes(file.path, file.shown);
  // A HEIC saved as .jpg is named for what it is, not taken for a corrupt JPEG.
  if (const std::string problem = misnamed_picture_problem(bytes, file.extension);
      !problem.empty()) {
    throw ArtError(file.shown, problem);
  }
  if (file.extension == ".svg") {
    impl.format = ArtFormat::kSvg;
    // A gzip-compressed SVG is checked (and kept) inflated: librsvg would inflate it anyway.
    load_svg_document(impl, svg_text_of(bytes, kMaxPictureFileBytes, file.shown), &file.path);
  } else {
    load_raster(impl, bytes, type_of_extension(file.extension));
  }
}

void load_icon(SymbolArt::Impl& impl) {
  impl.format = ArtFormat::kIcon;
  auto set = IconSet::open(impl.source.icon_set);
  impl.shown = impl.source.icon_set.string();
  load_svg_document(impl, set->svg_document(impl.source.value), nullptr);
}

// A recording that paints `picture` (a recording), with commands of its own: cairo records the
// paint as a snapshot of the picture that still reads the picture itself, and the picture's
// flush makes that snapshot take its own copy of the commands. Null for other surfaces.
CairoSurfacePtr pixels_copy_of(cairo_surface_t* picture) {
  if (cairo_surface_get_type(picture) != CAIRO_SURFACE_TYPE_RECORDING) return nullptr;
  cairo_rectangle_t extents;
  const bool bounded = cairo_recording_surface_get_extents(picture, &extents);
  CairoSurfacePtr copy(
      cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, bounded ? &extents : nullptr));
  {
    const CairoPtr cr(cairo_create(copy.get()));
    cairo_set_source_surface(cr.get(), picture, 0, 0);
    cairo_paint(cr.get());
  }
  cairo_surface_flush(picture);
  return copy;
}

void check_colour_fits(const SymbolArt::Impl& impl) {
  if (!impl.source.color || impl.format == ArtFormat::kText || impl.ink_is_alpha) return;
  throw ArtError(impl.shown,
                 "a colour is set, but the picture has no transparency to paint it through; "
                 "expected an SVG, an icon or a PNG with a transparent background");
}

std::string make_content_key(const SymbolArt::Impl& impl) {
  std::string what =
      impl.format == ArtFormat::kText
          ? "text\n" + impl.source.value + "\n" + impl.source.font_family + "\n" +
                impl.source.font_style + (impl.source.up_mark ? "\nup mark" : "")
          : "picture\n" + (impl.keyed_bytes.empty() ? impl.document : impl.keyed_bytes);
  if (impl.source.color) {
    const ArtColor& c = *impl.source.color;
    what += "\ncolour " + std::to_string(c.r) + " " + std::to_string(c.g) + " " +
            std::to_string(c.b) + " " + std::to_string(c.a);
  }
  gchar* sum = g_compute_checksum_for_data(
      G_CHECKSUM_SHA256, reinterpret_cast<const guchar*>(what.data()), what.size());
  std::string out(sum);
  g_free(sum);
  return out;
}

}  // namespace

SymbolArt SymbolArt::load(const ArtSource& source) {
  auto impl = std::make_shared<Impl>();
  impl->source = source;
  impl->shown = shown_name(source);
  switch (source.kind) {
    case ArtSource::Kind::kFile:
      load_file(*impl);
      break;
    case ArtSource::Kind::kIcon:
      load_icon(*impl);
      break;
    case ArtSource::Kind::kText:
      load_text(*impl);
      break;
  }
  check_colour_fits(*impl);
  impl->content_key = make_content_key(*impl);
  if (!impl->pixels_copy) impl->pixels_copy = pixels_copy_of(impl->picture.get());
  SymbolArt art(impl);
  if (impl->box.width <= 0 || impl->box.height <= 0 ||
      art.mask(kEmptyCheckPixels).ink_fraction() == 0.0) {
    throw ArtError(impl->shown,
                   "the picture has no visible ink (everything is transparent, white or "
                   "empty); expected a picture that shows something");
  }
  return art;
}

ArtFormat SymbolArt::format() const { return impl_->format; }
const ArtSource& SymbolArt::source() const { return impl_->source; }
const InkBox& SymbolArt::box() const { return impl_->box; }
bool SymbolArt::is_vector() const { return impl_->vector; }
PhotoFrame SymbolArt::frame() const { return impl_->frame; }
const std::vector<std::string>& SymbolArt::warnings() const { return impl_->warnings; }
const std::string& SymbolArt::original_document() const { return impl_->document; }
const std::string& SymbolArt::content_key() const { return impl_->content_key; }

long long SymbolArt::held_pixels() const {
  if (impl_->held_override >= 0) return impl_->held_override + impl_->embedded_pixels;
  cairo_surface_t* s = impl_->picture.get();
  if (!s || cairo_surface_get_type(s) != CAIRO_SURFACE_TYPE_IMAGE) return impl_->embedded_pixels;
  return static_cast<long long>(cairo_image_surface_get_width(s)) *
             cairo_image_surface_get_height(s) +
         impl_->embedded_pixels;
}

void SymbolArt::draw(cairo_t* cr, double x, double y, double width, double height) const {
  const Impl& impl = *impl_;
  // A zero scale would put the caller's context into a lasting error state.
  if (!(width > 0) || !(height > 0)) return;
  CairoSaved saved(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, width / impl.box.width, height / impl.box.height);
  cairo_translate(cr, -impl.box.x, -impl.box.y);
  if (!impl.vector) {
    // A picture's pixels outside its ink box (background, neighbouring margins, what a
    // photo's frame crops away) stay hidden.
    add_frame_path(cr, impl.box, impl.frame);
    cairo_clip(cr);
  } else if (cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE) {
    // Cairo paints a vector picture (a recording surface) onto pixels by replaying it into a
    // scratch image as large as the clip: unclipped, a whole page cleared for every copy (two
    // thirds of the Spotlight screen boards' time). The ink box, with room for antialiasing,
    // bounds it; PDF pages keep their plain paint.
    const double m = 0.05 * std::max(impl.box.width, impl.box.height);
    cairo_rectangle(cr, impl.box.x - m, impl.box.y - m, impl.box.width + 2 * m,
                    impl.box.height + 2 * m);
    cairo_clip(cr);
  }
  if (cairo_surface_get_type(cairo_get_group_target(cr)) != CAIRO_SURFACE_TYPE_IMAGE) {
    // A recording (a rulebook's figure) replays the picture later, into pixels to measure it
    // or into the PDF page it is painted on, under the picture's lock. (Pictures drawn onto a
    // PDF page itself are not noted: the page's writing would hold them all, and the other
    // products drawing them waited: the kit's files took 0.3-0.7 s longer.)
    if (impl.vector &&
        cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_RECORDING) {
      note_picture_on(cairo_get_target(cr), impl.mutex);
    }
    std::lock_guard lock(*impl.mutex);
    paint_picture(impl, cr, colour_of(impl));  // a PDF page keeps every pixel of the picture
    return;
  }
  if (impl.pixels_copy) {
    std::lock_guard lock(impl.pixels_mutex);
    paint_pixels_copy(impl, cr, colour_of(impl));
    return;
  }
  std::lock_guard lock(*impl.mutex);
  cairo_matrix_t ctm;
  cairo_get_matrix(cr, &ctm);
  paint_picture_at(impl, cr, colour_of(impl), device_per_picture_pixel(impl, matrix_scale(ctm)));
}

namespace {

// The grid for a box whose longer side has n pixels.
void grid_size(const InkBox& box, int n, int* w, int* h) {
  double aspect = box.width / box.height;
  *w = aspect >= 1 ? n : std::max(1, static_cast<int>(std::lround(n * aspect)));
  *h = aspect >= 1 ? std::max(1, static_cast<int>(std::lround(n / aspect))) : n;
}

}  // namespace

namespace {

// The cached rendering of `impl`'s ink box at n pixels along its longer side, made once by
// `convert` (mask_of or picture_of) from a fresh render. Callers hold impl.mutex.
template <typename T, typename Convert>
const T& cached_render(const SymbolArt::Impl& impl, std::map<int, std::unique_ptr<T>>& cache,
                       int longest_side_px, Convert convert) {
  const int n = std::max(1, longest_side_px);
  auto& slot = cache[n];
  if (!slot) {
    int w = 0, h = 0;
    grid_size(impl.box, n, &w, &h);
    CairoSurfacePtr image = render_box(impl, w, h);
    slot = std::make_unique<T>(convert(image.get(), impl.ink_is_alpha));
  }
  return *slot;
}

}  // namespace

const InkMask& SymbolArt::mask(int longest_side_px) const {
  std::lock_guard lock(*impl_->mutex);
  return cached_render(*impl_, impl_->masks, longest_side_px, mask_of);
}

const InkPicture& SymbolArt::picture(int longest_side_px) const {
  std::lock_guard lock(*impl_->mutex);
  return cached_render(*impl_, impl_->pictures, longest_side_px, picture_of);
}

const ArtColor* colour_of(const SymbolArt::Impl& impl) {
  return impl.source.color && !impl.colour_baked_in ? &*impl.source.color : nullptr;
}

namespace {

// Paints `picture` (through `knockout` when there is one) with `own_to_picture` mapping own
// units to its pixels.
void paint_surfaces(cairo_t* cr, const ArtColor* colour, cairo_surface_t* picture,
                    cairo_surface_t* knockout, const cairo_matrix_t& own_to_picture) {
  CairoSaved saved(cr);
  CairoPatternPtr pattern(cairo_pattern_create_for_surface(picture));
  cairo_pattern_set_matrix(pattern.get(), &own_to_picture);
  if (colour) {
    cairo_set_source_rgba(cr, colour->r, colour->g, colour->b, colour->a);
    cairo_mask(cr, pattern.get());
  } else if (knockout) {
    // The pixels (a JPEG's bytes still passed through) drawn through the knockout: in a PDF
    // the image gets a soft mask, and the white around the outline prints as nothing.
    CairoPatternPtr mask(cairo_pattern_create_for_surface(knockout));
    cairo_pattern_set_matrix(mask.get(), &own_to_picture);
    cairo_set_source(cr, pattern.get());
    cairo_mask(cr, mask.get());
  } else {
    cairo_set_source(cr, pattern.get());
    cairo_paint(cr);
  }
}

// `picture` and `knockout` (may be null) halved; an empty Halving when there is no memory.
SymbolArt::Impl::Halving halve(cairo_surface_t* picture, cairo_surface_t* knockout) {
  SymbolArt::Impl::Halving out;
  out.picture = halved_image(picture);
  if (knockout) out.knockout = halved_image(knockout);
  if (!out.picture || (knockout && !out.knockout)) return {};
  return out;
}

// The k-th halving of impl's picture, k >= 2, made on first use and kept (all of them
// together hold under a tenth of the picture's pixels); null when there is no memory for it.
// The first halving, a quarter of the picture, is made on the way and let go.
const SymbolArt::Impl::Halving* kept_halving(const SymbolArt::Impl& impl, int k) {
  if (impl.halvings.empty()) {
    SymbolArt::Impl::Halving first = halve(impl.picture.get(), impl.knockout.get());
    if (!first.picture) return nullptr;
    SymbolArt::Impl::Halving second = halve(first.picture.get(), first.knockout.get());
    if (!second.picture) return nullptr;
    impl.halvings.push_back(std::move(second));
  }
  while (static_cast<int>(impl.halvings.size()) < k - 1) {
    const SymbolArt::Impl::Halving& last = impl.halvings.back();
    SymbolArt::Impl::Halving next = halve(last.picture.get(), last.knockout.get());
    if (!next.picture) return nullptr;
    impl.halvings.push_back(std::move(next));
  }
  return &impl.halvings[k - 2];
}

}  // namespace

double matrix_scale(const cairo_matrix_t& m) {
  return std::sqrt(std::abs(m.xx * m.yy - m.xy * m.yx));
}

double device_per_picture_pixel(const SymbolArt::Impl& impl, double device_per_own) {
  // Own units are the picture's pixels times the scale own_to_picture holds (1 for photos).
  return device_per_own / matrix_scale(impl.own_to_picture);
}

void paint_picture(const SymbolArt::Impl& impl, cairo_t* cr, const ArtColor* colour) {
  paint_surfaces(cr, colour, impl.picture.get(), impl.knockout.get(), impl.own_to_picture);
}

void paint_pixels_copy(const SymbolArt::Impl& impl, cairo_t* cr, const ArtColor* colour) {
  paint_surfaces(cr, colour, impl.pixels_copy.get(), impl.knockout.get(), impl.own_to_picture);
}

void paint_picture_at(const SymbolArt::Impl& impl, cairo_t* cr, const ArtColor* colour,
                      double scale) {
  int k = 0;
  if (cairo_surface_get_type(impl.picture.get()) == CAIRO_SURFACE_TYPE_IMAGE) {
    const int longer = std::max(cairo_image_surface_get_width(impl.picture.get()),
                                cairo_image_surface_get_height(impl.picture.get()));
    // Halve while the result still has a pixel per device pixel, and at least 2 on a side.
    while (scale * (1 << (k + 1)) <= 1 && (longer >> (k + 1)) >= 2) ++k;
  }
  // From half size on, making the halving costs about what it saves: painted directly.
  const SymbolArt::Impl::Halving* h = k >= 2 ? kept_halving(impl, k) : nullptr;
  if (!h) {
    paint_picture(impl, cr, colour);
    return;
  }
  cairo_matrix_t to_halving;
  cairo_matrix_init_scale(&to_halving, 1.0 / (1 << k), 1.0 / (1 << k));
  cairo_matrix_t own_to_halving;
  cairo_matrix_multiply(&own_to_halving, &impl.own_to_picture, &to_halving);
  paint_surfaces(cr, colour, h->picture.get(), h->knockout.get(), own_to_halving);
}

CairoSurfacePtr render_box(const SymbolArt::Impl& impl, int width, int height) {
  CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height));
  CairoPtr cr(cairo_create(image.get()));
  cairo_scale(cr.get(), width / impl.box.width, height / impl.box.height);
  cairo_translate(cr.get(), -impl.box.x, -impl.box.y);
  // The ink mask of a framed photo is its frame's shape: a circle packs as a circle.
  if (impl.frame != PhotoFrame::kNone) {
    add_frame_path(cr.get(), impl.box, impl.frame);
    cairo_clip(cr.get());
  }
  if (impl.analysis) {
    // A photo read from its thumbnail: masks and colour pictures from it, whatever build
    // decoded for print, so that check sees what build lays out.
    paint_surfaces(cr.get(), colour_of(impl), impl.analysis.get(), nullptr, impl.own_to_analysis);
  } else {
    paint_picture_at(
        impl, cr.get(), colour_of(impl),
        device_per_picture_pixel(impl, std::min(width / impl.box.width, height / impl.box.height)));
  }
  // A failed drawing would leave a blank mask: a picture the layout sees no ink in.
  check_cairo(cr.get(), impl.shown + " drawn at " + std::to_string(width) + " x " +
                            std::to_string(height) + " pixels");
  cairo_surface_flush(image.get());
  return image;
}

namespace {

// Every pixel of an image surface (premultiplied 0xAARRGGBB), row by row, through `convert`.
template <typename T, typename Convert>
std::vector<T> converted_pixels(cairo_surface_t* image, Convert convert) {
  const int width = cairo_image_surface_get_width(image);
  const int height = cairo_image_surface_get_height(image);
  const int stride = cairo_image_surface_get_stride(image);
  const unsigned char* data = cairo_image_surface_get_data(image);
  std::vector<T> out;
  out.reserve(static_cast<size_t>(width) * height);
  for (int y = 0; y < height; ++y) {
    auto row = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    for (int x = 0; x < width; ++x) out.push_back(convert(row[x]));
  }
  return out;
}

}  // namespace

InkMask mask_of(cairo_surface_t* image, bool ink_is_alpha) {
  return {cairo_image_surface_get_width(image), cairo_image_surface_get_height(image),
          converted_pixels<uint8_t>(image, [ink_is_alpha](uint32_t px) {
            uint8_t a = static_cast<uint8_t>(px >> 24);
            // An opaque picture is painted solid wherever it is painted at all: over its whole
            // ink box with background: keep (white and all, so all of it is ink to the layout),
            // or inside its outline when the background is knocked out (the knockout's soft
            // edge is counted whole, on the safe side for the gap).
            if (!ink_is_alpha && a != 0) a = 255;
            return a;
          })};
}

InkBox own_box(const SymbolArt::Impl& impl, double x0, double y0, double x1, double y1) {
  cairo_matrix_t back = impl.own_to_picture;
  cairo_matrix_invert(&back);
  double minx = 1e300, miny = 1e300, maxx = -1e300, maxy = -1e300;
  for (int corner = 0; corner < 4; ++corner) {
    double x = corner & 1 ? x1 : x0, y = corner & 2 ? y1 : y0;
    cairo_matrix_transform_point(&back, &x, &y);
    minx = std::min(minx, x), maxx = std::max(maxx, x);
    miny = std::min(miny, y), maxy = std::max(maxy, y);
  }
  return {minx, miny, maxx - minx, maxy - miny};
}

InkPicture picture_of(cairo_surface_t* image, bool ink_is_alpha) {
  return {cairo_image_surface_get_width(image), cairo_image_surface_get_height(image),
          converted_pixels<uint32_t>(image, [ink_is_alpha](uint32_t px) {
            // Opaque pictures: the near-white background is no ink.
            if (!ink_is_alpha && (px >> 24) != 0 && !is_ink_pixel(px | 0xff000000u, true)) px = 0;
            return px;
          })};
}

}  // namespace spotforge
