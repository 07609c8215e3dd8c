#include "art/symbol_art.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <unistd.h>
#include <cmath>
#include <fstream>
#include <memory>
#include <thread>
#include <vector>

#include "art/art_error.h"
#include "art/art_test_support.h"
#include "art/photo_fixtures_for_tests.h"
#include "art/symbol_art.h"
#include "base/files_for_tests.h"
#include "base/handles.h"
#include "base/test_paths.h"

namespace spotforge {
namespace {

using spotforge::testing::read_bytes;

using art_test::file_source;
using art_test::icon_source;
using art_test::pixel;
using art_test::text_source;

void expect_box(const InkBox& box, double x, double y, double w, double h, double tolerance) {
  EXPECT_NEAR(box.x, x, tolerance);
  EXPECT_NEAR(box.y, y, tolerance);
  EXPECT_NEAR(box.width, w, tolerance);
  EXPECT_NEAR(box.height, h, tolerance);
}

// The problem text of the ArtError that loading `source` throws ("" if none is thrown).
std::string load_error(const ArtSource& source, std::string* file = nullptr) {
  try {
    SymbolArt::load(source);
  } catch (const ArtError& e) {
    if (file) *file = e.file();
    return e.problem();
  }
  return "";
}

// Draws `art` `times` times on each of `pages` pages of a PDF kept in memory; returns the
// PDF bytes.
std::string draw_to_pdf(const SymbolArt& art, int times, int pages = 1) {
  return art_test::pdf_in_memory(300, 300, [&](cairo_t* cr) {
    for (int page = 0; page < pages; ++page) {
      for (int i = 0; i < times; ++i) art.draw(cr, 10 + i * 25, 10 + i * 20, 20, 20);
      cairo_show_page(cr);
    }
  });
}

size_t count(const std::string& haystack, const std::string& needle) {
  size_t n = 0;
  for (size_t i = haystack.find(needle); i != std::string::npos; i = haystack.find(needle, i + 1)) {
    ++n;
  }
  return n;
}

TEST(SymbolArt, SvgInkBoxIsTheDiscNotTheViewBox) {
  SymbolArt dot = SymbolArt::load(file_source("dot.svg"));
  EXPECT_EQ(dot.format(), ArtFormat::kSvg);
  EXPECT_TRUE(dot.is_vector());
  EXPECT_TRUE(dot.warnings().empty());
  expect_box(dot.box(), 20, 30, 20, 20, 0.05);
}

TEST(SymbolArt, SvgInkOutsideTheViewBoxIsMeasured) {
  SymbolArt wide = SymbolArt::load(file_source("overflow.svg"));
  expect_box(wide.box(), -5, 2, 20, 4, 0.05);
}

TEST(SymbolArt, DrawMapsTheInkBoxOntoTheRectangle) {
  SymbolArt dot = SymbolArt::load(file_source("dot.svg"));
  CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 60));
  CairoPtr cr(cairo_create(image.get()));
  dot.draw(cr.get(), 10, 10, 40, 40);
  EXPECT_EQ(pixel(image.get(), 30, 30), 0xff22aa66u);  // the disc's centre, #2a6
  EXPECT_EQ(pixel(image.get(), 30, 11) >> 24, 0xffu);  // just inside the top of the disc
  EXPECT_EQ(pixel(image.get(), 30, 8), 0u);            // just above the rectangle
  EXPECT_EQ(pixel(image.get(), 52, 30), 0u);           // right of it
  EXPECT_EQ(pixel(image.get(), 11, 11), 0u);           // the box corner, outside the disc
}

TEST(SymbolArt, VectorSymbolBecomesOneFormXObjectWhateverTheNumberOfPlacements) {
  SymbolArt dot = SymbolArt::load(file_source("dot.svg"));
  std::string once = draw_to_pdf(dot, 1);
  std::string many = draw_to_pdf(dot, 10);
  EXPECT_EQ(count(many, "/Subtype /Image"), 0u);
  EXPECT_EQ(count(many, "/Subtype /Form"), count(once, "/Subtype /Form"));
  EXPECT_LT(many.size(), once.size() + 1500);  // ten placements cost a few bytes each
  std::string pages = draw_to_pdf(dot, 10, 3);
  EXPECT_EQ(count(pages, "/Subtype /Form"), count(once, "/Subtype /Form"));
}

