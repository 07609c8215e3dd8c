// `spotforge manual [--format markdown|man]`: the reference manual, made from the very option
// definitions that `--help` prints, so the manual can't drift from the program. The README
// points to docs/spotforge.md and docs/spotforge.1, which are this command's output (a test
// checks that they are current).
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "base/data_dir.h"
#include "cli/bash_completion.h"
#include "cli/commands.h"
#include "theme/loader.h"

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

// Where the program looks for things, for the ENVIRONMENT and FILES sections: a name and what it
// means, the same text in the Markdown and the man page.
struct Entry {
  const char* name;
  const char* meaning;
};

const std::vector<Entry>& environment() {
  static const std::vector<Entry> entries = {
      {"SPOTFORGE_DATA_DIR",
       "The folder holding the shipped data (themes/, templates/, iconify/) instead of the one "
       "beside the binary (PREFIX/share/spotforge for PREFIX/bin/spotforge)."},
      {"SPOTFORGE_ICONIFY_DIR",
       "The folder holding the Iconify icon sets (SET/icons.json) instead of "
       "SPOTFORGE_DATA_DIR/iconify."},
      {"XDG_DATA_HOME",
       "User themes are looked up by name in $XDG_DATA_HOME/spotforge/themes (default "
       "~/.local/share/spotforge/themes) before the shipped ones."},
      {"XDG_CACHE_HOME",
       "Pictures slow to decode (large PNGs, WebPs and HEICs) "
       "leave what theme check reads of them in $XDG_CACHE_HOME/spotforge/measure (default "
       "~/.cache/spotforge/measure), so the next check needn't decode them again."},
      {"SPOTFORGE_HYPHEN_DIR",
       "The folder of libhyphen dictionaries (hyph_en_US.dic, ...) instead of "
       "SPOTFORGE_DATA_DIR/hyphen (where the package ships them), then /usr/share/hyphen."},
      {"SOURCE_DATE_EPOCH",
       "The creation date written into the PDFs (seconds since 1970); without it a fixed date, "
       "so the same input gives the same bytes."},
      {"NO_COLOR", "When set, progress output has no colour."},
  };
  return entries;
}

const std::vector<Entry>& files() {
  static const std::vector<Entry> entries = {
      {"PREFIX/share/spotforge/themes/", "The shipped themes (party, words)."},
      {"PREFIX/share/spotforge/templates/",
       "The languages (lang/CODE/: rulebook texts, strings, plural rule) and the sheet templates "
       "(sheets/*.yaml)."},
      {"PREFIX/share/spotforge/iconify/", "The default art: Iconify icon sets."},
      {"~/.local/share/spotforge/themes/NAME/", "Your own themes, found by NAME."},
      {"~/.cache/spotforge/measure/",
       "Small copies of pictures slow to decode, under their content's digest (at most "
       "512 MB, the oldest removed first); safe to delete."},
      {"THEME/theme.yaml", "A theme: its pictures, names and card settings (see spotforge init)."},
      {"output/THEME/", "Where the kit is written unless --out says otherwise."},
  };
  return entries;
}

std::string markdown_entries(const char* heading, const std::vector<Entry>& entries) {
  std::string out = std::string("\n## ") + heading + "\n\n";
  for (const Entry& e : entries) out += std::string("- `") + e.name + "`: " + e.meaning + "\n";
  return out;
}

std::string man_entries(const char* heading, const std::vector<Entry>& entries) {
  std::string out = std::string(".SH ") + heading + "\n";
  for (const Entry& e : entries) {
    out += std::string(".TP\n.B ") + e.name + "\n" + roff_escape(e.meaning);
  }
  return out;
}

std::vector<std::string> shipped_theme_names() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(shipped_themes_dir(), ec)) {
    if (std::filesystem::exists(entry.path() / "theme.yaml", ec)) {
      names.push_back(entry.path().filename().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
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
  out << markdown_entries("Environment", environment()) << markdown_entries("Files", files());
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
         "error, 130 interrupted (nothing written).\n"
      << man_entries("ENVIRONMENT", environment()) << man_entries("FILES", files());
  return out.str();
}

}  // namespace

void add_manual_command(CLI::App& app, Action* action) {
  auto format = std::make_shared<std::string>("markdown");
  CLI::App* manual =
      app.add_subcommand("manual",
                         "Print this program's reference manual (Markdown or man page) "
                         "or its bash completion script");
  manual->add_option("--format", *format, "markdown, man or bash (the completion script)")
      ->check(CLI::IsMember({"markdown", "man", "bash"}))
      ->capture_default_str();
  manual->footer(
      "Examples:\n"
      "  spotforge manual > docs/spotforge.md\n"
      "  spotforge manual --format man > docs/spotforge.1 && man -l docs/spotforge.1\n"
      "  spotforge manual --format bash > completions/spotforge.bash");
  CLI::App* root = &app;
  manual->callback([format, action, root] {
    *action = [format, root] {
      if (*format == "bash") {
        std::cout << bash_completion(*root, shipped_theme_names());
      } else {
        std::cout << (*format == "man" ? man_page(*root) : markdown(*root));
      }
      return 0;
    };
  });
}

}  // namespace spotforge::cli
