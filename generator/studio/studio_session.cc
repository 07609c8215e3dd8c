#include "studio/studio_session.h"

#include <fstream>
#include <set>
#include <sstream>
#include <system_error>

#include "art/art_error.h"
#include "art/iconify.h"
#include "art/photo_detect.h"
#include "art/symbol_art.h"
#include "base/atomic_write.h"
#include "base/diagnostic.h"
#include "kit/kit_build.h"
#include "studio/theme_draft.h"
#include "studio/theme_snapshot.h"
#include "studio/upload_name.h"
#include "theme/deck_sizes.h"
#include "theme/loader.h"
#include "theme/picture_names.h"
#include "theme/symbol_list_reader.h"
#include "theme/theme_init.h"
#include "theme/yaml_prescan.h"

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

// Every name the symbols have, in any language, as picture_name compares them.
std::set<std::string> symbol_names(const json& fields) {
  std::set<std::string> names;
  for (const json& s : fields["symbols"]) {
    if (!s.contains("names") || !s["names"].is_object()) continue;
    for (const auto& [code, name] : s["names"].items()) {
      if (name.is_string()) names.insert(folded_name(name.get<std::string>()));
    }
  }
  return names;
}

// The part after the last / or \ of an uploaded file's name (a browser may send a path).
std::string last_part(const std::string& name) {
  const size_t slash = name.find_last_of("/\\");
  return slash == std::string::npos ? name : name.substr(slash + 1);
}

std::string unique_id(std::string id, const std::set<std::string>& taken) {
  if (id.empty()) id = "picture";
  const std::string base = id;
  for (int n = 2; taken.count(id); ++n) id = base + "-" + std::to_string(n);
  return id;
}

// The theme's languages whose names are all written ("ready") and the others with how many
// names each still needs, in the theme's order.
struct LanguageProgress {
  std::vector<std::string> ready;
  json pending = json::array();  // [{code, missing}]
};

LanguageProgress language_progress(const json& fields) {
  LanguageProgress progress;
  for (const json& code : fields["languages"]) {
    int missing = 0;
    for (const json& s : fields["symbols"]) {
      const json names = s.value("names", json::object());
      if (!names.contains(code) || !names[code].is_string() ||
          names[code].get<std::string>().find_first_not_of(" \t") == std::string::npos) {
        ++missing;
      }
    }
    if (missing == 0) {
      progress.ready.push_back(code.get<std::string>());
    } else {
      progress.pending.push_back({{"code", code}, {"missing", missing}});
    }
  }
  return progress;
}