TEST(SymbolArt, JpegKeepsItsOriginalBytesInThePdf) {
  SymbolArt photo = SymbolArt::load(file_source("photo.jpg"));
  EXPECT_EQ(photo.format(), ArtFormat::kJpeg);
  EXPECT_FALSE(photo.is_vector());
  std::string pdf = draw_to_pdf(photo, 3);
  EXPECT_NE(pdf.find("/DCTDecode"), std::string::npos);
  std::string jpeg = photo.original_document();
  // The JPEG's own entropy-coded bytes appear unchanged in the PDF.
  EXPECT_NE(pdf.find(jpeg.substr(jpeg.size() / 2, 64)), std::string::npos);
}

TEST(SymbolArt, PngWithTransparencyInkBoxAndMask) {
  SymbolArt png = SymbolArt::load(file_source("alpha.png"));
  EXPECT_EQ(png.format(), ArtFormat::kPng);
  expect_box(png.box(), 10, 5, 20, 20, 0);
  const InkMask& mask = png.mask(20);
  EXPECT_EQ(mask.width, 20);
  EXPECT_EQ(mask.height, 20);
  EXPECT_NEAR(mask.ink_fraction(), 1.0, 0.01);
}

TEST(SymbolArt, OpaquePngTreatsWhiteAsNoInk) {
  SymbolArt png = SymbolArt::load(file_source("opaque.png"));
  expect_box(png.box(), 5, 10, 20, 10, 0);
  const InkMask& mask = png.mask(40);
  EXPECT_EQ(mask.width, 40);
  EXPECT_EQ(mask.height, 20);
  EXPECT_NEAR(mask.ink_fraction(), 1.0, 0.02);
}

ArtSource moon_source(bool keep_background) {
  ArtSource moon;
  moon.kind = ArtSource::Kind::kFile;
  moon.root = std::string(SPOTFORGE_FIXTURES_DIR) + "/deck/photo";
  moon.value = "moon.jpg";
  moon.keep_background = keep_background;
  return moon;
}

TEST(SymbolArt, AKnockedOutCrescentLeavesItsHollowToNeighbours) {
  // A crescent on white: the white reaching the picture's edge (its hollow included) is cut
  // away, so the mask is the crescent, not its box.
  SymbolArt photo = SymbolArt::load(moon_source(false));
  EXPECT_LT(photo.mask(64).ink_fraction(), 0.75);
}

TEST(SymbolArt, AnOpaquePictureKeptAsARectangleCoversItsWholeBoxWhateverItsShape) {
  // background: keep: the box is trimmed to the crescent, but the white inside the box is
  // painted too and would hide a neighbour placed in the hollow, so the mask is the whole box.
  SymbolArt photo = SymbolArt::load(moon_source(true));
  const InkMask& mask = photo.mask(64);
  EXPECT_NEAR(mask.ink_fraction(), 1.0, 1e-9);
  // For the look-alike check the white stays background: the crescent's picture is hollow.
  const InkPicture& picture = photo.picture(64);
  const size_t transparent = static_cast<size_t>(
      std::count_if(picture.argb.begin(), picture.argb.end(), [](uint32_t px) { return px == 0; }));
  EXPECT_GT(transparent, picture.argb.size() / 4);
}

TEST(SymbolArt, JpegInkBoxIgnoresTheNearWhiteBackground) {
  SymbolArt photo = SymbolArt::load(file_source("photo.jpg"));
  expect_box(photo.box(), 16, 8, 24, 32, 1.01);  // JPEG blurs edges by a pixel
}

TEST(SymbolArt, JpegFollowsItsExifOrientation) {
  // Stored 64 x 48 with the block at (16, 8), 24 x 32; shown a quarter turn clockwise.
  SymbolArt turned = SymbolArt::load(file_source("turned.jpg"));
  expect_box(turned.box(), 8, 16, 32, 24, 1.01);
  const InkMask& mask = turned.mask(32);
  EXPECT_EQ(mask.width, 32);
  EXPECT_EQ(mask.height, 24);
  EXPECT_GT(mask.ink_fraction(), 0.9);
  EXPECT_NE(draw_to_pdf(turned, 1).find("/DCTDecode"), std::string::npos);
  // A quarter turn the other way puts the block elsewhere: (8, 24), 32 x 24.
  expect_box(SymbolArt::load(file_source("turned-back.jpg")).box(), 8, 24, 32, 24, 1.01);
}

