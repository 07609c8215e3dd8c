#include "studio/picture_thumbnail.h"

#include <cairo.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>
#include <system_error>

#include "art/art_error.h"
#include "art/symbol_art.h"
#include "base/diagnostic.h"
#include "base/handles.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;

constexpr std::uintmax_t kLargestSentAsIs = 2 * 1024 * 1024;

cairo_status_t append(void* out, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(out)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

}  // namespace

bool browser_shows_as_is(const fs::path& file) {
  std::string ext = file.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (ext != ".png" && ext != ".jpg" && ext != ".jpeg" && ext != ".webp" && ext != ".svg") {
    return false;
  }
  std::error_code ec;
  const std::uintmax_t size = fs::file_size(file, ec);
  return !ec && size <= kLargestSentAsIs;
}

std::string thumbnail_png(const fs::path& folder, const fs::path& file, int pixels) {
  ArtSource source;
  source.kind = ArtSource::Kind::kFile;
  source.value = file.string();
  source.root = folder;
  source.keep_background = true;  // the picture as the user took it
  source.label = "picture '" + file.filename().string() + "'";
  const SymbolArt art = [&] {
    try {
      return SymbolArt::load(source);
    } catch (const ArtError& e) {
      throw InputError(file.filename().string() + ": " + e.problem());
    }
  }();
  const double w = art.box().width, h = art.box().height;
  const double scale = pixels / std::max(w, h);
  const int width = std::max(1, static_cast<int>(std::lround(w * scale)));
  const int height = std::max(1, static_cast<int>(std::lround(h * scale)));
  const CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height));
  const CairoPtr cr(cairo_create(surface.get()));
  art.draw(cr.get(), 0, 0, width, height);
  cairo_surface_flush(surface.get());
  std::string png;
  if (cairo_surface_write_to_png_stream(surface.get(), append, &png) != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error("can't encode the thumbnail of " + file.string());
  }
  return png;
}

}  // namespace spotforge::studio
