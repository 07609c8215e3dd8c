// The rulebook kit end to end: the shipped Party theme with its real pictures, a real
// projective-plane deck, every game and language, and a deck of another order.
#include "kit/rules/rulebook.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <regex>
#include <sstream>

#include "base/data_dir.h"
#include "base/diagnostic.h"
#include "base/handles.h"
#include "base/languages.h"
#include "base/scoped_env_for_tests.h"
#include "kit/deck_art.h"
#include "kit/spotlight/board_geometry.h"
#include "kit/spotlight/spotlight_figures.h"
#include "kit/spotlight/spotlight_kit.h"
#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"
#include "typeset/language_pack.h"

namespace spotforge::kit {
namespace {

namespace fs = std::filesystem;
using spotforge::testing::quoted;
using spotforge::testing::run_command;

// The plane of prime order p (test data; the design stage builds the real decks): points
// (x, y) and the p + 1 directions at infinity; a card per line. `cards` keeps the first ones.
Deck prime_plane(int p, int cards) {
  Deck deck;
  deck.order = p;
  deck.symbols_per_card = p + 1;
  deck.symbol_count = p * p + p + 1;
  auto point = [p](int x, int y) { return x * p + y; };
  const int infinity = p * p;  // infinity + m: slope m; infinity + p: vertical
  for (int m = 0; m < p; ++m) {
    for (int b = 0; b < p; ++b) {
      std::vector<int> card;
      for (int x = 0; x < p; ++x) card.push_back(point(x, (m * x + b) % p));
      card.push_back(infinity + m);
      deck.cards.push_back(card);
    }
  }
  for (int c = 0; c < p; ++c) {
    std::vector<int> card;
    for (int y = 0; y < p; ++y) card.push_back(point(c, y));
    card.push_back(infinity + p);
    deck.cards.push_back(card);
  }
  std::vector<int> at_infinity;
  for (int i = 0; i <= p; ++i) at_infinity.push_back(infinity + i);
  deck.cards.push_back(at_infinity);
  deck.cards.resize(static_cast<size_t>(cards));
  return deck;
}

class RulebookKit : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    theme_ = new Theme(load_theme(find_theme_folder("party")));
    art_ = new std::vector<SymbolArt>(load_deck_art(*theme_));
  }
  static void TearDownTestSuite() {
    delete art_;
    delete theme_;
  }
  void SetUp() override {
    dir_ = spotforge::testing::fresh_folder(
        std::string("rulebook_kit_") +
        ::testing::UnitTest::GetInstance()->current_test_info()->name());
  }
  void TearDown() override {
    if (!std::getenv("SPOTFORGE_KEEP_TEST_OUTPUT")) fs::remove_all(dir_);
  }
  // `drawn_order`: the text in the order it was set (pdftotext -raw), for a sentence that must
  // read whole; without it pdftotext rebuilds lines by position, and a figure's caption in the
  // next column can land in the middle of a sentence.
  std::string text_of(const RulebookRequest& r, bool drawn_order = false) {
    const std::string raw = drawn_order ? "-raw " : "";
    std::string text =
        run_command("pdftotext -enc UTF-8 " + raw + quoted(dir_ / rulebook_file_name(r)) + " -")
            .output;
    text = std::regex_replace(text, std::regex("[\u00AD\u2010-]\n"), "");
    // A no-break space (after a Polish one-letter word, after an inline symbol) is a space.
    return std::regex_replace(text, std::regex("\u00A0"), " ");
  }
  // The book's text with every run of white space as one space (phrases that a line break
  // may split).
  std::string spaced_text_of(const RulebookRequest& r) {
    return std::regex_replace(text_of(r), std::regex("\\s+"), " ");
  }

  static Theme* theme_;
  static std::vector<SymbolArt>* art_;
  fs::path dir_;
};
Theme* RulebookKit::theme_ = nullptr;
std::vector<SymbolArt>* RulebookKit::art_ = nullptr;