TEST(SymbolArt, CmykJpegIsRefusedWithAFix) {
  EXPECT_NE(load_error(file_source("cmyk.jpg")).find("a CMYK JPEG; expected an RGB"),
            std::string::npos);
}

TEST(SymbolArt, MaskFollowsTheInkShapeAndIsCached) {
  SymbolArt dot = SymbolArt::load(file_source("dot.svg"));
  const InkMask& mask = dot.mask(64);
  EXPECT_EQ(mask.width, 64);
  EXPECT_EQ(mask.height, 64);
  EXPECT_NEAR(mask.ink_fraction(), M_PI / 4, 0.02);  // a disc in its square
  EXPECT_EQ(mask.at(32, 32), 255);
  EXPECT_EQ(mask.at(0, 0), 0);
  EXPECT_EQ(&dot.mask(64), &mask);
  SymbolArt copy = dot;
  EXPECT_EQ(&copy.mask(64), &mask);  // copies share the picture and its cache
}

TEST(SymbolArt, MasksFromTwoThreadsMatchOneThread) {
  SymbolArt dot = SymbolArt::load(file_source("dot.svg"));
  SymbolArt fresh = SymbolArt::load(file_source("dot.svg"));
  std::vector<const InkMask*> a(20), b(20);
  std::thread t1([&] {
    for (int i = 0; i < 20; ++i) a[i] = &dot.mask(16 + i);
  });
  std::thread t2([&] {
    for (int i = 19; i >= 0; --i) b[i] = &dot.mask(16 + i);
  });
  t1.join();
  t2.join();
  for (int i = 0; i < 20; ++i) {
    EXPECT_EQ(a[i], b[i]);
    EXPECT_EQ(a[i]->alpha, fresh.mask(16 + i).alpha);
  }
}

TEST(SymbolArt, ColourPaintsOneColourArt) {
  ArtSource source = file_source("dot.svg");
  source.color = ArtColor{0, 0, 1, 1};
  SymbolArt dot = SymbolArt::load(source);
  CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 20));
  CairoPtr cr(cairo_create(image.get()));
  dot.draw(cr.get(), 0, 0, 20, 20);
  EXPECT_EQ(pixel(image.get(), 10, 10), 0xff0000ffu);
}

TEST(SymbolArt, ColourOnAPictureWithoutTransparencyIsRefused) {
  ArtSource source = file_source("photo.jpg");
  source.color = ArtColor{1, 0, 0, 1};
  EXPECT_NE(load_error(source).find("no transparency"), std::string::npos);
}

TEST(SymbolArt, EmptyPicturesAreRefused) {
  for (const char* name : {"empty.png", "white.jpg", "blank.svg"}) {
    std::string file;
    EXPECT_NE(load_error(file_source(name), &file).find("no visible ink"), std::string::npos)
        << name;
    EXPECT_TRUE(file.ends_with(name)) << file;
  }
}

// Issue 18: these have ink, but "no visible ink" was all they were told. The message says
// where the shapes are against the viewBox, and what to change.
TEST(SymbolArt, ShapesOutOfSightAreToldWhereTheyAre) {
  const std::string far = load_error(file_source("far-away.svg"));
  EXPECT_NE(far.find("its drawing lies outside its viewBox, too far away to be seen: the shapes "
                     "are at x 5e+04 to 5.001e+04, y 2 to 8 and its viewBox shows x 0 to 10, y 0 "
                     "to 10; move the drawing into the viewBox or set viewBox to cover it"),
            std::string::npos)
      << far;
  const std::string giant = load_error(file_source("giant.svg"));
  EXPECT_NE(giant.find("times bigger than its viewBox and none of them shows"), std::string::npos)
      << giant;
  EXPECT_NE(giant.find("scale the drawing down to fit the viewBox"), std::string::npos) << giant;
  for (const std::string& m : {far, giant}) {
    EXPECT_EQ(m.find("no visible ink"), std::string::npos) << m;
  }
  // Ink just past the viewBox is still measured and drawn (overflow.svg); an SVG with no
  // shapes at all, or shapes librsvg drops (1 unit in a 100000-unit viewBox), is still "no
  // visible ink".
  EXPECT_EQ(load_error(file_source("overflow.svg")), "");
  EXPECT_NE(load_error(file_source("blank.svg")).find("no visible ink"), std::string::npos);
  EXPECT_NE(load_error(file_source("speck.svg")).find("no visible ink"), std::string::npos);
}

