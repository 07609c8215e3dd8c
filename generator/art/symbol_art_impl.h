// Inside SymbolArt: what every source kind is turned into. Shared by symbol_art.cc, the
// per-kind loaders and standalone.cc; not for other stages.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "art/photo_frame.h"
#include "art/picture_type.h"
#include "art/symbol_art.h"
#include "base/handles.h"

namespace spotforge {

struct SymbolArt::Impl {
  ArtSource source;
  ArtFormat format = ArtFormat::kSvg;
  InkBox box;
  bool vector = true;
  std::vector<std::string> warnings;
  std::string shown;  // how messages name the picture

  // The picture in its own units: a recording surface (vector kinds) or an image surface
  // (PNG, JPEG, filter SVGs pre-rendered). own_to_picture maps a point in own units to
  // `picture`'s space: identity for recordings, a scale and offset for pre-rendered SVGs, the
  // EXIF orientation for JPEG photos.
  CairoSurfacePtr picture;
  // For a recording: a copy that draw() paints onto pixels from, so that the PDFs and
  // recordings that hold `picture` never see it replayed into pixels on another thread
  // (art/picture_locks.h: cairo hangs its half-drawn scratch image on the recording it
  // replays). Without it a screen board drawn while boards.pdf was written took a character's
  // form's transparency group out of the PDF in about one run in five. The masks are still
  // rendered from `picture` (under the lock): from the copy their pixels differ a little, and
  // every layout with them. An SVG's copy is drawn afresh by librsvg (svg_art.cc): a recording
  // that paints `picture` shares the recordings of its groups, and those were still replayed
  // from two threads (a board of boards.html lost a character's half-transparent eyelid).
  CairoSurfacePtr pixels_copy;
  // Draws from pixels_copy take this one: they share nothing with `picture`'s replays, so a PDF
  // page being written (which holds `mutex`) doesn't hold up a screen board's drawing.
  mutable std::mutex pixels_mutex;
  cairo_matrix_t own_to_picture{1, 0, 0, 1, 0, 0};
  // Ink is alpha, except on opaque rasters, where ink is "not near-white".
  bool ink_is_alpha = true;
  // Opaque rasters: an A8 surface over `picture`'s pixels, 0 on the background knocked out
  // (see knockout_mask); painting goes through it. Null when the rectangle is kept.
  CairoSurfacePtr knockout;
  // A HEIC photo read from its thumbnail (raster_art.cc): the small upright picture that its
  // box, faces, masks and colour pictures come from, in `theme check` and `build` alike, and
  // the map from own units to its pixels. `picture` holds the pixels printed (decoded whole by
  // build; check decodes none and `picture` is this one too). Null for every other picture.
  CairoSurfacePtr analysis;
  cairo_matrix_t own_to_analysis{1, 0, 0, 1, 0, 0};
  // When >= 0, what held_pixels() reports: a HEIC's pixels as build keeps them, counted the
  // same in check, which holds only its thumbnail.
  long long held_override = -1;
  // When not empty, what content_key hashes instead of `document`: a HEIC's file digest (its
  // document, a JPEG of the decoded pixels, exists only in build).
  std::string keyed_bytes;
  // Pixels of the pictures an SVG pulls in (<image>), which librsvg holds decoded whole for
  // as long as the recording lives.
  long long embedded_pixels = 0;
  // An opaque picture's frame (photo_frame.h): draw() and the ink mask clip to its outline
  // around `box`, the crop. kNone for every other picture.
  PhotoFrame frame = PhotoFrame::kNone;
  // True when the picture already carries its colour (text) or can't take one.
  bool colour_baked_in = false;

  // What write_standalone copies: the SVG text (file or built icon document) or the
  // PNG/JPEG bytes. Empty for text (written through Cairo's SVG surface).
  std::string document;
  std::string content_key;

  // An image picture (and its knockout) halved again and again, made as small renders ask for
  // them: [0] is a quarter of its width, [1] an eighth, ... (see image_halving.h; the half
  // size is made when a render needs it and not kept). Callers hold `mutex`.
  struct Halving {
    CairoSurfacePtr picture, knockout;
  };
  mutable std::vector<Halving> halvings;

  // Draw and mask rendering replay the same surface: one at a time per symbol. Shared with
  // the surfaces that record the picture, whose replays take it too (art/picture_locks.h).
  const std::shared_ptr<std::mutex> mutex = std::make_shared<std::mutex>();
  mutable std::map<int, std::unique_ptr<InkMask>> masks;
  mutable std::map<int, std::unique_ptr<InkPicture>> pictures;
};

// The bounding box in own units of the picture-space rectangle (x0, y0)-(x1, y1).
InkBox own_box(const SymbolArt::Impl& impl, double x0, double y0, double x1, double y1);

// The per-kind loaders fill an Impl (box, picture, ...) or throw ArtError.
void load_svg_document(SymbolArt::Impl& impl, const std::string& svg,
                       const std::filesystem::path* base_file);
void load_raster(SymbolArt::Impl& impl, const std::string& bytes, PictureType type);
void load_text(SymbolArt::Impl& impl);

// The colour to paint the picture's alpha in, or null when it is drawn in its own colours.
const ArtColor* colour_of(const SymbolArt::Impl& impl);

// Paints the picture so that own-unit space maps onto cr's current user space; with `colour`
// the picture's alpha is painted in that colour.
void paint_picture(const SymbolArt::Impl& impl, cairo_t* cr, const ArtColor* colour);

// The scale of a matrix (the square root of its determinant's size).
double matrix_scale(const cairo_matrix_t& m);
// Device pixels per pixel of impl's picture, for a render at `device_per_own` per own unit.
double device_per_picture_pixel(const SymbolArt::Impl& impl, double device_per_own);

// paint_picture for a render at `scale` device pixels per pixel of an image picture: drawn from
// the smallest halving that still has a pixel for every device pixel, so the filter that
// finishes the job reads a few pixels each (a mask of 320 pixels from a photo of 1600 read
// about 50 per pixel). Vector pictures and renders at a quarter size or more paint as above.
// Callers hold impl.mutex.
void paint_picture_at(const SymbolArt::Impl& impl, cairo_t* cr, const ArtColor* colour,
                      double scale);

// paint_picture from the recording's pixels_copy (draw() onto pixels). Callers hold
// impl.pixels_mutex.
void paint_pixels_copy(const SymbolArt::Impl& impl, cairo_t* cr, const ArtColor* colour);

// Renders the ink box onto a width x height ARGB32 image (transparent background).
CairoSurfacePtr render_box(const SymbolArt::Impl& impl, int width, int height);

// The ink mask and the colour picture of an image made by render_box.
InkMask mask_of(cairo_surface_t* image, bool ink_is_alpha);
InkPicture picture_of(cairo_surface_t* image, bool ink_is_alpha);

}  // namespace spotforge
