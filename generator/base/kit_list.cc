#include "base/kit_list.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <optional>

#include <nlohmann/json.hpp>

#include "base/beneath.h"
#include "base/diagnostic.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

[[noreturn]] void not_our_manifest(const fs::path& manifest, const std::string& why) {
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, manifest.string(), 0, 0,
       "not a kit manifest spotforge wrote (" + why +
           "; it lists the files of the kit in this folder, so that the next build can remove "
           "those it no longer writes); delete it, and the files of the old kit by hand, then "
           "build again"}});
}

// A listed path must stay inside the kit folder: a manifest edited by hand must not make the
// next build remove a file elsewhere.
bool is_confined(const fs::path& file) {
  if (file.empty() || file.is_absolute() || file != file.lexically_normal()) return false;
  return std::none_of(file.begin(), file.end(), [](const fs::path& part) { return part == ".."; });
}

// The bytes of `name` below `dir`, read without following a link; nullopt when it is missing.
// A link is refused (naming it under `shown`).
std::optional<std::string> read_beneath(int dir, const fs::path& name, const fs::path& shown) {
  const UniqueFd fd = open_beneath(dir, name, O_RDONLY);
  if (!fd) {
    if (errno == ENOENT) return std::nullopt;
    if (errno == ELOOP) refuse_link_in_kit(shown);
    refuse_kit_folder(shown, std::strerror(errno));
  }
  std::string bytes;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) refuse_kit_folder(shown, std::strerror(errno));
    if (n == 0) break;
    bytes.append(buffer, static_cast<size_t>(n));
  }
  return bytes;
}

}  // namespace

void refuse_kit_folder(const fs::path& out, const std::string& why) {
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, out.string(), 0, 0,
       "can't write the kit here: " + why +
           "; expected a folder you may write to (choose another with --out DIR)"}});
}

void refuse_link_in_kit(const fs::path& link) {
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, link.string(), 0, 0,
       "is a symbolic link inside the kit folder; spotforge never writes, moves or removes "
       "anything through a link there (it could lead out of the folder): remove the link, or "
       "choose another folder (--out DIR)"}});
}

std::string kit_list_json(const std::vector<fs::path>& files) {
  nlohmann::json list = nlohmann::json::array();
  for (const fs::path& file : files) list.push_back(file.generic_string());
  return nlohmann::json{{"spotforge_kit_files", list}}.dump(1) + "\n";
}

std::vector<fs::path> read_kit_list(int dir, const fs::path& shown,
                                    const std::function<bool(const fs::path&)>& is_kit_name,
                                    std::string_view name) {
  const fs::path manifest = shown / name;
  const std::optional<std::string> bytes = read_beneath(dir, fs::path(name), manifest);
  if (!bytes) return {};
  const nlohmann::json json = nlohmann::json::parse(*bytes, nullptr, /*allow_exceptions=*/false);
  if (!json.is_object() || !json.contains("spotforge_kit_files") ||
      !json["spotforge_kit_files"].is_array()) {
    not_our_manifest(manifest, "it has no list spotforge_kit_files");
  }
  std::vector<fs::path> files;
  for (const auto& item : json["spotforge_kit_files"]) {
    if (!item.is_string()) not_our_manifest(manifest, "an entry is not a file name");
    const fs::path file(item.get<std::string>());
    if (!is_confined(file)) {
      not_our_manifest(manifest, "it lists " + file.generic_string() + ", outside the folder");
    }
    if (is_kit_name && !is_kit_name(file)) {
      not_our_manifest(manifest, "it lists " + file.generic_string() + ", which no kit has");
    }
    if (const fs::path link = first_link_on(dir, file); !link.empty()) {
      refuse_link_in_kit(shown / link);
    }
    files.push_back(file);
  }
  return files;
}

std::vector<fs::path> read_kit_list_loosely(int dir, std::string_view name) {
  try {
    return read_kit_list(dir, "", {}, name);
  } catch (const InputError&) {
    return {};
  }
}

}  // namespace spotforge