TEST(SymbolArt, CorruptPicturesAreRefused) {
  EXPECT_NE(load_error(file_source("corrupt.png")).find("corrupt PNG"), std::string::npos);
  EXPECT_NE(load_error(file_source("corrupt.jpg")).find("corrupt JPEG"), std::string::npos);
  EXPECT_NE(load_error(file_source("not-a-picture.png")).find("not a PNG"), std::string::npos);
  EXPECT_NE(load_error(file_source("broken.svg")).find("not a valid SVG"), std::string::npos);
}

TEST(SymbolArt, HugeDeclaredSizesFailBeforeDecoding) {
  std::string png = load_error(file_source("huge.png"));
  EXPECT_NE(png.find("40000 x 40000 pixels (1600 megapixels)"), std::string::npos) << png;
  EXPECT_NE(png.find("at most 200 megapixels"), std::string::npos) << png;
  std::string jpeg = load_error(file_source("huge.jpg"));
  EXPECT_NE(jpeg.find("60000 x 60000 pixels"), std::string::npos) << jpeg;
}

// Issue 18: an Exif IFD offset of 0xFFFFFFFF wrapped the 32-bit bounds check and the
// orientation reader read 4 GB past the buffer (segfault). The offset is out of the block:
// the picture loads as stored.
TEST(SymbolArt, AnExifOffsetPastTheBlockIsIgnoredWithoutReadingOutOfIt) {
  SymbolArt photo = SymbolArt::load(file_source("exif-overflow.jpg"));
  expect_box(photo.box(), 16, 8, 24, 32, 1.01);
}

// Issue 18: libjpeg only warns about a truncated file (it pads it with grey), and the quiet
// message handler stopped counting warnings, so half a photo passed as whole.
TEST(SymbolArt, TruncatedJpegIsRefused) {
  std::string problem = load_error(file_source("truncated.jpg"));
  EXPECT_NE(problem.find("corrupt JPEG (Premature end of JPEG file)"), std::string::npos)
      << problem;
  EXPECT_NE(problem.find("expected a complete, valid JPEG file"), std::string::npos) << problem;
}

// Found by raster_fuzzer: 64 x 54832 is under the pixel cap, but Cairo makes no image taller
// than 32767, and libjpeg then wrote its rows through a null pointer.
TEST(SymbolArt, PicturesTallerThanCairoAllowsAreRefused) {
  std::string jpeg = load_error(file_source("tall.jpg"));
  EXPECT_NE(jpeg.find("64 x 54832 pixels; expected at most 32767 pixels on a side"),
            std::string::npos)
      << jpeg;
}

// Found by raster_fuzzer: a PNG header may declare 4294967295 x 4294967295, and their product
// overflowed long long (undefined behaviour) before the cap was checked.
TEST(SymbolArt, TheLargestSizeAPngCanDeclareIsRefusedWithoutOverflow) {
  std::string png = load_error(file_source("max-size.png"));
  EXPECT_NE(png.find("4294967295 x 4294967295 pixels (18446744065119 megapixels)"),
            std::string::npos)
      << png;
}

TEST(SymbolArt, HugePicturesInsideAnSvgAreRefused) {
  for (const char* name : {"big-embed.svg", "big-data.svg"}) {
    std::string problem = load_error(file_source(name));
    EXPECT_NE(problem.find("40000 x 40000 pixels"), std::string::npos) << name << ": " << problem;
  }
}

// Issue 18: five ways past the pixel cap: a gzip-compressed SVG (the scan read compressed
// bytes), ;BASE64 in capitals, a percent-encoded data URL, an SVG data URL holding the PNG,
// and a <use> of another SVG file that embeds it.
TEST(SymbolArt, HugePicturesCantHideFromThePixelCap) {
  for (const char* name : {"gzip-big.svg", "caps-base64.svg", "percent-data.svg", "svg-in-data.svg",
                           "use-other.svg"}) {
    std::string problem = load_error(file_source(name));
    EXPECT_NE(problem.find("40000 x 40000 pixels"), std::string::npos) << name << ": " << problem;
  }
}

