#include "art/photo_detect.h"

#include <optional>

#include "art/art_error.h"
#include "art/heif_picture.h"
#include "art/measure_cache.h"
#include "art/measuring_copy.h"
#include "art/picture_file.h"
#include "art/picture_type.h"
#include "art/raster_knockout.h"
#include "art/raster_picture.h"
#include "art/webp_picture.h"

namespace spotforge {

bool looks_like_photo(const std::string& bytes) {
  const PictureType type = sniff_picture_type(bytes);
  try {
    switch (type) {
      case PictureType::kJpeg:
        if (jpeg_has_camera_exif(bytes)) return true;
        break;
      case PictureType::kHeif:
        if (heif_has_camera_exif(bytes)) return true;
        // Its thumbnail shows the edge as the picture does, in milliseconds, not a second.
        if (const std::optional<RasterPicture> thumbnail = read_heif_thumbnail(bytes, "")) {
          return edge_ground_share(thumbnail->surface.get()) < kPhotoEdgeGroundShare;
        }
        break;
      case PictureType::kWebp:
        return webp_has_camera_exif(bytes);
      default:
        return false;
    }
    std::string document;
    const RasterPicture picture = decode_raster(bytes, type, "", &document);
    // A large HEIC, decoded whole here, leaves the copy check will measure it on.
    if (picture.opaque && wants_measuring_copy(bytes)) {
      write_measuring_copy(measuring_copy_key(bytes), measuring_copy_of(picture));
    }
    return picture.opaque && edge_ground_share(picture.surface.get()) < kPhotoEdgeGroundShare;
  } catch (const ArtError&) {
    return false;
  }
}

bool looks_like_photo_file(const std::filesystem::path& file) {
  try {
    return looks_like_photo(read_picture_bytes(file, file.string()));
  } catch (const ArtError&) {
    return false;
  }
}

}  // namespace spotforge