// One "to do" per name still to write in a pending language, at its field (the page shows it
// beside the empty box); it doesn't hold back the languages that are ready.
json names_to_write(const json& fields, const json& pending) {
  json todo = json::array();
  for (const json& p : pending) {
    const std::string code = p["code"];
    for (size_t i = 0; i < fields["symbols"].size(); ++i) {
      const json names = fields["symbols"][i].value("names", json::object());
      if (names.contains(code) && names[code].is_string() &&
          names[code].get<std::string>().find_first_not_of(" \t") != std::string::npos) {
        continue;
      }
      todo.push_back({{"severity", "todo"},
                      {"line", 0},
                      {"column", 0},
                      {"language", code},
                      {"message", "no " + language_name(code) + " name yet"},
                      {"text", "no " + language_name(code) + " name yet"},
                      {"field", "symbols/" + std::to_string(i) + "/name/" + code}});
    }
  }
  return todo;
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
  fs::remove_all(folder_ / kBuildScratch, ec);  // a killed session's snapshots
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

Fonts StudioSession::draft_theme_fonts() {
  // The draft may have problems (then the default fonts: its names are checked again anyway).
  try {
    return draft_theme().fonts;
  } catch (const InputError&) {
    return Fonts{};
  }
}

Theme StudioSession::draft_theme() {
  // With languages still missing names, the theme as saved: the cards of what is ready.
  if (!pending_languages_.empty()) {
    json ready = json::array();
    const json fields = theme_fields(draft_);  // kept: the loop runs over a part of it
    for (const json& code : fields["languages"]) {
      bool pending = false;
      for (const json& p : pending_languages_) pending |= p["code"] == code;
      if (!pending) ready.push_back(code);
    }
    return load_theme_text(folder_, theme_text(with_fields(draft_, {{"languages", ready}})));
  }
  return load_theme_text(folder_, theme_text(draft_));
}

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
  std::string text = theme_text(draft_);
  problems_ = check_text(text);
  pending_languages_ = json::array();
  if (has_error(problems_)) text = ready_languages_text(text);
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

std::string StudioSession::ready_languages_text(const std::string& text) {
  // A language just ticked has no names yet: the theme in the languages whose names are all
  // written is saved and built meanwhile, when that passes the check.
  const json fields = theme_fields(draft_);
  const LanguageProgress progress = language_progress(fields);
  if (progress.pending.empty() || progress.ready.empty() ||
      progress.ready.front() != fields["languages"][0]) {
    return text;  // nothing to leave out, or not the first language (the kit's own)
  }
  const std::string ready = theme_text(with_fields(draft_, {{"languages", progress.ready}}));
  if (has_error(check_text(ready))) return text;
  // Every error left is in the pending languages' names: each shown as a name to write.
  json problems = names_to_write(fields, progress.pending);
  for (const json& p : problems_) {
    const std::string message = p["message"];
    if (p["severity"] == "error" && message.find("has no name in") != std::string::npos) continue;
    json kept = p;
    if (kept["severity"] == "error") kept["severity"] = "todo";
    problems.push_back(kept);
  }
  problems_ = problems;
  pending_languages_ = progress.pending;
  return ready;
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
          // Languages ticked whose names are not all written: left out of the saved theme.
          {"pending_languages", pending_languages_},
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
  std::set<std::string> names = symbol_names(fields);
  const std::string font = draft_theme_fonts().body;
  std::vector<std::pair<std::string, const Upload*>> named;
  for (const Upload& u : uploads) {
    named.emplace_back(picture_file_name(u.file_name, u.bytes, taken), &u);
    taken.insert(named.back().first);
  }
  for (const auto& [name, upload] : named) write_file_atomically(folder_ / name, upload->bytes);
  check_pictures(named);  // as theme check reads them: a picture it refuses is not kept
  for (const auto& [name, upload] : named) {
    const std::string id = unique_id(safe_id(name.substr(0, name.rfind('.'))), ids);
    ids.insert(id);
    // Named from the file as the user has it ("Our Dog Rex.JPG" -> "Our Dog Rex"), by the
    // rule spotforge init names files with; the safe name it is saved under is for the disk.
    std::string shown = last_part(upload->file_name);
    if (invalid_utf8_offset(shown) != std::string::npos) shown = name;
    const std::string picture = picture_name(shown, font, &names);
    fields["symbols"].push_back(
        {{"id", id}, {"file", name}, {"names", names_for(draft_, picture)}});
  }
  draft_ = with_fields(draft_, {{"symbols", fields["symbols"]}});
  keep_photos_whole(named);
  return check_and_save();
}

// Photos among the uploads as init writes them (theme/theme_init): framed (frame: circle, the
// crop around the faces, never trimmed as background), and the deck turned upright, so no face
// prints upside down.
void StudioSession::keep_photos_whole(
    const std::vector<std::pair<std::string, const Upload*>>& named) {
  bool any = false;
  for (const auto& [name, upload] : named) {
    if (!looks_like_photo(upload->bytes)) continue;
    any = true;
    for (YAML::Node symbol : draft_["symbols"]) {
      if (symbol["file"] && symbol["file"].IsScalar() && symbol["file"].Scalar() == name) {
        symbol["frame"] = "circle";
      }
    }
  }
  if (!any) return;
  if (!draft_["layout"] || !draft_["layout"].IsMap()) {
    draft_["layout"] = YAML::Node(YAML::NodeType::Map);
  }
  YAML::Node layout = draft_["layout"];
  if (!layout["rotation"] || layout["rotation"].Scalar() == "free") layout["rotation"] = "upright";
}

void StudioSession::check_pictures(
    const std::vector<std::pair<std::string, const Upload*>>& named) {
  std::vector<std::string> problems;
  for (const auto& [name, upload] : named) {
    ArtSource source;
    source.value = name;
    source.root = folder_;
    try {
      (void)SymbolArt::load(source);
    } catch (const ArtError& e) {
      problems.push_back("upload '" + last_part(upload->file_name) + "': " + e.problem());
    }
  }
  if (problems.empty()) return;
  std::error_code ec;
  for (const auto& [name, upload] : named) fs::remove(folder_ / name, ec);  // this batch's own
  std::vector<Diagnostic> diagnostics;
  for (const std::string& p : problems) {
    diagnostics.push_back({Diagnostic::Severity::kError, "", 0, 0, p});
  }
  throw InputError(diagnostics);
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
  std::set<std::string> names = symbol_names(fields);
  const std::string picture = picture_name(name, draft_theme_fonts().body, &names);
  fields["symbols"].push_back({{"id", id}, {"icon", name}, {"names", names_for(draft_, picture)}});
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

std::string StudioSession::board_preview() {
  Theme theme;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    theme = draft_theme();
  }
  return board_.png(theme);
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

fs::path StudioSession::snapshot_for_build(fs::path* scratch) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!saved_) {
    throw InputError(
        "theme.yaml doesn't hold the studio's changes yet: fix the problems marked first (a kit "
        "is built from the saved theme)");
  }
  std::error_code ec;
  fs::path into;
  do {
    into = folder_ / kBuildScratch / std::to_string(++snapshots_);
  } while (fs::exists(fs::symlink_status(into, ec)));
  *scratch = into;
  return snapshot_theme(folder_, read_file(folder_ / "theme.yaml"), into);
}

}  // namespace spotforge::studio
