// The dependency rules of docs/design.md ("Stages and folders"), checked on every #include of
// generator/: a stage includes only its own tier or lower ones (cli, studio -> kit -> layout,
// print, typeset, theme -> art, design, base; base nothing above itself), kit/spotlight never
// includes kit/rules, and no product folder includes kit/kit_build.h (orchestration sits
// above the products it runs). A test may also include a test-support header
// (*_for_tests.h) from anywhere.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include "base/test_paths.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// The tier of the folder a generator/ path sits in (higher may include lower); nullopt for a
// folder the rules don't know, which is itself a finding: a new folder needs a place here.
std::optional<int> tier_of(const std::string& folder) {
  if (folder == "cli") return 5;
  if (folder == "studio") return 4;  // the studio's server, which cli starts
  if (folder == "kit") return 3;
  if (folder == "layout" || folder == "print" || folder == "typeset" || folder == "theme") return 2;
  if (folder == "art" || folder == "design" || folder == "base") return 1;
  return std::nullopt;
}

const std::vector<std::string> kProducts = {"kit/deck", "kit/rules", "kit/party", "kit/spotlight"};

// "kit/spotlight" for kit/spotlight/x.h, "kit" for kit/x.h, "art" for art/x.h.
std::string folder_of(const std::string& path) {
  const std::string top = path.substr(0, path.find('/'));
  if (top != "kit") return top;
  for (const std::string& product : kProducts) {
    if (path.starts_with(product + "/")) return product;
  }
  return top;
}

bool is_product(const std::string& folder) { return folder.starts_with("kit/"); }

// Why `file` (relative to generator/) may not include `header` (as written in the quotes),
// or nothing when it may.
std::optional<std::string> include_problem(const std::string& file, const std::string& header) {
  const bool test = file.ends_with("_test.cc") || file.ends_with("_for_tests.h");
  if (test && header.ends_with("_for_tests.h")) return std::nullopt;
  const std::string from = folder_of(file), to = folder_of(header);
  const std::optional<int> from_tier = tier_of(from.substr(0, from.find('/')));
  const std::optional<int> to_tier = tier_of(to.substr(0, to.find('/')));
  if (!from_tier) return "its folder " + from + " has no place in the layers";
  if (!to_tier) return header + " is in " + to + ", which has no place in the layers";
  if (*to_tier > *from_tier) return to + " is a higher stage than " + from;
  if (from == "base" && to != "base") return "base includes nothing but base";
  if (from == "kit/spotlight" && to == "kit/rules") return "kit/spotlight never includes kit/rules";
  if (is_product(from) && header == "kit/kit_build.h") {
    return "a product folder never includes the orchestration (kit/kit_build.h)";
  }
  return std::nullopt;
}

// Every `#include "..."` of a file: the project's own headers (system ones use <...>).
std::vector<std::string> quoted_includes(const fs::path& file) {
  static const std::regex include(R"re(^\s*#\s*include\s*"([^"]+)")re");
  std::vector<std::string> headers;
  std::ifstream in(file);
  std::smatch match;
  for (std::string line; std::getline(in, line);) {
    if (std::regex_search(line, match, include)) headers.push_back(match[1]);
  }
  return headers;
}

// (file, header) pairs: one for each rule, and where a test-support header ends its licence.
const std::vector<std::pair<std::string, std::string>> kBreaks = {
    {"art/svg_art.cc", "layout/card_placer.h"},
    {"print/pdf_document.cc", "kit/kit_words.h"},
    {"kit/deck/deck_kit.cc", "cli/build_command.h"},
    {"kit/kit_build.cc", "studio/kit_job.h"},
    {"base/length.cc", "design/plane_order.h"},
    {"kit/spotlight/spotlight_kit.cc", "kit/rules/rulebook.h"},
    {"kit/spotlight/spotlight_kit_test.cc", "kit/rules/rulebook.h"},
    {"kit/deck/deck_kit.cc", "kit/kit_build.h"},
    {"kit/party/party_components_test.cc", "kit/kit_build.h"},
    {"newstage/x.cc", "base/length.h"},
    {"art/svg_art.cc", "print/pdf_probe_for_tests.h"},  // test-support: for tests only
};
const std::vector<std::pair<std::string, std::string>> kAllowed = {
    {"cli/build_command.cc", "studio/studio_server.h"},
    {"kit/kit_build.cc", "kit/spotlight/spotlight_kit.h"},
    {"kit/deck/deck_kit.cc", "kit/kit_words.h"},
    {"kit/rules/rulebook.cc", "kit/spotlight/spotlight_plan.h"},
    {"typeset/typesetter.cc", "print/pdf_document.h"},
    {"layout/card_placer.cc", "art/symbol_art.h"},
    {"art/heif_picture_test.cc", "print/pdf_probe_for_tests.h"},
};

TEST(IncludeRules, TheCheckerRefusesEachKindOfBreak) {
  for (const auto& [file, header] : kBreaks) {
    EXPECT_TRUE(include_problem(file, header)) << file << " includes " << header;
  }
}

TEST(IncludeRules, TheCheckerAllowsTheLayersAsDrawn) {
  for (const auto& [file, header] : kAllowed) {
    EXPECT_EQ(include_problem(file, header), std::nullopt) << file << " includes " << header;
  }
}

TEST(IncludeRules, EveryIncludeInTheGeneratorFollowsTheLayers) {
  const fs::path generator = fs::path(SPOTFORGE_SOURCE_DIR) / "generator";
  std::vector<std::string> problems;
  int files = 0, includes = 0;
  for (const auto& entry : fs::recursive_directory_iterator(generator)) {
    const fs::path& path = entry.path();
    if (!entry.is_regular_file() || (path.extension() != ".cc" && path.extension() != ".h")) {
      continue;
    }
    ++files;
    const std::string file = path.lexically_relative(generator).generic_string();
    for (const std::string& header : quoted_includes(path)) {
      ++includes;
      if (const auto why = include_problem(file, header)) {
        problems.push_back(file + " includes " + header + ": " + *why);
      }
    }
  }
  EXPECT_GT(files, 300) << "the scan found the generator's files";
  EXPECT_GT(includes, 1000);
  for (const std::string& problem : problems) ADD_FAILURE() << problem;
}

}  // namespace
}  // namespace spotforge
