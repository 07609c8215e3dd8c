// End-to-end: hostile themes through the built binary. Each must end in a clear error at its
// place (exit code 1) from both `theme check` and `spotforge deck`, in bounded time and memory,
// with nothing written to the output folder. The themes are made at test time in a temporary
// folder (some need symlinks, names that are not UTF-8, or big files).
#include <cairo.h>
#include <fcntl.h>
#include <glib.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "base/test_paths.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// Hang detectors, not speed targets: every case takes well under a second when it works.
constexpr int kWatchdogSeconds = 120;
// Peak resident memory allowed for one run (a sanitizer build needs more than a plain one).
constexpr long kMaxPeakKb = 1'000'000;

struct CommandRun {
  int exit_code = -1;
  bool killed = false;
  long peak_kb = 0;
  std::string output;  // stdout and stderr
};

// Runs the spotforge binary with `arguments`, capturing its output and its peak memory.
// `file_limit` is the child's RLIMIT_FSIZE in bytes (ulimit -f).
CommandRun run_spotforge(const std::vector<std::string>& arguments, const fs::path& log,
                         rlim_t file_limit = RLIM_INFINITY) {
  CommandRun r;
  const pid_t child = fork();
  if (child == 0) {
    const rlimit limit{file_limit, file_limit};
    setrlimit(RLIMIT_FSIZE, &limit);
    const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(fd, 1);
    dup2(fd, 2);
    std::vector<char*> argv;
    std::string binary = SPOTFORGE_BINARY;
    argv.push_back(binary.data());
    std::vector<std::string> copies = arguments;
    for (auto& a : copies) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(kWatchdogSeconds);
  int status = 0;
  rusage usage{};
  while (true) {
    const pid_t done = wait4(child, &status, WNOHANG, &usage);
    if (done == child) break;
    if (std::chrono::steady_clock::now() > deadline) {
      kill(child, SIGKILL);
      wait4(child, &status, 0, &usage);
      r.killed = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.peak_kb = usage.ru_maxrss;
  std::ifstream in(log, std::ios::binary);
  r.output.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return r;
}

void write(const fs::path& file, const std::string& bytes) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

std::string repeated(const std::string& piece, size_t times) {
  std::string out;
  out.reserve(piece.size() * times);
  for (size_t i = 0; i < times; ++i) out += piece;
  return out;
}

// A theme of seven text symbols plus `extra` (one more list item, or "") and `top` (more
// top-level lines): line 5 is the first symbol, so `extra` is on line 12.
std::string theme_yaml(const std::string& extra, const std::string& top = "") {
  std::string yaml =
      "title: Hostile\nlanguages: [en]\nfonts: {heading: DejaVu Sans, body: DejaVu Sans}\n"
      "symbols:\n";
  for (const char* w : {"one", "two", "three", "four", "five", "six", "seven"}) {
    yaml += std::string("  - {id: ") + w + ", name: {en: " + w + "}, text: " + w + "}\n";
  }
  if (!extra.empty()) yaml += "  - " + extra + "\n";
  return yaml + top;
}

const std::string kPictureSymbol = "{id: evil, name: {en: Evil}, file: ";

std::string be32(uint32_t v) {
  return {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
          static_cast<char>(v)};
}

// PNG's CRC-32 (ISO 3309), bit by bit: a few chunks only.
uint32_t crc32_of(const std::string& bytes) {
  uint32_t crc = 0xffffffffu;
  for (unsigned char b : bytes) {
    crc ^= b;
    for (int k = 0; k < 8; ++k) crc = crc & 1 ? 0xedb88320u ^ (crc >> 1) : crc >> 1;
  }
  return crc ^ 0xffffffffu;
}

std::string png_chunk(const std::string& type, const std::string& data) {
  return be32(static_cast<uint32_t>(data.size())) + type + data + be32(crc32_of(type + data));
}

// A small PNG whose header declares width x height pixels (its pixel data is a stub: the size
// must be refused before anything is decoded).
std::string png_declaring(uint32_t width, uint32_t height) {
  const std::string ihdr = be32(width) + be32(height) + std::string("\x08\x06\x00\x00\x00", 5);
  return std::string("\x89PNG\r\n\x1a\n", 8) + png_chunk("IHDR", ihdr) +
         png_chunk("IDAT", std::string("\x78\x01", 2)) + png_chunk("IEND", "");
}

// A fixture JPEG with the frame header's size changed to width x height.
std::string jpeg_declaring(uint16_t width, uint16_t height) {
  std::ifstream in(std::string(SPOTFORGE_FIXTURES_DIR) + "/art/theme/photo.jpg", std::ios::binary);
  std::string jpeg((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (size_t i = 2; i + 9 < jpeg.size();) {
    const unsigned char marker = static_cast<unsigned char>(jpeg[i + 1]);
    const size_t length =
        static_cast<unsigned char>(jpeg[i + 2]) << 8 | static_cast<unsigned char>(jpeg[i + 3]);
    if (marker == 0xc0 || marker == 0xc2) {
      jpeg[i + 5] = static_cast<char>(height >> 8);
      jpeg[i + 6] = static_cast<char>(height);
      jpeg[i + 7] = static_cast<char>(width >> 8);
      jpeg[i + 8] = static_cast<char>(width);
      return jpeg;
    }
    i += 2 + length;
  }
  ADD_FAILURE() << "no frame header in photo.jpg";
  return jpeg;
}

struct HostileCase {
  const char* name;
  // Fills the theme folder (which exists, empty); returns the folder to name on the command
  // line (the folder itself unless the case renames it).
  std::function<fs::path(const fs::path&)> make;
  int line;
  int column;
  const char* says;
};

fs::path with_yaml(const fs::path& folder, const std::string& yaml) {
  write(folder / "theme.yaml", yaml);
  return folder;
}

fs::path with_picture(const fs::path& folder, const std::string& file, const std::string& bytes) {
  write(folder / file, bytes);
  return with_yaml(folder, theme_yaml(kPictureSymbol + file + "}"));
}

const std::string kSvgStart =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
    "width=\"10\" height=\"10\"><rect width=\"5\" height=\"5\"/>";

std::vector<HostileCase> hostile_cases() {
  return {
      {"yaml_alias_bomb",
       [](const fs::path& d) {
         // Nine levels of nine aliases: 387 million strings if anything expanded them.
         std::string anchors = "credits:\n  - &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
         for (int i = 1; i <= 9; ++i) {
           anchors += "  - &a" + std::to_string(i) + " [" +
                      repeated("*a" + std::to_string(i - 1) + ", ", 8) + "*a" +
                      std::to_string(i - 1) + "]\n";
         }
         return with_yaml(d, theme_yaml("", anchors + "description: *a9\n"));
       },
       13, 5, "credits[1] should be a line of text; found a list"},
      {"yaml_deep_flow_nesting",
       [](const fs::path& d) {
         return with_yaml(
             d, theme_yaml("{id: x, name: {en: X}, text: " + std::string(100'000, '[') + "}"));
       },
       12, 33 + 64, "nest more than 64 levels deep here"},
      {"yaml_deep_block_nesting",
       [](const fs::path& d) {
         return with_yaml(d, theme_yaml("", "credits:\n" + repeated("- ", 100'000) + "x\n"));
       },
       13, 998, "nest too deeply here"},
      {"png_declares_4_gigapixels",
       [](const fs::path& d) { return with_picture(d, "huge.png", png_declaring(65535, 65535)); },
       12, 40, "65535 x 65535 pixels (4294 megapixels); expected at most 200 megapixels"},
      {"jpeg_declares_4_gigapixels",
       [](const fs::path& d) { return with_picture(d, "huge.jpg", jpeg_declaring(65500, 65500)); },
       12, 40, "65500 x 65500 pixels (4290 megapixels); expected at most 200 megapixels"},
      {"svg_image_of_etc_passwd",
       [](const fs::path& d) {
         return with_picture(d, "evil.svg",
                             kSvgStart + "<image href=\"/etc/passwd\" width=\"9\"/></svg>");
       },
       12, 40, "refers to '/etc/passwd'; an SVG may only refer to files in its own folder"},
      {"svg_file_url",
       [](const fs::path& d) {
         return with_picture(d, "evil.svg",
                             kSvgStart + "<image xlink:href=\"file:///etc/hostname\"/></svg>");
       },
       12, 40, "refers to 'file:///etc/hostname'"},
      {"svg_http_url",
       [](const fs::path& d) {
         return with_picture(d, "evil.svg",
                             kSvgStart + "<image xlink:href=\"http://127.0.0.1:9/x.png\"/></svg>");
       },
       12, 40, "refers to 'http://127.0.0.1:9/x.png'"},
      {"svg_billion_laughs",
       [](const fs::path& d) {
         std::string dtd = "<!DOCTYPE svg [<!ENTITY l0 \"lol\">";
         for (int i = 1; i <= 9; ++i) {
           dtd += "<!ENTITY l" + std::to_string(i) + " \"" +
                  repeated("&l" + std::to_string(i - 1) + ";", 10) + "\">";
         }
         return with_picture(d, "evil.svg",
                             dtd + "]>" + kSvgStart + "<text y=\"5\">&l9;</text></svg>");
       },
       12, 40, "its entities expand to 3000000000 characters (an entity bomb)"},
      {"svg_quadratic_entity_blowup",
       [](const fs::path& d) {
         return with_picture(d, "evil.svg",
                             "<!DOCTYPE svg [<!ENTITY a \"" + std::string(50'000, 'x') + "\">]>" +
                                 kSvgStart + "<desc>" + repeated("&a;", 50'000) + "</desc></svg>");
       },
       12, 40, "its entities expand to 2500000000 characters (an entity bomb)"},
      {"symlink_to_etc_passwd",
       [](const fs::path& d) {
         fs::create_symlink("/etc/passwd", d / "pw.svg");
         return with_yaml(d, theme_yaml(kPictureSymbol + "pw.svg}"));
       },
       12, 40, "'pw.svg' is a symbolic link (or lies under one) that points outside"},
      {"symlinked_folder_out_of_the_theme",
       [](const fs::path& d) {
         fs::create_directory_symlink("/etc", d / "pictures");
         return with_yaml(d, theme_yaml(kPictureSymbol + "pictures/hostname.svg}"));
       },
       12, 40, "points outside the theme folder"},
      {"latin1_name_in_yaml",
       [](const fs::path& d) {
         return with_yaml(d, theme_yaml("{id: cafe, name: {en: Caf\xe9}, text: x}"));
       },
       12, 30, "this is not UTF-8 text; save theme.yaml as UTF-8"},
      {"nul_from_an_escape",
       [](const fs::path& d) {
         return with_yaml(d, theme_yaml("{id: nul, name: {en: \"a\\0b\"}, text: x}"));
       },
       12, 26, "name.en holds a NUL or a byte that is not UTF-8"},
      {"folder_name_not_utf8",
       [](const fs::path& d) {
         const fs::path renamed = d.parent_path() / "caf\xe9";
         fs::rename(d, renamed);
         return with_yaml(renamed, theme_yaml(""));
       },
       1, 1, "the theme folder's name is not UTF-8 text"},
      {"ten_thousand_symbols",
       [](const fs::path& d) {
         std::string yaml = "title: Huge\nlanguages: [en]\nsymbols:\n";
         for (int i = 0; i < 10'000; ++i) {
           const std::string n = std::to_string(i);
           yaml += "  - {id: s" + n + ", name: {en: w" + n + "}, text: w" + n + "}\n";
         }
         return with_yaml(d, yaml);
       },
       3, 1, "symbols lists 10000 symbols; a theme may list at most 600"},
      // Issue 18: librsvg (Pango) aborted the whole process on this 120-byte picture.
      {"svg_font_size_1e9",
       [](const fs::path& d) {
         return with_picture(d, "evil.svg",
                             kSvgStart + "<text y=\"5\" font-size=\"1e9\">A</text></svg>");
       },
       12, 40, "sets font-size 1e+09; expected at most 10000 px"},
      {"svg_turbulence_10000_octaves",
       [](const fs::path& d) {
         return with_picture(d, "evil.svg",
                             kSvgStart + "<filter id=\"f\"><feTurbulence baseFrequency=\"0.1\" "
                                         "numOctaves=\"10000\"/></filter>"
                                         "<rect width=\"9\" height=\"9\" filter=\"url(#f)\"/></svg>");
       },
       12, 40, "numOctaves=\"10000\"; expected at most 10"},
      {"svg_blur_region_twelve_times",
       [](const fs::path& d) {
         return with_picture(d, "evil.svg",
                             kSvgStart + "<filter id=\"f\" x=\"-5\" y=\"-5\" width=\"012\" "
                                         "height=\"012\"><feGaussianBlur stdDeviation=\"1\"/>"
                                         "</filter><rect width=\"9\" height=\"9\" "
                                         "filter=\"url(#f)\"/></svg>");
       },
       12, 40, "x=\"-5\", -5 times its element; expected at most 4"},
      {"svg_data_url_base64_in_capitals",
       [](const fs::path& d) {
         const std::string png = png_declaring(40000, 40000);
         gchar* b64 = g_base64_encode(reinterpret_cast<const guchar*>(png.data()), png.size());
         std::string svg = kSvgStart + "<image width=\"9\" height=\"9\" "
                                       "href=\"data:image/png;BASE64," + b64 + "\"/></svg>";
         g_free(b64);
         return with_picture(d, "evil.svg", svg);
       },
       12, 40, "40000 x 40000 pixels; expected at most 40 megapixels"},
      {"svg_pulls_in_30_pictures_of_36_megapixels",
       [](const fs::path& d) {
         // Issue 25: each under the per-picture cap, 1080 megapixels together; check took
         // 31 s and 3.8 GB decoding them. Refused on their declared sizes (the stubs have no
         // pixels to decode).
         std::string svg = kSvgStart;
         for (int i = 0; i < 30; ++i) {
           const std::string name = "p" + std::to_string(i) + ".png";
           write(d / name, png_declaring(6000, 6000));
           svg += "<image width=\"9\" height=\"9\" href=\"" + name + "\"/>";
         }
         return with_picture(d, "bomb.svg", svg + "</svg>");
       },
       12, 40, "its pictures (<image>) declare 72 megapixels together by 'p1.png' (picture 2)"},
      {"svgs_whose_pictures_pass_the_theme_total",
       [](const fs::path& d) {
         // Issue 25: six SVGs each under their own 40 MP of <image>s, 234 MP together: the
         // theme's total counts what librsvg will hold, before any picture is decoded.
         std::string yaml = "title: Many\nlanguages: [en]\nfonts: {heading: DejaVu Sans, body: "
                            "DejaVu Sans}\nsymbols:\n";
         for (int i = 0; i < 6; ++i) {
           const std::string n = std::to_string(i);
           write(d / ("p" + n + ".png"), png_declaring(6000, 6500));
           write(d / ("s" + n + ".svg"),
                 kSvgStart + "<image width=\"9\" height=\"9\" href=\"p" + n + ".png\"/></svg>");
           yaml += "  - {id: s" + n + ", name: {en: S" + n + "}, file: s" + n + ".svg}\n";
         }
         yaml += "  - {id: t, name: {en: T}, text: t}\n";
         return with_yaml(d, yaml);
       },
       10, 36, "with symbol 's5' the pictures hold 234 megapixels together; expected at most 200"},
      {"pictures_past_the_total_pixel_cap",
       [](const fs::path& d) {
         // 80 pictures of 1600 x 1600, each far under the 40-megapixel cap, 205 megapixels
         // together; the 79th takes the sum past 200.
         std::string yaml = "title: Many\nlanguages: [en]\nfonts: {heading: DejaVu Sans, body: "
                            "DejaVu Sans}\nsymbols:\n";
         for (int i = 1; i <= 80; ++i) {
           char id[8];
           std::snprintf(id, sizeof id, "%03d", i);
           cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1600, 1600);
           cairo_t* cr = cairo_create(s);
           cairo_set_source_rgb(cr, 1, 1, 1);
           cairo_paint(cr);
           cairo_set_source_rgb(cr, 0, 0, 0);
           cairo_rectangle(cr, 10 * i, 100, 200, 20 + 10 * i);
           cairo_fill(cr);
           cairo_destroy(cr);
           cairo_surface_write_to_png(s, (d / ("p" + std::string(id) + ".png")).c_str());
           cairo_surface_destroy(s);
           yaml += std::string("  - {id: p") + id + ", name: {en: e" + id + "}, file: p" + id +
                   ".png}\n";
         }
         return with_yaml(d, yaml);
       },
       83, 40, "the pictures hold 202 megapixels together; expected at most 200"},
      {"theme_min_gap_10000mm",
       [](const fs::path& d) { return with_yaml(d, theme_yaml("", "layout: {min_gap: 10000mm}\n")); },
       12, 19, "layout.min_gap is 10000mm; expected at most 10mm"},
  };
}

class HostileTheme : public testing::TestWithParam<HostileCase> {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() /
            ("spotforge-hostile-" + std::to_string(getpid()) + "-" + GetParam().name);
    fs::remove_all(root_);
    fs::create_directories(root_ / "theme");
    folder_ = GetParam().make(root_ / "theme");
  }
  void TearDown() override { fs::remove_all(root_); }

  void expect_refused(const CommandRun& r, const std::string& command) {
    const HostileCase& c = GetParam();
    EXPECT_FALSE(r.killed) << command << " ran past " << kWatchdogSeconds << " s";
    EXPECT_EQ(r.exit_code, 1) << command << "\n" << r.output;
    const std::string place = (folder_ / "theme.yaml").string() + ":" + std::to_string(c.line) +
                              ":" + std::to_string(c.column) + ": error: ";
    EXPECT_NE(r.output.find(place), std::string::npos) << command << ": expected " << place << "\n"
                                                       << r.output.substr(0, 2000);
    EXPECT_NE(r.output.find(c.says), std::string::npos) << command << "\n"
                                                        << r.output.substr(0, 2000);
    EXPECT_LT(r.peak_kb, kMaxPeakKb) << command;
    EXPECT_EQ(r.output.find("terminate"), std::string::npos) << r.output;
  }

  fs::path root_;
  fs::path folder_;
};

TEST_P(HostileTheme, ThemeCheckRefusesItClearly) {
  const CommandRun r = run_spotforge({"theme", "check", folder_.string()}, root_ / "check.log");
  expect_refused(r, "theme check");
}

TEST_P(HostileTheme, DeckRefusesItAndWritesNothing) {
  const fs::path out = root_ / "out";
  const CommandRun r =
      run_spotforge({"deck", folder_.string(), "--out", out.string()}, root_ / "deck.log");
  expect_refused(r, "deck");
  EXPECT_FALSE(fs::exists(out)) << "the deck command wrote into " << out;
}

// Issue 18: a file-size limit (ulimit -f) killed spotforge with SIGXFSZ and no word said; it
// must say which file could not be written and exit 1, leaving no partial file.
TEST(HostileRun, AFileSizeLimitEndsInAMessage) {
  const fs::path root = fs::temp_directory_path() / ("spotforge-fsize-" + std::to_string(getpid()));
  fs::remove_all(root);
  fs::create_directories(root);
  const fs::path out = root / "plane.txt";
  const CommandRun r = run_spotforge({"plane", "--order", "7", "--out", out.string()},
                                     root / "plane.log", 1024);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find(out.string()), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("File too large"), std::string::npos) << r.output;
  EXPECT_FALSE(fs::exists(out));
  fs::remove_all(root);
}

INSTANTIATE_TEST_SUITE_P(Generated, HostileTheme, testing::ValuesIn(hostile_cases()),
                         [](const testing::TestParamInfo<HostileCase>& info) {
                           return std::string(info.param.name);
                         });

// Issue 18, "check and build agree": whatever `build` refuses, `theme check` refuses too, at
// the same theme.yaml line, and build leaves no folder behind. Before, check passed these and
// build failed later (or at no line, or naming a template file).
struct AgreeCase {
  const char* name;
  std::string yaml;
  int line;
  int column;
  const char* says;
};

// theme_yaml with `languages: [LANG]` and the names in LANG.
std::string theme_in(const std::string& language) {
  std::string yaml = theme_yaml("");
  for (size_t at = 0; (at = yaml.find("{en: ", at)) != std::string::npos;) {
    yaml.replace(at, 5, "{" + language + ": ");
  }
  return yaml.replace(yaml.find("[en]"), 4, "[" + language + "]");
}

// theme_yaml with another title line.
std::string titled(const std::string& title) {
  std::string yaml = theme_yaml("");
  return yaml.replace(0, yaml.find('\n'), "title: " + title);
}

std::vector<AgreeCase> agree_cases() {
  return {
      {"title_the_fonts_lack", titled("\"Sun \xe6\x97\xa5\""), 1, 8,
       "title: font 'DejaVu Sans' has no glyph for U+65E5"},
      {"size_variety_nan", theme_yaml("", "layout: {size_variety: .nan}\n"), 12, 24,
       "layout.size_variety is .nan; expected a number from 2.2 to 5"},
      {"languages_without_rulebook_texts", theme_in("nl"), 2, 12,
       "no rulebook texts in nl (Dutch): spotforge has rulebook texts in de, en, es, fr, it, pl "
       "only"},
      {"name_the_body_font_lacks", theme_yaml("{id: sun, name: {en: \xe6\x97\xa5}, text: sun}"), 12,
       26, "symbol 'sun': the English name: font 'DejaVu Sans' has no glyph for U+65E5"},
      {"card_too_big_for_a4", theme_yaml("", "card: {diameter: 250mm}\n"), 12, 18,
       "does not fit on A4 paper"},
      {"bleed_too_big_for_a4", theme_yaml("", "card: {diameter: 178mm, bleed: 5mm}\n"), 12, 18,
       "with 5 mm bleed does not fit on A4 paper"},
      {"symbols_that_cannot_fit_the_card",
       theme_yaml("", "card: {diameter: 20mm}\nlayout: {min_gap: 10mm}\n"), 12, 18,
       "symbols don't fit in the safe area even at the smallest allowed size"},
      {"id_too_long_for_a_file_name",
       theme_yaml("{id: " + std::string(300, 'a') + ", name: {en: Long}, text: long}"), 12, 10,
       "is 300 characters long; expected at most 64"},
  };
}

class CheckAndBuild : public testing::TestWithParam<AgreeCase> {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() /
            ("spotforge-agree-" + std::to_string(getpid()) + "-" + GetParam().name);
    fs::remove_all(root_);
    fs::create_directories(root_ / "theme");
    write(root_ / "theme" / "theme.yaml", GetParam().yaml);
  }
  void TearDown() override { fs::remove_all(root_); }

  void expect_refused_at_the_line(const CommandRun& r, const std::string& command) {
    const AgreeCase& c = GetParam();
    EXPECT_EQ(r.exit_code, 1) << command << "\n" << r.output;
    const std::string place = (root_ / "theme" / "theme.yaml").string() + ":" +
                              std::to_string(c.line) + ":" + std::to_string(c.column) + ": error: ";
    EXPECT_NE(r.output.find(place), std::string::npos) << command << ": expected " << place << "\n"
                                                       << r.output;
    EXPECT_NE(r.output.find(c.says), std::string::npos) << command << "\n" << r.output;
    EXPECT_EQ(r.output.find("templates/"), std::string::npos) << command << "\n" << r.output;
  }

  fs::path root_;
};

TEST_P(CheckAndBuild, ThemeCheckRefusesAtTheLine) {
  const CommandRun r =
      run_spotforge({"theme", "check", (root_ / "theme").string()}, root_ / "check.log");
  expect_refused_at_the_line(r, "theme check");
}

TEST_P(CheckAndBuild, BuildRefusesAtTheSameLineAndLeavesNoFolder) {
  const fs::path out = root_ / "out";
  const CommandRun r = run_spotforge(
      {"build", (root_ / "theme").string(), "--out", out.string(), "--no-previews", "--quiet"},
      root_ / "build.log");
  expect_refused_at_the_line(r, "build");
  EXPECT_FALSE(fs::exists(out)) << "build left " << out;
}

INSTANTIATE_TEST_SUITE_P(Issue18, CheckAndBuild, testing::ValuesIn(agree_cases()),
                         [](const testing::TestParamInfo<AgreeCase>& info) {
                           return std::string(info.param.name);
                         });

// A folder holding one theme, removed at the end.
class ScratchTheme : public testing::Test {
 protected:
  void SetUp() override {
    root_ =
        fs::temp_directory_path() / ("spotforge-scratch-" + std::to_string(getpid()) + "-" +
                                     testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    fs::create_directories(root_ / "theme");
  }
  void TearDown() override { fs::remove_all(root_); }
  std::string theme() const { return (root_ / "theme").string(); }
  fs::path root_;
};

// Issue 18: check said a deck of order 2 takes 1 to 7 cards, build refused 1 in a rulebook
// (after the layout, naming no option). Build now refuses at once, naming --cards and the
// range; check says the range each command takes.
TEST_F(ScratchTheme, CardsOutOfBuildsRangeAreRefusedWithTheTrueRange) {
  write(root_ / "theme" / "theme.yaml", theme_yaml(""));
  const CommandRun check = run_spotforge({"theme", "check", theme()}, root_ / "check.log");
  EXPECT_EQ(check.exit_code, 0) << check.output;
  EXPECT_NE(check.output.find("build --cards 3 to 7, deck --cards 1 to 7 at order 2"),
            std::string::npos)
      << check.output;
  for (const char* cards : {"1", "2", "8"}) {
    const fs::path out = root_ / "out";
    const CommandRun r = run_spotforge(
        {"build", theme(), "--out", out.string(), "--cards", cards, "--no-previews", "--quiet"},
        root_ / "build.log");
    EXPECT_EQ(r.exit_code, 1) << r.output;
    EXPECT_NE(r.output.find(std::string("--cards ") + cards +
                            " is out of range: build --cards 3 to 7, deck --cards 1 to 7"),
              std::string::npos)
        << r.output;
    EXPECT_FALSE(fs::exists(out));
  }
}

// Found by svg_fuzzer (issue 18 run): a blurred circle of r="2%" in a 100-unit viewBox was
// pre-rendered at 1200 pixels across its 4-unit ink, and librsvg gave the filter a surface of
// the whole viewport at that scale: malloc(3.6 GB). The viewport's pixels are now bounded.
TEST_F(ScratchTheme, ATinyBlurredShapeInABigViewBoxStaysInMemory) {
  write(root_ / "theme" / "blur.svg",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\" viewBox=\"0 0 100 "
        "100\"><defs><filter id=\"soft\"><feGaussianBlur stdDeviation=\"3\"/></filter></defs>"
        "<circle cx=\"50\" cy=\"50\" r=\"2%\" fill=\"#c33\" filter=\"url(#soft)\"/></svg>\n");
  write(root_ / "theme" / "theme.yaml", theme_yaml(kPictureSymbol + "blur.svg}"));
  const CommandRun r = run_spotforge({"theme", "check", theme()}, root_ / "check.log");
  EXPECT_FALSE(r.killed);
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_LT(r.peak_kb, 400'000) << r.output;
  EXPECT_NE(r.output.find("its drawing fills little of its viewBox, set viewBox around it for "
                          "1200)"),
            std::string::npos)
      << r.output;
}

// theme_yaml with a spotlight: section of `characters` text characters.
std::string theme_with_spotlight(int characters) {
  std::string yaml = theme_yaml("", "spotlight:\n  characters:\n");
  for (int i = 0; i < characters; ++i) {
    const std::string n = std::to_string(i);
    yaml += "    - {id: c" + n + ", name: {en: Char" + n + "}, text: \"C" + n + "\"}\n";
  }
  return yaml;
}

// Issue 18: a spotlight: section with fewer characters than the 60 search cards passed check
// and failed build with a message about --cards (which in build means deck cards). The search
// cards now follow the characters, and --search-cards says its own range.
TEST_F(ScratchTheme, SearchCardsFollowAFewCharacters) {
  write(root_ / "theme" / "theme.yaml", theme_with_spotlight(12));
  const fs::path out = root_ / "out";
  const CommandRun r = run_spotforge({"build", theme(), "--out", out.string(), "--no-previews"},
                                     root_ / "build.log");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("boards verified against 12 search cards"), std::string::npos)
      << r.output;
  EXPECT_TRUE(fs::exists(out / "search-cards.pdf"));
}

TEST_F(ScratchTheme, SearchCardsOptionRefusesWhatTheCharactersCantGive) {
  write(root_ / "theme" / "theme.yaml", theme_with_spotlight(12));
  const fs::path out = root_ / "out";
  for (const std::vector<std::string>& command :
       {std::vector<std::string>{"build", theme(), "--out", out.string(), "--search-cards", "13"},
        std::vector<std::string>{"spotlight", theme(), "--out", out.string(), "--search-cards",
                                 "13"}}) {
    const CommandRun r = run_spotforge(command, root_ / "run.log");
    EXPECT_EQ(r.exit_code, 1) << command[0] << "\n" << r.output;
    EXPECT_NE(r.output.find("--search-cards 13: every search card shows a different character "
                            "and the theme's spotlight: section has 12; expected 1 to 12"),
              std::string::npos)
        << command[0] << "\n"
        << r.output;
    EXPECT_EQ(r.output.find("--cards"), std::string::npos) << r.output;
    EXPECT_FALSE(fs::exists(out));
  }
}

TEST_F(ScratchTheme, SearchCardsOptionNeedsASpotlightSection) {
  write(root_ / "theme" / "theme.yaml", theme_yaml(""));
  const CommandRun r =
      run_spotforge({"build", theme(), "--out", (root_ / "out").string(), "--search-cards", "5"},
                    root_ / "build.log");
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("--search-cards 5: the theme has no spotlight: section"),
            std::string::npos)
      << r.output;
}

// A theme whose languages include one without rulebook texts: check and build both warn at
// the languages: line and say which languages the rulebooks use.
TEST_F(ScratchTheme, LanguagesWithoutRulebookTextsAreNamedAtTheirLine) {
  std::string yaml = theme_yaml("");
  yaml.replace(yaml.find("[en]"), 4, "[en, nl]");
  for (size_t at = 0; (at = yaml.find("{en: ", at)) != std::string::npos; at += 10) {
    const size_t end = yaml.find('}', at);
    const std::string name = yaml.substr(at + 5, end - at - 5);
    yaml.replace(at, end - at, "{en: " + name + ", nl: " + name);
  }
  write(root_ / "theme" / "theme.yaml", yaml);
  const std::string place = (root_ / "theme" / "theme.yaml").string() + ":2:12: warning: ";
  const std::string says =
      "no rulebook texts in nl (Dutch): spotforge has rulebook texts in de, en, es, fr, it, pl "
      "only; "
      "build makes the rulebooks in en and leaves the others out";
  const CommandRun check = run_spotforge({"theme", "check", theme()}, root_ / "check.log");
  EXPECT_EQ(check.exit_code, 0) << check.output;
  EXPECT_NE(check.output.find(place + says), std::string::npos) << check.output;
  const CommandRun build = run_spotforge(
      {"build", theme(), "--out", (root_ / "out").string(), "--no-previews"}, root_ / "b.log");
  EXPECT_EQ(build.exit_code, 0) << build.output;
  EXPECT_NE(build.output.find(place + says), std::string::npos) << build.output;
}

}  // namespace
}  // namespace spotforge
