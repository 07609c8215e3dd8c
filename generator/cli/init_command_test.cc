// End-to-end: `spotforge init` on folders of pictures made here (PNG with cairo, JPEG with
// libjpeg), then `theme check` and `build` on what it wrote, run as the real binary.
#include <gtest/gtest.h>

// jpeglib.h needs FILE and size_t declared first.
#include <jpeglib.h>
#include <cstddef>
#include <cstdio>

#include <cairo.h>

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "base/test_paths.h"
#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;
using testing::quoted;
using testing::run_command;

testing::CommandResult spotforge(const std::string& args) {
  return run_command(std::string(SPOTFORGE_BINARY) + " " + args + " 2>&1");
}

// A picture of `width` x `height` pixels, different for every `seed`: a coloured polygon with
// seed % 7 + 3 corners and a dark dot, on white (or on pale yellow, all of it ink).
cairo_surface_t* draw_picture(int width, int height, int seed, bool white = true) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
  cairo_t* cr = cairo_create(surface);
  // Not white: a ground that changes colour across the picture, so that no background is
  // knocked out (neither near-white nor one uniform border colour) and the ink reaches the
  // edges.
  cairo_pattern_t* ground = cairo_pattern_create_linear(0, 0, width, height);
  cairo_pattern_add_color_stop_rgb(ground, 0, 1, 1, white ? 1 : 0.6);
  cairo_pattern_add_color_stop_rgb(ground, 1, white ? 1 : 0.6, white ? 1 : 0.8, 1);
  cairo_set_source(cr, ground);
  cairo_paint(cr);
  cairo_pattern_destroy(ground);
  cairo_set_source_rgb(cr, (seed * 53 % 256) / 255.0, (seed * 97 % 256) / 255.0,
                       (seed * 151 % 256) / 255.0);
  const int corners = seed % 7 + 3;
  for (int k = 0; k < corners; ++k) {
    const double a = 2 * M_PI * k / corners + seed;
    cairo_line_to(cr, width * (0.5 + 0.45 * std::cos(a)), height * (0.5 + 0.45 * std::sin(a)));
  }
  cairo_fill(cr);
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  cairo_arc(cr, width * (0.2 + 0.02 * seed), height * (0.3 + 0.01 * seed), width * 0.06, 0,
            2 * M_PI);
  cairo_fill(cr);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  return surface;
}

void write_png(const fs::path& path, int width, int height, int seed, bool white = true) {
  cairo_surface_t* surface = draw_picture(width, height, seed, white);
  ASSERT_EQ(cairo_surface_write_to_png(surface, path.c_str()), CAIRO_STATUS_SUCCESS) << path;
  cairo_surface_destroy(surface);
}