TEST_F(RulebookKit, PartyRulesFollowTheFullDeck) {
  Deck deck = prime_plane(7, 57);
  RulebookSources sources{theme_, art_, &deck, nullptr, {}};
  RulebookRequest request{"party", "en", paper_a4()};
  typeset::TypesetReport report = write_rulebook(sources, request, dir_);
  EXPECT_LE(report.widest_overflow_pt, 0.01);
  std::string text = text_of(request);
  EXPECT_NE(text.find("57 cards"), std::string::npos);
  EXPECT_NE(text.find("8 symbols"), std::string::npos);
  EXPECT_NE(text.find("Toothbrush"), std::string::npos);                      // the symbol grid
  EXPECT_NE(text.find("Fluent Emoji Flat by Microsoft"), std::string::npos);  // credits
  EXPECT_EQ(text.find("{{"), std::string::npos);
}

// A card scene looks the same in every language: the books written from one set of sources
// measure its ink once (a replay of its symbols into pixels, 0.4 s of the default kit's 1.5 s
// of books), and a book set from the kept bands is the same file as one that measured its own.
TEST_F(RulebookKit, TheBooksOfOneKitMeasureEachCardSceneOnce) {
  Deck deck = prime_plane(7, 57);
  RulebookSources sources{theme_, art_, &deck, nullptr, {}};
  write_rulebook(sources, {"party", "en", paper_a4()}, dir_ / "en");
  const int measured = sources.figure_bands->measured();
  EXPECT_GE(measured, 5);  // the party book's card scenes
  write_rulebook(sources, {"party", "it", paper_a4()}, dir_ / "kept");
  EXPECT_EQ(sources.figure_bands->measured(), measured);
  RulebookSources fresh = sources;
  fresh.figure_bands = std::make_shared<typeset::FigureBands>();
  write_rulebook(fresh, {"party", "it", paper_a4()}, dir_ / "measured");
  EXPECT_EQ(fresh.figure_bands->measured(), measured);
  const auto bytes = [](const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  const std::string kept = bytes(dir_ / "kept" / "rules-party-it.pdf");
  EXPECT_FALSE(kept.empty());
  EXPECT_EQ(kept, bytes(dir_ / "measured" / "rules-party-it.pdf"));
}

TEST_F(RulebookKit, ASmallerDeckChangesTheNumbersAndTheGrid) {
  Deck deck = prime_plane(5, 31);
  RulebookSources sources{theme_, art_, &deck, nullptr, {}};
  RulebookRequest request{"party", "pl", paper_letter()};
  write_rulebook(sources, request, dir_);
  std::string text = text_of(request);
  EXPECT_NE(text.find("31 kart"), std::string::npos);
  EXPECT_NE(text.find("6 symboli"), std::string::npos);
  EXPECT_EQ(text.find("57 kart"), std::string::npos);
  // Only the 31 symbols on the cards are listed: the theme's last one is not.
  EXPECT_EQ(text.find(theme_->symbols.back().names.at("pl")), std::string::npos);
  EXPECT_NE(
      run_command("pdfinfo " + quoted(dir_ / rulebook_file_name(request))).output.find("612 x 792"),
      std::string::npos);
}

TEST_F(RulebookKit, SpotlightRulesUseTheKitsDialAndTokens) {
  Deck deck = prime_plane(7, 57);
  RulebookSources sources{theme_, art_, &deck, nullptr};  // the kit's Spotlight numbers
  EXPECT_EQ(sources.spotlight.dial_max, SpotlightRules{}.dial_max);
  RulebookRequest request{"spotlight", "en", paper_a4()};
  write_rulebook(sources, request, dir_);
  // Counts are set with a no-break space between number and noun.
  const std::string text = std::regex_replace(text_of(request), std::regex("\u00A0"), " ");
  EXPECT_NE(text.find("reading 0 to " + std::to_string(SpotlightRules{}.dial_max)),
            std::string::npos);
  EXPECT_NE(text.find(std::to_string(SpotlightOptions{}.players + 2) + " rush tokens"),
            std::string::npos)
      << text.substr(0, 3000);
}

// The Spotlight rulebook follows the night the kit is built for, in every language: each mode
// names what it is played with and none speaks of another's equipment; no text promises a
// start space or partly hidden copies the kit doesn't have.
TEST_F(RulebookKit, SpotlightRulesFollowTheNightMode) {
  Deck deck = prime_plane(7, 57);
  struct Words {
    const char* language;
    const char* film;    // only in film mode
    const char* screen;  // only in screen mode
    const char* paper;   // only in paper mode
    const char* house;   // the track's home space, in every mode
    std::vector<std::string> never;
  };
  const std::vector<Words> languages = {{"en",
                                         "pairs of flashlights",
                                         "boards.html",
                                         "needs no flashlights",
                                         "space with the house",
                                         {"start space", "partly hidden", "double-sided"}},
                                        {"it",
                                         "coppie di torce",
                                         "boards.html",
                                         "le torce non servono",
                                         "casella con la casetta",
                                         {"casella di partenza", "in parte nascosta"}},
                                        {"pl",
                                         "par latarek",
                                         "boards.html",
                                         "latarki nie są potrzebne",
                                         "polu z domkiem",
                                         {"polu startowym", "częściowo zasłonięta"}},
                                        {"de",
                                         "Paare Taschenlampen",
                                         "boards.html",
                                         "Sucht nur mit den Augen",
                                         "Feld mit dem Haus",
                                         {"Startfeld", "halb verdeckt", "geladenen Seite"}},
                                        {"fr",
                                         "paires de lampes",
                                         "boards.html",
                                         "cherchez des yeux seulement",
                                         "case de la maison",
                                         {"case départ", "en partie caché", "face chargée"}},
                                        {"es",
                                         "pares de linternas",
                                         "boards.html",
                                         "buscad solo con los ojos",
                                         "casilla de la casa",
                                         {"casilla de salida", "medio escondida", "cara cargada"}}};
  for (const Words& w : languages) {
    for (NightMode night : {NightMode::kFilm, NightMode::kScreen, NightMode::kPaper}) {
      SCOPED_TRACE(std::string(w.language) + " " + night_mode_name(night));
      SpotlightOptions options;
      options.night = night;
      RulebookSources sources{theme_, art_, &deck, nullptr, spotlight_rule_counts(options)};
      RulebookRequest request{"spotlight", w.language, paper_a4()};
      write_rulebook(sources, request, dir_);
      // Words hyphenated at a line end are joined again before searching.
      const std::string text =
          std::regex_replace(std::regex_replace(text_of(request, true), std::regex("\\s+"), " "),
                             std::regex("([a-z])- "), "$1");
      EXPECT_EQ(text.find(w.film) != std::string::npos, night == NightMode::kFilm);
      EXPECT_EQ(text.find(w.screen) != std::string::npos, night == NightMode::kScreen);
      EXPECT_EQ(text.find(w.paper) != std::string::npos, night == NightMode::kPaper);
      EXPECT_NE(text.find(w.house), std::string::npos);
      for (const std::string& wrong : w.never) EXPECT_EQ(text.find(wrong), std::string::npos);
    }
  }
}

// No page but a book's last leaves a hole at the foot of a column (issue 27): a figure that
// does not fit where it stands lets the text after it fill the column and opens the next one,
// and a table continues in the next column under its repeated header. The classic books left
// a third of a column empty on page 2 (the Poisoned Gift's figure moved on) and nine lines on
// page 1 (the Well's table). What may stay: the tallest piece that cannot be cut, a heading
// with a paragraph of three lines (no line of a paragraph is left alone).
TEST_F(RulebookKit, ClassicBooksLeaveNoHoleBeforeTheirLastPage) {
  Deck deck = prime_plane(7, 57);
  RulebookSources sources{theme_, art_, &deck};
  for (const char* language : {"en", "it", "pl", "de", "fr", "es"}) {
    SCOPED_TRACE(language);
    const typeset::TypesetReport report =
        write_rulebook(sources, {"classic", language, paper_a4()}, dir_);
    EXPECT_LT(report.largest_hole_lines, 5) << report.pages << " pages";
  }
}

// The story at the start hands out flashlights only where the night is played with them: a
// paper kit has none.
TEST_F(RulebookKit, OnlyANightWithFlashlightsOpensWithThem) {
  Deck deck = prime_plane(7, 57);
  const std::vector<std::pair<const char*, const char*>> openings = {
      {"en", "Grab your flashlight"}, {"it", "Prendete la torcia"},
      {"pl", "Weźcie latarki"},       {"de", "Schnappt euch eure Taschenlampen"},
      {"fr", "Prenez vos lampes"},    {"es", "Coged vuestras linternas"}};
  for (const auto& [language, grab] : openings) {
    for (NightMode night : {NightMode::kScreen, NightMode::kPaper}) {
      SCOPED_TRACE(std::string(language) + " " + night_mode_name(night));
      SpotlightOptions options;
      options.night = night;
      RulebookSources sources{theme_, art_, &deck, nullptr, spotlight_rule_counts(options)};
      RulebookRequest request{"spotlight", language, paper_a4()};
      write_rulebook(sources, request, dir_);
      const std::string text =
          std::regex_replace(text_of(request, true), std::regex("(\\s|\u2022)+"), " ");
      EXPECT_EQ(text.find(grab) != std::string::npos, night != NightMode::kPaper);
    }
  }
}

// A book quotes only what the reader sees (issue 27: one language per book): every quoted text
// of a Spotlight book is printed on the kit's components (the tokens carry numbers and icons,
// whatever the kit's language), is a word of the book's own language on boards.html (the page
// speaks every language), or is a part of the book itself ("Stay together!"). A Polish kit and
// an English one, six books each.
TEST_F(RulebookKit, EverySpotlightBookQuotesOnlyWhatTheKitPrintsOrItsOwnLanguage) {
  Deck deck = prime_plane(7, 57);
  const std::map<std::string, std::pair<std::string, std::string>> quote_marks = {
      {"en", {"\u201c", "\u201d"}}, {"it", {"\u00ab", "\u00bb"}}, {"pl", {"\u201e", "\u201d"}},
      {"de", {"\u201e", "\u201c"}}, {"fr", {"\u00ab", "\u00bb"}}, {"es", {"\u00ab", "\u00bb"}}};
  for (const std::string kit_language : {"pl", "en"}) {
    SpotlightKit kit;
    kit.title = "Party";
    kit.language = kit_language;
    kit.geometry = board_geometry(297, 210, 5);
    SpotlightOptions options;
    options.language = kit_language;
    write_components_pdf(kit, options, dir_ / "components.pdf");
    const std::string printed = std::regex_replace(
        run_command("pdftotext -enc UTF-8 " + quoted(dir_ / "components.pdf") + " -").output,
        std::regex("\\s+"), " ");
    RulebookSources sources{theme_, art_, &deck, nullptr, spotlight_rule_counts(options)};
    for (const auto& [book, marks] : quote_marks) {
      SCOPED_TRACE(kit_language + " kit, " + book + " book");
      RulebookRequest request{"spotlight", book, paper_a4()};
      write_rulebook(sources, request, dir_);
      // In drawing order a list item's bullet lands on a line of its own, even between the two
      // halves of a hyphenated word: left out.
      const std::string text =
          std::regex_replace(std::regex_replace(text_of(request, true), std::regex("\u2022\n"), ""),
                             std::regex("(\\s|\u2022)+"), " ");
      std::vector<std::string> screen_words;
      for (const auto& [key, value] : typeset::language_pack(book)->strings) {
        if (key.rfind("screen_", 0) == 0) screen_words.push_back(value);
      }
      std::vector<std::string> quotes;
      std::string unquoted;  // the book without its quotes
      size_t after = 0;
      for (size_t at = text.find(marks.first); at != std::string::npos;
           at = text.find(marks.first, after)) {
        const size_t from = at + marks.first.size(), to = text.find(marks.second, from);
        ASSERT_NE(to, std::string::npos) << text.substr(at, 80);
        // French sets its quotes off with (no-break) spaces.
        quotes.push_back(std::regex_replace(text.substr(from, to - from),
                                            std::regex("^( |\u202F)+|( |\u202F)+$"), ""));
        unquoted += text.substr(after, at - after) + " ";
        after = to + marks.second.size();
      }
      unquoted += text.substr(after);
      for (const std::string& quote : quotes) {
        const bool on_the_components = printed.find(quote) != std::string::npos;
        const bool on_the_page =
            std::find(screen_words.begin(), screen_words.end(), quote) != screen_words.end();
        const bool in_the_book = unquoted.find(quote) != std::string::npos;
        EXPECT_TRUE(on_the_components || on_the_page || in_the_book) << "quoted: " << quote;
      }
      EXPECT_GE(quotes.size(), 4u);  // +1, +2 and the page's words at least
    }
  }
}

// With the kit, the Spotlight rulebook shows its board, first search card and dial; each figure
// draws real ink, and an unknown figure id is refused.
TEST_F(RulebookKit, SpotlightFiguresComeFromTheKit) {
  SpotlightOptions options;
  options.boards = 1;
  options.verify_px_per_mm = 3;
  options.night = NightMode::kFilm;
  const SpotlightKit kit = build_spotlight(*theme_, options);
  for (const char* id : {"spotlight-board", "spotlight-card", "spotlight-dial"}) {
    const CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 400, 240));
    const CairoPtr cr(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    EXPECT_TRUE(draw_spotlight_figure(kit, options.night, cr.get(), id, 0, 0, 400, 240)) << id;
    cairo_surface_flush(surface.get());
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    const int stride = cairo_image_surface_get_stride(surface.get());
    long inked = 0;
    for (int y = 0; y < 240; ++y) {
      for (int x = 0; x < 400; ++x) inked += data[y * stride + 4 * x + 1] < 200;
    }
    EXPECT_GT(inked, 400 * 240 / 20) << id;
  }
  EXPECT_FALSE(draw_spotlight_figure(kit, options.night, nullptr, "spotlight-moon", 0, 0, 1, 1));
  Deck deck = prime_plane(7, 57);
  RulebookSources plain{theme_, art_, &deck, nullptr, spotlight_rule_counts(options)};
  const RulebookSources with_kit = with_spotlight_kit(plain, kit, options);
  RulebookRequest request{"spotlight", "en", paper_a4()};
  write_rulebook(plain, request, dir_);
  const std::string without = spaced_text_of(request);
  write_rulebook(with_kit, request, dir_);
  const std::string with = spaced_text_of(request);
  for (const char* caption :
       {"The first search card of this kit", "A dial: the wheel", "Board 1 as you play it"}) {
    EXPECT_NE(with.find(caption), std::string::npos) << caption;
    EXPECT_EQ(without.find(caption), std::string::npos) << caption;
  }
}

