#include "kit/kit_build.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string_view>

#include "base/held_progress.h"
#include "base/languages.h"
#include "base/parallel_for.h"
#include "base/staged_folder.h"
#include "design/deck_report.h"
#include "design/plane_order.h"
#include "kit/deck/deck_kit.h"
#include "kit/deck/print_resolution.h"
#include "kit/deck_art.h"
#include "kit/kit_file_names.h"
#include "kit/party/party_components.h"
#include "kit/report_text.h"
#include "kit/rules/rulebook.h"
#include "kit/spotlight/search_cards.h"
#include "kit/spotlight/spotlight_kit.h"
#include "layout/deck_layout.h"
#include "print/pdf_preview.h"
#include "theme/deck_sizes.h"
#include "theme/left_out.h"
#include "theme/loader.h"
#include "theme/symbol_list_reader.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// Previews at 60 dpi: a page is about 500 x 700 pixels, enough to see what it is.
constexpr double kPreviewDpi = 60;

std::vector<std::string> choose_languages(const Theme& theme,
                                          const std::vector<std::string>& requested) {
  const auto has = [](const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
  };
  std::vector<std::string> chosen;
  if (requested.empty()) {
    for (const std::string& l : theme.languages) {
      if (has(kit_languages(), l)) chosen.push_back(l);
    }
    if (chosen.empty()) throw InputError(rulebook_language_problems(theme));
    return chosen;
  }
  DiagnosticList problems;
  for (const std::string& l : requested) {
    if (!has(kit_languages(), l)) {
      problems.error("--lang", 0, 0,
                     "no rulebook texts in '" + l + "'; expected one of " +
                         available_languages_text() + " (the folders of " +
                         languages_dir().string() + ")");
    } else if (!has(theme.languages, l)) {
      problems.error(theme.file.string(), 0, 0,
                     "the theme has no symbol names in '" + l +
                         "'; expected it in the theme's languages: (or leave out --lang)");
    } else if (!has(chosen, l)) {
      chosen.push_back(l);
    }
  }
  problems.throw_if_errors();
  return chosen;
}

bool is_pdf(const fs::path& path) { return path.extension() == ".pdf"; }

// Runs write(i) for every index of every lane, the lanes in parallel and the indices of a lane
// one after another, in order. A failure names the file where the user will find it,
// not its place in the staging folder; bad input (a full disk among it: the write that failed
// says so, naming its file) stays as it is, anything else is reported as itself with the
// product it stopped (before, any failure on a nearly full disk became "the disk is full").
void write_in_parallel(const std::vector<std::vector<int>>& lanes, int threads,
                       const std::function<std::string(int)>& product,
                       const std::function<void(int)>& write, const StagedFolder& staged) {
  try {
    parallel_for(static_cast<int>(lanes.size()), threads, [&](int lane) {
      for (const int i : lanes[lane]) {
        try {
          write(i);
        } catch (const InputError&) {
          throw;
        } catch (const std::exception& e) {
          throw std::runtime_error("can't make the " + product(i) + ": " + e.what());
        }
      }
    });
  } catch (const InputError& e) {
    throw InputError(staged.as_in_out(e.diagnostics()));
  } catch (const std::exception& e) {
    throw std::runtime_error(staged.as_in_out(e.what()));
  }
}

// One product to write into the staging folder, with the files it makes.
struct Task {
  std::string name;
  std::function<void(const fs::path& dir)> write;
  // Tasks of one lane run one after another on one thread, in their order; "" for none.
  std::string lane;
  // A PNG of the first page of this PDF (relative to the staging folder), rendered from the
  // staged file right after it is written; empty for none.
  fs::path preview_of, preview;
};

}  // namespace

const char* const kNoMascotSkipped =
    "Party rules and components: the theme has no symbol with role: mascot";

std::vector<std::string> kit_languages() { return available_languages(); }

std::string languages_without_rulebooks(const std::vector<std::string>& theme_languages) {
  std::string out;
  const std::vector<std::string> available = kit_languages();  // one list, read once
  for (const std::string& l : theme_languages) {
    if (std::find(available.begin(), available.end(), l) != available.end()) {
      continue;
    }
    out += (out.empty() ? "" : ", ") + l + " (" + language_name(l) + ")";
  }
  return out;
}

