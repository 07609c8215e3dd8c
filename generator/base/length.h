// Physical lengths. Every length in the data carries its unit ("87mm", "3.4in"); this is the
// one place that turns units into millimetres and millimetres into PDF points.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace spotforge {

inline constexpr double kMmPerInch = 25.4;
inline constexpr double kPointsPerInch = 72.0;
inline constexpr double kPointsPerMm = kPointsPerInch / kMmPerInch;

constexpr double mm_to_pt(double mm) { return mm * kPointsPerMm; }
constexpr double pt_to_mm(double pt) { return pt / kPointsPerMm; }

// Parses a length with a unit: mm, cm, in or pt ("87mm", "3.4 in", "0.5cm", "12pt").
// Returns the length in millimetres, or nullopt with a sentence in *error saying what was
// expected. A bare number is refused: the unit must be written in the data.
std::optional<double> parse_length_mm(std::string_view text, std::string* error = nullptr);

// Formats millimetres back as the shortest exact "NNmm" text (for reports and manifests).
std::string format_mm(double mm);

}  // namespace spotforge
