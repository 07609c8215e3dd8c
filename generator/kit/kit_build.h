// `spotforge build`: everything the theme supports in one go, into one folder. The deck is
// planned and verified once and every product uses it (the rulebooks show its real cards);
// the products are then written in parallel into a staging folder, previews are rendered from
// the finished PDFs, and only when all of it is complete are the files moved into place.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/progress.h"
#include "design/shuffle.h"
#include "kit/deck/deck_pdf.h"
#include "kit/spotlight/night_mode.h"
#include "theme/theme.h"

namespace spotforge {

struct KitBuildRequest {
  std::string theme;                   // a theme folder or a shipped theme's name ("party")
  std::filesystem::path out_dir;       // default: output/<theme id>
  std::optional<Paper> paper;          // default A4; every product
  std::vector<std::string> languages;  // rulebooks; default: the theme's languages we write
  std::uint64_t seed = kDefaultSeed;
  std::optional<int> order;  // deck size (default: the largest the theme allows)
  std::optional<int> cards;
  // Spotlight search cards (default: one per character, at most 60; kit/spotlight/search_cards.h).
  std::optional<int> search_cards;
  DeckPrintOptions print;               // duplex, cut guides... (its paper is replaced by `paper`)
  int holders = 8;                      // Party card holders
  NightMode night = kDefaultNightMode;  // how the Spotlight kit plays the night
  bool previews = true;
  int threads = 0;  // 0: one per core
  // Refuse an output folder that is itself a symbolic link (the studio's THEME/kit).
  bool refuse_linked_out = false;
  // Test hook: called with each product's name before it is written; may throw.
  std::function<void(const std::string& product)> before_product_for_tests;
  // Test knobs: lighter layout effort (0: the tuned defaults).
  int layout_starts = 0;
  int layout_grow_passes = 0;
};

struct KitFile {
  std::filesystem::path path;  // where it is now (inside the output folder)
  int pages = 0;               // 0 for files that aren't PDFs
  std::uintmax_t bytes = 0;
};

struct KitBuildReport {
  std::string title;
  std::filesystem::path out_dir;
  std::vector<Diagnostic> warnings;
  std::vector<KitFile> files;  // the main files (not symbols/), in the order written
  std::vector<std::filesystem::path> kit_files;  // every file of the kit, relative, sorted
  std::vector<std::string> checks;    // one line per verification, e.g. "deck: 57 cards ..."
  std::vector<std::string> skipped;   // products the theme doesn't support, and why
  std::vector<std::string> left_out;  // pictures on no card, and why (describe_left_out)
  std::vector<std::string> details;   // the longer reports (layout metrics, Spotlight counts)
};

// What build says it leaves out when the theme has no mascot (the studio shows the same words).
extern const char* const kNoMascotSkipped;

// The languages we have rulebook texts for: the folders of templates/lang/.
std::vector<std::string> kit_languages();

// The theme's languages that have no rulebook texts, e.g. "de (German)"; "" when none.
std::string languages_without_rulebooks(const std::vector<std::string>& theme_languages);

// The rulebook languages of the theme, at its languages: line: an error when none of them has
// rulebook texts (build can make no rulebook), a warning naming those that have none (build
// leaves them out). `theme check` and `build` both report these.
std::vector<Diagnostic> rulebook_language_problems(const Theme& theme);

// Builds the whole kit. Throws InputError for bad input, before anything is written; on any
// error the output folder is left as it was.
KitBuildReport build_kit(const KitBuildRequest& request, Progress* progress = nullptr);

// The closing table: every file with its pages and size, then the checks.
std::string describe_build(const KitBuildReport& report);

}  // namespace spotforge