// A book in another language than the kit's draws its search-card figure in its own words:
// the character's name and the mini-maps' board labels (issue 27.3: "Parrot" and "Board 2"
// stood in every non-English Spotlight book).
TEST_F(RulebookKit, TheSearchCardFigureIsInTheBooksLanguage) {
  SpotlightOptions options;
  options.boards = 2;
  options.verify_px_per_mm = 3;
  options.language = "en";
  const SpotlightKit kit = build_spotlight(*theme_, options);
  const int character = kit.cards.at(static_cast<size_t>(figure_search_card(kit))).character;
  const std::string english = kit.character_names.at(static_cast<size_t>(character));
  const std::string polish =
      kit.character_names_by_language.at(static_cast<size_t>(character)).at("pl");
  ASSERT_NE(english, polish);
  Deck deck = prime_plane(7, 57);
  RulebookSources plain{theme_, art_, &deck, nullptr, spotlight_rule_counts(options)};
  const RulebookSources with_kit = with_spotlight_kit(plain, kit, options);
  RulebookRequest request{"spotlight", "pl", paper_a4()};
  write_rulebook(with_kit, request, dir_);
  const std::string text = spaced_text_of(request);
  const std::string board_2 =
      typeset::language_pack("pl")->format("spotlight_board_n", {{"n", "2"}});
  EXPECT_NE(text.find(board_2), std::string::npos) << board_2;
  EXPECT_EQ(text.find("Board 2"), std::string::npos);
  EXPECT_NE(text.find(polish), std::string::npos) << polish;
  EXPECT_EQ(text.find(english), std::string::npos) << english;
}

