// Iconify JSON icon sets (icons.json): one file per set, icons as SVG bodies plus aliases.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace spotforge {

struct IconifyIcon {
  std::string body;  // SVG content without the outer <svg>
  double left = 0, top = 0, width = 16, height = 16;
  bool h_flip = false, v_flip = false;
  int rotate = 0;  // quarter turns clockwise, 0..3
};

// Largest icons.json read (the biggest open sets are some 30 MB).
inline constexpr std::uintmax_t kMaxIconSetBytes = 64u << 20;

class IconSet {
 public:
  // Parses icons.json once per path per run (cached). Throws ArtError when the file can't be
  // read or is not an Iconify set.
  static std::shared_ptr<const IconSet> open(const std::filesystem::path& icons_json);
  // Parses icons.json text already read (not cached); messages name `file`. Throws ArtError
  // when it is not an Iconify set.
  static std::shared_ptr<const IconSet> from_json(const std::string& text,
                                                  const std::filesystem::path& file);

  const std::string& prefix() const { return prefix_; }
  bool contains(const std::string& name) const;
  // The icon with its alias chain resolved (flips combined, rotations added). Throws
  // ArtError for an unknown name, with "did you mean" suggestions.
  IconifyIcon resolve(const std::string& name) const;
  // A complete SVG document for the icon, flips and rotation applied around its box.
  std::string svg_document(const std::string& name) const;
  // Up to `count` known names closest to `name` (edit distance), best first.
  std::vector<std::string> suggestions(const std::string& name, size_t count = 3) const;
  size_t size() const { return icons_.size() + aliases_.size(); }
  // Every icon and alias name: the icons' in order, then the aliases'.
  std::vector<std::string> names() const;

 private:
  struct Alias {
    std::string parent;
    bool h_flip = false, v_flip = false;
    int rotate = 0;
    nlohmann::json box_overrides;  // the alias's own left/top/width/height, if any
  };
  std::filesystem::path file_;
  std::string prefix_;
  std::map<std::string, IconifyIcon> icons_;
  std::map<std::string, Alias> aliases_;
  friend struct IconSetParser;
};

// Where the set-up script installs a set by name: $SPOTFORGE_ICONIFY_DIR (run time) or the
// build's SPOTFORGE_ICONIFY_DIR, then <set>/icons.json.
std::filesystem::path iconify_set_path(const std::string& set_name);

}  // namespace spotforge
