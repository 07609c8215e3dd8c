// Whether a text symbol reads as another text when turned half way (issue 29: under free
// rotation a 6 turns into a 9). Such a symbol gets a mark under it (art/text_art.cc) so players
// know which way is up.
#pragma once

#include <string>

namespace spotforge {

// True when `text` is made of digits that read as digits upside down (0 1 6 8 9) and, turned
// half way, reads as a different number: "6", "9", "66", "89", "68", "16". Not "8", "69" or
// "88" (they read the same), not "10" (upside down "01" is no number one writes), not words.
bool reads_differently_upside_down(const std::string& text);

}  // namespace spotforge
