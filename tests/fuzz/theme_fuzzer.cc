// libFuzzer target: theme.yaml text through the theme loader (YAML parsing, every key's
// checks, file references). The text is read as the theme.yaml of a copy of the
// valid/pictures fixture, so file:, set_file: and card.back.image: values can resolve.
#include <cstddef>
#include <cstdint>
#include <string>

#include "base/diagnostic.h"
#include "fuzz_support.h"
#include "theme/loader.h"

namespace {

const spotforge::fuzz::ScratchFolder& theme_folder() {
  static const spotforge::fuzz::ScratchFolder folder(
      "theme", std::filesystem::path(SPOTFORGE_FIXTURES_DIR) / "themes" / "valid" / "pictures");
  return folder;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    spotforge::load_theme_text(theme_folder().path(), text);
  } catch (const spotforge::InputError&) {
    // Bad input, reported: the expected outcome. Any other exception is a finding.
  }
  return 0;
}
