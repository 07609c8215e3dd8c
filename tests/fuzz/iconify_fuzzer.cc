// libFuzzer target: icons.json text through the Iconify reader, then every icon name (up to
// a bound) through alias resolution, the SVG document builder and the reference check that
// runs before librsvg sees a built icon.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "art/art_error.h"
#include "art/iconify.h"
#include "art/svg_safety.h"

namespace {

constexpr size_t kMaxNamesTried = 64;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::shared_ptr<const spotforge::IconSet> set;
  try {
    set = spotforge::IconSet::from_json(text, "fuzz/icons.json");
  } catch (const spotforge::ArtError&) {
    return 0;
  }
  // The set's own names (an alias, an icon, a loop...), then a near miss of the first.
  std::vector<std::string> names = set->names();
  if (names.size() > kMaxNamesTried) names.resize(kMaxNamesTried);
  if (!names.empty()) set->suggestions(names.front() + "x");
  for (const std::string& name : names) {
    if (!set->contains(name)) continue;
    try {
      const std::string svg = set->svg_document(name);
      spotforge::check_svg_references(svg, {}, "fuzz", /*allow_files=*/false);
    } catch (const spotforge::ArtError&) {
      // An alias loop, a missing parent, an unsafe reference: reported, as it should be.
    }
  }
  return 0;
}