// All nine documents are typeset with stand-in pictures in typeset/rulebook_typeset_test; here
// the other two games with the theme's real pictures and a truncated deck.
TEST_F(RulebookKit, ClassicAndSpotlightBuildWithOnlyTheThemeFonts) {
  Deck deck = prime_plane(7, 55);
  RulebookSources sources{theme_, art_, &deck, nullptr, {}};
  for (const auto& [game, language] :
       {std::pair<std::string, std::string>{"classic", "it"}, {"spotlight", "en"}}) {
    {
      RulebookRequest request{game, language, paper_a4()};
      typeset::TypesetReport report = write_rulebook(sources, request, dir_);
      EXPECT_LE(report.widest_overflow_pt, 0.01) << game << " " << language;
      std::string fonts =
          run_command("pdffonts " + quoted(dir_ / rulebook_file_name(request))).output;
      // Every embedded font is one of the theme's two families, subset and embedded.
      std::istringstream lines(fonts);
      std::string line;
      int rows = 0;
      while (std::getline(lines, line)) {
        if (line.rfind("name", 0) == 0 || line.rfind("---", 0) == 0) continue;
        ++rows;
        EXPECT_TRUE(std::regex_search(
            line, std::regex(R"(^[A-Z]{6}\+(Andika|Quicksand)\S*\s.*\byes\s+yes\s+yes\b)")))
            << game << " " << language << ": " << line;
      }
      EXPECT_GE(rows, 2);
    }
  }
}

