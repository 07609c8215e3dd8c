#include "studio/studio_session.h"

#include <fstream>
#include <set>
#include <sstream>
#include <system_error>

#include "art/iconify.h"
#include "base/atomic_write.h"
#include "base/diagnostic.h"
#include "kit/kit_build.h"
#include "studio/theme_draft.h"
#include "studio/upload_name.h"
#include "theme/deck_sizes.h"
#include "theme/loader.h"
#include "theme/theme_init.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

json problem_json(const Diagnostic& d, const std::vector<FieldPlace>& places) {
  return {{"severity", d.severity == Diagnostic::Severity::kError ? "error" : "warning"},
          {"line", d.line},
          {"column", d.column},
          {"message", d.message},
          {"text", d.to_string()},
          {"field", d.line > 0 ? field_at(places, d.line) : ""}};
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The names a symbol gets in each of the theme's languages (the page asks to translate them).
json names_for(const YAML::Node& draft, const std::string& name) {
  json names = json::object();
  const YAML::Node languages = draft.IsMap() ? draft["languages"] : YAML::Node();
  if (languages && languages.IsSequence()) {
    for (const YAML::Node& l : languages) {
      if (l.IsScalar()) names[l.Scalar()] = name;
    }
  }
  if (names.empty()) names["en"] = name;
  return names;
}

bool has_error(const json& problems) {
  for (const json& p : problems) {
    if (p["severity"] == "error") return true;
  }
  return false;
}

std::set<std::string> symbol_ids(const json& fields) {
  std::set<std::string> ids;
  for (const json& s : fields["symbols"]) ids.insert(s["id"].get<std::string>());
  return ids;
}

std::string unique_id(std::string id, const std::set<std::string>& taken) {
  if (id.empty()) id = "picture";
  const std::string base = id;
  for (int n = 2; taken.count(id); ++n) id = base + "-" + std::to_string(n);
  return id;
}

}  // namespace

StudioSession::StudioSession(fs::path folder) : folder_(std::move(folder)) {
  std::error_code ec;
  if (!fs::is_directory(folder_, ec)) {
    throw InputError(folder_.string() +
                     ": no such folder; make it first (mkdir) or name an "
                     "existing theme folder");
  }
  draft_ = starting_theme(folder_);
  std::lock_guard<std::mutex> lock(mutex_);
  const fs::path file = folder_ / "theme.yaml";
  if (!fs::exists(fs::symlink_status(file, ec))) {
    check_and_save();  // a theme init would write: saved when it passes the check
    return;
  }
  // The user's own theme.yaml is only checked, at its own lines; it is rewritten only when
  // something is changed. yaml-cpp's tree holds no comments: when writing the tree back would
  // change the text (comments, flow maps, order of quotes), the file is hand-written and its
  // first rewrite keeps a copy (keep_hand_written_copy).
  const std::string text = read_file(file);
  if (theme_text(draft_) != text) hand_written_ = text;
  problems_ = check_text(text);
  saved_ = !has_error(problems_);
}

Theme StudioSession::draft_theme() { return load_theme_text(folder_, theme_text(draft_)); }

json StudioSession::check_text(const std::string& text) const {
  const auto places = field_places(text);
  json problems = json::array();
  std::vector<Diagnostic> warnings;
  try {
    (void)load_theme_text(folder_, text, &warnings);
  } catch (const InputError& e) {
    for (const Diagnostic& d : e.diagnostics()) problems.push_back(problem_json(d, places));
  }
  for (const Diagnostic& d : warnings) problems.push_back(problem_json(d, places));
  return problems;
}

json StudioSession::check_and_save() {
  const std::string text = theme_text(draft_);
  problems_ = check_text(text);
  const fs::path file = folder_ / "theme.yaml";
  std::error_code ec;
  const bool clean = !has_error(problems_);
  if (clean && !(fs::exists(fs::symlink_status(file, ec)) && read_file(file) == text)) {
    keep_hand_written_copy();
    write_file_atomically(file, text);
  }
  saved_ = clean;
  return state_locked();
}

void StudioSession::keep_hand_written_copy() {
  if (hand_written_.empty() || !backup_.empty()) return;
  std::error_code ec;
  std::string name = "theme.yaml.bak";
  for (int n = 2; fs::exists(fs::symlink_status(folder_ / name, ec)); ++n) {
    name = "theme.yaml.bak" + std::to_string(n);  // an older copy is the user's: never replaced
  }
  write_file_atomically(folder_ / name, hand_written_);
  backup_ = name;
  hand_written_.clear();
}

