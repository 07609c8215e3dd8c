// The languages spotforge can write: one folder each under data_dir()/templates/lang/<code>/
// (rule templates, strings.yaml with its plural rule, hyphenation and typography). Adding a
// language is adding a folder; nothing here names one. The theme reader and the command line
// ask this list, so both stay in step with the folders.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace spotforge {

// data_dir()/templates/lang
std::filesystem::path languages_dir();

// The codes of the folders holding a strings.yaml, sorted: {"de", "en", "es", "fr", "it", "pl"}.
std::vector<std::string> available_languages();

bool language_available(const std::string& code);

// "de, en, es, fr, it, pl" for messages ("none" when the folder is empty or missing).
std::string available_languages_text();

}  // namespace spotforge
