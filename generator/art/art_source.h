// Where a symbol's picture comes from, as plain data. The theme loader fills one of these per
// symbol (art/ never sees theme/ types); load_symbol_art turns it into a SymbolArt.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "art/photo_frame_shape.h"

namespace spotforge {

// A colour for one-colour art and text, 0..1 per channel.
struct ArtColor {
  double r = 0, g = 0, b = 0, a = 1;
  bool operator==(const ArtColor&) const = default;
};

struct ArtSource {
  enum class Kind { kFile, kIcon, kText };
  Kind kind = Kind::kFile;

  // kFile: path of an .svg, .png, .jpg/.jpeg picture (absolute, or relative to `root`).
  // kIcon: the icon's name in the Iconify set `icon_set`. kText: the UTF-8 word or phrase.
  std::string value;

  // kFile: the folder the picture (and anything an SVG references) must stay inside, the
  // theme folder. Symlinks are resolved before the check.
  std::filesystem::path root;

  // kIcon: the Iconify JSON file (icons.json) to look the icon up in.
  std::filesystem::path icon_set;

  // kText: the fontconfig family (e.g. "Andika") and style ("" or "Regular", "Bold", ...).
  std::string font_family;
  std::string font_style;
  // kText: a bar under the text, so players know which way is up (a number that reads as
  // another upside down, when symbols may turn: art/upside_down_text.h).
  bool up_mark = false;

  // Optional ink colour. Text is drawn in it (black when unset); SVG, icon and PNG-with-alpha
  // pictures are painted in it through their alpha (one-colour art). Pictures without
  // transparency (JPEG, opaque PNG) can't take a colour: that is an error.
  std::optional<ArtColor> color;

  // Opaque pictures (JPEG, PNG without alpha): keep the whole rectangle, white background
  // and all (a photo meant as a rectangle). By default the background reaching the picture's
  // edge is knocked out and the picture packs and prints by its outline.
  bool keep_background = false;

  // Opaque pictures: printed inside this frame (kNone: as keep_background says), the crop
  // centred on `focus`, or on the faces found when unset (the centre when none are).
  PhotoFrame frame = PhotoFrame::kNone;
  std::optional<FocusPoint> focus;

  // False when nothing will be drawn, only checked (`theme check`): a HEIC photo read from its
  // thumbnail (raster_art.cc) is then not decoded whole. Everything check reads (box, masks,
  // warnings, errors) is the same either way.
  bool print_pixels = true;

  // How messages name the picture, e.g. "symbol 'owl'". Optional.
  std::string label;
};

}  // namespace spotforge