TEST(RulebookRequests, UnknownGameOrLanguageIsAnInputError) {
  Theme theme = load_theme(find_theme_folder("party"));
  for (ThemeSymbol& symbol : theme.symbols) symbol.names.erase("de");  // as if never translated
  const std::vector<SymbolArt> no_art;  // refused before any picture is needed
  Deck deck = prime_plane(7, 57);
  RulebookSources sources{&theme, &no_art, &deck, nullptr, {}};
  fs::path dir = spotforge::testing::fresh_folder("rulebook_requests");
  EXPECT_THROW(write_rulebook(sources, {"poker", "en", paper_a4()}, dir), InputError);
  try {
    write_rulebook(sources, {"party", "de", paper_a4()}, dir);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    // The theme has no German names: the message points at a symbol's line in theme.yaml.
    EXPECT_NE(e.diagnostics().front().to_string().find("theme.yaml:"), std::string::npos);
  }
  EXPECT_TRUE(fs::is_empty(dir));
  fs::remove_all(dir);
}

TEST(RulebookRequests, PartyRulesNeedAMascotTheClassicOnesDont) {
  const Theme theme = load_theme(find_theme_folder("words"));
  ASSERT_LT(theme.mascot_index(), 0);
  const std::vector<SymbolArt> no_art;
  Deck deck = prime_plane(3, 13);
  RulebookSources sources{&theme, &no_art, &deck, nullptr, {}};
  try {
    build_rulebook_document(sources, {"party", "en", paper_a4()});
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(e.diagnostics().front().to_string().find("need a mascot"), std::string::npos)
        << e.diagnostics().front().to_string();
  }
  const typeset::Document classic = build_rulebook_document(sources, {"classic", "pl", paper_a4()});
  EXPECT_FALSE(classic.blocks.empty());
}