json StudioSession::state_locked() {
  json fields = theme_fields(draft_);
  const int count = static_cast<int>(fields["symbols"].size());
  json sizes = json::array();
  for (const DeckSize& s : deck_sizes_for(count)) {
    sizes.push_back({{"order", s.order},
                     {"cards", s.cards},
                     {"symbols_per_card", s.symbols_per_card},
                     {"symbols", s.symbols}});
  }
  int mascot = -1;
  for (int i = 0; i < count; ++i) {
    if (fields["symbols"][i]["role"] == "mascot" && mascot < 0) mascot = i;
  }
  // The words `spotforge build` reports for a theme without a mascot.
  const std::string mascot_note = mascot >= 0 ? "" : kNoMascotSkipped;
  return {{"fields", fields},
          {"problems", problems_},
          {"saved", saved_},
          {"folder", folder_.string()},
          {"mascot", {{"index", mascot}, {"note", mascot_note}}},
          {"theme_file", {{"hand_written", !hand_written_.empty()}, {"backup", backup_}}},
          {"deck",
           {{"pictures", count},
            {"sizes", sizes},
            {"advice", deck_size_advice(count, AdviceFor::kStudio)}}}};
}

json StudioSession::state() {
  std::lock_guard<std::mutex> lock(mutex_);
  return state_locked();
}

json StudioSession::change(const json& fields) {
  std::lock_guard<std::mutex> lock(mutex_);
  draft_ = with_fields(draft_, fields);
  return check_and_save();
}

json StudioSession::add_pictures(const std::vector<Upload>& uploads) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (uploads.empty()) throw InputError("no pictures in the upload; choose or drop some files");
  if (uploads.size() > kMaxUploadFiles) {
    throw InputError(std::to_string(uploads.size()) + " pictures at once; send at most " +
                     std::to_string(kMaxUploadFiles) + " a time");
  }
  json fields = theme_fields(draft_);
  if (fields["symbols"].size() + uploads.size() > kMaxThemeSymbols) {
    throw InputError("a theme takes at most " + std::to_string(kMaxThemeSymbols) +
                     " pictures; this upload would make " +
                     std::to_string(fields["symbols"].size() + uploads.size()));
  }
  std::set<std::string> taken;  // every name in the folder, whatever it is
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(folder_, ec)) {
    taken.insert(entry.path().filename().string());
  }
  std::set<std::string> ids = symbol_ids(fields);
  std::vector<std::pair<std::string, const Upload*>> named;
  for (const Upload& u : uploads) {
    named.emplace_back(picture_file_name(u.file_name, u.bytes, taken), &u);
    taken.insert(named.back().first);
  }
  for (const auto& [name, upload] : named) {
    write_file_atomically(folder_ / name, upload->bytes);
    const std::string id = unique_id(safe_id(name.substr(0, name.rfind('.'))), ids);
    ids.insert(id);
    fields["symbols"].push_back(
        {{"id", id}, {"file", name}, {"names", names_for(draft_, name_from_file(name))}});
  }
  draft_ = with_fields(draft_, {{"symbols", fields["symbols"]}});
  return check_and_save();
}

json StudioSession::add_icon(const std::string& set, const std::string& name) {
  std::lock_guard<std::mutex> lock(mutex_);
  json fields = theme_fields(draft_);
  const std::string theme_set = fields["set"].get<std::string>();
  if (!theme_set.empty() && theme_set != set) {
    throw InputError("the theme's icons come from the set '" + theme_set +
                     "'; a theme uses one set, so pick icons of that one");
  }
  const fs::path path = iconify_set_path(set);
  std::error_code ec;
  if (set.empty() || set.find_first_of("/\\") != std::string::npos || !fs::exists(path, ec)) {
    throw InputError("no installed Iconify set '" + set + "'");
  }
  const auto icons = IconSet::open(path);
  if (!icons->contains(name)) {
    std::string hint;
    for (const auto& s : icons->suggestions(name)) hint += (hint.empty() ? "" : ", ") + s;
    throw InputError("no icon '" + name + "' in " + set +
                     (hint.empty() ? "" : "; did you mean " + hint + "?"));
  }
  for (const json& s : fields["symbols"]) {
    if (s.value("icon", std::string()) == name)
      throw InputError("the icon '" + name + "' is already in");
  }
  if (fields["symbols"].size() + 1 > kMaxThemeSymbols) {
    throw InputError("a theme takes at most " + std::to_string(kMaxThemeSymbols) + " pictures");
  }
  const std::string id = unique_id(safe_id(name), symbol_ids(fields));
  fields["symbols"].push_back(
      {{"id", id}, {"icon", name}, {"names", names_for(draft_, name_from_text(name))}});
  draft_ = with_fields(draft_, {{"set", set}, {"symbols", fields["symbols"]}});
  return check_and_save();
}

std::string StudioSession::preview(int card) {
  Theme theme;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    theme = draft_theme();
  }
  return previews_.png(theme, card);
}

fs::path StudioSession::picture_path(const std::string& name) {
  bool listed = false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    const json fields = theme_fields(draft_);  // kept: the loop runs over a part of it
    for (const json& s : fields["symbols"]) listed |= s.value("file", std::string()) == name;
  }
  const fs::path path = folder_ / name;
  std::error_code ec;
  if (!listed || name.empty() || name.find_first_of(std::string("/\\\0", 3)) != std::string::npos ||
      name[0] == '.' || !fs::is_regular_file(fs::symlink_status(path, ec))) {
    throw InputError("'" + name + "' is not a picture of this theme's folder");
  }
  return path;
}

bool StudioSession::saved() {
  std::lock_guard<std::mutex> lock(mutex_);
  return saved_;
}

}  // namespace spotforge::studio
