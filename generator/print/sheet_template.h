// Sheet templates: an imposition written as a data file (Squib-style), so a print shop's or a
// die cutter's exact layout can be used instead of the computed one. YAML, every length with
// its unit; see templates/sheets/README.md for the format. Cells (how far each card's bleed may
// reach) are derived from the positions, as impose() does.
#pragma once

#include <filesystem>
#include <string>

#include "print/imposition.h"

namespace spotforge {

// Loads and checks a template: cards inside the page margin, no two cards overlapping, cut
// lines on the page. Every problem is reported with its place (InputError).
Imposition load_sheet_template(const std::filesystem::path& file);

// The template text for an imposition (what templates/sheets/ holds for the computed ones).
std::string sheet_template_yaml(const Imposition& imposition, const std::string& comment);

}  // namespace spotforge