TEST(SymbolArt, PathsMustStayInsideTheRoot) {
  std::string file;
  EXPECT_NE(load_error(file_source("missing.png"), &file).find("no such file"), std::string::npos);
  EXPECT_TRUE(file.ends_with("theme/missing.png")) << file;
  EXPECT_NE(load_error(file_source("link-out.svg")).find("outside the theme folder"),
            std::string::npos);
  EXPECT_NE(load_error(file_source("../outside/secret.svg")).find("outside the theme folder"),
            std::string::npos);
  EXPECT_NE(load_error(file_source("/etc/hostname.png")).find("outside the theme folder"),
            std::string::npos);
  EXPECT_NE(load_error(file_source("picture.gif")).find("unsupported picture type '.gif'"),
            std::string::npos);
}

TEST(SymbolArt, SvgReferencesOutsideTheFolderOrToUrlsAreRefused) {
  for (const char* name : {"evil-passwd.svg", "evil-http.svg", "evil-file-url.svg", "evil-css.svg",
                           "evil-escape.svg", "evil-hidden.svg"}) {
    std::string problem = load_error(file_source(name));
    EXPECT_NE(problem.find("refers to"), std::string::npos) << name << ": " << problem;
  }
  EXPECT_NE(load_error(file_source("evil-entity.svg")).find("external entity"), std::string::npos);
  EXPECT_NE(load_error(file_source("evil-http.svg")).find("http://example.com/tracker.png"),
            std::string::npos);
}

TEST(SymbolArt, SvgMayEmbedAPictureFromItsOwnFolder) {
  SymbolArt framed = SymbolArt::load(file_source("framed.svg"));
  EXPECT_GT(framed.mask(40).ink_fraction(), 0.2);  // the PNG's red block was drawn
}

TEST(SymbolArt, FilteredSvgWarnsAndIsPreRendered) {
  SymbolArt blurred = SymbolArt::load(file_source("blurred.svg"));
  ASSERT_EQ(blurred.warnings().size(), 1u);
  EXPECT_NE(blurred.warnings()[0].find("filter"), std::string::npos);
  EXPECT_FALSE(blurred.is_vector());
  // The blur spreads beyond the disc of 50.
  EXPECT_GT(blurred.box().width, 52);
  EXPECT_LT(blurred.box().width, 80);
  EXPECT_NEAR(blurred.box().x + blurred.box().width / 2, 50, 0.5);
}

TEST(SymbolArt, IconFromAnIconifySet) {
  SymbolArt flag = SymbolArt::load(icon_source("flag"));
  EXPECT_EQ(flag.format(), ArtFormat::kIcon);
  EXPECT_TRUE(flag.is_vector());
  expect_box(flag.box(), 2, 2, 11, 12, 0.05);
  EXPECT_NE(flag.original_document().find("viewBox=\"0 0 16 16\""), std::string::npos);
}

TEST(SymbolArt, IconAliasFlipsAndTurns) {
  // The flag's pole runs down the left; below the cloth only the pole has ink.
  SymbolArt flag = SymbolArt::load(icon_source("flag"));
  const InkMask& plain = flag.mask(22);
  EXPECT_EQ(plain.at(1, 20), 255);
  EXPECT_EQ(plain.at(plain.width - 2, 20), 0);
  SymbolArt mirrored = SymbolArt::load(icon_source("flag-mirrored"));
  expect_box(mirrored.box(), 3, 2, 11, 12, 0.05);
  const InkMask& m = mirrored.mask(22);
  EXPECT_EQ(m.at(1, 20), 0);
  EXPECT_EQ(m.at(m.width - 2, 20), 255);
  // Mirrored (pole on the right, cloth top left), then a quarter turn clockwise: the pole
  // lies along the bottom, the cloth stands on the right above it.
  SymbolArt turned = SymbolArt::load(icon_source("flag-mirrored-turned"));
  EXPECT_NEAR(turned.box().width, 12, 0.05);
  EXPECT_NEAR(turned.box().height, 11, 0.05);
  const InkMask& t = turned.mask(22);
  EXPECT_EQ(t.at(t.width - 2, 1), 255);
  EXPECT_EQ(t.at(1, 1), 0);
  EXPECT_EQ(t.at(1, t.height - 2), 255);
}

TEST(SymbolArt, IconErrorsNameTheSet) {
  std::string file;
  std::string problem = load_error(icon_source("flga"), &file);
  EXPECT_NE(problem.find("unknown icon 'flga'"), std::string::npos) << problem;
  EXPECT_NE(problem.find("did you mean 'flag'"), std::string::npos) << problem;
  EXPECT_TRUE(file.ends_with("icons.json"));
  EXPECT_NE(load_error(icon_source("evil")).find("refers to 'file:///etc/passwd'"),
            std::string::npos);
}

