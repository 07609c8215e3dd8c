#include "kit/spotlight/spotlight_screen.h"

#include <glib.h>
#include <webp/encode.h>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "base/atomic_write.h"
#include "base/cairo_check.h"
#include "base/data_dir.h"
#include "base/diagnostic.h"
#include "base/handles.h"
#include "base/languages.h"
#include "kit/spotlight/spotlight_board.h"
#include "kit/spotlight/spotlight_shapes.h"
#include "typeset/language_pack.h"
#include "typeset/rule_numbers.h"

namespace spotforge {

namespace {

constexpr const char* kKitMark = "/*SPOTFORGE_KIT*/";

inline void free_gchars(gchar* p) { g_free(p); }
using GCharsPtr = Handle<gchar, free_gchars>;

std::string data_url(const std::string& bytes, const std::string& type) {
  const GCharsPtr text(
      g_base64_encode(reinterpret_cast<const guchar*>(bytes.data()), bytes.size()));
  return "data:" + type + ";base64," + text.get();
}

std::string read_template(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in || text.str().find(kKitMark) == std::string::npos) {
    throw InputError(file.string() + ": the screen page's template is missing or has no " +
                     kKitMark +
                     " mark; expected the file shipped with spotforge (reinstall, or set "
                     "SPOTFORGE_DATA_DIR to the folder holding templates/)");
  }
  return text.str();
}

// JSON inside a <script> element: "</" would end the element early.
std::string script_safe(std::string json) {
  for (size_t at = json.find("</"); at != std::string::npos; at = json.find("</", at + 3)) {
    json.replace(at, 2, "<\\/");
  }
  return json;
}

// The page's words in every language with a folder (a few hundred bytes each), so a player can
// switch the page to their own; keys as the page's script uses them.
nlohmann::json screen_words() {
  static const std::pair<const char*, const char*> keys[] = {
      {"title", "screen_title"},
      {"board", "spotlight_board_n"},
      {"charged", "screen_charged"},
      {"low", "screen_low"},
      {"noCover", "screen_no_cover"},
      {"cover", "screen_cover"},
      {"normal", "screen_timer_normal"},
      {"fast", "screen_timer_fast"},
      {"superFast", "screen_timer_super_fast"},
      {"kids", "screen_timer_kids"},
      {"start", "screen_start"},
      {"stop", "screen_stop"},
      {"timeUp", "screen_time_up"},
      {"menuBoard", "screen_menu_board"},
      {"menuQuadrant", "screen_menu_quadrant"},
      {"menuTimer", "screen_menu_timer"},
      {"menuLanguage", "screen_menu_language"}};
  nlohmann::json words = nlohmann::json::object();
  for (const std::string& code : available_languages()) {
    const auto pack = typeset::language_pack(code);
    nlohmann::json w = {{"name", pack->name}};
    for (const auto& [js, key] : keys) w[js] = pack->text(key);
    for (int s = 0; s < kQuadrants; ++s) {
      const std::string q = quadrant_symbol_name(static_cast<QuadrantSymbol>(s));
      w[q] = pack->text("spotlight_quadrant_" + q);
    }
    for (int s = 0; s < 5; ++s) {  // board_symbol_name's five
      const std::string b = board_symbol_name(s);
      w[b] = pack->text("spotlight_symbol_" + b);
    }
    words[code] = w;
  }
  return words;
}

}  // namespace

namespace {

// The board drawn opaque on a 32-bit surface (libwebp reads its bytes as BGRA).
CairoSurfacePtr board_surface(const SpotlightKit& kit, const SpotlightOptions& options, int board,
                              double px_per_mm) {
  const BoardGeometry& g = kit.geometry;
  const int w = static_cast<int>(std::lround(g.page_width_mm * px_per_mm));
  const int h = static_cast<int>(std::lround(g.page_height_mm * px_per_mm));
  CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h));
  const CairoPtr cr(cairo_create(surface.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_scale(cr.get(), px_per_mm, px_per_mm);
  draw_board_page(cr.get(), g, kit.plan.boards[board], kit.boards[board], kit.characters, kit.title,
                  kit.language, BoardMode::kScreen, options.seed);
  check_cairo(cr.get(), "the picture of board " + std::to_string(board + 1));
  cairo_surface_flush(surface.get());
  return surface;
}

}  // namespace

