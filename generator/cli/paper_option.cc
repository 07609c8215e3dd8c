#include "cli/paper_option.h"

#include "print/paper.h"

namespace spotforge::cli {

CLI::Option* add_paper_option(CLI::App* command, std::string* paper) {
  return command
      ->add_option("--paper", *paper, "Paper: a4, letter, a3 or WxH with units (210mmx148mm)")
      ->check([](const std::string& v) {
        std::string why;
        return parse_paper(v, &why) ? std::string() : why;
      })
      ->capture_default_str();
}

}  // namespace spotforge::cli
