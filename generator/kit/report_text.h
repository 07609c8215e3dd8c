// Numbers as the kit's terminal summaries print them ("56 %", "136 KB", "1.43 mm").
#pragma once

#include <cstdint>
#include <string>

namespace spotforge {

std::string percent_text(double share);       // 0.563 -> "56 %"
std::string size_text(std::uintmax_t bytes);  // "136 KB", "1.2 MB" (at least 1 KB)
std::string millimetres_text(double mm);      // "1.43 mm"

}  // namespace spotforge
