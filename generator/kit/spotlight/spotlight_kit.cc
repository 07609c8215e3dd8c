#include "kit/spotlight/spotlight_kit.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <exception>
#include <memory>
#include <sstream>
#include <thread>

#include "base/atomic_write.h"
#include "base/diagnostic.h"
#include "base/interrupt.h"
#include "base/parallel_for.h"
#include "kit/kit_words.h"
#include "kit/spotlight/spotlight_art.h"
#include "kit/spotlight/spotlight_contrast.h"
#include "kit/spotlight/spotlight_play.h"
#include "kit/spotlight/spotlight_raster.h"
#include "kit/spotlight/spotlight_screen.h"
#include "kit/spotlight/spotlight_shapes.h"
#include "kit/spotlight/spotlight_solutions.h"
#include "print/atomic_file.h"

namespace spotforge {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr int kMaskPixels = 128;  // ink masks for packing and ink centres

// The ink centre of a mask, in box fractions (0..1).
void ink_centre(const InkMask& mask, double* u, double* v) {
  double sum = 0, su = 0, sv = 0;
  for (int y = 0; y < mask.height; ++y) {
    for (int x = 0; x < mask.width; ++x) {
      const double a = mask.at(x, y);
      sum += a;
      su += a * (x + 0.5);
      sv += a * (y + 0.5);
    }
  }
  *u = sum > 0 ? su / sum / mask.width : 0.5;
  *v = sum > 0 ? sv / sum / mask.height : 0.5;
}

std::string name_in(const ThemeSymbol& s, const std::string& language) {
  const auto it = s.names.find(language);
  if (it != s.names.end()) return it->second;
  return s.names.empty() ? s.id : s.names.begin()->second;
}

// One background tone for every board: the one the search cards' characters blend into least.
void choose_board_background(SpotlightKit& kit) {
  std::vector<const SymbolArt*> on_cards;
  for (const CardQuota& card : kit.plan.cards) on_cards.push_back(&kit.characters[card.character]);
  const ToneChoice choice = choose_background_tone(on_cards);
  for (BoardSpec& board : kit.plan.boards) board.background = choice.tone;
}

// The answers' spread and the clearest/least clear copy, for the summary.
std::string spread_and_contrast_lines(const SpotlightKit& kit) {
  std::ostringstream out;
  const TotalsSpread spread = totals_spread(kit.plan);
  out << "Answers (cards per total): ";
  for (int k = 1; k < static_cast<int>(spread.cards_with_total.size()); ++k) {
    out << (k > 1 ? ", " : "") << k << " x" << spread.cards_with_total[k];
  }
  char line[320];
  std::snprintf(line, sizeof line,
                "; dial 0-%d; the most common total (%d) is the answer on %.0f %% of the cards\n",
                kit.plan.rules.dial_max, spread.most_common_total, spread.largest_share * 100);
  out << line;
  // Sizes as packed: the plan's, never shrunk on a crowded board.
  double lo[2] = {1e9, 1e9}, hi[2] = {0, 0};
  for (const BoardPlacement& board : kit.boards) {
    for (const BoardCopy& copy : board.copies) {
      const int easy = kit.plan.cards[copy.card].easy ? 1 : 0;
      lo[easy] = std::min(lo[easy], copy.size_mm);
      hi[easy] = std::max(hi[easy], copy.size_mm);
    }
  }
  if (hi[0] > 0) {
    std::snprintf(line, sizeof line, "Copy sizes: %.1f-%.1f mm", lo[0], hi[0]);
    out << line;
    if (hi[1] > 0) {
      std::snprintf(line, sizeof line, " (easy cards %.1f-%.1f mm)", lo[1], hi[1]);
      out << line;
    }
    out << ", each copy the same size on every board\n";
  }
  const ContrastSummary& c = kit.report.contrast;
  if (c.worst.board >= 0) {
    std::snprintf(
        line, sizeof line,
        "Contrast: boards on %s; least clear copy: %s on board %d, %.1f %% of its ink within "
        "%.0f %% of the background colour; %ld copies at 30 %% or more; one card differs by at "
        "most %.1f points between boards\n",
        background_tone_name(kit.plan.boards.front().background).c_str(),
        kit.character_ids.at(c.worst.character).c_str(), c.worst.board + 1, c.worst.share * 100,
        kBlendDistance * 100, c.copies_from_30_percent, c.largest_board_difference * 100);
    out << line;
  }
  if (c.worst_lightness.board >= 0) {
    std::snprintf(line, sizeof line,
                  "Lightness: least clear copy %s on board %d, %.1f %% of its ink within %.0f L* "
                  "of what lies under it (at most %.0f %%); %ld copies at 15 %% or more; %zu "
                  "characters outlined\n",
                  kit.character_ids.at(c.worst_lightness.character).c_str(),
                  c.worst_lightness.board + 1, c.worst_lightness.share * 100, kLightnessDistance,
                  kMaxLightnessShare * 100, c.copies_from_15_percent_lightness,
                  outlined_characters(kit).size());
    out << line;
  }
  if (!kit.play.strategies.empty()) out << play_table_text(kit.play, kit.game);
  return out.str();
}

}  // namespace

