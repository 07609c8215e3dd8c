#include "art/heif_picture.h"

#include <libheif/heif.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include "art/art_error.h"
#include "art/exif.h"
#include "art/row_shrinker.h"

namespace spotforge {
namespace {

struct ContextFree {
  void operator()(heif_context* c) const { heif_context_free(c); }
};
struct HandleFree {
  void operator()(heif_image_handle* h) const { heif_image_handle_release(h); }
};
struct ImageFree {
  void operator()(heif_image* i) const { heif_image_release(i); }
};
using HeifContext = std::unique_ptr<heif_context, ContextFree>;
using HeifHandle = std::unique_ptr<heif_image_handle, HandleFree>;
using HeifImage = std::unique_ptr<heif_image, ImageFree>;

// The parsed container and its primary image; `problem` says why not.
struct Primary {
  HeifContext context;
  HeifHandle handle;
  std::string problem;
};

Primary open_primary(const std::string& bytes) {
  Primary out;
  out.context.reset(heif_context_alloc());
  heif_error error = heif_context_read_from_memory_without_copy(out.context.get(), bytes.data(),
                                                                bytes.size(), nullptr);
  if (error.code != heif_error_Ok) {
    out.problem = error.message;
    return out;
  }
  heif_image_handle* handle = nullptr;
  error = heif_context_get_primary_image_handle(out.context.get(), &handle);
  out.handle.reset(handle);
  if (error.code != heif_error_Ok) out.problem = error.message;
  return out;
}

}  // namespace

bool heif_declared_size(const std::string& bytes, long long* width, long long* height) {
  const Primary p = open_primary(bytes);
  if (!p.handle) return false;
  *width = heif_image_handle_get_width(p.handle.get());
  *height = heif_image_handle_get_height(p.handle.get());
  return true;
}

bool heif_has_camera_exif(const std::string& bytes) {
  const Primary p = open_primary(bytes);
  if (!p.handle) return false;
  heif_item_id ids[4];
  const int n = heif_image_handle_get_list_of_metadata_block_IDs(p.handle.get(), "Exif", ids, 4);
  for (int i = 0; i < n; ++i) {
    std::vector<unsigned char> block(heif_image_handle_get_metadata_size(p.handle.get(), ids[i]));
    if (block.size() < 4 ||
        heif_image_handle_get_metadata(p.handle.get(), ids[i], block.data()).code !=
            heif_error_Ok) {
      continue;
    }
    // A 4-byte offset to the TIFF header comes first.
    const size_t skip =
        4 + (size_t{block[0]} << 24 | size_t{block[1]} << 16 | size_t{block[2]} << 8 | block[3]);
    if (skip < block.size() && tiff_has_camera_tags(block.data() + skip, block.size() - skip)) {
      return true;
    }
  }
  return false;
}

namespace {

// The primary picture of a file decode_heif accepts: parsed (libheif checks that every
// extent its items name lies inside the file, so a truncated file fails here) and within
// the pixel caps. Throws ArtError naming `shown`.
Primary checked_primary(const std::string& bytes, const std::string& shown) {
  Primary p = open_primary(bytes);
  if (!p.handle) {
    throw ArtError(shown, "corrupt HEIC (" + p.problem + "); expected a complete HEIC/HEIF file");
  }
  const long long w = heif_image_handle_get_width(p.handle.get());
  const long long h = heif_image_handle_get_height(p.handle.get());
  check_pixel_cap(w, h, shown);
  if (w * h > kMaxHeifPixels) {
    throw ArtError(shown, "a HEIC picture of " + std::to_string(w) + " x " + std::to_string(h) +
                              " pixels (" + std::to_string(w * h / 1'000'000) +
                              " megapixels); expected at most " +
                              std::to_string(kMaxHeifPixels / 1'000'000) +
                              " megapixels for HEIC, which is decoded whole (save it as JPEG)");
  }
  return p;
}

// The image of `handle` decoded, upright, through RowShrinker with `factor`; `problem` says
// why not (empty on success).
RasterPicture decode_handle(heif_image_handle* handle, int max_side, std::string* problem) {
  const bool alpha = heif_image_handle_has_alpha_channel(handle) != 0;
  heif_image* raw = nullptr;
  // libheif turns the picture as its irot and imir boxes say (the EXIF Orientation of a
  // HEIC repeats them and is not applied again); a thumbnail carries its own.
  const heif_error error = heif_decode_image(
      handle, &raw, heif_colorspace_RGB,
      alpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB, nullptr);
  HeifImage image(raw);
  if (error.code != heif_error_Ok) {
    *problem =
        std::string("corrupt HEIC (") + error.message + "); expected a complete HEIC/HEIF file";
    return {};
  }
  int stride = 0;
  const uint8_t* plane =
      heif_image_get_plane_readonly(image.get(), heif_channel_interleaved, &stride);
  const int iw = heif_image_get_width(image.get(), heif_channel_interleaved);
  const int ih = heif_image_get_height(image.get(), heif_channel_interleaved);
  if (!plane || iw <= 0 || ih <= 0) {
    *problem = "libheif gave no pixels for the HEIC";
    return {};
  }
  RowShrinker shrinker(iw, ih, alpha, shrink_factor(iw, ih, max_side));
  if (!shrinker.ok()) {
    *problem = "no memory to decode the HEIC picture";
    return {};
  }
  for (int y = 0; y < ih; ++y) shrinker.add_row(plane + static_cast<size_t>(y) * stride);
  RasterPicture out;
  out.surface = shrinker.finish();
  out.width = shrinker.out_width();
  out.height = shrinker.out_height();
  out.opaque = !alpha || surface_is_opaque(out.surface.get());
  problem->clear();
  return out;
}

}  // namespace

RasterPicture decode_heif(const std::string& bytes, const std::string& shown) {
  const Primary p = checked_primary(bytes, shown);
  std::string problem;
  RasterPicture out = decode_handle(p.handle.get(), kMaxRasterSide, &problem);
  if (!problem.empty()) throw ArtError(shown, problem);
  return out;
}

void heif_kept_size(long long width, long long height, int* kept_width, int* kept_height) {
  // RowShrinker's blocks (rounded up), then shrink_to_print_size's exact scale (rounded).
  const long long f = shrink_factor(width, height, kMaxRasterSide);
  const long long w = (width + f - 1) / f, h = (height + f - 1) / f;
  const long long longer = std::max(w, h);
  if (longer <= kMaxRasterSide) {
    *kept_width = static_cast<int>(w);
    *kept_height = static_cast<int>(h);
    return;
  }
  const double s = static_cast<double>(kMaxRasterSide) / static_cast<double>(longer);
  *kept_width = std::max(1, static_cast<int>(std::lround(static_cast<double>(w) * s)));
  *kept_height = std::max(1, static_cast<int>(std::lround(static_cast<double>(h) * s)));
}

std::optional<RasterPicture> read_heif_thumbnail(const std::string& bytes,
                                                 const std::string& shown) {
  const Primary p = checked_primary(bytes, shown);
  if (heif_image_handle_has_alpha_channel(p.handle.get())) return std::nullopt;
  const double w = heif_image_handle_get_width(p.handle.get());
  const double h = heif_image_handle_get_height(p.handle.get());
  const int n = heif_image_handle_get_number_of_thumbnails(p.handle.get());
  if (n <= 0) return std::nullopt;
  std::vector<heif_item_id> ids(static_cast<size_t>(n));
  const int listed = heif_image_handle_get_list_of_thumbnail_IDs(p.handle.get(), ids.data(), n);
  HeifHandle chosen;
  int chosen_side = 0;
  for (int i = 0; i < listed; ++i) {
    heif_image_handle* raw = nullptr;
    if (heif_image_handle_get_thumbnail(p.handle.get(), ids[static_cast<size_t>(i)], &raw).code !=
        heif_error_Ok) {
      if (raw) heif_image_handle_release(raw);
      continue;
    }
    HeifHandle thumbnail(raw);
    const int tw = heif_image_handle_get_width(raw), th = heif_image_handle_get_height(raw);
    const int side = std::max(tw, th);
    // Its shape the primary's, turned the same way: a letterboxed or unturned thumbnail would
    // put the crop and the faces in the wrong place.
    if (side < kMinHeifThumbnailSide || tw <= 0 || th <= 0 ||
        std::abs(std::log((tw / w) / (th / h))) > 0.03 ||
        heif_image_handle_has_alpha_channel(raw)) {
      continue;
    }
    if (!chosen || side < chosen_side) chosen = std::move(thumbnail), chosen_side = side;
  }
  if (!chosen) return std::nullopt;
  std::string problem;
  RasterPicture out = decode_handle(chosen.get(), chosen_side, &problem);
  if (!problem.empty() || !out.opaque) return std::nullopt;
  return out;
}

}  // namespace spotforge
