// The body of the picture targets: bytes written as a picture file in a scratch theme folder,
// loaded as a symbol the way a theme's file: value is, then drawn and masked.
#pragma once

#include <cairo.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "art/art_error.h"
#include "art/symbol_art.h"
#include "base/handles.h"
#include "fuzz_support.h"

namespace spotforge::fuzz {

inline void load_picture(const std::string& file_name, const uint8_t* data, size_t size) {
  static const ScratchFolder folder("picture");
  folder.write(file_name, data, size);
  ArtSource source;
  source.kind = ArtSource::Kind::kFile;
  source.value = file_name;
  source.root = folder.path();
  std::optional<SymbolArt> art;
  try {
    art = SymbolArt::load(source);
  } catch (const ArtError&) {
    return;  // refused with a message: the expected outcome for most inputs
  }
  // A loaded picture must draw and mask like any other.
  CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64));
  CairoPtr cr(cairo_create(image.get()));
  const InkBox& box = art->box();
  const double scale = 60 / std::max(box.width, box.height);
  art->draw(cr.get(), 2, 2, box.width * scale, box.height * scale);
  art->mask(97);
}

}  // namespace spotforge::fuzz
