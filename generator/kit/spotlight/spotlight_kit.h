// The Spotlight kit end to end: quotas, packed boards, verification from the rasterised
// boards, search card faces built from the verified result, and the files (boards.pdf,
// search-cards.pdf, spotlight-components.pdf, solutions.json).
#pragma once

#include <cairo.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "art/symbol_art.h"
#include "base/progress.h"
#include "kit/spotlight/board_fill.h"
#include "kit/spotlight/board_geometry.h"
#include "kit/spotlight/night_mode.h"
#include "kit/spotlight/spotlight_board.h"
#include "kit/spotlight/spotlight_game.h"
#include "kit/spotlight/spotlight_plan.h"
#include "kit/spotlight/spotlight_verify.h"
#include "print/paper.h"
#include "theme/theme.h"

namespace spotforge {

struct SpotlightOptions {
  int boards = 5;
  int cards = 60;
  Paper paper = paper_a4();
  NightMode night = kDefaultNightMode;
  std::uint64_t seed = 1;
  int players = 5;              // rush tokens = players + 2
  double pack_px_per_mm = 2;    // packing grid
  double verify_px_per_mm = 4;  // verification raster
  int threads = 2;
  // The language of everything printed (kit/kit_words.h); "" for the theme's first language.
  std::string language;
};

struct SpotlightKit {
  std::string title;
  std::string language;  // of the printed words and the characters' names
  std::vector<std::string> character_ids;
  std::vector<std::string> character_names;  // in `language` (or the first the theme has)
  // Every name the theme gives each character (language code -> name), for figures drawn in
  // another language than the kit's (a rulebook's).
  std::vector<std::map<std::string, std::string>> character_names_by_language;
  std::vector<SymbolArt> characters;
  SpotlightPlan plan;
  BoardGeometry geometry;
  std::vector<BoardPlacement> boards;
  std::vector<SearchCardFace> cards;
  VerifyReport report;
  // Four-player games of this deck by the rulebook's rules (kit/spotlight/spotlight_game.h): how
  // often each way of dialling wins on each level.
  GameRules game;
  PlayTable play;
};

// The card faces from the placements: totals and excluded counts from the quotas, one marker
// per copy at the centre of its ink (from its ink mask and pose), with its grid cell.
std::vector<SearchCardFace> card_faces(const SpotlightPlan& plan, const BoardGeometry& geometry,
                                       const std::vector<BoardPlacement>& boards,
                                       const std::vector<SymbolArt>& characters);

// Gives every copy of a character whose ink is too close in lightness to the boards' tone a
// thin light or dark outline (kit/spotlight/spotlight_contrast.h board_outline); clears the others.
// Returns how many characters were outlined.
int outline_dim_characters(SpotlightKit& kit);

// Rasterises every board (two threads) and verifies it against the cards.
VerifyReport verify_kit(const SpotlightKit& kit, double px_per_mm, int threads,
                        Progress* progress = nullptr);

// Plans, packs, verifies. Throws InputError when the theme or numbers don't work, and when
// verification finds any mismatch (listing them).
// Each board packed and each board verified is a step on `progress`.
SpotlightKit build_spotlight(const Theme& theme, const SpotlightOptions& options,
                             Progress* progress = nullptr);

// The summary with the counts table.
std::string spotlight_summary(const SpotlightKit& kit, const SpotlightOptions& options);

// The characters drawn with an outline and its kind (1 light, 2 dark), in board order (for
// the summary and solutions.json, kit/spotlight/spotlight_solutions.h).
std::vector<std::pair<int, int>> outlined_characters(const SpotlightKit& kit);

struct SpotlightFiles {
  std::uintmax_t boards_bytes = 0, cards_bytes = 0, components_bytes = 0, solutions_bytes = 0;
  std::uintmax_t html_bytes = 0;  // boards.html, screen mode only
};

// Writes the four files into `out` (created when missing), each atomically, and boards.html
// in screen mode (kit/spotlight/spotlight_screen.h); the jobs below on options.threads.
SpotlightFiles write_spotlight(const SpotlightKit& kit, const SpotlightOptions& options,
                               const std::filesystem::path& out);

// The same work as independent jobs, the longest first, for a build to run among its other
// products: written as one task, the kit kept one core busy for 6 s while the other had
// finished everything else. Each board's picture for boards.html is a job of its own; the
// one that finishes the set writes the page. `out` is created here; `files` receives the
// sizes and must outlive the jobs, as must `kit` and `options`.
struct SpotlightJob {
  std::string name;  // the file it writes, or "boards.html (board N)"
  std::function<void()> run;
};
std::vector<SpotlightJob> spotlight_jobs(const SpotlightKit& kit, const SpotlightOptions& options,
                                         const std::filesystem::path& out, SpotlightFiles* files);

// The pieces, used by write_spotlight (kit/spotlight/spotlight_cards.cc,
// kit/spotlight/spotlight_components.cc).
std::uintmax_t write_boards_pdf(const SpotlightKit& kit, const SpotlightOptions& options,
                                const std::filesystem::path& file);
std::uintmax_t write_search_cards_pdf(const SpotlightKit& kit, const SpotlightOptions& options,
                                      const std::filesystem::path& file);
// Draws board b's page of boards.pdf (in film mode its film; the frames follow the films) in
// millimetres, origin top-left, on a page of landscape(options.paper): the very drawing
// write_boards_pdf gives that page, for its preview (print/pdf_preview.h, write_drawing_png).
void draw_boards_pdf_page(cairo_t* cr, const SpotlightKit& kit, const SpotlightOptions& options,
                          int b);
std::uintmax_t write_components_pdf(const SpotlightKit& kit, const SpotlightOptions& options,
                                    const std::filesystem::path& file);

// The rulebook's figures (kit/spotlight/spotlight_figures.h): one side of a search card as printed,
// centred at the origin in millimetres (63 x 88); a dial's wheel and cover side by side, as
// printed in the components (each of `radius` mm), centred at (cx, cy).
// `language`: the words and the character's name ("" for the kit's language; a rulebook's
// figure passes its own).
void draw_search_card_side(cairo_t* cr, const SpotlightKit& kit, int card, bool solution_side,
                           const std::string& language = "");
void draw_dial_parts(cairo_t* cr, double cx, double cy, double radius, int colour, int dial_max,
                     const std::string& language);

// The board pages' mode: film mirrors them, screen and paper print the full-colour design.
BoardMode board_mode(NightMode night);

// Landscape board pages on the chosen paper.
Paper landscape(const Paper& paper);

// Parameters we chose (printed in the summary, README and solutions.json).
// The track holds a careful team's eight rounds (about 4 spaces a round from home).
inline constexpr int kTrackSpaces = 60;
inline constexpr int kMoonSpace = 0;
inline constexpr int kHomeSpace = kMoonSpace + kMoonHeadStart;
inline constexpr int kDieOneMoon = kDieOneMoonFaces, kDieTwoMoons = kDieTwoMoonFaces,
                     kDieBattery = kDieBatteryFaces;
inline constexpr double kChargedSpotMm = 55, kLowBatterySpotMm = 38;

}  // namespace spotforge
