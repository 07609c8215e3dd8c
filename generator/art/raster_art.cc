// PNG, JPEG, HEIC and WebP pictures: decoded once, background knocked out, ink box measured on the
// pixels.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

#include "art/face_finder.h"
#include "art/heif_picture.h"
#include "art/measure_cache.h"
#include "art/measuring_copy.h"
#include "art/photo_frame.h"
#include "art/raster_knockout.h"
#include "art/raster_picture.h"
#include "art/symbol_art_impl.h"
#include "base/word_hash.h"

namespace spotforge {
namespace {

// A photo (no even border) that loses more than this share of its area to the knockout is
// being cut into: its sky or a white wall goes, and the user is told how to keep it.
constexpr double kTrimWarningShare = 0.03;

void warn_if_trimmed(SymbolArt::Impl& impl, const KnockoutReport& report, cairo_surface_t* s) {
  if (report.uniform_border || report.removed_share <= kTrimWarningShare) return;
  if (edge_ground_share(s) >= kPhotoEdgeGroundShare) return;  // a drawing touching its edge
  const int percent = static_cast<int>(std::lround(report.removed_share * 100));
  impl.warnings.push_back(
      impl.shown +
      " has no even border, like a photo, and cutting away its white or pale parts "
      "that reach the edge removes " +
      std::to_string(percent) +
      "% of its area; if it is a photo, write background: keep for this picture in theme.yaml "
      "to print its whole rectangle");
}

// The tight box of the ink: the knockout's outline, or pixels that are not background.
bool ink_extent(const RasterPicture& picture, const SymbolArt::Impl& impl, int* x0, int* y0,
                int* x1, int* y1) {
  cairo_surface_t* s = picture.surface.get();
  const unsigned char* kept =
      impl.knockout ? cairo_image_surface_get_data(impl.knockout.get()) : nullptr;
  const int kept_stride = kept ? cairo_image_surface_get_stride(impl.knockout.get()) : 0;
  *x0 = picture.width, *y0 = picture.height, *x1 = -1, *y1 = -1;
  const int stride = cairo_image_surface_get_stride(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  const bool rgb24 = cairo_image_surface_get_format(s) == CAIRO_FORMAT_RGB24;
  for (int y = 0; y < picture.height; ++y) {
    auto row = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    for (int x = 0; x < picture.width; ++x) {
      const uint32_t px = rgb24 ? row[x] | 0xff000000u : row[x];
      // Knocked out, the box is the outline's (a uniform non-white border is no ink either).
      const bool ink = kept ? kept[static_cast<size_t>(y) * kept_stride + x] != 0
                            : is_ink_pixel(px, !impl.ink_is_alpha);
      if (!ink) continue;
      *x0 = std::min(*x0, x), *x1 = std::max(*x1, x), *y0 = std::min(*y0, y),
      *y1 = std::max(*y1, y);
    }
  }
  return *x1 >= 0;
}

// Where a framed photo's crop is centred: the focus theme.yaml gives, else the middle of the
// faces found (those at least half the largest one's width: the people, not the crowd behind),
// else the picture's centre. `whole` is the picture in own units.
FocusPoint frame_focus(const SymbolArt::Impl& impl, cairo_surface_t* s, const InkBox& whole) {
  if (impl.source.focus) return *impl.source.focus;
  const std::vector<FaceRect> faces = find_faces(s);
  if (faces.empty()) return {};
  double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
  for (const FaceRect& f : faces) {
    if (f.width < faces.front().width / 2) continue;
    x0 = std::min(x0, f.x), y0 = std::min(y0, f.y);
    x1 = std::max(x1, f.x + f.width), y1 = std::max(y1, f.y + f.height);
  }
  const InkBox own = own_box(impl, x0, y0, x1, y1);  // the faces the way up the photo shows
  return {(own.x + own.width / 2 - whole.x) / whole.width,
          (own.y + own.height / 2 - whole.y) / whole.height};
}

// A HEIC photo printed whole or in a frame, read from its own thumbnail (heif_picture.h) when
// it has one: its ink is its rectangle or its frame's shape, so the small picture gives what
// the layout and the checks read from its pixels (that it shows something, the faces its crop
// centres on, the colours compared for look-alikes) in milliseconds, where decoding the 12 MP
// picture takes a second. A large one without a thumbnail is read from its measuring copy
// (art/measuring_copy.h): the user's cache's, else made from the whole picture decoded here
// (then left in `decoded`, for print). Check and build both read it so (build then decodes the
// whole picture for print): their masks and verdicts are the same by construction. Own units
// are the pixels build keeps of the whole picture. Nullopt for any other picture.
std::optional<RasterPicture> thumbnail_for(SymbolArt::Impl& impl, const std::string& bytes,
                                           PictureType type, int* own_width, int* own_height,
                                           std::optional<RasterPicture>* decoded) {
  if (type != PictureType::kHeif) return std::nullopt;
  if (!impl.source.keep_background && impl.source.frame == PhotoFrame::kNone) return std::nullopt;
  std::optional<RasterPicture> thumbnail = read_heif_thumbnail(bytes, impl.shown);
  long long w = 0, h = 0;
  if (!heif_declared_size(bytes, &w, &h)) return std::nullopt;
  if (!thumbnail && w * h > kMinMeasuredCopyPixels) {
    const std::string key = measuring_copy_key(bytes);
    thumbnail = read_measuring_copy(key);
    if (!thumbnail) {
      RasterPicture whole = decode_raster(bytes, type, impl.shown, &impl.document);
      if (whole.opaque) {
        thumbnail = measuring_copy_of(whole);
        write_measuring_copy(key, *thumbnail);
      }
      *decoded = std::move(whole);
    }
  }
  if (!thumbnail) return std::nullopt;
  heif_kept_size(w, h, own_width, own_height);
  return thumbnail;
}

// What a HEIC's content key hashes (a JPEG's key hashes its file too): the same in check and
// build without keeping the file, and quick (base/word_hash.h).
std::string file_digest(const std::string& bytes) {
  WordHash hash;
  hash.add(bytes.data(), bytes.size());
  char text[64];
  std::snprintf(text, sizeof text, "heic file %zu %016llx%016llx", bytes.size(),
                static_cast<unsigned long long>(hash.first()),
                static_cast<unsigned long long>(hash.second()));
  return text;
}

// After a picture was measured on its thumbnail: the thumbnail becomes the analysis picture
// and, for print, the whole picture is decoded into `picture` (in own units, which are its
// pixels as kept), unless thumbnail_for decoded it already. Without print_pixels the thumbnail
// stands in for it.
void read_for_print(SymbolArt::Impl& impl, const std::string& bytes, PictureType type,
                    int own_width, int own_height, std::optional<RasterPicture> decoded) {
  impl.held_override = static_cast<long long>(own_width) * own_height;
  impl.keyed_bytes = file_digest(bytes);
  impl.own_to_analysis = impl.own_to_picture;
  if (!impl.source.print_pixels) {
    impl.analysis.reset(cairo_surface_reference(impl.picture.get()));
    return;
  }
  RasterPicture print =
      decoded ? std::move(*decoded) : decode_raster(bytes, type, impl.shown, &impl.document);
  impl.analysis = std::move(impl.picture);
  impl.picture = std::move(print.surface);
  cairo_matrix_init_scale(&impl.own_to_picture, static_cast<double>(print.width) / own_width,
                          static_cast<double>(print.height) / own_height);
}

}  // namespace

void load_raster(SymbolArt::Impl& impl, const std::string& bytes, PictureType type) {
  int own_width = 0, own_height = 0;
  std::optional<RasterPicture> decoded;
  std::optional<RasterPicture> thumbnail =
      thumbnail_for(impl, bytes, type, &own_width, &own_height, &decoded);
  RasterPicture picture = thumbnail ? std::move(*thumbnail)
                          : decoded ? std::move(*decoded)
                                    : decode_raster_cached(bytes, type, impl.shown, &impl.document);
  // HEIC and WebP come as the JPEG or PNG they were converted to.
  impl.format = picture.opaque && type != PictureType::kPng ? ArtFormat::kJpeg : ArtFormat::kPng;
  impl.vector = false;
  impl.ink_is_alpha = !picture.opaque;
  // An opaque picture kept whole (background: keep, for photos) is ink to its every pixel,
  // its sky and white walls too: the whole rectangle prints.
  const bool framed = picture.opaque && impl.source.frame != PhotoFrame::kNone;
  const bool whole = picture.opaque && (impl.source.keep_background || framed);
  if (picture.opaque && !whole) {
    KnockoutReport report;
    impl.knockout = knockout_mask(picture.surface.get(), &report);
    if (impl.knockout) warn_if_trimmed(impl, report, picture.surface.get());
  }
  int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
  // All near-white is no picture, kept whole or not.
  const bool found = ink_extent(picture, impl, &x0, &y0, &x1, &y1);
  if (whole) x0 = 0, y0 = 0, x1 = picture.width - 1, y1 = picture.height - 1;
  impl.picture = std::move(picture.surface);
  // Own units are the pixels of the picture as it is meant to be shown.
  impl.own_to_picture = exif_orientation_matrix(picture.orientation, picture.width, picture.height);
  if (thumbnail) {
    cairo_matrix_init_scale(&impl.own_to_picture, static_cast<double>(picture.width) / own_width,
                            static_cast<double>(picture.height) / own_height);
  }
  if (found) {
    impl.box = own_box(impl, x0, y0, x1 + 1, y1 + 1);
    if (framed) {
      impl.frame = impl.source.frame;
      impl.box = frame_crop(impl.box, impl.frame, frame_focus(impl, impl.picture.get(), impl.box));
    }
  }
  if (thumbnail) read_for_print(impl, bytes, type, own_width, own_height, std::move(decoded));
}

}  // namespace spotforge