void write_jpeg(const fs::path& path, int width, int height, int seed) {
  cairo_surface_t* surface = draw_picture(width, height, seed);
  FILE* file = std::fopen(path.c_str(), "wb");
  ASSERT_NE(file, nullptr) << path;
  jpeg_compress_struct info;
  jpeg_error_mgr errors;
  info.err = jpeg_std_error(&errors);
  jpeg_create_compress(&info);
  jpeg_stdio_dest(&info, file);
  info.image_width = width;
  info.image_height = height;
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, 90, TRUE);
  jpeg_start_compress(&info, TRUE);
  const unsigned char* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  std::vector<unsigned char> row(static_cast<size_t>(width) * 3);
  while (info.next_scanline < info.image_height) {
    const auto* pixels = reinterpret_cast<const uint32_t*>(data + info.next_scanline * stride);
    for (int x = 0; x < width; ++x) {
      row[3 * x] = (pixels[x] >> 16) & 0xFF;
      row[3 * x + 1] = (pixels[x] >> 8) & 0xFF;
      row[3 * x + 2] = pixels[x] & 0xFF;
    }
    JSAMPROW rows[1] = {row.data()};
    jpeg_write_scanlines(&info, rows, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  std::fclose(file);
  cairo_surface_destroy(surface);
}

// `count` distinct 400 x 400 PNG pictures (plenty of pixels for a card) p01.png, p02.png, ...
void write_pictures(const fs::path& folder, int count, int first_seed = 0) {
  for (int i = 1; i <= count; ++i) {
    char name[16];
    std::snprintf(name, sizeof name, "p%02d.png", i);
    write_png(folder / name, 400, 400, first_seed + i);
  }
}

std::map<std::string, std::string> snapshot(const fs::path& folder) {
  return testing::folder_snapshot(folder);
}

bool has(const std::string& text, const std::string& piece) {
  return text.find(piece) != std::string::npos;
}

// The case: 31 mixed pictures (some .JPG, a tiny icon, a panorama) -> init -> check ->
// build, with the warning for the icon, and nothing added to the folder but theme.yaml.
TEST(InitCommand, MixedPicturesGiveAThemeThatChecksAndBuilds) {
  const fs::path folder = testing::fresh_folder("init-mixed") / "Summer Trip";
  fs::create_directories(folder);
  write_pictures(folder, 26);
  write_jpeg(folder / "Beach.JPG", 400, 300, 40);
  write_jpeg(folder / "harbour.JPG", 300, 400, 41);
  write_jpeg(folder / "Ice Cream.jpeg", 320, 320, 42);
  write_png(folder / "tiny-icon.png", 32, 32, 43, false);  // ink to the edges: 32 x 32
  write_png(folder / "Panorama.PNG", 4000, 800, 44);
  const auto before = snapshot(folder);
  ASSERT_EQ(before.size(), 31u);

  auto r = spotforge("init " + quoted(folder));
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(has(r.output, "with 31 pictures")) << r.output;
  EXPECT_TRUE(has(r.output, "31 pictures: a 31-card deck of 6 pictures per card")) << r.output;
  EXPECT_TRUE(has(r.output, "Add 26 for 57 cards of 8.")) << r.output;
  // The next steps can be pasted as they are, the folder's space quoted.
  EXPECT_TRUE(has(r.output, "spotforge theme check '" + folder.string() + "'")) << r.output;
  auto after = snapshot(folder);
  ASSERT_EQ(after.count("theme.yaml"), 1u);
  const std::string yaml = after["theme.yaml"];
  after.erase("theme.yaml");
  EXPECT_EQ(after, before) << "init must not touch the pictures";
  EXPECT_TRUE(has(yaml, "title: \"Summer Trip\"")) << yaml;
  // Ids quoted (issue 25): a folder or file called null, true or 1e3 reads back as itself.
  EXPECT_TRUE(has(yaml, "id: \"summer-trip\"")) << yaml;
  EXPECT_TRUE(has(yaml, "- { id: \"beach\", file: \"Beach.JPG\", name: { en: \"Beach\" } }"))
      << yaml;
  EXPECT_TRUE(has(yaml, "- { id: \"ice-cream\", file: \"Ice Cream.jpeg\"")) << yaml;

  r = spotforge("theme check " + quoted(folder));
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(has(r.output, "symbols:    31 (31 picture files)")) << r.output;
  EXPECT_TRUE(std::regex_search(
      r.output,
      std::regex("theme\\.yaml:[0-9]+:[0-9]+: warning: symbol 'tiny-icon' "
                 "\\(tiny-icon\\.png\\): its 32x32 pixels of ink are printed up to [0-9.]+ x "
                 "[0-9.]+ "
                 "mm \\(the nominal size of the biggest picture on a card\\): [0-9]+ "
                 "ppi, under 150")))
      << r.output;
  EXPECT_FALSE(has(r.output, "(Panorama.PNG): its")) << "plenty:\n" << r.output;
  EXPECT_FALSE(has(r.output, "left out:")) << r.output;

  const fs::path out = testing::fresh_folder("init-mixed-kit");
  r = spotforge("build " + quoted(folder) + " --out " + quoted(out) + " --threads 2");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  std::smatch ppi;
  ASSERT_TRUE(std::regex_search(
      r.output, ppi,
      std::regex("warning: symbol 'tiny-icon' \\(tiny-icon\\.png\\): its 32x32 pixels of ink "
                 "are printed up to ([0-9.]+) x [0-9.]+ mm on the cards: ([0-9]+) ppi, under "
                 "150: it will print blurred; use a picture with at least [0-9]+ pixels "
                 "across its ink")))
      << r.output;
  // The ppi is the pixels over the printed width.
  EXPECT_NEAR(std::stoi(ppi[2]), 32 / (std::stod(ppi[1]) / 25.4), 1.0) << ppi[0];
  EXPECT_TRUE(has(r.output, "verified  deck: order 5, 31 of 31 cards")) << r.output;
  EXPECT_TRUE(fs::is_regular_file(out / "cards.pdf"));
  EXPECT_TRUE(fs::is_regular_file(out / "rules-classic-en.pdf"));
  after = snapshot(folder);
  after.erase("theme.yaml");
  EXPECT_EQ(after, before) << "build must not touch the pictures";
}

TEST(InitCommand, RefusesToReplaceAThemeUnlessForced) {
  const fs::path folder = testing::fresh_folder("init-force");
  write_pictures(folder, 7);
  std::ofstream(folder / "theme.yaml") << "title: Mine\n";
  auto r = spotforge("init " + quoted(folder));
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_TRUE(
      has(r.output, (folder / "theme.yaml").string() +
                        ": error: it already exists; spotforge init makes a new one only with "
                        "--force"))
      << r.output;
  EXPECT_EQ(testing::read_bytes(folder / "theme.yaml"), "title: Mine\n");
  r = spotforge("init " + quoted(folder) + " --force --name 'Seven Shapes' --lang en,it");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  const std::string yaml = testing::read_bytes(folder / "theme.yaml");
  EXPECT_TRUE(has(yaml, "title: \"Seven Shapes\"")) << yaml;
  EXPECT_TRUE(has(yaml, "languages: [en, it]")) << yaml;
  EXPECT_TRUE(has(yaml, "name: { en: \"P01\", it: \"P01\" } }  # TRANSLATE it")) << yaml;
}

TEST(InitCommand, FoldersWithoutPicturesAreClearErrors) {
  const fs::path root = testing::fresh_folder("init-errors");
  auto r = spotforge("init " + quoted(root / "missing"));
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_TRUE(has(r.output, "missing: error: no such folder; expected a folder of pictures"))
      << r.output;
  EXPECT_FALSE(fs::exists(root / "missing"));

  fs::create_directories(root / "empty");
  r = spotforge("init " + quoted(root / "empty"));
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_TRUE(has(r.output,
                  "empty: error: no pictures in this folder; expected .png, .jpg, .jpeg or "
                  ".svg files"))
      << r.output;

  // Pictures only in a sub-folder: init says it doesn't look there.
  fs::create_directories(root / "nested/photos");
  std::ofstream(root / "nested/notes.txt") << "not a picture";
  write_pictures(root / "nested/photos", 2);
  r = spotforge("init " + quoted(root / "nested"));
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_TRUE(has(r.output, "init doesn't look in sub-folders")) << r.output;

  fs::create_directories(root / "few");
  write_pictures(root / "few", 3);
  r = spotforge("init " + quoted(root / "few"));
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_TRUE(
      has(r.output, "few: error: 3 pictures, too few for a deck; add 4 for the smallest deck"))
      << r.output;

  for (const char* folder : {"empty", "nested", "few"}) {
    EXPECT_FALSE(fs::exists(root / folder / "theme.yaml")) << folder;
  }
}

// More pictures than a theme may list: init says so before writing (it reads the files but
// decodes none, so these need not be real pictures).
TEST(InitCommand, TooManyPicturesIsAClearError) {
  const fs::path folder = testing::fresh_folder("init-too-many");
  for (int i = 0; i < 601; ++i) std::ofstream(folder / ("x" + std::to_string(i) + ".png")) << i;
  const auto r = spotforge("init " + quoted(folder));
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_TRUE(has(r.output, folder.string() + ": error: 601 pictures; a theme takes at most 600"))
      << r.output;
  EXPECT_FALSE(fs::exists(folder / "theme.yaml"));
}

TEST(InitCommand, UnreadablePicturesAreErrorsAndCopiesAreLeftOut) {
  const fs::path folder = testing::fresh_folder("init-unreadable");
  write_pictures(folder, 8);
  fs::create_symlink(folder / "gone.png", folder / "dangling.png");
  std::ofstream(folder / "blank.jpg");  // empty
  auto r = spotforge("init " + quoted(folder));
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_TRUE(has(r.output, (folder / "dangling.png").string() +
                                ": error: not a regular file; expected a picture file"))
      << r.output;
  EXPECT_TRUE(has(r.output, (folder / "blank.jpg").string() + ": error: the file is empty"))
      << r.output;
  EXPECT_FALSE(fs::exists(folder / "theme.yaml"));

  fs::remove(folder / "dangling.png");
  fs::remove(folder / "blank.jpg");
  fs::copy_file(folder / "p02.png", folder / "p02 copy.png");
  r = spotforge("init " + quoted(folder));
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(has(r.output, "with 8 pictures")) << r.output;
  // Natural order: p02.png before "p02 copy.png", so the copy is the one left out.
  EXPECT_TRUE(has(r.output, "left out p02 copy.png: the same picture as p02.png")) << r.output;
  EXPECT_FALSE(has(testing::read_bytes(folder / "theme.yaml"), "p02 copy.png"))
      << "the copy is out";
}

TEST(InitCommand, AMissingThemeYamlPointsToInit) {
  const fs::path folder = testing::fresh_folder("init-pointer");
  for (const char* command : {"theme check ", "build "}) {
    const auto r = spotforge(command + quoted(folder));
    EXPECT_EQ(r.exit_code, 1) << r.output;
    EXPECT_TRUE(has(r.output, "no theme.yaml in " + folder.string() + ": run `spotforge init " +
                                  folder.string() + "` to make one from the pictures in it"))
        << command << r.output;
  }
}

// 9 pictures: an order-2 deck takes the first 7; both commands name the other two. Cut to 3
// cards (a triangle of the plane: the least used symbol, numbered last, is on none), build
// names that one too.
TEST(InitCommand, CheckAndBuildNameThePicturesNoCardShows) {
  const fs::path folder = testing::fresh_folder("init-left-out");
  write_pictures(folder, 9);
  ASSERT_EQ(spotforge("init " + quoted(folder)).exit_code, 0);
  auto r = spotforge("theme check " + quoted(folder));
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(has(r.output,
                  "left out:   2 of the 9 pictures are on no card: a deck of order 2 "
                  "takes 7, the first of the list, so p08, p09 are left out"))
      << r.output;
  const fs::path out = testing::fresh_folder("init-left-out-kit");
  r = spotforge("build " + quoted(folder) + " --out " + quoted(out) +
                " --threads 2 --no-previews --cards 3");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(std::regex_search(
      r.output, std::regex("left out  3 of the 9 pictures are on no card: a deck of order 2 "
                           "takes 7, the first of the list, so p08, p09 are left out \\(.*\\); "
                           "the 3 cards kept of the 7 \\(--cards\\) never show p07\n")))
      << r.output;
}

TEST(InitCommand, CheckAndBuildSayWhichLanguagesAreNotAvailable) {
  const fs::path folder = testing::fresh_folder("init-languages");
  write_pictures(folder, 7);
  ASSERT_EQ(spotforge("init " + quoted(folder)).exit_code, 0);
  // A theme that also names its pictures in Dutch, which has no language folder.
  std::string yaml = testing::read_bytes(folder / "theme.yaml");
  yaml = std::regex_replace(yaml, std::regex("languages: \\[en\\]"), "languages: [en, nl]");
  yaml =
      std::regex_replace(yaml, std::regex("name: \\{ en: (\"[^\"]*\")"), "name: { en: $1, nl: $1");
  std::ofstream(folder / "theme.yaml") << yaml;

  auto r = spotforge("theme check " + quoted(folder) + " --lang it,pt,en");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(has(r.output,
                  "rulebooks:  none in nl (Dutch): spotforge has no language folder "
                  "for it (it has de, en, es, fr, it, pl)"))
      << r.output;
  EXPECT_TRUE(has(r.output, "--lang it:  not available: the theme has no names in it (Italian)"))
      << r.output;
  EXPECT_TRUE(has(r.output,
                  "--lang pt:  not available: spotforge has no rulebook texts in pt "
                  "(Portuguese); expected one of de, en, es, fr, it, pl"))
      << r.output;
  EXPECT_FALSE(has(r.output, "--lang en")) << r.output;

  const fs::path out = testing::fresh_folder("init-languages-kit");
  r = spotforge("build " + quoted(folder) + " --out " + quoted(out) + " --threads 2 --no-previews");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(has(r.output,
                  "skipped   rulebooks in nl (Dutch): spotforge has no language "
                  "folder for it (it has de, en, es, fr, it, pl)"))
      << r.output;
}

// Issue 25/26: whatever the files are called, theme check accepts what init writes: ids YAML
// would read as null or true quoted, names equal but for letter case (or made equal by dropping
// the extension, an emoji or a newline) numbered apart, a long name's id cut, and a link to a
// file outside the folder neither read nor listed. The files come in natural order.
TEST(InitCommand, InitThenCheckAcceptHostileFileNames) {
  const fs::path folder = testing::fresh_folder("init-hostile") / "null";
  fs::create_directories(folder);
  const std::vector<std::string> names = {"null.png",        "True.png",
                                          "dup.png",         "DUP.png",
                                          "cat.png",         "cat.jpg",
                                          "line\nbreak.png", "\xF0\x9F\x90\xB6.png" /* dog emoji */,
                                          "say: #1.png",     "IMG10.png",
                                          "img2.png",        "~.png",
                                          "-.png",           std::string(200, 'x') + ".png"};
  for (size_t i = 0; i < names.size(); ++i) {
    if (names[i].ends_with(".jpg")) {
      write_jpeg(folder / names[i], 300, 300, 60 + static_cast<int>(i));
    } else {
      write_png(folder / names[i], 300, 300, 60 + static_cast<int>(i));
    }
  }
  fs::create_symlink("/etc/passwd", folder / "passwd.svg");
  fs::create_symlink("/etc/shadow", folder / "shadow.png");
  auto r = spotforge("init " + quoted(folder) + " --lang en,pl");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(has(r.output, "with 14 pictures")) << r.output;
  EXPECT_TRUE(has(r.output, "left out passwd.svg: a link to a file outside this folder"))
      << r.output;
  EXPECT_TRUE(has(r.output, "left out shadow.png: a link to a file outside this folder"))
      << r.output;
  const std::string yaml = testing::read_bytes(folder / "theme.yaml");
  EXPECT_FALSE(has(yaml, "passwd")) << yaml;
  EXPECT_TRUE(has(yaml, "id: \"null\"")) << yaml;
  EXPECT_LT(yaml.find("\"img2.png\""), yaml.find("\"IMG10.png\"")) << "natural order";

  r = spotforge("theme check " + quoted(folder));
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_FALSE(has(r.output, "error")) << r.output;
  const Theme theme = load_theme(folder);
  std::map<std::string, std::string> name_of;
  for (const ThemeSymbol& s : theme.symbols) name_of[s.source.written] = s.names.at("en");
  EXPECT_EQ(name_of["DUP.png"], "DUP");  // the same but for case: by bytes, upper case first
  EXPECT_EQ(name_of["dup.png"], "Dup 2");
  EXPECT_EQ(name_of["cat.jpg"], "Cat");  // .jpg before .png
  EXPECT_EQ(name_of["cat.png"], "Cat 2");
  EXPECT_EQ(name_of["line\nbreak.png"], "Line break");
  EXPECT_EQ(name_of["-.png"], "Picture");
  EXPECT_EQ(name_of["\xF0\x9F\x90\xB6.png"], "Picture 2");
  EXPECT_EQ(theme.symbols.front().source.written, "-.png");
  EXPECT_EQ(theme.symbols[1].source.written, "cat.jpg");
  // Every name is still the file name in Polish: check says so, at each marked line.
  EXPECT_TRUE(has(r.output,
                  "still marked for translation (# TRANSLATE pl): write them the way "
                  "players say them in pl, then delete the mark"))
      << r.output;
}

// A user inside their theme folder types `spotforge build`: the folder is the theme.
TEST(InitCommand, CommandsUseTheCurrentFolderWhenItHoldsATheme) {
  const fs::path folder = testing::fresh_folder("init-here");
  write_pictures(folder, 7);
  const std::string here = "cd " + quoted(folder) + " && " + SPOTFORGE_BINARY + " ";
  auto r = run_command(here + "theme check 2>&1");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_TRUE(has(r.output,
                  "THEME: missing: name a theme folder or a theme (e.g. party), or run "
                  "this in a folder that holds theme.yaml"))
      << r.output;
  ASSERT_EQ(spotforge("init " + quoted(folder)).exit_code, 0);
  r = run_command(here + "theme check 2>&1");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(has(r.output, "symbols:    7")) << r.output;
  const fs::path out = testing::fresh_folder("init-here-kit");
  r = run_command(here + "deck --out " + quoted(out) + " 2>&1");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(fs::is_regular_file(out / "cards.pdf")) << r.output;
  for (const char* command : {"build --help", "rules --help", "spotlight --help"}) {
    r = run_command(here + command + " 2>&1");
    EXPECT_TRUE(has(r.output, "default: the current folder, when it holds theme.yaml"))
        << command << r.output;
  }
}

}  // namespace
}  // namespace spotforge
