#include "art/heif_picture.h"

#include <libheif/heif.h>

#include <algorithm>
#include <cmath>
#include <map>
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

// The transformative properties (irot, imir, clap) associated with each item, in their order,
// read from the file's meta box: libheif 1.15 turns a thumbnail only by its own, and an
// iPhone's thumbnail has none (its primary picture carries the irot), so a thumbnail of a photo
// taken upright comes out lying on its side. Empty when the boxes can't be read.
struct ItemTransform {
  std::string type;  // "irot", "imir" or "clap"
  int value = 0;     // irot: quarter turns anticlockwise; imir: the axis
  bool operator==(const ItemTransform&) const = default;
};

class BoxReader {
 public:
  BoxReader(const std::string& bytes, size_t begin, size_t end)
      : data_(reinterpret_cast<const unsigned char*>(bytes.data())), at_(begin), end_(end) {}
  // The next child box: its type and payload [begin, end); false at the end or when broken.
  bool next(std::string* type, size_t* begin, size_t* end) {
    if (end_ - at_ < 8 || at_ > end_) return false;
    uint64_t size = read(at_, 4);
    size_t header = 8;
    if (size == 1) {
      if (end_ - at_ < 16) return false;
      size = read(at_ + 8, 8);
      header = 16;
    } else if (size == 0) {
      size = end_ - at_;
    }
    if (size < header || size > end_ - at_) return false;
    type->assign(reinterpret_cast<const char*>(data_ + at_ + 4), 4);
    *begin = at_ + header;
    *end = at_ + static_cast<size_t>(size);
    at_ = *end;
    return true;
  }
  uint64_t read(size_t at, int n) const {
    uint64_t v = 0;
    for (int i = 0; i < n; ++i) v = v << 8 | data_[at + static_cast<size_t>(i)];
    return v;
  }

 private:
  const unsigned char* data_;
  size_t at_, end_;
};

// The first child of [begin, end) of type `want`.
bool find_box(const std::string& bytes, size_t begin, size_t end, const char* want, size_t* b,
              size_t* e) {
  BoxReader reader(bytes, begin, end);
  std::string type;
  while (reader.next(&type, b, e)) {
    if (type == want) return true;
  }
  return false;
}

std::map<uint32_t, std::vector<ItemTransform>> item_transforms(const std::string& bytes) {
  std::map<uint32_t, std::vector<ItemTransform>> out;
  size_t mb = 0, me = 0, pb = 0, pe = 0, cb = 0, ce = 0;
  if (!find_box(bytes, 0, bytes.size(), "meta", &mb, &me) || me - mb < 4 ||
      !find_box(bytes, mb + 4, me, "iprp", &pb, &pe) ||
      !find_box(bytes, pb, pe, "ipco", &cb, &ce)) {
    return out;
  }
  // The properties, numbered from 1.
  std::vector<ItemTransform> properties{{}};
  {
    BoxReader reader(bytes, cb, ce);
    std::string type;
    size_t b = 0, e = 0;
    while (reader.next(&type, &b, &e)) {
      ItemTransform t;
      if ((type == "irot" || type == "imir") && e > b) {
        t.type = type;
        t.value = static_cast<unsigned char>(bytes[b]) & (type == "irot" ? 3 : 1);
      } else if (type == "clap") {
        t.type = type;
      }
      properties.push_back(t);
    }
  }
  BoxReader reader(bytes, pb, pe);
  std::string type;
  size_t b = 0, e = 0;
  while (reader.next(&type, &b, &e)) {
    if (type != "ipma" || e - b < 8) continue;
    const int version = static_cast<unsigned char>(bytes[b]);
    const bool wide = (reader.read(b + 1, 3) & 1) != 0;
    size_t at = b + 4;
    uint64_t entries = reader.read(at, 4);
    at += 4;
    for (; entries > 0; --entries) {
      const int id_bytes = version < 1 ? 2 : 4;
      if (e - at < static_cast<size_t>(id_bytes) + 1) return {};
      const uint32_t item = static_cast<uint32_t>(reader.read(at, id_bytes));
      at += static_cast<size_t>(id_bytes);
      int count = static_cast<int>(reader.read(at, 1));
      at += 1;
      for (; count > 0; --count) {
        const int n = wide ? 2 : 1;
        if (e - at < static_cast<size_t>(n)) return {};
        const size_t index = reader.read(at, n) & (wide ? 0x7fff : 0x7f);
        at += static_cast<size_t>(n);
        if (index < properties.size() && !properties[index].type.empty()) {
          out[item].push_back(properties[index]);
        }
      }
    }
  }
  return out;
}

