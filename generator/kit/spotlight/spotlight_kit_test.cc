#include "kit/spotlight/spotlight_kit.h"
#include "base/test_paths.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "base/diagnostic.h"
#include "base/files_for_tests.h"
#include "base/handles.h"
#include "kit/spotlight/spotlight_contrast.h"
#include "kit/spotlight/spotlight_solutions.h"
#include "print/pdf_preview.h"
#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"

namespace spotforge {
namespace {

// Tests verify at 3 px/mm (the command uses 4) to stay fast; copies are >= 8.5 mm, so a copy
// still covers hundreds of pixels.
SpotlightOptions test_options(std::uint64_t seed) {
  SpotlightOptions o;
  o.seed = seed;
  o.verify_px_per_mm = 3;
  return o;
}

const Theme& party() {
  static const Theme theme = load_theme(find_theme_folder("party"));
  return theme;
}

const SpotlightKit& default_kit() {
  static const SpotlightKit kit = build_spotlight(party(), test_options(1));
  return kit;
}

bool has_error(const VerifyReport& r, const std::string& part) {
  return std::any_of(r.errors.begin(), r.errors.end(),
                     [&](const std::string& e) { return e.find(part) != std::string::npos; });
}

void expect_counts_match(const SpotlightKit& kit) {
  ASSERT_TRUE(kit.report.ok()) << kit.report.errors.front();
  ASSERT_EQ(kit.boards.size(), 5u);
  ASSERT_EQ(kit.cards.size(), 60u);
  long copies = 0;
  for (const SearchCardFace& card : kit.cards) {
    const CardQuota& q = kit.plan.cards[card.card];
    for (int b = 0; b < 5; ++b) {
      EXPECT_EQ(kit.report.counts.counts[card.card][b], q.total);
      for (int s = 0; s < kQuadrants; ++s) {
        EXPECT_EQ(kit.report.counts.quadrant_counts[card.card][b][s], q.quota[s]);
      }
      EXPECT_EQ(static_cast<int>(card.markers[b].size()), q.total);
    }
    copies += 5L * q.total;
  }
  EXPECT_EQ(kit.report.copies_checked, copies);
}

TEST(SpotlightKit, OtherSeedsPassVerification) {
  for (std::uint64_t seed : {2u, 3u}) {
    SCOPED_TRACE(seed);
    expect_counts_match(build_spotlight(party(), test_options(seed)));
  }
}

void expect_distinct_boards() {
  const SpotlightKit& kit = default_kit();
  // No board is a moved copy of another: the first card's copies sit elsewhere on each board.
  for (size_t a = 0; a < kit.boards.size(); ++a) {
    for (size_t b = a + 1; b < kit.boards.size(); ++b) {
      EXPECT_NE(kit.plan.boards[a].corner_symbol, kit.plan.boards[b].corner_symbol);
      int same_place = 0;
      for (size_t i = 0; i < std::min(kit.boards[a].copies.size(), kit.boards[b].copies.size());
           ++i) {
        const BoardCopy &p = kit.boards[a].copies[i], &q = kit.boards[b].copies[i];
        same_place += std::hypot(p.x_mm - q.x_mm, p.y_mm - q.y_mm) < 5;
      }
      EXPECT_LT(same_place, 10);
      // Nor the same arrangement in another quadrant: few copies share their place relative to
      // their quadrant's corner.
      int same_relative = 0;
      for (const BoardCopy& p : kit.boards[a].copies) {
        for (const BoardCopy& q : kit.boards[b].copies) {
          if (p.card != q.card || p.copy != q.copy) continue;
          const BoardRect &rp = kit.geometry.quadrants[p.corner],
                          &rq = kit.geometry.quadrants[q.corner];
          same_relative +=
              std::hypot((p.x_mm - rp.x) - (q.x_mm - rq.x), (p.y_mm - rp.y) - (q.y_mm - rq.y)) < 3;
        }
      }
      EXPECT_LT(same_relative, 8) << "boards " << a + 1 << " and " << b + 1;
    }
  }
}

void expect_extra_copy_caught() {
  SpotlightKit kit = default_kit();
  // One more copy of a card's character, drawn on top of another card's copy far from this
  // card's own copies: the card's total no longer matches board 1.
  BoardCopy extra = kit.boards[0].copies.front();
  extra.id = 100000;
  bool found = false;
  for (const BoardCopy& other : kit.boards[0].copies) {
    bool far = other.card != extra.card;
    for (const BoardCopy& same : kit.boards[0].copies) {
      if (same.card == extra.card &&
          std::hypot(same.x_mm - other.x_mm, same.y_mm - other.y_mm) < 30) {
        far = false;
      }
    }
    BoardCopy moved = extra;
    moved.x_mm = other.x_mm;
    moved.y_mm = other.y_mm;
    if (far && kit.geometry.quadrants[other.corner].contains(posed_bounds(moved))) {
      extra = moved;
      found = true;
      break;
    }
  }
  ASSERT_TRUE(found);
  kit.boards[0].copies.push_back(extra);
  const VerifyReport r = verify_kit(kit, 3, 2);
  EXPECT_FALSE(r.ok());
  EXPECT_TRUE(has_error(r, "card " + std::to_string(extra.card + 1) + ", board 1: " +
                               std::to_string(kit.plan.cards[extra.card].total + 1) +
                               " copies drawn"))
      << r.errors.front();
}

void expect_border_copy_caught() {
  SpotlightKit kit = default_kit();
  BoardCopy& moved = kit.boards[2].copies[5];
  moved.x_mm = kit.geometry.centre_x();
  moved.y_mm = kit.geometry.play.y + 20;
  const VerifyReport r = verify_kit(kit, 3, 2);
  EXPECT_FALSE(r.ok());
  EXPECT_TRUE(has_error(r, "not wholly inside one quadrant"));
  EXPECT_TRUE(has_error(r, "card " + std::to_string(moved.card + 1) + ", board 3"));
}

void expect_hidden_copy_and_wrong_marker_caught() {
  SpotlightKit kit = default_kit();
  // Two copies on top of each other: the lower one is hidden.
  kit.boards[1].copies[3].x_mm = kit.boards[1].copies[4].x_mm;
  kit.boards[1].copies[3].y_mm = kit.boards[1].copies[4].y_mm;
  kit.cards[7].markers[4][0].x_mm += 30;
  const VerifyReport r = verify_kit(kit, 3, 2);
  EXPECT_TRUE(has_error(r, "visible"));
  EXPECT_TRUE(has_error(r, "card 8, board 5: the mini-map markers"));
}

void expect_files_written() {
  const SpotlightKit& kit = default_kit();
  const auto dir = std::filesystem::temp_directory_path() /
                   ("spotforge_spotlight_test-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  SpotlightOptions o = test_options(1);
  const SpotlightFiles files = write_spotlight(kit, o, dir);
  for (const char* name :
       {"boards.pdf", "search-cards.pdf", "spotlight-components.pdf", "solutions.json"}) {
    EXPECT_TRUE(std::filesystem::exists(dir / name)) << name;
  }
  EXPECT_GT(files.boards_bytes, 10000u);
  EXPECT_LT(files.boards_bytes, 20'000'000u);
  std::ifstream in(dir / "solutions.json");
  const nlohmann::json j = nlohmann::json::parse(in);
  ASSERT_EQ(j["cards"].size(), 60u);
  ASSERT_EQ(j["boards"].size(), 5u);
  for (const auto& card : j["cards"]) {
    const int total = card["total"];
    EXPECT_EQ(static_cast<int>(card["copies"].size()), 5 * total);
    int square = 0;
    for (const auto& c : card["copies"]) {
      EXPECT_FALSE(c["cell"].get<std::string>().empty());
      square += c["board"] == 1 && c["quadrant"] == "square";
    }
    EXPECT_EQ(square, card["quotas"]["square"].get<int>());
    EXPECT_EQ(card["excluded"]["square"].get<int>(), total - square);
  }
  const std::string summary = spotlight_summary(kit, o);
  EXPECT_NE(summary.find("Verified from the rasterised boards"), std::string::npos);
  std::filesystem::remove_all(dir);
}

// Issue 14: A4 boards hold the 1-8 spread on any seed (seed 9 used to fail: a quadrant with
// 54 copies), every copy at least 9 mm and the same size on every board. Two boards keep it
// cheap; benchmarks/spotlight_bench.cc sweeps seeds 1-20 and 57 with all five.
TEST(SpotlightKit, A4BoardsHoldEveryCopyAtFullSizeOnSeveralSeeds) {
  for (std::uint64_t seed : {9u, 4u, 17u}) {
    SCOPED_TRACE(seed);
    SpotlightOptions o = test_options(seed);
    o.boards = 2;
    const SpotlightKit kit = build_spotlight(party(), o);
    ASSERT_TRUE(kit.report.ok());
    EXPECT_EQ(kit.plan.rules.dial_max, 8);
    long planned = 0;
    for (const CardQuota& q : kit.plan.cards) planned += q.total;
    for (const BoardPlacement& board : kit.boards) {
      EXPECT_EQ(static_cast<long>(board.copies.size()), planned) << "no copy dropped";
      for (const BoardCopy& c : board.copies) {
        EXPECT_GE(c.size_mm, 9.0) << "board " << board.board + 1 << " copy " << c.id;
        EXPECT_DOUBLE_EQ(c.size_mm, kit.plan.cards[c.card].poses[c.copy].size_mm)
            << "a copy keeps its card's size on every board";
      }
    }
    EXPECT_NE(spotlight_summary(kit, o).find("Copy sizes: 9."), std::string::npos);
  }
}

// Issue 28 point 5: no quadrant keeps an empty patch much wider than two characters (two
// 9.6 mm copies' ink is a disc of 15.3 mm; 17 mm allows for the 2 px/mm packing grid) while
// others are packed. The snug packing left free discs of 18-22 mm in six quadrants of the
// default kit.
TEST(SpotlightKit, NoQuadrantHasAWideEmptyPatch) {
  const SpotlightKit& kit = default_kit();
  std::vector<CharacterInk> inks;
  for (const SymbolArt& art : kit.characters) {
    inks.push_back({&art.mask(128), art.box().width / art.box().height});
  }
  for (const BoardPlacement& board : kit.boards) {
    const std::array<double, 4> holes = largest_holes_mm(board, kit.geometry, inks, 2);
    for (int corner = 0; corner < 4; ++corner) {
      EXPECT_NEAR(holes[corner], board.largest_hole_mm[corner], 0.01);
      EXPECT_LE(holes[corner], 17.0) << "board " << board.board + 1 << " " << corner_name(corner);
    }
  }
}

TEST(SpotlightKit, ThemeWithoutSpotlightSectionIsAnInputError) {
  Theme theme = party();
  theme.spotlight_characters.clear();
  EXPECT_THROW(build_spotlight(theme, test_options(1)), InputError);
}

TEST(SpotlightKit, TooManyCardsForThePaperIsAnInputError) {
  SpotlightOptions o = test_options(1);
  o.paper.width_mm = 150;
  o.paper.height_mm = 105;
  EXPECT_THROW(build_spotlight(party(), o), InputError);
}

TEST(SpotlightCommand, RejectsBadOptions) {
  const std::string bin = SPOTFORGE_BINARY;
  EXPECT_EQ(
      WEXITSTATUS(std::system((bin + " spotlight party --night glossy >/dev/null 2>&1").c_str())),
      1);
  EXPECT_EQ(WEXITSTATUS(
                std::system((bin + " spotlight party --search-cards 99 >/dev/null 2>&1").c_str())),
            1);
  EXPECT_EQ(WEXITSTATUS(std::system((bin + " spotlight party --boards x >/dev/null 2>&1").c_str())),
            2);
}

// The three nights print differently from one verified kit: the recount (totals, quadrant
// numbers, moons, mini-map boxes in solutions.json) is the same in every mode.
TEST(SpotlightKit, EveryNightModeWritesItsFilesFromTheSameVerifiedKit) {
  const SpotlightKit& kit = default_kit();
  std::map<std::string, nlohmann::json> solutions;
  std::map<std::string, int> component_pages;
  for (NightMode night : {NightMode::kFilm, NightMode::kScreen, NightMode::kPaper}) {
    const std::string name = night_mode_name(night);
    SCOPED_TRACE(name);
    SpotlightOptions o = test_options(1);
    o.night = night;
    const auto dir = testing::fresh_folder("spotlight_night_" + name);
    const SpotlightFiles files = write_spotlight(kit, o, dir);
    auto pages = [&](const char* file) {
      return std::stoi(testing::info_value(
          testing::run_command("pdfinfo " + testing::quoted(dir / file)).output, "Pages"));
    };
    // Film: five films, then five paper frames.
    EXPECT_EQ(pages("boards.pdf"), night == NightMode::kFilm ? 10 : 5);
    EXPECT_EQ(std::filesystem::exists(dir / "boards.html"), night == NightMode::kScreen);
    EXPECT_EQ(files.html_bytes > 0, night == NightMode::kScreen);
    component_pages[name] = pages("spotlight-components.pdf");
    const std::string components =
        testing::run_command("pdftotext " + testing::quoted(dir / "spotlight-components.pdf") +
                             " -")
            .output;
    EXPECT_EQ(components.find("flashlights") != std::string::npos, night == NightMode::kFilm);
    EXPECT_EQ(components.find("Quadrant cards") != std::string::npos, night != NightMode::kScreen);
    std::ifstream in(dir / "solutions.json");
    nlohmann::json j = nlohmann::json::parse(in);
    EXPECT_EQ(j["night"], name);
    j.erase("night");
    solutions[name] = j;
    EXPECT_NE(spotlight_summary(kit, o).find(name + " night"), std::string::npos);
  }
  EXPECT_EQ(solutions["film"], solutions["paper"]);
  EXPECT_EQ(solutions["screen"], solutions["paper"]);
  EXPECT_GT(component_pages["film"], component_pages["paper"]);
  EXPECT_GT(component_pages["paper"], component_pages["screen"]);
  expect_counts_match(kit);
}

// One kit serves these checks (building it is the slow part).
TEST(SpotlightKit, DefaultThemePassesVerificationHasDistinctBoardsAndWritesTheFiles) {
  expect_counts_match(default_kit());
  expect_distinct_boards();
  expect_files_written();
}

TEST(SpotlightKit, VerifierCatchesBrokenBoards) {
  {
    SCOPED_TRACE("an extra copy");
    expect_extra_copy_caught();
  }
  {
    SCOPED_TRACE("a copy over a quadrant border");
    expect_border_copy_caught();
  }
  {
    SCOPED_TRACE("a hidden copy and a wrong marker");
    expect_hidden_copy_and_wrong_marker_caught();
  }
}

}  // namespace
}  // namespace spotforge

namespace spotforge {
namespace {

// Issue 14: the answers spread over the dial, recounted from the drawn boards.
TEST(SpotlightKit, DefaultKitAnswersSpreadFromOneToEightNoneOnMoreThanAQuarter) {
  const SpotlightKit& kit = default_kit();
  ASSERT_TRUE(kit.report.ok()) << kit.report.errors.front();
  std::map<int, int> cards_per_total;
  for (const SearchCardFace& f : kit.cards) {
    const int on_board_1 = kit.report.counts.counts[f.card][0];
    for (int b = 1; b < 5; ++b) ASSERT_EQ(kit.report.counts.counts[f.card][b], on_board_1);
    ++cards_per_total[on_board_1];
  }
  EXPECT_EQ(cards_per_total.begin()->first, 1);
  EXPECT_GE(cards_per_total.rbegin()->first, 8);
  EXPECT_EQ(kit.plan.rules.dial_max, cards_per_total.rbegin()->first) << "the dial's range";
  std::string spread;
  for (const auto& [total, cards] : cards_per_total) {
    EXPECT_LE(cards * 4, 60) << "total " << total << " is the answer on more than a quarter";
    spread += std::to_string(total) + " x" + std::to_string(cards) + " ";
  }
  std::printf("answers (total x cards): %s\n", spread.c_str());
  const nlohmann::json j = nlohmann::json::parse(spotlight_solutions_json(kit, test_options(1)));
  for (const auto& [total, cards] : cards_per_total) {
    EXPECT_EQ(j["totals"]["cards_per_total"][std::to_string(total)].get<int>(), cards);
  }
  EXPECT_EQ(j["rules"]["dial_max"].get<int>(), cards_per_total.rbegin()->first);
  EXPECT_NE(spotlight_summary(kit, test_options(1)).find("Answers (cards per total): 1 x"),
            std::string::npos);
}

// Issue 14: every copy clear, measured on the drawn boards, and equally clear on every board.
TEST(SpotlightKit, DefaultKitKeepsEveryCopyClearOfItsBackground) {
  const SpotlightKit& kit = default_kit();
  ASSERT_TRUE(kit.report.ok()) << kit.report.errors.front();
  const ContrastSummary& c = kit.report.contrast;
  ASSERT_GE(c.worst.board, 0);
  std::printf(
      "least clear copy: %s on board %d, %.1f %% background-coloured; %ld copies >= 30 %%;"
      " largest difference of one card between boards %.1f points\n",
      kit.character_ids[c.worst.character].c_str(), c.worst.board + 1, c.worst.share * 100,
      c.copies_from_30_percent, c.largest_board_difference * 100);
  EXPECT_LE(c.worst.share, VerifyOptions{}.max_background_share);
  EXPECT_EQ(c.copies_from_30_percent, 0);
  EXPECT_LE(c.largest_board_difference, 0.10);
  for (const BoardSpec& b : kit.plan.boards) {
    EXPECT_EQ(b.background, kit.plan.boards.front().background) << "one tone for all boards";
  }
  const nlohmann::json j = nlohmann::json::parse(spotlight_solutions_json(kit, test_options(1)));
  EXPECT_EQ(j["contrast"]["worst_copy"]["character"], kit.character_ids[c.worst.character]);
  EXPECT_EQ(j["contrast"]["worst_copy"]["board"].get<int>(), c.worst.board + 1);
}

// Issue 28: by lightness (CIE L*), not only by RGB: at most 10 % of any copy's ink within 8 L*
// of what lies under it. The spider, lobster and squid were 92-100 % on the night-teal boards.
TEST(SpotlightKit, DefaultKitKeepsEveryCopyClearInLightness) {
  const SpotlightKit& kit = default_kit();
  ASSERT_TRUE(kit.report.ok()) << kit.report.errors.front();
  const ContrastSummary& c = kit.report.contrast;
  ASSERT_GE(c.worst_lightness.board, 0);
  std::printf("least clear copy by L*: %s on board %d, %.1f %%; %ld copies >= 15 %%\n",
              kit.character_ids[c.worst_lightness.character].c_str(), c.worst_lightness.board + 1,
              c.worst_lightness.share * 100, c.copies_from_15_percent_lightness);
  EXPECT_LE(c.worst_lightness.share, kMaxLightnessShare);
  EXPECT_EQ(c.copies_from_15_percent_lightness, 0);
  const nlohmann::json j = nlohmann::json::parse(spotlight_solutions_json(kit, test_options(1)));
  EXPECT_EQ(j["lightness"]["worst_copy"]["character"],
            kit.character_ids[c.worst_lightness.character]);
  EXPECT_FALSE(j["lightness"]["outlined_characters"].empty());
  EXPECT_NE(spotlight_summary(kit, test_options(1)).find("Lightness: least clear copy"),
            std::string::npos);
}

// Issue 28: on a board tone the characters share in lightness, the outlines carry them; the
// same boards without outlines fail the verifier, naming the lightness.
TEST(SpotlightKit, CharactersThatShareTheBoardsLightnessAreOutlined) {
  SpotlightKit kit = default_kit();
  // The tone most of the cards' characters share in lightness.
  int shared_tone = 0;
  double most = -1;
  for (int tone = 0; tone < kBackgroundTones; ++tone) {
    double sum = 0;
    for (const CardQuota& card : kit.plan.cards) {
      sum +=
          share_near_lightness(kit.characters[card.character].picture(48), background_tone(tone));
    }
    if (sum > most) {
      most = sum;
      shared_tone = tone;
    }
  }
  for (BoardSpec& b : kit.plan.boards) b.background = shared_tone;
  for (BoardPlacement& board : kit.boards) {
    for (BoardCopy& copy : board.copies) copy.outline = 0;
  }
  const VerifyReport bare = verify_kit(kit, 3, 2);
  EXPECT_TRUE(has_error(bare, "within 8 L* of the lightness under it"));
  std::printf("%s boards without outlines: worst by L* %s %.0f %%, %ld copies >= 15 %%\n",
              background_tone_name(shared_tone).c_str(),
              kit.character_ids[bare.contrast.worst_lightness.character].c_str(),
              bare.contrast.worst_lightness.share * 100,
              bare.contrast.copies_from_15_percent_lightness);
  EXPECT_GT(outline_dim_characters(kit), 0);
  const VerifyReport outlined = verify_kit(kit, 3, 2);
  EXPECT_FALSE(has_error(outlined, "L*")) << outlined.errors.front();
  EXPECT_LE(outlined.contrast.worst_lightness.share, kMaxLightnessShare);
}

TEST(SpotlightKit, VerifierCatchesCopiesThatBlendIntoTheBackground) {
  SpotlightKit kit = default_kit();
  // The tone the cards' characters blend into most.
  int worst_tone = 0;
  double worst_share = 0;
  for (int tone = 0; tone < kBackgroundTones; ++tone) {
    for (const CardQuota& card : kit.plan.cards) {
      const double share =
          share_near_tone(kit.characters[card.character].picture(48), background_tone(tone));
      if (share > worst_share) {
        worst_share = share;
        worst_tone = tone;
      }
    }
  }
  ASSERT_GT(worst_share, 0.3);
  for (BoardSpec& b : kit.plan.boards) b.background = worst_tone;
  const VerifyReport r = verify_kit(kit, 3, 2);
  EXPECT_FALSE(r.ok());
  EXPECT_TRUE(has_error(r, "of its ink is the colour of the board background under it"));
  EXPECT_GT(r.contrast.worst.share, VerifyOptions{}.max_background_share);
  EXPECT_GT(r.contrast.copies_from_30_percent, 0);
}

// A build runs the kit's jobs among its other products, in whatever order its threads take
// them: the files must not depend on it. In reverse order the board pictures are drawn before
// boards.pdf replays the same characters; on two threads at the same time.
// How far apart two PNGs of one size are: the mean difference per channel (0-255) and the
// share of pixels with a channel more than 64 apart.
struct PixelDifference {
  double mean = 0, far_share = 0;
};

PixelDifference png_difference(const std::filesystem::path& a, const std::filesystem::path& b) {
  const CairoSurfacePtr x(cairo_image_surface_create_from_png(a.c_str()));
  const CairoSurfacePtr y(cairo_image_surface_create_from_png(b.c_str()));
  const int w = cairo_image_surface_get_width(x.get());
  const int h = cairo_image_surface_get_height(x.get());
  EXPECT_EQ(cairo_image_surface_get_width(y.get()), w);
  EXPECT_EQ(cairo_image_surface_get_height(y.get()), h);
  if (w != cairo_image_surface_get_width(y.get()) || h != cairo_image_surface_get_height(y.get())) {
    return {255, 1};
  }
  const unsigned char* px = cairo_image_surface_get_data(x.get());
  const unsigned char* py = cairo_image_surface_get_data(y.get());
  const int sx = cairo_image_surface_get_stride(x.get()),
            sy = cairo_image_surface_get_stride(y.get());
  double sum = 0;
  long far = 0;
  for (int r = 0; r < h; ++r) {
    for (int c = 0; c < w; ++c) {
      int largest = 0;
      for (int k = 0; k < 3; ++k) {  // B, G, R of xRGB
        const int d = std::abs(px[r * sx + 4 * c + k] - py[r * sy + 4 * c + k]);
        sum += d;
        largest = std::max(largest, d);
      }
      far += largest > 64;
    }
  }
  return {sum / (3.0 * w * h), static_cast<double>(far) / (static_cast<double>(w) * h)};
}

// The kit's board preview is drawn from boards.pdf's first page's own drawing, not rendered by
// Poppler from the file (0.6 s of CPU, Poppler inflating each character's form again for every
// outlined copy): the two pictures must agree but for anti-aliasing, in every night mode.
TEST(SpotlightKit, TheBoardPreviewFromThePagesDrawingMatchesPopplersRenderOfBoardsPdf) {
  const SpotlightKit& kit = default_kit();
  for (NightMode night : {NightMode::kScreen, NightMode::kFilm}) {
    const std::string name = night_mode_name(night);
    SCOPED_TRACE(name);
    SpotlightOptions o = test_options(1);
    o.night = night;
    const auto dir = testing::fresh_folder("spotlight_board_preview_" + name);
    write_boards_pdf(kit, o, dir / "boards.pdf");
    write_pdf_page_png(dir / "boards.pdf", 1, 60, dir / "poppler.png");
    const Paper page = landscape(o.paper);
    write_drawing_png(
        page.width_mm, page.height_mm, 60,
        [&](cairo_t* cr) { draw_boards_pdf_page(cr, kit, o, 0); }, dir / "drawn.png");
    const PixelDifference d = png_difference(dir / "poppler.png", dir / "drawn.png");
    // Measured: screen 0.90 and 0.02 %, film 0.16 and 0.09 % (the rings' edges); text laid out
    // with hinted metrics, as an image surface does by default, gave 1.3 and 0.3 %.
    EXPECT_LT(d.mean, 1.2);
    EXPECT_LT(d.far_share, 0.002);
  }
}

TEST(SpotlightKit, ItsJobsWriteTheSameBytesInAnyOrderAndOnTwoThreads) {
  SpotlightOptions o = test_options(3);
  o.boards = 2;
  o.cards = 20;
  const SpotlightKit kit = build_spotlight(party(), o);
  o.threads = 1;
  const auto one_by_one = testing::fresh_folder("spotlight_jobs_one_by_one");
  write_spotlight(kit, o, one_by_one);

  const auto reversed = testing::fresh_folder("spotlight_jobs_reversed");
  SpotlightFiles files;
  std::vector<SpotlightJob> jobs = spotlight_jobs(kit, o, reversed, &files);
  std::vector<std::string> names;
  for (const SpotlightJob& job : jobs) names.push_back(job.name);
  EXPECT_EQ(names, (std::vector<std::string>{"boards.pdf", "boards.html (board 1)",
                                             "boards.html (board 2)", "search-cards.pdf",
                                             "spotlight-components.pdf", "solutions.json"}));
  for (auto job = jobs.rbegin(); job != jobs.rend(); ++job) job->run();
  EXPECT_GT(files.html_bytes, 0u);
  EXPECT_GT(files.boards_bytes, 0u);

  o.threads = 2;
  const auto two_threads = testing::fresh_folder("spotlight_jobs_two_threads");
  write_spotlight(kit, o, two_threads);

  const auto expected = testing::folder_snapshot(one_by_one);
  EXPECT_EQ(expected.size(), 5u);
  for (const auto& folder : {reversed, two_threads}) {
    const auto got = testing::folder_snapshot(folder);
    ASSERT_EQ(got.size(), expected.size()) << folder;
    for (const auto& [file, bytes] : expected) {
      EXPECT_TRUE(got.at(file) == bytes) << folder / file << " differs";
    }
  }
}

}  // namespace
}  // namespace spotforge