std::vector<std::pair<int, int>> outlined_characters(const SpotlightKit& kit) {
  std::vector<std::pair<int, int>> outlined;
  std::vector<bool> seen(kit.characters.size(), false);
  for (const BoardPlacement& board : kit.boards) {
    for (const BoardCopy& copy : board.copies) {
      if (copy.outline == 0 || seen.at(copy.character)) continue;
      seen[copy.character] = true;
      outlined.push_back({copy.character, copy.outline});
    }
  }
  return outlined;
}

BoardMode board_mode(NightMode night) {
  return night == NightMode::kFilm ? BoardMode::kFilm : BoardMode::kPaper;
}

Paper landscape(const Paper& paper) {
  Paper p = paper;
  if (p.width_mm < p.height_mm) std::swap(p.width_mm, p.height_mm);
  return p;
}

std::vector<SearchCardFace> card_faces(const SpotlightPlan& plan, const BoardGeometry& geometry,
                                       const std::vector<BoardPlacement>& boards,
                                       const std::vector<SymbolArt>& characters) {
  std::vector<SearchCardFace> faces;
  for (const CardQuota& q : plan.cards) {
    SearchCardFace f;
    f.card = q.card;
    f.character = q.character;
    f.total = q.total;
    for (int s = 0; s < kQuadrants; ++s) f.excluded[s] = q.excluded(static_cast<QuadrantSymbol>(s));
    f.moons = q.moons;
    f.easy = q.easy;
    f.markers.resize(boards.size());
    faces.push_back(f);
  }
  for (size_t b = 0; b < boards.size(); ++b) {
    for (const BoardCopy& c : boards[b].copies) {
      double u, v;
      ink_centre(characters.at(c.character).mask(kMaskPixels), &u, &v);
      double x = (u - 0.5) * c.width_mm, y = (v - 0.5) * c.height_mm;
      if (c.mirror) x = -x;
      const double a = c.rotation_deg * kPi / 180;
      CardMarker m;
      m.x_mm = c.x_mm + x * std::cos(a) - y * std::sin(a);
      m.y_mm = c.y_mm + x * std::sin(a) + y * std::cos(a);
      m.cell = geometry.cell_name(m.x_mm, m.y_mm);
      faces.at(c.card).markers[b].push_back(m);
    }
  }
  return faces;
}

int outline_dim_characters(SpotlightKit& kit) {
  const int tone = kit.plan.boards.empty() ? 0 : kit.plan.boards.front().background;
  std::vector<int> outline(kit.characters.size(), -1);  // per character: not yet decided
  int outlined = 0;
  for (BoardPlacement& board : kit.boards) {
    for (BoardCopy& copy : board.copies) {
      int& o = outline.at(copy.character);
      if (o < 0) {
        o = static_cast<int>(board_outline(kit.characters[copy.character], tone));
        outlined += o != 0;
      }
      copy.outline = o;
    }
  }
  return outlined;
}

VerifyReport verify_kit(const SpotlightKit& kit, double px_per_mm, int threads,
                        Progress* progress) {
  const int n = static_cast<int>(kit.boards.size());
  std::vector<DrawnBoard> drawn(n);
  const ProgressPhase phase(progress, "boards verified", n);
  parallel_for(n, threads, [&](int b) {
    drawn[b] = rasterise_board(kit.geometry, kit.plan.boards[b], kit.boards[b], kit.characters,
                               kit.title, kit.language, px_per_mm, kit.plan.seed);
    phase.step();
  });
  VerifyOptions options;
  options.min_size_mm = kit.plan.rules.min_size_mm;
  return verify_spotlight(kit.plan, kit.geometry, drawn, kit.cards, options);
}