std::vector<Diagnostic> rulebook_language_problems(const Theme& theme) {
  const std::string missing = languages_without_rulebooks(theme.languages);
  if (missing.empty()) return {};
  std::string have;
  const std::vector<std::string> available = kit_languages();  // by value: one list
  for (const std::string& l : theme.languages) {
    if (std::find(available.begin(), available.end(), l) == available.end()) continue;
    have += (have.empty() ? "" : ", ") + l;
  }
  const std::string texts =
      "spotforge has rulebook texts in " + available_languages_text() + " only";
  if (have.empty()) {
    return {{Diagnostic::Severity::kError, theme.file.string(), theme.languages_line,
             theme.languages_column,
             "no rulebook texts in " + missing + ": " + texts +
                 ", so build can make no rulebook; add one of them to languages: (and a name "
                 "in it to every symbol)"}};
  }
  return {{Diagnostic::Severity::kWarning, theme.file.string(), theme.languages_line,
           theme.languages_column,
           "no rulebook texts in " + missing + ": " + texts + "; build makes the rulebooks in " +
               have + " and leaves the others out"}};
}

namespace {

// Symbols below the plane's count that no kept card shows (a deck cut with --cards), from the
// frequencies the deck's verification already counted.
std::vector<int> symbols_on_no_card(const DeckVerification& check) {
  std::vector<int> missing;
  for (int s = 0; s < static_cast<int>(check.symbol_frequencies.size()); ++s) {
    if (check.symbol_frequencies[s] == 0) missing.push_back(s);
  }
  return missing;
}

// The rulebooks' games need at least three cards: refuse fewer before any layout work, with the
// range (build failed in a rulebook, naming no option, after laying out the cards).
void check_kit_cards(const Theme& theme, const KitBuildRequest& request) {
  if (!request.cards) return;
  const auto sizes = deck_sizes_for(static_cast<int>(theme.symbols.size()));
  const int order = request.order.value_or(sizes.empty() ? 0 : sizes.front().order);
  if (!is_supported_order(order)) return;  // plan_deck_kit says what is wrong with it
  const int cards = *request.cards;
  if (cards >= kMinKitCards && cards <= symbols_for_order(order)) return;
  throw InputError(
      "--cards " + std::to_string(cards) + " is out of range: " + describe_card_range(order) +
      " (the rulebooks' games need " + std::to_string(kMinKitCards) + " cards or more)");
}

// What the whole build shares: the theme and the choices made from it and the request.
struct KitPlan {
  Theme theme;
  Paper paper;
  std::vector<std::string> languages;  // rulebooks; the first one for the shared pieces
  bool has_mascot = false;
  bool has_spotlight = false;
  int search_cards = 0;
};

KitPlan plan_kit(const KitBuildRequest& request, KitBuildReport& report) {
  KitPlan plan;
  plan.theme = load_theme(find_theme_folder(request.theme), &report.warnings);
  const Theme& theme = plan.theme;
  report.title = theme.title.empty() ? theme.id : theme.title;
  report.out_dir = request.out_dir.empty() ? fs::path("output") / theme.id : request.out_dir;
  plan.paper = request.paper.value_or(paper_a4());
  plan.languages = choose_languages(theme, request.languages);
  if (request.languages.empty()) {
    const std::vector<Diagnostic> left = rulebook_language_problems(theme);
    report.warnings.insert(report.warnings.end(), left.begin(), left.end());
  }
  plan.has_mascot = theme.mascot_index() >= 0;
  plan.has_spotlight = !theme.spotlight_characters.empty();
  // Checked before the long layout work: a wrong number would only show at the boards.
  plan.search_cards = search_card_count(theme, request.search_cards);
  check_kit_cards(theme, request);
  return plan;
}

DeckKitRequest deck_request_for(const KitBuildRequest& request, const KitPlan& plan) {
  DeckKitRequest deck_request;
  deck_request.theme = request.theme;
  deck_request.order = request.order;
  deck_request.cards = request.cards;
  deck_request.seed = request.seed;
  deck_request.print = request.print;
  deck_request.print.paper = plan.paper;
  // The shared pieces (cards, components, Spotlight) speak the kit's first language.
  deck_request.print.language = plan.languages.front();
  deck_request.threads = request.threads;
  deck_request.layout_starts = request.layout_starts;
  deck_request.layout_grow_passes = request.layout_grow_passes;
  return deck_request;
}

// Plans and verifies the deck and its cards' layouts, with what the report says of them.
DeckKit plan_deck(const KitPlan& plan, const std::vector<SymbolArt>& arts,
                  const DeckKitRequest& deck_request, Progress* progress, KitBuildReport& report) {
  const Theme& theme = plan.theme;
  DeckKit deck = plan_deck_kit(theme, arts, deck_request, progress);
  report.checks.push_back("deck: " + deck_summary(deck.deck, deck.verification));
  const DeckSummary& layout = deck.layout.summary;
  report.checks.push_back("layout: " + std::to_string(layout.cards) + " cards verified on a " +
                          std::to_string(std::lround(layout.verified_px_per_mm)) +
                          " px/mm render, ink coverage " + percent_text(layout.ink_coverage.min) +
                          " to " + percent_text(layout.ink_coverage.max) + ", smallest gap " +
                          millimetres_text(layout.min_gap_mm.min));

  report.details.push_back(describe_summary(layout));
  {
    std::vector<std::string> ids;
    for (const ThemeSymbol& s : theme.symbols) ids.push_back(s.id);
    const std::string left = describe_left_out(ids, deck.deck.order, deck.deck.symbol_count,
                                               symbols_on_no_card(deck.verification),
                                               static_cast<int>(deck.deck.cards.size()));
    if (!left.empty()) report.left_out.push_back(left);
  }
  const std::vector<Diagnostic> blurred = low_resolution_warnings(
      theme, arts, largest_placed_sizes(deck.layout.cards, deck.deck.symbol_count), "on the cards");
  report.warnings.insert(report.warnings.end(), blurred.begin(), blurred.end());
  return deck;
}

SpotlightOptions spotlight_options_for(const KitBuildRequest& request, const KitPlan& plan) {
  SpotlightOptions spotlight;
  spotlight.paper = plan.paper;
  spotlight.seed = request.seed;
  if (plan.has_spotlight) spotlight.cards = plan.search_cards;
  spotlight.night = request.night;
  spotlight.language = plan.languages.front();
  if (request.threads > 0) spotlight.threads = request.threads;
  return spotlight;
}

// The verified Spotlight kit, or an empty one (and a skipped line) when the theme has none.
SpotlightKit plan_spotlight(const KitPlan& plan, const SpotlightOptions& spotlight,
                            Progress* progress, KitBuildReport& report) {
  if (!plan.has_spotlight) {
    report.skipped.push_back("Spotlight: the theme has no spotlight: section");
    return {};
  }
  SpotlightKit spotlight_kit = build_spotlight(plan.theme, spotlight, progress);
  report.checks.push_back("spotlight: " + std::to_string(spotlight_kit.boards.size()) +
                          " boards verified against " + std::to_string(spotlight_kit.cards.size()) +
                          " search cards (" + std::to_string(spotlight_kit.report.copies_checked) +
                          " copies checked)");
  report.details.push_back(spotlight_summary(spotlight_kit, spotlight));
  return spotlight_kit;
}

// The deck (its pictures loaded, its layout and their verification) and the Spotlight kit
// (packing and its verification) planned at the same time: each alone left a core idle part of
// the time (5 boards on 2 threads, the serial steps between phases); together they keep both
// busy. The deck's pictures are loaded here, not before: alone, that kept one core busy for
// 0.1 s of the build's start while the Spotlight, which loads its own characters, waited. What
// they add to the report comes in the order it did when they ran one after the other; so do
// the failures (the deck's first), and progress shows the deck's phases, then the Spotlight's.
void plan_deck_and_spotlight(const KitPlan& plan, std::vector<SymbolArt>& arts,
                             const DeckKitRequest& deck_request, const SpotlightOptions& spotlight,
                             int threads, Progress* progress, KitBuildReport& report, DeckKit& deck,
                             SpotlightKit& spotlight_kit) {
  KitBuildReport deck_report, spotlight_report;
  std::optional<HeldProgress> held;
  if (progress) held.emplace(progress);
  parallel_for(2, threads == 1 ? 1 : 2, [&](int job) {
    if (job == 0) {
      // On a failure the Spotlight's phases stay held: the deck's error is what the user sees,
      // as when the Spotlight kit was planned after it.
      arts = load_deck_art(plan.theme, &deck_report.warnings);
      deck = plan_deck(plan, arts, deck_request, progress, deck_report);
      if (held) held->release();
    } else {
      spotlight_kit = plan_spotlight(plan, spotlight, held ? &*held : nullptr, spotlight_report);
    }
  });
  for (const KitBuildReport* part : {&deck_report, &spotlight_report}) {
    const auto append = [](auto& to, const auto& from) {
      to.insert(to.end(), from.begin(), from.end());
    };
    append(report.warnings, part->warnings);
    append(report.checks, part->checks);
    append(report.skipped, part->skipped);
    append(report.left_out, part->left_out);
    append(report.details, part->details);
  }
}

void report_skipped(const KitBuildRequest& request, const KitPlan& plan, KitBuildReport& report) {
  if (const std::string missing = languages_without_rulebooks(plan.theme.languages);
      !missing.empty() && request.languages.empty()) {
    report.skipped.push_back(
        "rulebooks in " + missing + ": spotforge has no language folder for it (it has " +
        available_languages_text() + "); the theme's names in it are not used");
  }
  if (!plan.has_mascot) {
    report.skipped.push_back(kNoMascotSkipped);
  }
}

// The games with a rulebook in this kit, the first one previewed.
std::vector<std::string> kit_games(const KitPlan& plan) {
  std::vector<std::string> games;
  if (plan.has_mascot) games.push_back("party");
  games.push_back("classic");
  if (plan.has_spotlight) games.push_back("spotlight");
  return games;
}

// Everything the products are written from; the tasks hold references into it.
struct KitParts {
  const KitBuildRequest& request;
  const KitPlan& plan;
  const std::vector<SymbolArt>& arts;
  const DeckKitRequest& deck_request;
  DeckKit& deck;
  const SpotlightOptions& spotlight;
  const SpotlightKit& spotlight_kit;
  const kit::RulebookSources& sources;
  SpotlightFiles* spotlight_files;  // the Spotlight jobs' sizes (unused: measured from the files)
};

kit::RulebookSources rulebook_sources(const KitBuildRequest& request, const KitPlan& plan,
                                      const std::vector<SymbolArt>& arts, const DeckKit& deck,
                                      const SpotlightOptions& spotlight,
                                      const SpotlightKit& spotlight_kit) {
  kit::RulebookSources sources{&plan.theme, &arts, &deck.deck, &deck.layout.cards};
  sources.spotlight = kit::spotlight_rule_counts(spotlight);
  if (plan.has_spotlight) sources = kit::with_spotlight_kit(sources, spotlight_kit, spotlight);
  sources.card_holders = plan.has_mascot ? request.holders : 0;
  return sources;
}

// The products, each writing its own files; independent, so they run in parallel, the longest
// first so that what is left at the end is short (CPU measured on the party kit, session 15):
// boards.pdf (0.4 s), search-cards.pdf (0.28), each board's screen picture (0.22: as one task
// the Spotlight kit kept a core busy for 6 s after the other had finished everything else), the
// board's preview and each Spotlight rulebook (0.12), the deck (0.11 with its preview), the
// party and classic rulebooks (0.05-0.1), then what takes a few hundredths. The PDFs that draw
// the Spotlight's characters onto their pages (boards.pdf, search-cards.pdf, the Spotlight
// rulebooks and components) are one lane, written one after another, started first, with the
// deck beside it: a picture drawn onto a PDF page is replayed when the page is written without
// its lock (art/symbol_art.cc says why), and boards.pdf written while search-cards.pdf was
// lost a character form's transparency group in 2 builds of 3. Until session 14 nothing but
// timing kept them apart (boards.pdf, then its Poppler preview on the same thread, and
// search-cards.pdf after the screen pictures; with --night paper, no screen pictures, they
// met: boards.pdf came out three ways in three builds), and the Spotlight rulebooks came last,
// the two threads ending up to 0.12 s apart. Until session 13 the rulebooks were one lane, typeset
// one after another: two typeset at once came out apart in about one build in six. That was cairo
// replaying a card symbol into pixels (a figure's ink measured) while another thread drew the
// same symbol; those replays now take the pictures' locks (art/picture_locks.h). The previews
// (a PNG of the first page of the main PDFs, from the staged file) are rendered by the task
// that wrote their PDF, among the other products: as a phase of their own after them, the
// board's alone kept one core busy for half a second. The board's is a task of its own, drawn
// from boards.pdf's first page's drawing (print/pdf_preview.h): Poppler took 0.6 s of CPU for
// it, after boards.pdf on the same thread, and the drawing takes 0.12 s.
std::vector<Task> product_tasks(const KitParts& parts, const fs::path& staged) {
  const KitPlan& plan = parts.plan;
  std::vector<Task> tasks;
  std::vector<SpotlightJob> spotlight;
  if (plan.has_spotlight) {
    spotlight = spotlight_jobs(parts.spotlight_kit, parts.spotlight, staged, parts.spotlight_files);
  }
  // The lane of the PDFs drawing the Spotlight's characters.
  const std::string characters = "PDFs with the Spotlight's characters";
  // The Spotlight jobs whose name starts with `name`, in their order.
  const auto add_spotlight_jobs = [&tasks, &spotlight](std::string_view name,
                                                       const std::string& lane = "") {
    for (SpotlightJob& job : spotlight) {
      if (!job.name.starts_with(name)) continue;
      tasks.push_back({"Spotlight " + job.name,
                       [run = std::move(job.run)](const fs::path&) { run(); },
                       lane,
                       {},
                       {}});
      job.run = nullptr;  // taken
    }
  };
  const auto add_rulebooks = [&tasks, &parts, &plan](const std::string& game,
                                                     const std::string& lane = "") {
    const std::vector<std::string> games = kit_games(plan);
    if (std::find(games.begin(), games.end(), game) == games.end()) return;
    for (const std::string& language : plan.languages) {
      const std::string name = "rules-" + game + "-" + language;
      tasks.push_back(
          {name,
           [&parts, game, language](const fs::path& dir) {
             kit::write_rulebook(parts.sources, {game, language, parts.plan.paper}, dir);
           },
           lane,
           {},
           {}});
      if (game == games.front() && language == plan.languages.front()) {
        tasks.back().preview_of = name + ".pdf";
        tasks.back().preview = "previews/" + name + ".png";
      }
    }
  };
  add_spotlight_jobs("boards.pdf", characters);
  tasks.push_back({"deck",
                   [&parts](const fs::path& dir) {
                     write_deck_kit(parts.deck, parts.arts, parts.deck_request, dir);
                   },
                   "", "cards.pdf", "previews/cards.png"});
  add_spotlight_jobs("search-cards.pdf", characters);
  add_rulebooks("spotlight", characters);
  add_spotlight_jobs("spotlight-components.pdf", characters);
  add_spotlight_jobs("boards.html");
  if (!spotlight.empty() && parts.request.previews) {
    tasks.push_back({"previews/board.png",
                     [&parts](const fs::path& dir) {
                       const SpotlightKit& kit = parts.spotlight_kit;
                       const SpotlightOptions& options = parts.spotlight;
                       const Paper page = landscape(options.paper);
                       write_drawing_png(
                           page.width_mm, page.height_mm, kPreviewDpi,
                           [&](cairo_t* cr) { draw_boards_pdf_page(cr, kit, options, 0); },
                           dir / "previews" / "board.png");
                     },
                     "",
                     {},
                     {}});
  }
  add_rulebooks("party");
  add_rulebooks("classic");
  if (plan.has_mascot) {
    tasks.push_back({"party components",
                     [&parts](const fs::path& dir) {
                       const KitPlan& p = parts.plan;
                       write_party_components_pdf(
                           p.theme, parts.arts,
                           {p.paper, parts.request.holders, p.languages.front()},
                           dir / "party-components.pdf");
                     },
                     "", "party-components.pdf", "previews/party-components.png"});
  }
  add_spotlight_jobs("solutions.json");
  // Every Spotlight job is taken once: a new one must be given its place above.
  for (const SpotlightJob& job : spotlight) {
    if (job.run)
      throw std::logic_error("product_tasks: no place for the Spotlight job " + job.name);
  }
  return tasks;
}

// The tasks' lanes in the order of their first task.
std::vector<std::vector<int>> task_lanes(const std::vector<Task>& tasks) {
  std::vector<std::vector<int>> lanes;
  std::map<std::string, size_t> named;
  for (int t = 0; t < static_cast<int>(tasks.size()); ++t) {
    if (tasks[t].lane.empty()) {
      lanes.push_back({t});
      continue;
    }
    const auto [at, added] = named.emplace(tasks[t].lane, lanes.size());
    if (added) lanes.emplace_back();
    lanes[at->second].push_back(t);
  }
  return lanes;
}

void write_products(const std::vector<Task>& tasks, const KitBuildRequest& request,
                    const StagedFolder& staged, Progress* progress) {
  const ProgressPhase phase(progress, "files written", static_cast<int>(tasks.size()));
  write_in_parallel(
      task_lanes(tasks), request.threads, [&](int t) { return tasks[t].name; },
      [&](int t) {
        if (request.before_product_for_tests) request.before_product_for_tests(tasks[t].name);
        tasks[t].write(staged.path());
        if (request.previews && !tasks[t].preview.empty()) {
          write_pdf_page_png(staged.path() / tasks[t].preview_of, 1, kPreviewDpi,
                             staged.path() / tasks[t].preview);
        }
        phase.step();
      },
      staged);
}

// Pages and sizes are read from the staged files, exactly what is moved into place.
std::map<fs::path, KitFile> measure_staged(const fs::path& staged, const fs::path& out_dir) {
  std::map<fs::path, KitFile> measured;
  for (const auto& entry : fs::recursive_directory_iterator(staged)) {
    if (!entry.is_regular_file()) continue;
    const fs::path relative = entry.path().lexically_relative(staged);
    if (*relative.begin() == "symbols") continue;
    KitFile file;
    file.path = out_dir / relative;
    file.bytes = entry.file_size();
    if (is_pdf(entry.path())) file.pages = pdf_page_count(entry.path());
    measured[relative] = file;
  }
  return measured;
}

}  // namespace