TEST(SymbolArt, TextIsVectorInTheChosenFont) {
  SymbolArt word = SymbolArt::load(text_source("Spot"));
  EXPECT_EQ(word.format(), ArtFormat::kText);
  EXPECT_TRUE(word.is_vector());
  // Cap height and width of "Spot" at 100 pt in DejaVu Sans.
  EXPECT_GT(word.box().height, 70);
  EXPECT_LT(word.box().height, 100);
  EXPECT_GT(word.box().width, 180);
  EXPECT_LT(word.box().width, 260);
  EXPECT_GT(word.mask(64).ink_fraction(), 0.1);
}

// Issue 29: a 6 that may turn gets a bar under it: the box grows by the bar, and the mask
// holds ink below a blank band under the digit (the layout spaces and the verifier checks the
// bar as the symbol's own ink).
TEST(SymbolArt, ASixThatMayTurnHasABarUnderIt) {
  const SymbolArt plain = SymbolArt::load(text_source("6"));
  ArtSource marked_source = text_source("6");
  marked_source.up_mark = true;
  const SymbolArt marked = SymbolArt::load(marked_source);
  EXPECT_NE(plain.content_key(), marked.content_key());
  EXPECT_NEAR(marked.box().y, plain.box().y, 1e-9);
  EXPECT_GT(marked.box().height, 1.15 * plain.box().height);
  const InkMask mask = marked.mask(200);
  std::vector<bool> row_has_ink(mask.height, false);
  for (int y = 0; y < mask.height; ++y) {
    for (int x = 0; x < mask.width; ++x) {
      row_has_ink[y] = row_has_ink[y] || mask.alpha[static_cast<size_t>(y) * mask.width + x] >= 128;
    }
  }
  // From the bottom: the bar's rows, then blank rows, then the digit.
  int y = mask.height - 1;
  while (y >= 0 && !row_has_ink[y]) --y;
  const int bar_bottom = y;
  while (y >= 0 && row_has_ink[y]) --y;
  const int bar_rows = bar_bottom - y;
  int blank = 0;
  while (y >= 0 && !row_has_ink[y]) --y, ++blank;
  EXPECT_GT(bar_rows, 0);
  EXPECT_LT(bar_rows, mask.height / 8);
  EXPECT_GT(blank, 0) << "no gap between the digit and its bar";
  EXPECT_GT(y, mask.height / 2) << "the digit above the bar";
  const InkMask unmarked = plain.mask(200);
  EXPECT_GT(static_cast<double>(mask.height) / mask.width,
            static_cast<double>(unmarked.height) / unmarked.width);
}

TEST(SymbolArt, TextWithAMissingGlyphIsRefused) {
  std::string problem = load_error(text_source("Kot \xE7\x8C\xAB"));  // "Kot 猫"
  EXPECT_NE(problem.find("U+732B '\xE7\x8C\xAB'"), std::string::npos) << problem;
  std::string family = load_error(text_source("Kot", "No Such Family Sans"));
  EXPECT_NE(family.find("'No Such Family Sans' is not installed"), std::string::npos) << family;
}

TEST(SymbolArt, ContentKeySpotsTheSamePictureUnderAnotherName) {
  auto key = [](const ArtSource& s) { return SymbolArt::load(s).content_key(); };
  // A byte copy of dot.svg under another name is the same picture.
  EXPECT_EQ(key(file_source("dot.svg")), key(file_source("dot-copy.svg")));
  EXPECT_NE(key(file_source("dot.svg")), key(file_source("overflow.svg")));
  // An alias with no transform of its own builds its parent's document.
  EXPECT_EQ(key(icon_source("flag")), key(icon_source("same-flag")));
  EXPECT_NE(key(icon_source("flag")), key(icon_source("flag-mirrored")));
  EXPECT_EQ(key(text_source("Kot")), key(text_source("Kot")));
  EXPECT_NE(key(text_source("Kot")), key(text_source("Kot", "Andika")));
  ArtSource red = file_source("dot.svg");
  red.color = ArtColor{1, 0, 0, 1};
  EXPECT_NE(key(file_source("dot.svg")), key(red));
  EXPECT_EQ(key(file_source("dot.svg")).size(), 64u);
}