SpotlightKit build_spotlight(const Theme& theme, const SpotlightOptions& options,
                             Progress* progress) {
  SpotlightKit kit;
  kit.title = theme.title.empty() ? theme.id : theme.title;
  kit.language = options.language.empty() ? kit_language(theme) : options.language;
  kit.characters = load_spotlight_characters(theme);
  for (const ThemeSymbol& s : theme.spotlight_characters) {
    kit.character_ids.push_back(s.id);
    kit.character_names.push_back(name_in(s, kit.language));
    kit.character_names_by_language.push_back(s.names);
  }
  const Paper page = landscape(options.paper);
  kit.geometry = board_geometry(page.width_mm, page.height_mm, page.min_margin_mm);
  // The sizes are set for an A4 board; bigger paper gets bigger copies (not emptier boards),
  // smaller paper smaller ones, never below the minimum size.
  const BoardGeometry a4 = board_geometry(297, 210, 5);
  const double scale = std::clamp(std::sqrt(kit.geometry.play.width * kit.geometry.play.height /
                                            (a4.play.width * a4.play.height)),
                                  0.85, 1.45);
  SpotlightRules rules;
  rules.normal_size_min_mm *= scale;
  rules.normal_size_max_mm *= scale;
  rules.easy_size_min_mm *= scale;
  rules.easy_size_max_mm *= scale;
  kit.plan = plan_spotlight(static_cast<int>(kit.characters.size()), options.cards, options.boards,
                            options.seed, rules);
  choose_board_background(kit);
  std::vector<CharacterInk> inks;
  for (const SymbolArt& art : kit.characters) {
    inks.push_back({&art.mask(kMaskPixels), art.box().width / art.box().height});
  }
  PackOptions pack;
  pack.px_per_mm = options.pack_px_per_mm;
  kit.boards = fill_boards(kit.plan, kit.geometry, inks, pack, options.threads, progress);
  outline_dim_characters(kit);
  kit.cards = card_faces(kit.plan, kit.geometry, kit.boards, kit.characters);
  kit.report = verify_kit(kit, options.verify_px_per_mm, options.threads, progress);
  kit.play = play_table(game_cards(kit.plan), kit.game, kit.plan.rules.dial_max);
  if (!kit.report.ok()) {
    std::vector<Diagnostic> problems;
    for (const auto& e : kit.report.errors) {
      problems.push_back({Diagnostic::Severity::kError, theme.file.string(), 0, 0,
                          "spotlight verification: " + e});
    }
    throw InputError(problems);
  }
  return kit;
}

std::string spotlight_summary(const SpotlightKit& kit, const SpotlightOptions& options) {
  std::ostringstream out;
  const int nb = static_cast<int>(kit.boards.size());
  out << "Spotlight kit: " << kit.title << ", " << nb << " boards, " << kit.cards.size()
      << " search cards, " << landscape(options.paper).name << " landscape boards, "
      << night_mode_name(options.night) << " night, seed " << options.seed << "\n";
  out << "Verified from the rasterised boards: " << kit.report.copies_checked
      << " copies, every card's total, quadrant counts and mini-map markers match.\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-5s %-22s %2s  %3s %3s %3s %3s  %5s %4s  %s\n", "card",
                "character", "k", "sq", "ci", "di", "tr", "moons", "easy", "drawn per board");
  out << line;
  for (const SearchCardFace& f : kit.cards) {
    const CardQuota& q = kit.plan.cards[f.card];
    std::string per_board;
    for (int b = 0; b < nb; ++b) {
      per_board += (b ? " " : "") + std::to_string(kit.report.counts.counts[f.card][b]);
    }
    std::snprintf(line, sizeof line, "%-5d %-22s %2d  %3d %3d %3d %3d  %5d %4s  %s\n", f.card + 1,
                  kit.character_ids[f.character].c_str(), f.total, q.quota[0], q.quota[1],
                  q.quota[2], q.quota[3], f.moons, f.easy ? "yes" : "", per_board.c_str());
    out << line;
  }
  out << "Copies per board: ";
  for (int b = 0; b < nb; ++b) out << (b ? ", " : "") << kit.boards[b].copies.size();
  out << "\nInk coverage per quadrant (board: top-left top-right bottom-left bottom-right):\n";
  for (int b = 0; b < nb; ++b) {
    std::snprintf(line, sizeof line, "  board %d: %.2f %.2f %.2f %.2f\n", b + 1,
                  kit.boards[b].coverage[0], kit.boards[b].coverage[1], kit.boards[b].coverage[2],
                  kit.boards[b].coverage[3]);
    out << line;
  }
  out << "Largest empty patch per quadrant (diameter of the widest ink-free disc, mm):\n";
  for (int b = 0; b < nb; ++b) {
    const auto& h = kit.boards[b].largest_hole_mm;
    std::snprintf(line, sizeof line, "  board %d: %.1f %.1f %.1f %.1f\n", b + 1, h[0], h[1], h[2],
                  h[3]);
    out << line;
  }
  out << spread_and_contrast_lines(kit);
  return out.str();
}