std::string board_webp(const SpotlightKit& kit, const SpotlightOptions& options, int board,
                       double px_per_mm) {
  const CairoSurfacePtr surface = board_surface(kit, options, board, px_per_mm);
  cairo_surface_t* s = surface.get();
  // Cairo's ARGB32 is native-endian: B, G, R, A in memory on the little-endian machines we
  // build for; opaque, so premultiplied and straight alpha agree.
  WebPConfig config;
  WebPPicture picture;
  WebPMemoryWriter writer;
  WebPMemoryWriterInit(&writer);
  const auto failed = [&](const char* what) {
    WebPPictureFree(&picture);
    WebPMemoryWriterClear(&writer);
    return std::runtime_error("can't encode board " + std::to_string(board + 1) + " as WebP (" +
                              what + ")");
  };
  if (!WebPConfigPreset(&config, WEBP_PRESET_DEFAULT, kScreenWebpQuality) ||
      !WebPPictureInit(&picture)) {
    throw std::runtime_error("can't encode board " + std::to_string(board + 1) +
                             " as WebP (libwebp's version)");
  }
  config.method = kScreenWebpMethod;
  picture.width = cairo_image_surface_get_width(s);
  picture.height = cairo_image_surface_get_height(s);
  picture.writer = WebPMemoryWrite;
  picture.custom_ptr = &writer;
  // BGRX: the picture is opaque (painted white first), and libwebp encodes an opaque BGRA
  // picture as BGRX, byte for byte, after scanning it for transparency and copying its alpha.
  if (!WebPPictureImportBGRX(&picture, cairo_image_surface_get_data(s),
                             cairo_image_surface_get_stride(s))) {
    throw failed("no memory for the picture");
  }
  if (!WebPEncode(&config, &picture)) throw failed("encoder error");
  std::string webp(reinterpret_cast<const char*>(writer.mem), writer.size);
  WebPPictureFree(&picture);
  WebPMemoryWriterClear(&writer);
  return webp;
}

std::string board_png(const SpotlightKit& kit, const SpotlightOptions& options, int board,
                      double px_per_mm) {
  const CairoSurfacePtr surface = board_surface(kit, options, board, px_per_mm);
  std::string png;
  const auto append = [](void* out, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(out)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
  };
  if (cairo_surface_write_to_png_stream(surface.get(), append, &png) != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error("can't encode board " + std::to_string(board + 1) + " as PNG");
  }
  return png;
}

std::string screen_page_template() {
  return read_template(data_dir() / "templates" / "spotlight" / "boards.html");
}

std::string spotlight_boards_html(const SpotlightKit& kit, const SpotlightOptions& options) {
  const std::string page = screen_page_template();  // before the boards: a broken install fails now
  std::vector<std::string> webps;
  for (size_t b = 0; b < kit.boards.size(); ++b) {
    webps.push_back(board_webp(kit, options, static_cast<int>(b), kScreenPxPerMm));
  }
  return spotlight_boards_html(kit, page, webps);
}

std::string spotlight_boards_html(const SpotlightKit& kit, const std::string& page,
                                  const std::vector<std::string>& board_webps) {
  if (board_webps.size() != kit.boards.size()) {
    throw std::logic_error("spotlight_boards_html: a picture per board expected");
  }
  using nlohmann::json;
  const BoardGeometry& g = kit.geometry;
  json j;
  j["title"] = kit.title;
  j["language"] = kit.language;
  j["words"] = screen_words();
  j["geometry"] = {
      {"page_width", g.page_width_mm},
      {"page_height", g.page_height_mm},
      {"play",
       {{"x", g.play.x}, {"y", g.play.y}, {"width", g.play.width}, {"height", g.play.height}}}};
  j["spot"] = {{"charged", kChargedSpotMm}, {"low", kLowBatterySpotMm}};
  const typeset::SpotlightCounts counts;
  j["timer"] = {{"normal", counts.timer_seconds},
                {"fast", counts.fast_seconds},
                {"super_fast", counts.super_fast_seconds},
                {"kids_extra", counts.kids_extra_seconds}};
  json symbols = json::array();
  for (int s = 0; s < kQuadrants; ++s) {
    symbols.push_back(quadrant_symbol_name(static_cast<QuadrantSymbol>(s)));
  }
  j["quadrant_symbols"] = symbols;
  json boards = json::array();
  for (size_t b = 0; b < kit.boards.size(); ++b) {
    const BoardSpec& spec = kit.plan.boards[b];
    json corners = json::array();
    for (int c = 0; c < kQuadrants; ++c)
      corners.push_back(quadrant_symbol_name(spec.corner_symbol[c]));
    boards.push_back({{"symbol", board_symbol_name(spec.symbol)},
                      {"colour", spotlight_colour_name(spec.colour)},
                      {"corners", corners},
                      {"image", data_url(board_webps[b], "image/webp")}});
  }
  j["boards"] = boards;
  std::string html = page;
  html.replace(html.find(kKitMark), std::string(kKitMark).size(), script_safe(j.dump()));
  return html;
}

std::uintmax_t write_boards_html(const SpotlightKit& kit, const SpotlightOptions& options,
                                 const std::filesystem::path& file) {
  const std::string html = spotlight_boards_html(kit, options);
  write_file_atomically(file, html);
  return html.size();
}

std::uintmax_t write_boards_html(const SpotlightKit& kit, const std::string& page,
                                 const std::vector<std::string>& board_webps,
                                 const std::filesystem::path& file) {
  const std::string html = spotlight_boards_html(kit, page, board_webps);
  write_file_atomically(file, html);
  return html.size();
}

}  // namespace spotforge
