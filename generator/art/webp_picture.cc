#include "art/webp_picture.h"

#include <webp/decode.h>
#include <webp/demux.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "art/art_error.h"
#include "art/exif.h"

namespace spotforge {
namespace {

struct DemuxFree {
  void operator()(WebPDemuxer* d) const { WebPDemuxDelete(d); }
};

// The EXIF chunk's TIFF block ("" without one). Some writers put "Exif\0\0" before it.
std::string exif_tiff(const std::string& bytes) {
  WebPData data{reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()};
  std::unique_ptr<WebPDemuxer, DemuxFree> demux(WebPDemux(&data));
  if (!demux) return "";
  WebPChunkIterator chunk;
  std::string out;
  if (WebPDemuxGetChunk(demux.get(), "EXIF", 1, &chunk)) {
    out.assign(reinterpret_cast<const char*>(chunk.chunk.bytes), chunk.chunk.size);
    WebPDemuxReleaseChunkIterator(&chunk);
  }
  if (out.rfind(std::string("Exif\0\0", 6), 0) == 0) out.erase(0, 6);
  return out;
}

const char* status_text(VP8StatusCode status) {
  switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY:
      return "out of memory";
    case VP8_STATUS_INVALID_PARAM:
      return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR:
      return "bitstream error";
    case VP8_STATUS_UNSUPPORTED_FEATURE:
      return "unsupported feature";
    case VP8_STATUS_NOT_ENOUGH_DATA:
      return "the file ends too early";
    default:
      return "unreadable";
  }
}

}  // namespace

bool webp_declared_size(const std::string& bytes, long long* width, long long* height) {
  WebPBitstreamFeatures features;
  if (WebPGetFeatures(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size(), &features) !=
      VP8_STATUS_OK) {
    return false;
  }
  *width = features.width;
  *height = features.height;
  return true;
}

bool webp_has_camera_exif(const std::string& bytes) {
  const std::string tiff = exif_tiff(bytes);
  return tiff_has_camera_tags(reinterpret_cast<const unsigned char*>(tiff.data()), tiff.size());
}

RasterPicture decode_webp(const std::string& bytes, const std::string& shown) {
  const auto* data = reinterpret_cast<const uint8_t*>(bytes.data());
  WebPDecoderConfig config;
  if (!WebPInitDecoderConfig(&config)) throw ArtError(shown, "libwebp could not start");
  const VP8StatusCode read = WebPGetFeatures(data, bytes.size(), &config.input);
  if (read != VP8_STATUS_OK) {
    throw ArtError(shown, std::string("corrupt WebP (") + status_text(read) +
                              "); expected a complete, valid WebP file");
  }
  if (config.input.has_animation) {
    throw ArtError(shown, "an animated WebP; expected a still picture (save one frame as PNG)");
  }
  const long long w = config.input.width, h = config.input.height;
  check_pixel_cap(w, h, shown);
  const bool alpha = config.input.has_alpha != 0;
  int ow = static_cast<int>(w), oh = static_cast<int>(h);
  if (std::max(w, h) > kMaxRasterSide) {
    // libwebp scales while decoding: the full-size pixels never exist.
    const double s = static_cast<double>(kMaxRasterSide) / static_cast<double>(std::max(w, h));
    ow = std::max(1, static_cast<int>(std::lround(w * s)));
    oh = std::max(1, static_cast<int>(std::lround(h * s)));
    config.options.use_scaling = 1;
    config.options.scaled_width = ow;
    config.options.scaled_height = oh;
  }
  RasterPicture out;
  out.surface.reset(
      cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, ow, oh));
  unsigned char* pixels = cairo_image_surface_get_data(out.surface.get());
  if (cairo_surface_status(out.surface.get()) != CAIRO_STATUS_SUCCESS || !pixels) {
    throw ArtError(shown, "no memory to decode the WebP picture");
  }
  const int stride = cairo_image_surface_get_stride(out.surface.get());
  // Cairo's byte order on little-endian machines; premultiplied where there is alpha.
  config.output.colorspace = alpha ? MODE_bgrA : MODE_BGRA;
  config.output.is_external_memory = 1;
  config.output.u.RGBA.rgba = pixels;
  config.output.u.RGBA.stride = stride;
  config.output.u.RGBA.size = static_cast<size_t>(stride) * oh;
  const VP8StatusCode status = WebPDecode(data, bytes.size(), &config);
  WebPFreeDecBuffer(&config.output);
  if (status != VP8_STATUS_OK) {
    throw ArtError(shown, std::string("corrupt WebP (") + status_text(status) +
                              "); expected a complete, valid WebP file");
  }
  cairo_surface_mark_dirty(out.surface.get());
  out.width = ow;
  out.height = oh;
  out.opaque = !alpha || surface_is_opaque(out.surface.get());
  const std::string tiff = exif_tiff(bytes);
  out.orientation =
      tiff_orientation(reinterpret_cast<const unsigned char*>(tiff.data()), tiff.size());
  return out;
}

}  // namespace spotforge
