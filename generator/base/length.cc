#include "base/length.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace spotforge {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::optional<double> mm_per_unit(std::string_view unit) {
  if (unit == "mm") return 1.0;
  if (unit == "cm") return 10.0;
  if (unit == "in") return kMmPerInch;
  if (unit == "pt") return kMmPerInch / kPointsPerInch;
  return std::nullopt;
}

}  // namespace

std::optional<double> parse_length_mm(std::string_view text, std::string* error) {
  auto fail = [&](std::string why) -> std::optional<double> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  std::string_view s = trim(text);
  size_t unit_start = s.size();
  while (unit_start > 0 && std::isalpha(static_cast<unsigned char>(s[unit_start - 1]))) {
    --unit_start;
  }
  std::string_view number = trim(s.substr(0, unit_start));
  std::string_view unit = s.substr(unit_start);
  if (number.empty()) {
    return fail("'" + std::string(text) + "' is not a length; expected a number with a unit, e.g. 87mm");
  }
  double value = 0;
  auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
  if (ec != std::errc() || end != number.data() + number.size() || !std::isfinite(value)) {
    return fail("'" + std::string(text) + "' is not a length; expected a number with a unit, e.g. 87mm");
  }
  if (unit.empty()) {
    return fail("'" + std::string(text) + "' has no unit; write it as e.g. " + std::string(number) +
                "mm (units: mm, cm, in, pt)");
  }
  auto factor = mm_per_unit(unit);
  if (!factor) {
    return fail("'" + std::string(unit) + "' is not a unit of length; expected mm, cm, in or pt");
  }
  return value * *factor;
}

std::string format_mm(double mm) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.4g", mm);
  return std::string(buf) + "mm";
}

}  // namespace spotforge
