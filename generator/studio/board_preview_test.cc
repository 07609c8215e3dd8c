#include "studio/board_preview.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"
#include "theme/loader.h"

namespace spotforge::studio {
namespace {

const Theme& party() {
  static const Theme theme = load_theme(find_theme_folder("party"));
  return theme;
}

// A PNG's width and height, from its IHDR chunk.
std::pair<int, int> png_size(const std::string& png) {
  auto number = [&](size_t at) {
    int n = 0;
    for (size_t i = at; i < at + 4; ++i) n = n * 256 + static_cast<unsigned char>(png[i]);
    return n;
  };
  return {number(16), number(20)};
}

// Issue 26: the studio showed no Spotlight board. The preview is the kit's first board, drawn
// from the characters; it is kept while they are unchanged and drawn again when they change.
TEST(StudioBoardPreview, DrawsTheFirstBoardOfTheCharactersKit) {
  BoardPreview preview;
  const std::string board = preview.png(party());
  ASSERT_EQ(board.substr(1, 3), "PNG");
  EXPECT_EQ(png_size(board), (std::pair<int, int>{891, 630})) << "an A4 board, landscape";
  EXPECT_EQ(preview.png(party()), board) << "unchanged characters: the same board";

  Theme fewer = party();
  fewer.spotlight_characters.pop_back();
  const std::string other = preview.png(fewer);
  ASSERT_EQ(other.substr(1, 3), "PNG");
  EXPECT_NE(other, board) << "a character less: another board";
  EXPECT_EQ(other, BoardPreview().png(fewer)) << "what a fresh preview draws";
}

TEST(StudioBoardPreview, NoCharactersIsAnInputError) {
  Theme none = party();
  none.spotlight_characters.clear();
  EXPECT_THROW(BoardPreview().png(none), InputError);
}

}  // namespace
}  // namespace spotforge::studio
