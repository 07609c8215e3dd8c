// The default theme's 57 symbol masks for the layout benchmark, rendered from the Iconify set
// that scripts/setup.sh installs (the art stage does this for the real pipeline).
#pragma once

#include <librsvg/rsvg.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "art/ink_mask.h"
#include "base/handles.h"

namespace spotforge {

// The default theme's 57 icons (see shared notes: art and fonts), in theme order.
inline const char* const kDefaultIcons[] = {"horse-face",
                                     "plunger",
                                     "hourglass-done",
                                     "magnet",
                                     "sunflower",
                                     "anchor",
                                     "toothbrush",
                                     "hammer",
                                     "paintbrush",
                                     "ringed-planet",
                                     "lollipop",
                                     "baby-chick",
                                     "airplane",
                                     "jellyfish",
                                     "butterfly",
                                     "rocket",
                                     "fork-and-knife",
                                     "clown-face",
                                     "raised-hand",
                                     "wheel",
                                     "motor-scooter",
                                     "owl",
                                     "racing-car",
                                     "fountain",
                                     "bat",
                                     "military-medal",
                                     "gem-stone",
                                     "chestnut",
                                     "scorpion",
                                     "thong-sandal",
                                     "jack-o-lantern",
                                     "balloon",
                                     "trumpet",
                                     "joker",
                                     "firecracker",
                                     "banana",
                                     "watermelon",
                                     "fire-extinguisher",
                                     "paperclip",
                                     "baby-bottle",
                                     "person-lifting-weights",
                                     "bowling",
                                     "camera",
                                     "hair-pick",
                                     "high-heeled-shoe",
                                     "headphone",
                                     "boomerang",
                                     "person-elf",
                                     "cupcake",
                                     "snail",
                                     "pig-face",
                                     "castle",
                                     "potato",
                                     "tomato",
                                     "light-bulb",
                                     "key",
                                     "cactus"};

// Renders an icon with librsvg and keeps the alpha of its ink box (the art stage does this
// for the real pipeline; the benchmark only needs the masks).
inline InkMask render_icon_mask(const nlohmann::json& set, const std::string& name, int px) {
  const auto& icon = set.at("icons").at(name);
  const double w = icon.value("width", set.value("width", 16.0));
  const double h = icon.value("height", set.value("height", 16.0));
  const std::string svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
      "width=\"" +
      std::to_string(w) + "\" height=\"" + std::to_string(h) + "\" viewBox=\"0 0 " +
      std::to_string(w) + " " + std::to_string(h) + "\">" + icon.at("body").get<std::string>() +
      "</svg>";
  GError* raw_error = nullptr;
  GObjectPtr<RsvgHandle> handle(rsvg_handle_new_from_data(
      reinterpret_cast<const guint8*>(svg.data()), svg.size(), &raw_error));
  GErrorPtr error(raw_error);
  if (!handle) throw std::runtime_error("can't read icon " + name);
  CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, px, px));
  CairoPtr cr(cairo_create(surface.get()));
  RsvgRectangle viewport{0, 0, static_cast<double>(px), static_cast<double>(px)};
  if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, nullptr)) {
    throw std::runtime_error("can't render icon " + name);
  }
  cairo_surface_flush(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  auto alpha = [&](int x, int y) { return data[y * stride + x * 4 + 3]; };  // little-endian
  int x0 = px, x1 = -1, y0 = px, y1 = -1;
  for (int y = 0; y < px; ++y) {
    for (int x = 0; x < px; ++x) {
      if (alpha(x, y) == 0) continue;
      x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
    }
  }
  InkMask mask;
  mask.width = x1 - x0 + 1;
  mask.height = y1 - y0 + 1;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) mask.alpha.push_back(alpha(x, y));
  }
  return mask;
}

inline const std::vector<InkMask>& default_masks() {
  static const std::vector<InkMask> masks = [] {
    std::ifstream in(std::string(SPOTFORGE_ICONIFY_DIR) + "/fluent-emoji-flat/icons.json");
    if (!in) throw std::runtime_error("run scripts/setup.sh first: the default art is missing");
    const nlohmann::json set = nlohmann::json::parse(in);
    std::vector<InkMask> result;
    for (const char* name : kDefaultIcons) result.push_back(render_icon_mask(set, name, 320));
    return result;
  }();
  return masks;
}

}  // namespace spotforge
