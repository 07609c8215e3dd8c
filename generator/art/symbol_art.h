// A loaded symbol picture, whatever its source (SVG, PNG, JPEG, Iconify icon, text): one
// interface to draw it, measure its ink and get its ink mask.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "art/art_source.h"
#include "art/ink_mask.h"
#include "art/photo_frame_shape.h"

namespace spotforge {

// A rectangle in the picture's own units: SVG/icon user units (the viewBox's; CSS px when an
// SVG has no viewBox), raster pixels, text points at the nominal size kTextNominalPt.
struct InkBox {
  double x = 0, y = 0, width = 0, height = 0;
  bool operator==(const InkBox&) const = default;
};

inline constexpr double kTextNominalPt = 100.0;
// Size limit for picture files, checked on the declared size before decoding: 200 MP holds
// every camera; PNG, JPEG and WebP are decoded scaled down (never whole), HEIC has its own
// lower cap (heif_picture.h).
inline constexpr long long kMaxPicturePixels = 200'000'000;
// Most pixels all of a theme's pictures may hold together (800 MB): each picture is under
// kMaxPicturePixels and scaled down, but 600 of them would still be gigabytes.
inline constexpr long long kMaxTotalHeldPixels = 200'000'000;
// Cairo's largest image side: a taller or wider picture has no surface to decode into.
inline constexpr long long kMaxPictureSide = 32'767;
// SVGs with filters are pre-rendered so that the ink box's longer side has this many pixels:
// 300 ppi at 100 mm, bigger than any symbol on a card.
inline constexpr int kFilterRasterPixels = 1200;

// HEIC and WebP files load as kJpeg (opaque) or kPng (with transparency): they are converted
// as they are decoded (see decode_raster).
enum class ArtFormat { kSvg, kPng, kJpeg, kIcon, kText };

// Immutable after loading; copies share one picture (cheap). Thread-safe: draw() and mask()
// may be called from several threads at once.
class SymbolArt {
 public:
  // Throws ArtError when the picture is unusable. Non-fatal problems (an SVG with filters)
  // are kept in warnings().
  static SymbolArt load(const ArtSource& source);

  ArtFormat format() const;
  const ArtSource& source() const;
  // The tight ink rectangle (not the viewBox or canvas), in the picture's own units.
  const InkBox& box() const;
  // True for pictures drawn as vectors (SVG without filters, icon, text).
  bool is_vector() const;
  // The frame an opaque picture is clipped to (photo_frame.h); kNone for every other picture.
  PhotoFrame frame() const;
  const std::vector<std::string>& warnings() const;
  // The document the picture came from: SVG text (a theme file or a built icon document) or
  // the PNG/JPEG bytes. Empty for text symbols.
  const std::string& original_document() const;
  // Equal for two symbols that show the same picture, however it was named: a SHA-256 of
  // the document (an alias without flips builds its parent's document; a copied file has the
  // same bytes), or of the text, font and style; the colour counts too. For the theme's
  // "the same picture twice" error.
  const std::string& content_key() const;
  // Pixels the picture holds in memory for the whole run (a PNG or JPEG as kept, a filtered
  // SVG pre-rendered, the pictures an SVG's <image>s decode to); 0 for pure vector kinds.
  // The theme caps their sum.
  long long held_pixels() const;

  // Draws the ink box onto `cr` so that it fills the rectangle (x, y, width, height) in the
  // current user space (the box is stretched if the rectangle's aspect differs: keep
  // width / height = box().width / box().height). Rotation and mirroring come from the
  // caller's transform. Vector sources are painted from one recording surface (one PDF Form
  // XObject per symbol); JPEG keeps its original bytes. An empty rectangle draws nothing.
  void draw(cairo_t* cr, double x, double y, double width, double height) const;

  // The ink box's alpha mask with its longer side `longest_side_px` pixels (>= 1), the other
  // side in proportion (>= 1). Cached per symbol and size; the reference stays valid as long
  // as any copy of this SymbolArt lives.
  const InkMask& mask(int longest_side_px) const;
  // The ink box in colour on the same grid as mask(longest_side_px), for similarity checks.
  // Cached like the mask.
  const InkPicture& picture(int longest_side_px) const;

  struct Impl;

 private:
  explicit SymbolArt(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<Impl> impl_;
};

// A standalone copy of a symbol for layout.json's `symbols` section.
struct StandaloneSymbol {
  std::filesystem::path file;  // the file written
  std::string media_type;      // "image/svg+xml", "image/png" or "image/jpeg"
  InkBox box;                  // the ink box in the file's own units
};

// Writes `dir/stem.svg` (SVG, icon and text sources: an SVG document) or a byte copy of a
// PNG/JPEG (`dir/stem.png`, `dir/stem.jpg`). Filter SVGs are written as their original
// document. Throws std::runtime_error when the file can't be written.
StandaloneSymbol write_standalone(const SymbolArt& art, const std::filesystem::path& dir,
                                  const std::string& stem);

}  // namespace spotforge