TEST(SymbolArt, TextColourIsUsed) {
  ArtSource source = text_source("I");
  source.color = ArtColor{1, 0, 0, 1};
  SymbolArt bar = SymbolArt::load(source);
  CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 40));
  CairoPtr cr(cairo_create(image.get()));
  bar.draw(cr.get(), 0, 0, 20, 40);
  EXPECT_EQ(pixel(image.get(), 10, 20), 0xffff0000u);
}

class StandaloneTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("spotforge-art-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::filesystem::path dir_;
};

TEST_F(StandaloneTest, SvgAndIconsAreWrittenAsDocuments) {
  SymbolArt dot = SymbolArt::load(file_source("dot.svg"));
  StandaloneSymbol out = write_standalone(dot, dir_, "s01");
  EXPECT_EQ(out.file, dir_ / "s01.svg");
  EXPECT_EQ(out.media_type, "image/svg+xml");
  EXPECT_EQ(out.box, dot.box());
  EXPECT_EQ(read_bytes(out.file), read_bytes(art_test::fixtures() + "/theme/dot.svg"));
  SymbolArt flag = SymbolArt::load(icon_source("flag-mirrored"));
  StandaloneSymbol icon = write_standalone(flag, dir_, "s02");
  // The written document loads back to the same ink box.
  ArtSource again;
  again.kind = ArtSource::Kind::kFile;
  again.root = dir_;
  again.value = "s02.svg";
  EXPECT_EQ(SymbolArt::load(again).box(), icon.box);
}

// Issue 18: symbols/<id>.svg kept its reference to alpha.png, which the kit does not copy:
// the file showed an empty frame anywhere else. The picture is inlined as a data: URL.
TEST_F(StandaloneTest, AnSvgReferringToASiblingStandsAlone) {
  SymbolArt framed = SymbolArt::load(file_source("framed.svg"));
  StandaloneSymbol out = write_standalone(framed, dir_, "f");
  const std::string written = read_bytes(out.file);
  EXPECT_EQ(written.find("\"alpha.png\""), std::string::npos) << written.substr(0, 400);
  EXPECT_NE(written.find("xlink:href=\"data:image/png;base64,"), std::string::npos);
  ArtSource again;
  again.kind = ArtSource::Kind::kFile;
  again.root = dir_;
  again.value = "f.svg";
  SymbolArt reloaded = SymbolArt::load(again);
  EXPECT_EQ(reloaded.box(), framed.box());
  EXPECT_GT(reloaded.mask(40).ink_fraction(), 0.2);  // the PNG's red block is still drawn
}

// A picture kept scaled down is still copied whole; its box is given in the copy's pixels.
TEST_F(StandaloneTest, AScaledDownPictureKeepsItsBoxInTheCopysPixels) {
  {
    CairoSurfacePtr big(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 3200, 6400));
    CairoPtr cr(cairo_create(big.get()));
    cairo_set_source_rgb(cr.get(), 0, 0, 1);
    cairo_rectangle(cr.get(), 800, 1600, 1600, 3200);
    cairo_fill(cr.get());
    cairo_surface_write_to_png(big.get(), (dir_ / "big.png").c_str());
  }
  ArtSource source;
  source.kind = ArtSource::Kind::kFile;
  source.root = dir_;
  source.value = "big.png";
  SymbolArt art = SymbolArt::load(source);
  expect_box(art.box(), 200, 400, 400, 800, 1.01);  // kept at 800 x 1600
  StandaloneSymbol copy = write_standalone(art, dir_, "s");
  EXPECT_EQ(read_bytes(copy.file), read_bytes(dir_ / "big.png"));
  expect_box(copy.box, 800, 1600, 1600, 3200, 4.1);
}

TEST_F(StandaloneTest, PicturesAreCopiedByteForByte) {
  StandaloneSymbol jpg = write_standalone(SymbolArt::load(file_source("photo.jpg")), dir_, "p");
  EXPECT_EQ(jpg.file, dir_ / "p.jpg");
  EXPECT_EQ(jpg.media_type, "image/jpeg");
  EXPECT_EQ(read_bytes(jpg.file), read_bytes(art_test::fixtures() + "/theme/photo.jpg"));
  StandaloneSymbol png = write_standalone(SymbolArt::load(file_source("alpha.png")), dir_, "q");
  EXPECT_EQ(png.media_type, "image/png");
  EXPECT_EQ(png.box, (InkBox{10, 5, 20, 20}));
}