std::vector<SpotlightJob> spotlight_jobs(const SpotlightKit& kit, const SpotlightOptions& options,
                                         const std::filesystem::path& out, SpotlightFiles* files) {
  std::error_code ec;
  create_folders(out, ec);
  if (ec) {
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, out.string(), 0, 0,
         "can't create the output folder: " + ec.message() +
             "; expected a folder you may write to (choose another with --out DIR)"}});
  }
  std::vector<SpotlightJob> jobs;
  jobs.push_back({"boards.pdf", [&kit, &options, out, files] {
                    files->boards_bytes = write_boards_pdf(kit, options, out / "boards.pdf");
                  }});
  if (options.night == NightMode::kScreen) {
    // The pictures by board, shared by the jobs; the last one done writes the page. They are
    // drawn from the kit's own characters while boards.pdf and search-cards.pdf draw them too:
    // a picture is painted onto pixels from a copy of its own (SymbolArt::Impl::pixels_copy).
    // Until session 13 the screen jobs loaded the characters again for that (0.16 s of CPU
    // while the other board jobs waited).
    struct Screen {
      std::string page = screen_page_template();  // now: a broken install fails first
      std::vector<std::string> webps;
      std::atomic<int> left;
    };
    const int n = static_cast<int>(kit.boards.size());
    auto screen = std::make_shared<Screen>();
    screen->webps.resize(n);
    screen->left = n;
    for (int b = 0; b < n; ++b) {
      jobs.push_back({"boards.html (board " + std::to_string(b + 1) + ")",
                      [&kit, &options, out, files, screen, b] {
                        screen->webps[b] = board_webp(kit, options, b, kScreenPxPerMm);
                        // acq_rel: the last one sees every other job's picture.
                        if (screen->left.fetch_sub(1, std::memory_order_acq_rel) == 1) {
                          files->html_bytes = write_boards_html(kit, screen->page, screen->webps,
                                                                out / "boards.html");
                        }
                      }});
    }
  }
  jobs.push_back({"search-cards.pdf", [&kit, &options, out, files] {
                    files->cards_bytes =
                        write_search_cards_pdf(kit, options, out / "search-cards.pdf");
                  }});
  jobs.push_back({"spotlight-components.pdf", [&kit, &options, out, files] {
                    files->components_bytes =
                        write_components_pdf(kit, options, out / "spotlight-components.pdf");
                  }});
  jobs.push_back({"solutions.json", [&kit, &options, out, files] {
                    const std::string json = spotlight_solutions_json(kit, options);
                    write_file_atomically(out / "solutions.json", json);
                    files->solutions_bytes = json.size();
                  }});
  return jobs;
}

SpotlightFiles write_spotlight(const SpotlightKit& kit, const SpotlightOptions& options,
                               const std::filesystem::path& out) {
  SpotlightFiles files;
  const std::vector<SpotlightJob> jobs = spotlight_jobs(kit, options, out, &files);
  parallel_for(static_cast<int>(jobs.size()), options.threads, [&](int j) { jobs[j].run(); });
  return files;
}

}  // namespace spotforge
