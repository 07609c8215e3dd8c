#include "theme/theme_art.h"

#include <cstdio>
#include <map>
#include <optional>
#include <thread>

#include "art/art_error.h"
#include "art/confusable_symbols.h"
#include "art/picture_file.h"
#include "art/raster_picture.h"
#include "art/svg_budget.h"
#include "art/svg_safety.h"
#include "art/upside_down_text.h"
#include "base/batched_for.h"
#include "theme/loader.h"

namespace spotforge {

namespace fs = std::filesystem;

namespace {

SimilarityOptions similarity_options(const LayoutPreferences& layout) {
  SimilarityOptions options;
  switch (layout.rotation) {
    case RotationMode::kFree:
      options.rotation = SimilarityOptions::Rotation::kFree;
      break;
    case RotationMode::kQuarterTurns:
      options.rotation = SimilarityOptions::Rotation::kQuarterTurns;
      break;
    case RotationMode::kUpright:
      options.rotation = SimilarityOptions::Rotation::kNone;
      break;
  }
  options.mirror = layout.mirror;
  return options;
}

std::string allowed_moves(const LayoutPreferences& layout) {
  std::string out = layout.rotation == RotationMode::kFree           ? "turned freely"
                    : layout.rotation == RotationMode::kQuarterTurns ? "turned by quarter turns"
                                                                     : "upright";
  if (layout.mirror) out += " and mirrored";
  return out;
}

// The pixels a picture file will hold once loaded, from its headers alone: a PNG, JPEG,
// HEIC or WebP as kept, an SVG's <image>s as librsvg decodes them. An ArtError (a problem
// with this one file) is left for its load to report.
long long declared_held_pixels(const PictureFile& file) {
  const std::string bytes = read_picture_bytes(file.path, file.shown);
  if (file.extension != ".svg") return kept_pixels_of(bytes);
  return check_svg_references(svg_text_of(bytes, kMaxPictureFileBytes, file.shown),
                              file.path.parent_path(), file.shown);
}

// Before any picture is decoded: the pixels the theme's pictures will hold, from their
// headers. False (with an error at the symbol that passes kMaxTotalHeldPixels) when
// together they are too many; a problem with a single file is left for its load to report.
bool raster_total_fits(const Theme& theme, const std::vector<ThemeSymbol>& list,
                       const std::string& noun, DiagnosticList& diagnostics, long long& held) {
  for (const auto& symbol : list) {
    if (symbol.source.kind != SymbolSource::Kind::kFile) continue;
    try {
      held += declared_held_pixels(locate_picture(theme.folder, symbol.source.value));
    } catch (const ArtError&) {
      continue;
    }
    if (held > kMaxTotalHeldPixels) {
      diagnostics.error(theme.file.string(), symbol.source_line, symbol.source_column,
                        "with " + noun + " '" + symbol.id + "' the pictures hold " +
                            std::to_string(held / 1'000'000) +
                            " megapixels together; expected at most " +
                            std::to_string(kMaxTotalHeldPixels / 1'000'000) +
                            " (use smaller pictures, e.g. 1000 pixels across, or fewer photos)");
      return false;
    }
  }
  return true;
}

// Loads every picture of one list; problems go into `diagnostics` at the symbol's place.
// `held` sums the pixels the pictures keep, over both lists: loading stops at the picture that
// takes it past kMaxTotalHeldPixels (many pictures each under the per-picture cap).
std::vector<SymbolArt> load_list(const Theme& theme, const std::vector<ThemeSymbol>& list,
                                 const std::string& noun, DiagnosticList& diagnostics,
                                 long long& held, PictureUse use = PictureUse::kPrint) {
  std::vector<SymbolArt> art;
  const std::string file = theme.file.string();
  // The loader caught copies it can see from theme.yaml (same bytes, icon, text); art's content
  // key also catches a picture file that is the same drawing as an icon.
  std::map<std::string, std::string> by_content;
  // Pictures are decoded a few at a time in parallel (57 photos: most of a check's time) and
  // reported in the list's order, so messages and results don't depend on the threads.
  // Loading stops at the batch where the pixels held pass the budget, as it would one by one.
  // The same threads load every batch: 600 text symbols two at a time started 300 threads,
  // each waited for by the next batch and each setting up its own Pango font map (on a busy
  // machine their loading took 1.1 s of wall time, now 0.35 s, for 0.3 s of CPU).
  const int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<std::optional<SymbolArt>> loaded(list.size());
  std::vector<std::exception_ptr> failures(list.size());
  const auto load = [&](int i) {
    try {
      ArtSource source = art_source_for(theme, list[i], noun);
      source.print_pixels = use == PictureUse::kPrint;
      loaded[i] = SymbolArt::load(source);
    } catch (...) {
      failures[i] = std::current_exception();
    }
  };
  // Takes symbol i's picture (or its failure) into `art`; false once the budget is passed.
  const auto take = [&](int i) {
    const ThemeSymbol& symbol = list[i];
    try {
      if (failures[i]) std::rethrow_exception(failures[i]);
      SymbolArt picture = std::move(*loaded[i]);
      loaded[i].reset();
      if (auto [it, fresh] = by_content.emplace(picture.content_key(), symbol.id); !fresh) {
        diagnostics.error(file, symbol.source_line, symbol.source_column,
                          noun + " '" + symbol.id + "' shows the same picture as '" + it->second +
                              "'; every " + noun +
                              " needs a picture of its own, or two cards could share two symbols");
      }
      for (const auto& w : picture.warnings()) {
        diagnostics.warning(file, symbol.source_line, symbol.source_column,
                            noun + " '" + symbol.id + "': " + w);
      }
      held += picture.held_pixels();
      art.push_back(std::move(picture));
      if (held > kMaxTotalHeldPixels) {
        diagnostics.error(file, symbol.source_line, symbol.source_column,
                          "with " + noun + " '" + symbol.id + "' the pictures hold " +
                              std::to_string(held / 1'000'000) +
                              " megapixels together; expected at most " +
                              std::to_string(kMaxTotalHeldPixels / 1'000'000) +
                              " (use smaller pictures, e.g. 1000 pixels across, or fewer photos)");
        return false;
      }
    } catch (const ArtError& e) {
      // Name the picture file too; a text symbol's "file" is only its label.
      const bool has_file = symbol.source.kind != SymbolSource::Kind::kText;
      diagnostics.error(file, symbol.source_line, symbol.source_column,
                        noun + " '" + symbol.id + "'" + (has_file ? " (" + e.file() + ")" : "") +
                            ": " + e.problem());
    }
    return true;
  };
  batched_for(static_cast<int>(list.size()), threads, load, [&](int first, int n) {
    for (int i = first; i < first + n; ++i) {
      if (!take(i)) return false;
    }
    return true;
  });
  return art;
}

void warn_confusable(const Theme& theme, const std::vector<ThemeSymbol>& list,
                     const std::vector<SymbolArt>& art, const std::string& noun,
                     DiagnosticList& diagnostics) {
  for (const auto& pair : find_confusable_pairs(art, similarity_options(theme.layout))) {
    const ThemeSymbol& a = list[pair.first];
    const ThemeSymbol& b = list[pair.second];
    char score[16];
    std::snprintf(score, sizeof score, "%.2f", pair.score);
    diagnostics.warning(theme.file.string(), b.line, b.column,
                        noun + "s '" + a.id + "' (line " + std::to_string(a.line) + ") and '" +
                            b.id + "' look nearly the same (similarity " + score + " when " +
                            allowed_moves(theme.layout) +
                            "); players may mistake one for the other, so replace one of them");
  }
}

}  // namespace

ArtSource art_source_for(const Theme& theme, const ThemeSymbol& symbol, const std::string& noun) {
  ArtSource source;
  source.value = symbol.source.value;
  source.label = noun + " '" + symbol.id + "'";
  switch (symbol.source.kind) {
    case SymbolSource::Kind::kFile:
      source.kind = ArtSource::Kind::kFile;
      source.root = theme.folder;
      break;
    case SymbolSource::Kind::kIcon:
      source.kind = ArtSource::Kind::kIcon;
      source.icon_set = theme.icon_set_path;
      break;
    case SymbolSource::Kind::kText:
      source.kind = ArtSource::Kind::kText;
      source.font_family = theme.fonts.symbol_family();
      source.font_style = theme.fonts.symbol_style;
      source.up_mark = theme.layout.rotation == RotationMode::kFree &&
                       reads_differently_upside_down(symbol.source.value);
      break;
  }
  source.keep_background = symbol.keep_background.value_or(theme.keep_background);
  source.frame = symbol.frame.value_or(theme.frame);
  source.focus = symbol.focus;
  if (symbol.color) {
    source.color = ArtColor{symbol.color->r, symbol.color->g, symbol.color->b, symbol.color->a};
  }
  return source;
}

std::vector<SymbolArt> load_pictures(const Theme& theme, const std::vector<ThemeSymbol>& list,
                                     const std::string& noun, std::vector<Diagnostic>* warnings) {
  DiagnosticList diagnostics;
  long long held = 0;
  if (!raster_total_fits(theme, list, noun, diagnostics, held)) diagnostics.throw_if_errors();
  held = 0;
  std::vector<SymbolArt> art = load_list(theme, list, noun, diagnostics, held);
  diagnostics.throw_if_errors();
  if (warnings) {
    for (const auto& w : diagnostics.warnings()) warnings->push_back(w);
  }
  return art;
}

ThemeArt load_theme_art(const fs::path& folder, std::vector<Diagnostic>* warnings, PictureUse use) {
  std::vector<Diagnostic> theme_warnings;
  ThemeArt result;
  result.theme = load_theme(folder, &theme_warnings);
  DiagnosticList diagnostics;
  for (auto& w : theme_warnings) diagnostics.add(std::move(w));
  const Theme& theme = result.theme;
  long long held = 0;
  if (!raster_total_fits(theme, theme.symbols, "symbol", diagnostics, held) ||
      !raster_total_fits(theme, theme.spotlight_characters, "character", diagnostics, held)) {
    diagnostics.throw_if_errors();
  }
  held = 0;
  result.symbols = load_list(theme, theme.symbols, "symbol", diagnostics, held, use);
  if (!diagnostics.has_errors() || held <= kMaxTotalHeldPixels) {
    result.characters =
        load_list(theme, theme.spotlight_characters, "character", diagnostics, held, use);
  }
  diagnostics.throw_if_errors();
  if (warnings) {
    for (const auto& w : diagnostics.warnings()) warnings->push_back(w);
  }
  return result;
}

std::vector<Diagnostic> confusable_warnings(const ThemeArt& loaded) {
  DiagnosticList diagnostics;
  const Theme& theme = loaded.theme;
  warn_confusable(theme, theme.symbols, loaded.symbols, "symbol", diagnostics);
  warn_confusable(theme, theme.spotlight_characters, loaded.characters, "character", diagnostics);
  return diagnostics.warnings();
}

ThemeArt load_theme_with_art(const fs::path& folder, std::vector<Diagnostic>* warnings) {
  ThemeArt result = load_theme_art(folder, warnings);
  std::vector<Diagnostic> confusable = confusable_warnings(result);
  if (warnings) warnings->insert(warnings->end(), confusable.begin(), confusable.end());
  return result;
}

}  // namespace spotforge
