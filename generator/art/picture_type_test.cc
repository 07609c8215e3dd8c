#include "art/picture_type.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "art/art_error.h"
#include "art/art_test_support.h"
#include "art/photo_fixtures_for_tests.h"
#include "art/symbol_art.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

TEST(PictureType, SignaturesTellTheRealType) {
  EXPECT_EQ(sniff_picture_type(std::string("\x89PNG\r\n\x1a\n....", 12)), PictureType::kPng);
  EXPECT_EQ(sniff_picture_type("\xff\xd8\xff\xe0"), PictureType::kJpeg);
  EXPECT_EQ(sniff_picture_type(std::string("RIFF\0\0\0\0WEBPVP8 ", 16)), PictureType::kWebp);
  EXPECT_EQ(sniff_picture_type(std::string("\0\0\0\x18"
                                           "ftypheic\0\0\0\0mif1heic",
                                           24)),
            PictureType::kHeif);
  EXPECT_EQ(sniff_picture_type(std::string("\0\0\0\x1c"
                                           "ftypavif\0\0\0\0avifmif1miaf",
                                           28)),
            PictureType::kAvif);
  EXPECT_EQ(sniff_picture_type("%PDF-1.7"), PictureType::kPdf);
  EXPECT_EQ(sniff_picture_type("GIF89a..."), PictureType::kGif);
  EXPECT_EQ(sniff_picture_type("  <svg xmlns=..."), PictureType::kSvg);
  EXPECT_EQ(sniff_picture_type("just text"), PictureType::kUnknown);
}

// Issue 26: a HEIC saved as .jpg failed as "corrupt JPEG ... starts with 0x00 0x00".
TEST(PictureType, AMisnamedPictureIsNamedForWhatItIs) {
  const std::string heic = photo_test::heic_of(photo_test::beach(64, 48).get());
  ASSERT_FALSE(heic.empty()) << "libheif can't encode HEVC on this machine";
  EXPECT_EQ(misnamed_picture_problem(heic, ".jpg"),
            "this is a HEIC picture named .jpg; rename it to .heic");
  EXPECT_EQ(misnamed_picture_problem(heic, ".heic"), "");
  EXPECT_EQ(misnamed_picture_problem("%PDF-1.4 ...", ".png"),
            "this is a PDF picture named .png; save it as a PNG or JPEG (spotforge reads .svg, "
            ".png, .jpg, .heic and .webp)");
  // Bytes nobody recognises are left to the decoder, which says what is wrong with them.
  EXPECT_EQ(misnamed_picture_problem("just some text", ".png"), "");

  // Through the loader, at the file.
  const ArtSource source =
      art_test::written_file_source(testing::fresh_folder("misnamed"), "IMG_2044.jpg", heic);
  try {
    SymbolArt::load(source);
    FAIL() << "a HEIC named .jpg loaded";
  } catch (const ArtError& e) {
    EXPECT_EQ(e.problem(), "this is a HEIC picture named .jpg; rename it to .heic");
    EXPECT_NE(e.file().find("IMG_2044.jpg"), std::string::npos);
  }
}

}  // namespace
}  // namespace spotforge