// A theme of printed words says "word", never "picture", and shows the word itself rather than
// its picture followed by its name ("symbol kot Kot").
TEST(RulebookRequests, TextThemesTalkAboutWords) {
  const Theme theme = load_theme(find_theme_folder("words"));
  const std::vector<SymbolArt> no_art;
  Deck deck = prime_plane(3, 13);
  RulebookSources sources{&theme, &no_art, &deck, nullptr, {}};
  const std::map<std::string, std::pair<std::string, std::vector<std::string>>> words = {
      {"en", {"word", {"picture", "symbol"}}},
      {"it", {"parola", {"figura", "simbolo", "simboli"}}},
      {"pl", {"słowo", {"obrazek", "obrazki", "symbol", "symbolu"}}}};
  for (const auto& [language, expected] : words) {
    const typeset::Document d = build_rulebook_document(sources, {"classic", language, paper_a4()});
    std::string golden;
    bool in_golden = false;
    for (const typeset::Block& b : d.blocks) {
      if (b.kind == typeset::Block::Kind::kHeading) in_golden = b.anchor == "golden-rule";
      if (!in_golden || b.kind != typeset::Block::Kind::kParagraph) continue;
      for (size_t i = 0; i < b.text.size(); ++i) {
        golden += b.text[i].text;
        if (b.text[i].kind == typeset::Inline::Kind::kSymbol && i + 1 < b.text.size()) {
          // The word on the card is not named again right after it.
          EXPECT_NE(b.text[i + 1].text.rfind(" " + b.text[i].text, 0), 0u) << language;
        }
      }
    }
    EXPECT_NE(golden.find(expected.first), std::string::npos) << language << ": " << golden;
    std::istringstream in(golden);
    for (std::string word; in >> word;) {
      for (const std::string& banned : expected.second) {
        EXPECT_NE(word, banned) << language << ": " << golden;
      }
    }
  }
}