KitBuildReport build_kit(const KitBuildRequest& request, Progress* progress) {
  KitBuildReport report;
  const KitPlan plan = plan_kit(request, report);

  // Everything is computed and verified before the first file is written.
  std::vector<SymbolArt> arts;  // the deck's pictures, loaded while the Spotlight is planned
  const DeckKitRequest deck_request = deck_request_for(request, plan);
  const SpotlightOptions spotlight = spotlight_options_for(request, plan);
  DeckKit deck;
  SpotlightKit spotlight_kit;
  plan_deck_and_spotlight(plan, arts, deck_request, spotlight, request.threads, progress, report,
                          deck, spotlight_kit);
  report_skipped(request, plan, report);

  const kit::RulebookSources sources =
      rulebook_sources(request, plan, arts, deck, spotlight, spotlight_kit);
  SpotlightFiles spotlight_files;
  const KitParts parts{request,   plan,          arts,    deck_request,    deck,
                       spotlight, spotlight_kit, sources, &spotlight_files};
  StagedFolder staged(report.out_dir, {is_kit_file_name, request.refuse_linked_out});
  write_products(product_tasks(parts, staged.path()), request, staged, progress);
  const std::map<fs::path, KitFile> measured = measure_staged(staged.path(), report.out_dir);
  for (const fs::path& file : staged.commit()) {
    report.kit_files.push_back(file.lexically_relative(report.out_dir));
  }
  for (auto& [relative, file] : measured) report.files.push_back(file);
  return report;
}

std::string describe_build(const KitBuildReport& report) {
  std::ostringstream out;
  out << report.title << ": the kit is in " << report.out_dir.string() << "\n\n";
  size_t width = 4;
  for (const KitFile& f : report.files) {
    width = std::max(width, f.path.lexically_relative(report.out_dir).string().size());
  }
  char line[512];
  std::snprintf(line, sizeof line, "  %-*s  %5s  %9s\n", static_cast<int>(width), "file", "pages",
                "size");
  out << line;
  for (const KitFile& f : report.files) {
    const std::string name = f.path.lexically_relative(report.out_dir).string();
    const std::string pages = f.pages > 0 ? std::to_string(f.pages) : "";
    std::snprintf(line, sizeof line, "  %-*s  %5s  %9s\n", static_cast<int>(width), name.c_str(),
                  pages.c_str(), size_text(f.bytes).c_str());
    out << line;
  }
  out << "\n";
  for (const std::string& check : report.checks) out << "  verified  " << check << "\n";
  for (const std::string& skip : report.skipped) out << "  skipped   " << skip << "\n";
  for (const std::string& left : report.left_out) out << "  left out  " << left << "\n";
  return out.str();
}

}  // namespace spotforge
