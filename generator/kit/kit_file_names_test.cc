#include "kit/kit_file_names.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

TEST(KitFileNames, TheKitsOwnFilesAndNothingElse) {
  for (const char* name :
       {"cards.pdf", "layout.json", "boards.pdf", "boards.html", "search-cards.pdf",
        "solutions.json", "party-components.pdf", "spotlight-components.pdf",
        "rules-classic-en.pdf", "rules-party-pl.pdf", "rules-spotlight-it.pdf", "symbols/star.svg",
        "symbols/cat-photo.png", "previews/cards.png", "previews/rules-party-en.png"}) {
    EXPECT_TRUE(is_kit_file_name(name)) << name;
  }
  for (const char* name : {"notes.txt", "thesis.pdf", "link/precious.txt", "symbols/deep/star.svg",
                           "previews/a.pdf", ".spotforge-kit.json", "symbols/.hidden",
                           "../cards.pdf", "rules-en.pdf", "cards.pdf/x", "/cards.pdf", ""}) {
    EXPECT_FALSE(is_kit_file_name(name)) << name;
  }
}

}  // namespace
}  // namespace spotforge