// Adding a language is adding a folder: Italian copied under a new code into a data folder of
// its own builds all three rulebooks, its strings and plural rule included, with no code
// change; the command line and the kit see the new code through available_languages().
TEST_F(RulebookKit, ANewLanguageIsAFolder) {
  const fs::path data = dir_ / "data";
  fs::create_directories(data / "templates");
  fs::copy(data_dir() / "templates", data / "templates", fs::copy_options::recursive);
  fs::copy(data / "templates" / "lang" / "it", data / "templates" / "lang" / "qq",
           fs::copy_options::recursive);
  spotforge::testing::ScopedEnv env("SPOTFORGE_DATA_DIR", data.string());
  const std::vector<std::string> codes = available_languages();
  EXPECT_NE(std::find(codes.begin(), codes.end(), "qq"), codes.end());

  Theme theme = *theme_;
  theme.languages.push_back("qq");
  for (ThemeSymbol& symbol : theme.symbols) symbol.names["qq"] = symbol.names.at("it");
  Deck deck = prime_plane(7, 55);
  RulebookSources sources{&theme, art_, &deck, nullptr, {}};
  for (const std::string& game : rulebook_games()) {
    SCOPED_TRACE(game);
    RulebookRequest request{game, "qq", paper_a4()};
    const typeset::TypesetReport report = write_rulebook(sources, request, dir_);
    EXPECT_GE(report.pages, 2);
    const std::string text = text_of(request);
    EXPECT_NE(text.find("In queste regole"), std::string::npos);  // the folder's strings.yaml
    if (game != "spotlight") {  // the Spotlight rules count boards and search cards, not the deck
      EXPECT_NE(text.find("55 carte"), std::string::npos);  // its plural rule
    }
  }
  // Without the folder the same request names the languages that exist.
  fs::remove_all(data / "templates" / "lang" / "qq");
  try {
    build_rulebook_document(sources, {"party", "qq", paper_a4()});
    FAIL() << "a language without a folder must be refused";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("de, en, es, fr, it, pl"), std::string::npos) << e.what();
  }
}

// The rulebook's dial is the kit's: a short deck deals fewer totals and prints a shorter dial.
TEST(RulebookRequests, TheRulebookReadsTheDialOfTheKit) {
  SpotlightOptions o;
  o.seed = 3;
  o.verify_px_per_mm = 3;  // fast; copies still cover hundreds of pixels
  o.boards = 1;
  o.cards = 5;
  const SpotlightKit built = build_spotlight(load_theme(find_theme_folder("party")), o);
  EXPECT_LT(built.plan.rules.dial_max, 8);
  EXPECT_EQ(with_spotlight_kit(RulebookSources{}, built, o).spotlight.dial_max,
            built.plan.rules.dial_max);
  EXPECT_EQ(RulebookSources{}.spotlight.dial_max, 8) << "without a kit: the default dial";
  // The score table is the one the kit's simulation checks (issue 28: retuned for 8 rounds).
  for (int band = 0; band < 3; ++band) {
    EXPECT_EQ(RulebookSources{}.spotlight.score_band_tops[band], kScoreBandTops[band]);
  }
}

}  // namespace
}  // namespace spotforge::kit
