#include "cli/bash_completion.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "base/languages.h"

namespace spotforge::cli {
namespace {

std::vector<const CLI::App*> named_subcommands(const CLI::App& app) {
  return app.get_subcommands([](const CLI::App* sub) { return !sub->get_name().empty(); });
}

std::string join(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// The options of `command`, with those of its option groups (which CLI11 keeps as unnamed
// subcommands).
std::vector<const CLI::Option*> all_options(const CLI::App& command) {
  std::vector<const CLI::Option*> options = command.get_options();
  for (const CLI::App* group :
       command.get_subcommands([](const CLI::App* sub) { return sub->get_name().empty(); })) {
    for (const CLI::Option* option : all_options(*group)) options.push_back(option);
  }
  return options;
}

// Every spelling of every option of `command`, long and short, and --help.
std::vector<std::string> option_words(const CLI::App& command) {
  std::vector<std::string> words;
  for (const CLI::Option* option : all_options(command)) {
    for (const auto& l : option->get_lnames()) words.push_back("--" + l);
    for (const auto& s : option->get_snames()) words.push_back("-" + s);
  }
  // Option groups repeat --help; each spelling once, in the order first seen.
  std::vector<std::string> unique;
  for (const auto& w : words) {
    if (std::find(unique.begin(), unique.end(), w) == unique.end()) unique.push_back(w);
  }
  return unique;
}

// How bash completes the value after `option`: a fixed set, folder names, file names, or
// nothing (a number or free text).
std::string value_completion(const CLI::Option& option) {
  const std::vector<std::string> choices = option_choices(option);
  if (!choices.empty()) return "compgen -W '" + join(choices) + "' -- \"$cur\"";
  const std::vector<std::string>& names = option.get_lnames();
  auto named = [&](const char* n) {
    return std::find(names.begin(), names.end(), n) != names.end();
  };
  if (named("out")) {
    // --out is a folder for the kit commands and a file for `plane`.
    return option.get_description().find("ile") != std::string::npos ? "compgen -f -- \"$cur\""
                                                                     : "compgen -d -- \"$cur\"";
  }
  if (named("paper")) return "compgen -W 'a4 letter a3' -- \"$cur\"";  // or WxH, typed in full
  if (named("images")) return "compgen -d -- \"$cur\"";                // a folder for the PNGs
  // `theme check --lang` takes any code (to say what is missing) but offers those there are.
  if (named("lang")) return "compgen -W '" + join(available_languages()) + "' -- \"$cur\"";
  if (named("sheet")) return "compgen -f -X '!*.yaml' -- \"$cur\"; compgen -d -- \"$cur\"";
  return "";
}

bool takes_positional(const CLI::App& command) {
  for (const CLI::Option* option : all_options(command)) {
    if (option->get_positional()) return true;
  }
  return false;
}

// A positional argument named THEME: a folder or a shipped theme's name.
bool takes_theme(const CLI::App& command) {
  for (const CLI::Option* option : all_options(command)) {
    std::string name = option->get_name(true);
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (option->get_positional() && name == "theme") return true;
  }
  return false;
}

// The case branch for one command (path "theme check" for a subcommand).
void command_case(std::ostringstream& out, const CLI::App& command, const std::string& path,
                  const std::vector<std::string>& themes) {
  out << "    \"" << path << "\")\n";
  out << "      case \"$prev\" in\n";
  for (const CLI::Option* option : all_options(command)) {
    // A flag takes no value; a positional has no spelling to follow.
    if (option->get_expected_max() == 0 || option->get_lnames().empty()) continue;
    std::vector<std::string> spellings;
    for (const auto& l : option->get_lnames()) spellings.push_back("--" + l);
    for (const auto& s : option->get_snames()) spellings.push_back("-" + s);
    std::string pattern;
    for (const auto& s : spellings) pattern += (pattern.empty() ? "" : "|") + s;
    const std::string how = value_completion(*option);
    out << "        " << pattern << ") COMPREPLY=("
        << (how.empty() ? std::string() : "$(" + how + ")") << "); return ;;\n";
  }
  out << "      esac\n";
  out << "      if [[ \"$cur\" == -* ]]; then\n"
      << "        COMPREPLY=($(compgen -W '" << join(option_words(command)) << "' -- \"$cur\"))\n";
  const std::vector<const CLI::App*> subs = named_subcommands(command);
  if (!subs.empty()) {
    std::vector<std::string> names;
    for (const CLI::App* sub : subs) names.push_back(sub->get_name());
    out << "      else\n        COMPREPLY=($(compgen -W '" << join(names) << "' -- \"$cur\"))\n";
  } else if (takes_positional(command)) {
    out << "      else\n        COMPREPLY=($(compgen -d -- \"$cur\")";
    if (takes_theme(command)) out << " $(compgen -W '" << join(themes) << "' -- \"$cur\")";
    out << ")\n";
  }
  out << "      fi ;;\n";
}

}  // namespace

std::vector<std::string> option_choices(const CLI::Option& option) {
  const std::string type = option.get_type_name();
  const auto open = type.find('{');
  const auto close = type.find('}', open);
  if (open == std::string::npos || close == std::string::npos) return {};
  std::vector<std::string> choices;
  std::istringstream list(type.substr(open + 1, close - open - 1));
  std::string item;
  while (std::getline(list, item, ',')) {
    if (!item.empty()) choices.push_back(item);
  }
  return choices;
}

std::string bash_completion(const CLI::App& app, const std::vector<std::string>& shipped_themes) {
  std::ostringstream out;
  std::vector<std::string> commands;
  for (const CLI::App* command : named_subcommands(app)) commands.push_back(command->get_name());
  out << "# bash completion for spotforge. Made by `spotforge manual --format bash`; don't edit\n"
      << "# by hand. Installed as share/bash-completion/completions/spotforge.\n"
      << "_spotforge() {\n"
      << "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
      << "  local command=\"\" i\n"
      << "  # The command is the first word that is no option; `theme` takes a subcommand.\n"
      << "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
      << "    case \"${COMP_WORDS[i]}\" in\n"
      << "      -*) ;;\n"
      << "      *) if [[ -z \"$command\" ]]; then command=\"${COMP_WORDS[i]}\";\n"
      << "         elif [[ \"$command\" == theme ]]; then command=\"theme ${COMP_WORDS[i]}\"; "
         "break;\n"
      << "         else break; fi ;;\n"
      << "    esac\n"
      << "  done\n"
      << "  case \"$command\" in\n"
      << "    \"\")\n"
      << "      COMPREPLY=($(compgen -W '" << join(commands) << " --help --version' -- \"$cur\"))"
      << " ;;\n";
  for (const CLI::App* command : named_subcommands(app)) {
    command_case(out, *command, command->get_name(), shipped_themes);
    for (const CLI::App* sub : named_subcommands(*command)) {
      command_case(out, *sub, command->get_name() + " " + sub->get_name(), shipped_themes);
    }
  }
  out << "  esac\n}\ncomplete -F _spotforge spotforge\n";
  return out.str();
}

}  // namespace spotforge::cli
