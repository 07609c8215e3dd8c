#include "cli/card_print_options.h"

#include <cmath>
#include <cstdio>

#include "base/diagnostic.h"
#include "print/cut_guides.h"
#include "print/imposition.h"

namespace spotforge::cli {
namespace {

// "DX,DY" in millimetres, e.g. "1.5,-0.5".
bool parse_offset(const std::string& text, double* dx, double* dy) {
  char tail = 0;
  return std::sscanf(text.c_str(), "%lf,%lf%c", dx, dy, &tail) == 2 && std::abs(*dx) <= 20 &&
         std::abs(*dy) <= 20;
}

}  // namespace

void add_card_print_options(CLI::App* command, CardPrintArgs* args) {
  command->add_option("--sheet", args->sheet,
                      "A sheet template (templates/sheets/*.yaml) instead of the computed layout");
  command
      ->add_option("--duplex", args->duplex,
                   "Backs: long (flip on long edge), short, fold (side by side) or none")
      ->check(CLI::IsMember({"long", "short", "fold", "none"}))
      ->capture_default_str();
  command
      ->add_option("--back-offset", args->back_offset,
                   "Shift the backs by DX,DY mm to correct your printer (see --duplex-test)")
      ->check([](const std::string& v) {
        double dx, dy;
        return parse_offset(v, &dx, &dy)
                   ? std::string()
                   : "'" + v +
                         "' is not an offset; expected DX,DY in mm, e.g. 1.5,-0.5 "
                         "(each at most 20)";
      })
      ->capture_default_str();
  command->add_flag("--duplex-test", args->duplex_test,
                    "Add two pages that measure your printer's front/back offset");
  command
      ->add_option("--cut-guides", args->cut_guides,
                   "The cut line at each card's trim: none, under the art, or over it")
      ->check(CLI::IsMember({"none", "under", "over"}))
      ->capture_default_str();
  command->add_flag("--centre-cross", args->centre_cross,
                    "Mark each card's centre (compass cutters)");
  command->add_flag("--no-card-numbers", args->no_card_numbers, "Leave out the tiny card numbers");
  command
      ->add_option("--backs", args->backs,
                   "Card backs: light (a tint of the theme's colour, less ink, forgiving) or "
                   "solid (the colour itself through the bleed)")
      ->check(CLI::IsMember({"light", "solid"}))
      ->capture_default_str();
  command->add_option("--images", args->images,
                      "Also write one PNG per card face and one for the back (with the bleed, "
                      "sRGB) into this folder, for print services that take an image per card");
  command->add_option("--images-ppi", args->images_ppi, "Resolution of the --images PNGs")
      ->check(CLI::Range(72.0, 1200.0))
      ->capture_default_str();
}

void apply_card_print_options(const CardPrintArgs& args, DeckPrintOptions* print) {
  if (!args.sheet.empty()) print->sheet_template = args.sheet;
  print->duplex = *parse_duplex_mode(args.duplex);
  parse_offset(args.back_offset, &print->back_offset_x_mm, &print->back_offset_y_mm);
  print->duplex_test = args.duplex_test;
  print->cut_guides.trim_line = *parse_trim_line(args.cut_guides);
  print->cut_guides.centre_cross = args.centre_cross;
  print->card_numbers = !args.no_card_numbers;
  print->solid_backs = args.backs == "solid";
  if (!args.images.empty()) print->images_dir = args.images;
  print->images_ppi = args.images_ppi;
}

void warn_unused_print_options(const DeckPrintOptions& print, bool paper_given, std::ostream& err) {
  for (const Diagnostic& w : print_option_warnings(print, paper_given)) {
    err << w.to_string() << "\n";
  }
}

}  // namespace spotforge::cli