// The EXIF orientation that shows stored pixels as `turns` quarter turns anticlockwise do.
int orientation_of_turns(int turns) {
  switch (turns & 3) {
    case 1:
      return 8;
    case 2:
      return 3;
    case 3:
      return 6;
    default:
      return 1;
  }
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

std::optional<RasterPicture> read_heif_thumbnail(const std::string& bytes, const std::string& shown,
                                                 int min_side) {
  const Primary p = checked_primary(bytes, shown);
  if (heif_image_handle_has_alpha_channel(p.handle.get())) return std::nullopt;
  const double w = heif_image_handle_get_width(p.handle.get());
  const double h = heif_image_handle_get_height(p.handle.get());
  const int n = heif_image_handle_get_number_of_thumbnails(p.handle.get());
  if (n <= 0) return std::nullopt;
  std::vector<heif_item_id> ids(static_cast<size_t>(n));
  const int listed = heif_image_handle_get_list_of_thumbnail_IDs(p.handle.get(), ids.data(), n);
  heif_item_id primary_id = 0;
  heif_context_get_primary_image_ID(p.context.get(), &primary_id);
  const auto transforms = item_transforms(bytes);
  const auto of = [&](heif_item_id id) {
    const auto it = transforms.find(id);
    return it == transforms.end() ? std::vector<ItemTransform>{} : it->second;
  };
  const std::vector<ItemTransform> primary_turns = of(primary_id);
  HeifHandle chosen;
  int chosen_side = 0, chosen_turns = 0;
  for (int i = 0; i < listed; ++i) {
    heif_image_handle* raw = nullptr;
    if (heif_image_handle_get_thumbnail(p.handle.get(), ids[static_cast<size_t>(i)], &raw).code !=
        heif_error_Ok) {
      if (raw) heif_image_handle_release(raw);
      continue;
    }
    HeifHandle thumbnail(raw);
    // Turned as its primary is (libheif applies its own irot), or not turned at all while the
    // primary is only turned (an iPhone's): then it is turned here. Mirrored or cropped
    // differently: not used.
    const std::vector<ItemTransform> own = of(ids[static_cast<size_t>(i)]);
    int turns = 0;
    if (own != primary_turns) {
      if (!own.empty()) continue;
      bool only_turns = true;
      for (const ItemTransform& t : primary_turns) {
        only_turns = only_turns && t.type == "irot";
        turns += t.value;
      }
      if (!only_turns) continue;
    }
    int tw = heif_image_handle_get_width(raw), th = heif_image_handle_get_height(raw);
    if (turns % 2) std::swap(tw, th);
    const int side = std::max(tw, th);
    // Its shape the primary's, turned the same way: a letterboxed or unturned thumbnail would
    // put the crop and the faces in the wrong place.
    if (side < min_side || tw <= 0 || th <= 0 || std::abs(std::log((tw / w) / (th / h))) > 0.03 ||
        heif_image_handle_has_alpha_channel(raw)) {
      continue;
    }
    if (!chosen || side < chosen_side) {
      chosen = std::move(thumbnail), chosen_side = side, chosen_turns = turns;
    }
  }
  if (!chosen) return std::nullopt;
  std::string problem;
  RasterPicture out = decode_handle(chosen.get(), chosen_side, &problem);
  if (!problem.empty() || !out.opaque) return std::nullopt;
  out.orientation = orientation_of_turns(chosen_turns);
  turn_upright(out);
  return out;
}

}  // namespace spotforge
