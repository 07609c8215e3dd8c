// `spotforge manual [--format markdown|man]`: the reference manual, made from the very option
// definitions that `--help` prints, so the manual can't drift from the program. The README
// points to docs/spotforge.md and docs/spotforge.1, which are this command's output (a test
// checks that they are current).
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"

namespace spotforge::cli {
namespace {

// A help text made safe for roff: backslashes doubled, lines that start with a dot or a quote
// guarded.
std::string roff_escape(const std::string& text) {
  std::istringstream lines(text);
  std::string line, out;
  while (std::getline(lines, line)) {
    std::string escaped;
    for (char c : line) escaped += c == '\\' ? std::string("\\e") : std::string(1, c);
    if (!escaped.empty() && (escaped[0] == '.' || escaped[0] == '\'')) escaped = "\\&" + escaped;
    out += escaped + "\n";
  }
  return out;
}

// A command's help exactly as `--help` prints it, named in full ("spotforge theme check").
// (App::help() would show the help of the command being run instead: manual's own.)
std::string help_of(const CLI::App& command, const std::string& full_name) {
  return command.get_formatter()->make_help(&command, full_name, CLI::AppFormatMode::Normal);
}

// The commands below `app`, without option groups (which CLI11 keeps as unnamed subcommands)
// and without `manual` itself.
std::vector<const CLI::App*> commands_of(const CLI::App& app) {
  return app.get_subcommands(
      [](const CLI::App* sub) { return !sub->get_name().empty() && sub->get_name() != "manual"; });
}

std::string markdown(const CLI::App& app) {
  std::ostringstream out;
  out << "# spotforge " << SPOTFORGE_VERSION << " reference\n\n"
      << "<!-- Made by `spotforge manual --format markdown`; don't edit by hand. -->\n\n"
      << app.get_description() << ".\n\n```text\n"
      << help_of(app, "spotforge") << "```\n";
  for (const CLI::App* command : commands_of(app)) {
    const std::string name = "spotforge " + command->get_name();
    out << "\n## " << name << "\n\n```text\n" << help_of(*command, name) << "```\n";
    for (const CLI::App* sub : commands_of(*command)) {
      const std::string sub_name = name + " " + sub->get_name();
      out << "\n### " << sub_name << "\n\n```text\n" << help_of(*sub, sub_name) << "```\n";
    }
  }
  return out.str();
}

std::string man_page(const CLI::App& app) {
  std::ostringstream out;
  out << ".\\\" Made by `spotforge manual --format man`; don't edit by hand.\n"
      << ".TH SPOTFORGE 1 \"\" \"spotforge " << SPOTFORGE_VERSION << "\" \"User Commands\"\n"
      << ".SH NAME\nspotforge \\- " << roff_escape(app.get_description().substr(11))
      << ".SH SYNOPSIS\n.B spotforge\n.I COMMAND\n[\\fIOPTIONS\\fR]\n"
      << ".SH DESCRIPTION\n.nf\n"
      << roff_escape(help_of(app, "spotforge")) << ".fi\n";
  for (const CLI::App* command : commands_of(app)) {
    const std::string name = "spotforge " + command->get_name();
    out << ".SH " << command->get_name() << "\n.nf\n"
        << roff_escape(help_of(*command, name)) << ".fi\n";
    for (const CLI::App* sub : commands_of(*command)) {
      const std::string sub_name = name + " " + sub->get_name();
      out << ".SS " << command->get_name() << " " << sub->get_name() << "\n.nf\n"
          << roff_escape(help_of(*sub, sub_name)) << ".fi\n";
    }
  }
  out << ".SH EXIT STATUS\n0 done, 1 bad input (every problem listed, nothing written), 2 usage "
         "error, 130 interrupted (nothing written).\n";
  return out.str();
}

}  // namespace

void add_manual_command(CLI::App& app, Action* action) {
  auto format = std::make_shared<std::string>("markdown");
  CLI::App* manual =
      app.add_subcommand("manual", "Print this program's reference manual (Markdown or man page)");
  manual->add_option("--format", *format, "markdown or man")
      ->check(CLI::IsMember({"markdown", "man"}))
      ->capture_default_str();
  manual->footer(
      "Examples:\n"
      "  spotforge manual > docs/spotforge.md\n"
      "  spotforge manual --format man > docs/spotforge.1 && man -l docs/spotforge.1");
  CLI::App* root = &app;
  manual->callback([format, action, root] {
    *action = [format, root] {
      std::cout << (*format == "man" ? man_page(*root) : markdown(*root));
      return 0;
    };
  });
}

}  // namespace spotforge::cli