TEST_F(StandaloneTest, TextBecomesAnSvgOfItsInkBox) {
  SymbolArt word = SymbolArt::load(text_source("Spot"));
  StandaloneSymbol out = write_standalone(word, dir_, "word");
  EXPECT_EQ(out.file, dir_ / "word.svg");
  EXPECT_EQ(out.box.x, 0);
  EXPECT_NEAR(out.box.width, word.box().width, 1e-9);
  std::string svg = read_bytes(out.file);
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  ArtSource again;
  again.kind = ArtSource::Kind::kFile;
  again.root = dir_;
  again.value = "word.svg";
  SymbolArt loaded = SymbolArt::load(again);
  EXPECT_NEAR(loaded.box().width, word.box().width, 1.0);  // viewBox units are the points
  EXPECT_NEAR(loaded.box().height, word.box().height, 1.0);
}

// Cairo's SVG surface read uninitialised extents from an unbounded recording surface: with
// old data on the heap, a text symbol's SVG placed its glyphs at coordinates like -7e215.
TEST_F(StandaloneTest, TextSvgPlacesItsGlyphsInsideItsBoxWhateverTheHeapHeld) {
  {
    std::vector<std::unique_ptr<std::string>> junk;
    for (int i = 0; i < 20000; ++i) {
      junk.push_back(std::make_unique<std::string>(64 + i % 512, static_cast<char>(0x7f)));
    }
  }
  SymbolArt word = SymbolArt::load(text_source("Spot"));
  StandaloneSymbol out = write_standalone(word, dir_, "word");
  const std::string svg = read_bytes(out.file);
  size_t uses = 0;
  for (size_t at = svg.find("<use xlink:href=\"#glyph"); at != std::string::npos;
       at = svg.find("<use xlink:href=\"#glyph", at + 1)) {
    ++uses;
    for (const char* attribute : {" x=\"", " y=\""}) {
      const size_t value = svg.find(attribute, at) + 4;
      const double v = std::strtod(svg.c_str() + value, nullptr);
      EXPECT_LT(std::abs(v), 1000) << svg.substr(at, 200);
    }
  }
  EXPECT_EQ(uses, 4u) << svg;
  ArtSource again;
  again.root = dir_;
  again.value = "word.svg";
  EXPECT_NEAR(SymbolArt::load(again).box().width, word.box().width, 1.0);
}

}  // namespace
}  // namespace spotforge

namespace spotforge {
namespace {

// A photo far larger than its masks (1600 x 1200, a dark disc on white): small masks are drawn
// from the picture's halvings, and must show the same disc as a mask drawn from the whole.
TEST(SymbolArt, SmallMasksOfALargePhotoShowTheSameShapeAsLargeOnes) {
  const std::filesystem::path folder = spotforge::testing::fresh_folder("large-photo-masks");
  CairoSurfacePtr photo = photo_test::disc_on_white(1600, 1200, 700, 600, 500, 0.1, 0.2, 0.5);
  ASSERT_EQ(cairo_surface_write_to_png(photo.get(), (folder / "disc.png").c_str()),
            CAIRO_STATUS_SUCCESS);
  ArtSource source;
  source.kind = ArtSource::Kind::kFile;
  source.root = folder;
  source.value = "disc.png";
  const SymbolArt disc = SymbolArt::load(source);
  expect_box(disc.box(), 200, 100, 1000, 1000, 2);
  // Drawn from the picture itself. (Much smaller masks count a photo's edge pixels, part
  // disc and part white, as ink: at 40 pixels the disc covers 0.84 of its box.)
  const InkMask& whole = disc.mask(1000);
  EXPECT_NEAR(whole.ink_fraction(), M_PI / 4, 0.01);
  for (int n : {320, 128}) {  // from the quarter and the eighth
    SCOPED_TRACE(n);
    const InkMask& small = disc.mask(n);
    EXPECT_NEAR(small.ink_fraction(), whole.ink_fraction(), 0.02);
    // Symmetric about the centre: a halving that shifted the picture would tilt it.
    double left = 0, right = 0;
    for (int y = 0; y < small.height; ++y) {
      for (int x = 0; x < small.width; ++x) {
        (2 * x + 1 < small.width ? left : right) += small.alpha[y * small.width + x];
      }
    }
    EXPECT_NEAR(left / (left + right), 0.5, 0.01);
  }
}

}  // namespace
}  // namespace spotforge
