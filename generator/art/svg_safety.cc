#include "art/svg_safety.h"

#include <glib.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <set>

#include "art/art_error.h"
#include "art/picture_file.h"
#include "art/raster_picture.h"
#include "art/svg_budget.h"
#include "art/symbol_art.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' ||
         c == ':';
}

size_t skip_space(const std::string& s, size_t i) {
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  return i;
}

// The ';' closing a reference that starts at s[i], looked for within `window` characters
// (a scan to the end for every '&' would make a long document quadratic); npos if none.
size_t reference_end(const std::string& s, size_t i, size_t window) {
  const size_t stop = std::min(s.size(), i + 1 + window);
  for (size_t k = i + 1; k < stop; ++k) {
    if (s[k] == ';') return k;
  }
  return std::string::npos;
}

// Decodes the XML character and predefined entity references an attacker could hide a
// scheme behind ("&#104;ttp:").
std::string decode_xml(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      out += s[i];
      continue;
    }
    size_t semi = reference_end(s, i, 12);
    if (semi == std::string::npos) {
      out += s[i];
      continue;
    }
    std::string name = s.substr(i + 1, semi - i - 1);
    gunichar c = 0;
    if (name == "amp")
      c = '&';
    else if (name == "lt")
      c = '<';
    else if (name == "gt")
      c = '>';
    else if (name == "quot")
      c = '"';
    else if (name == "apos")
      c = '\'';
    else if (name.size() > 1 && name[0] == '#') {
      bool hex = name[1] == 'x' || name[1] == 'X';
      c = static_cast<gunichar>(std::strtoul(name.c_str() + (hex ? 2 : 1), nullptr, hex ? 16 : 10));
    }
    if (c == 0) {
      out += s[i];
      continue;
    }
    char buf[8];
    out.append(buf, static_cast<size_t>(g_unichar_to_utf8(c, buf)));
    i = semi;
  }
  return out;
}

std::string trim(const std::string& s) {
  size_t b = skip_space(s, 0);
  size_t e = s.size();
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

// Reads a quoted value starting at s[i] (a quote), or returns npos.
size_t read_quoted(const std::string& s, size_t i, std::string* value) {
  if (i >= s.size() || (s[i] != '"' && s[i] != '\'')) return std::string::npos;
  size_t end = s.find(s[i], i + 1);
  if (end == std::string::npos) return std::string::npos;
  *value = s.substr(i + 1, end - i - 1);
  return end + 1;
}

void add_reference(std::vector<std::string>* refs, const std::string& raw) {
  std::string v = trim(decode_xml(raw));
  if (v.empty() || v[0] == '#') return;
  refs->push_back(v);
}

// Repeated forward searches for one character in one text, in linear time overall: after a
// search from `from` found the character at `found` (or nowhere), any later search starting
// in between has the same answer. (A fresh scan per url( or <!ENTITY in a document that
// never closes one would be quadratic.)
class CharFinder {
 public:
  CharFinder(const std::string& s, char c) : s_(s), c_(c) {}
  size_t find(size_t from) {
    if (from >= from_ && from <= found_) return found_;
    from_ = from;
    found_ = s_.find(c_, from);
    return found_;
  }

 private:
  const std::string& s_;
  char c_;
  size_t from_ = std::string::npos;
  size_t found_ = 0;
};

// The longest unquoted url(...) value read; enough for any scheme and a data: URL's header.
constexpr size_t kUnquotedUrlChars = 4096;

// href="...", xlink:href='...', any-prefix:href.
void collect_hrefs(const std::string& s, std::vector<std::string>* refs) {
  for (size_t i = s.find("href"); i != std::string::npos; i = s.find("href", i + 4)) {
    bool starts_name = i == 0 || !is_name_char(s[i - 1]) || s[i - 1] == ':';
    size_t j = skip_space(s, i + 4);
    if (!starts_name || j >= s.size() || s[j] != '=') continue;
    std::string value;
    if (read_quoted(s, skip_space(s, j + 1), &value) != std::string::npos) {
      add_reference(refs, value);
    }
  }
}

// url(...) in attributes and CSS, any case.
void collect_urls(const std::string& s, const std::string& lower, std::vector<std::string>* refs) {
  for (size_t i = lower.find("url("); i != std::string::npos; i = lower.find("url(", i + 4)) {
    size_t j = skip_space(s, i + 4);
    std::string value;
    size_t after = read_quoted(s, j, &value);
    if (after == std::string::npos) {
      // Unquoted: up to the ')' or whatever can't be in an unquoted URL, within a window (so
      // thousands of unclosed url( don't each read to the end of the document).
      const size_t stop = std::min(s.size(), j + kUnquotedUrlChars);
      size_t end = j;
      while (end < stop && s[end] != ')' && s[end] != '"' && s[end] != '\'' && s[end] != '<' &&
             s[end] != '>' && !std::isspace(static_cast<unsigned char>(s[end]))) {
        ++end;
      }
      value = s.substr(j, end - j);
    }
    add_reference(refs, value);
  }
}

// @import "x.css" (url(...) forms are caught by collect_urls).
void collect_imports(const std::string& s, const std::string& lower,
                     std::vector<std::string>* refs) {
  for (size_t i = lower.find("@import"); i != std::string::npos; i = lower.find("@import", i + 7)) {
    std::string value;
    if (read_quoted(s, skip_space(s, i + 7), &value) != std::string::npos) {
      add_reference(refs, value);
    }
  }
}

// <!ENTITY name SYSTEM "file:///etc/passwd">: the whole declaration counts as a reference.
void collect_entities(const std::string& s, std::vector<std::string>* refs) {
  CharFinder closing(s, '>');
  for (size_t i = s.find("<!ENTITY"); i != std::string::npos; i = s.find("<!ENTITY", i + 8)) {
    size_t end = closing.find(i);
    if (end == std::string::npos) break;  // never closed: no XML parser accepts the document
    std::string decl = s.substr(i, end - i + 1);
    if (decl.find("SYSTEM") != std::string::npos || decl.find("PUBLIC") != std::string::npos) {
      refs->push_back(decl);
    }
  }
}

bool has_scheme(const std::string& ref) {
  size_t colon = ref.find(':');
  if (colon == std::string::npos || colon == 0) return false;
  for (size_t i = 0; i < colon; ++i) {
    char c = ref[i];
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '+' && c != '-' && c != '.') {
      return false;
    }
  }
  return true;
}

// An entity reference ("&e;") left in a reference after decode_xml.
bool names_an_entity(const std::string& ref) {
  for (size_t i = ref.find('&'); i != std::string::npos; i = ref.find('&', i + 1)) {
    size_t j = i + 1;
    while (j < ref.size() && is_name_char(ref[j])) ++j;
    if (j > i + 1 && j < ref.size() && ref[j] == ';') return true;
  }
  return false;
}

bool is_data_url(const std::string& ref) {
  return g_ascii_strncasecmp(ref.c_str(), "data:", 5) == 0;
}

// Every reference, data: URLs included.
std::vector<std::string> all_references(const std::string& svg) {
  std::string lower = svg;
  for (char& c : lower) c = static_cast<char>(g_ascii_tolower(c));
  std::vector<std::string> refs;
  collect_hrefs(svg, &refs);
  collect_urls(svg, lower, &refs);
  collect_imports(svg, lower, &refs);
  collect_entities(svg, &refs);
  return refs;
}

// The pixels of the pictures an SVG pulls in, summed over the whole document before librsvg
// decodes any: it decodes each <image> whole (30 pictures of 6000 x 6000 took 3.8 GB).
struct ImageBudget {
  long long pixels = 0;
  int pictures = 0;
  std::set<std::string> seen;  // librsvg loads a picture named twice once
};

// One embedded picture, counted on its declared size.
void check_embedded_picture(const std::string& bytes, const std::string& what,
                            const std::string& shown, ImageBudget& budget) {
  long long w = 0, h = 0;
  if (!declared_size(bytes, &w, &h)) return;
  if (static_cast<double>(w) * static_cast<double>(h) > kMaxSvgImagePixels) {  // no overflow
    throw ArtError(shown, "embeds " + what + " of " + std::to_string(w) + " x " +
                              std::to_string(h) + " pixels; expected at most " +
                              std::to_string(kMaxSvgImagePixels / 1'000'000) + " megapixels");
  }
  budget.pixels += w * h;
  ++budget.pictures;
  if (budget.pixels > kMaxSvgImagePixels) {
    throw ArtError(shown, "its pictures (<image>) declare " +
                              std::to_string(budget.pixels / 1'000'000) +
                              " megapixels together by " + what + " (picture " +
                              std::to_string(budget.pictures) +
                              "), and librsvg decodes each whole; expected at most " +
                              std::to_string(kMaxSvgImagePixels / 1'000'000) +
                              " megapixels in one SVG (use smaller pictures, or fewer)");
  }
}

// How deep SVGs may refer to SVGs (a data: URL or a <use> of another file) before the
// checks stop following: real drawings nest one level, if at all.
constexpr int kMaxSvgNesting = 4;

void check_references(const std::string& svg, const fs::path& svg_folder, const std::string& shown,
                      bool allow_files, int depth, ImageBudget& budget);

// A picture inside a picture: an SVG (plain or gzip-compressed) gets every check again,
// a PNG or JPEG the pixel cap.
void check_embedded(const std::string& bytes, const std::string& what, const fs::path& folder,
                    const std::string& shown, bool allow_files, int depth, ImageBudget& budget) {
  const std::string text = svg_text_of(bytes, kMaxPictureFileBytes, shown);
  if (text.find("<svg") != std::string::npos || text.find(":svg") != std::string::npos) {
    if (depth >= kMaxSvgNesting) {
      throw ArtError(shown, "nests SVG pictures more than " + std::to_string(kMaxSvgNesting) +
                                " deep (through " + what + "); expected at most that");
    }
    check_svg_budget(text, shown);
    check_references(text, folder, shown, allow_files, depth + 1, budget);
    return;
  }
  check_embedded_picture(bytes, what, shown, budget);
}

// %XX escapes decoded, NUL bytes included (g_uri_unescape_string refuses %00, which every
// PNG holds); a malformed escape is kept as written.
std::string percent_decoded(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const int hi = i + 2 < text.size() ? g_ascii_xdigit_value(text[i + 1]) : -1;
    const int lo = hi >= 0 ? g_ascii_xdigit_value(text[i + 2]) : -1;
    if (text[i] == '%' && hi >= 0 && lo >= 0) {
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// The bytes a data: URL holds. Its header ("data:image/png;BASE64") is case-insensitive, and
// a URL without ;base64 may still carry any bytes percent-encoded.
std::string data_url_bytes(const std::string& ref) {
  const size_t comma = ref.find(',');
  if (comma == std::string::npos) return "";
  std::string header = ref.substr(0, comma);
  for (char& c : header) c = static_cast<char>(g_ascii_tolower(c));
  std::string text = ref.substr(comma + 1);
  if (header.find(";base64") != std::string::npos) {
    text = percent_decoded(text);  // base64 may itself be percent-encoded ("%2B" for '+')
    gsize length = 0;
    guchar* raw = g_base64_decode(text.c_str(), &length);
    std::string bytes(reinterpret_cast<const char*>(raw), length);
    g_free(raw);
    return bytes;
  }
  return percent_decoded(text);
}

// Internal entities (<!ENTITY name "value">) expand inside libxml2 before librsvg sees the
// text: a few kilobytes of nested or repeated references ("billion laughs", or one big
// entity named 50,000 times) become gigabytes. Sum what every reference outside the
// declarations expands to.
class EntityExpansion {
 public:
  explicit EntityExpansion(const std::string& svg) : svg_(svg) { read_declarations(); }

  // Characters the document's entity references expand to (saturating), or kLoop.
  uint64_t total() {
    uint64_t sum = 0;
    size_t next_declaration = 0;
    for (size_t i = 0; i < svg_.size(); ++i) {
      if (next_declaration < spans_.size() && i == spans_[next_declaration].first) {
        i = spans_[next_declaration++].second;  // references inside values count where used
        continue;
      }
      if (svg_[i] != '&' && svg_[i] != '%') continue;
      const uint64_t n = reference_at(i, svg_, nullptr, 0);
      if (n == kLoop) return kLoop;
      sum = std::min(kCap, sum + n);
    }
    return sum;
  }

  static constexpr uint64_t kLoop = ~uint64_t{0};

 private:
  static constexpr uint64_t kCap = uint64_t{1} << 40;

  struct Entity {
    std::string value;
    int state = 0;  // 0 unknown, 1 being measured, 2 measured
    uint64_t length = 0;
  };

  void read_declarations() {
    CharFinder closing(svg_, '>');
    for (size_t i = svg_.find("<!ENTITY"); i != std::string::npos;
         i = svg_.find("<!ENTITY", i + 8)) {
      size_t j = skip_space(svg_, i + 8);
      const bool parameter = j < svg_.size() && svg_[j] == '%';
      if (parameter) j = skip_space(svg_, j + 1);
      size_t name_end = j;
      while (name_end < svg_.size() && is_name_char(svg_[name_end])) ++name_end;
      std::string value;
      size_t after = read_quoted(svg_, skip_space(svg_, name_end), &value);
      size_t end = closing.find(after == std::string::npos ? name_end : after);
      if (end == std::string::npos) break;  // never closed: the XML parser refuses it
      spans_.emplace_back(i, end);
      if (after == std::string::npos || name_end == j) continue;  // external, or malformed
      // The first declaration of a name is the one XML uses.
      (parameter ? parameters_ : general_).emplace(svg_.substr(j, name_end - j), Entity{value});
    }
  }

  // The expansion of the reference starting at text[i] ('&' or '%'); 1 for anything that is
  // not a declared entity's reference.
  uint64_t reference_at(size_t i, const std::string& text, size_t* end, int depth) {
    size_t semi = reference_end(text, i, 256);
    if (end) *end = i;
    if (semi == std::string::npos) return 1;
    auto& table = text[i] == '&' ? general_ : parameters_;
    auto it = table.find(text.substr(i + 1, semi - i - 1));
    if (it == table.end()) return 1;
    if (end) *end = semi;
    return measure(it->second, depth + 1);
  }

  // Entities nested deeper than this count as a loop (and keep the recursion shallow).
  static constexpr int kMaxDepth = 32;

  uint64_t measure(Entity& e, int depth) {
    if (e.state == 2) return e.length;
    if (e.state == 1 || depth > kMaxDepth) return kLoop;
    e.state = 1;
    uint64_t sum = 0;
    for (size_t i = 0; i < e.value.size(); ++i) {
      if (e.value[i] != '&' && e.value[i] != '%') {
        ++sum;
        continue;
      }
      size_t end = i;
      const uint64_t n = reference_at(i, e.value, &end, depth);
      if (n == kLoop) return kLoop;
      sum = std::min(kCap, sum + n);
      i = end;
    }
    e.state = 2;
    e.length = sum;
    return sum;
  }

  const std::string& svg_;
  std::vector<std::pair<size_t, size_t>> spans_;  // each declaration's first and last offset
  std::map<std::string, Entity> general_, parameters_;
};

void check_entity_expansion(const std::string& svg, const std::string& shown) {
  if (svg.find("<!ENTITY") == std::string::npos) return;
  const uint64_t total = EntityExpansion(svg).total();
  if (total == EntityExpansion::kLoop) {
    throw ArtError(shown,
                   "declares entities that refer to themselves in a loop, or nest more "
                   "than 32 deep; expected an SVG without a DOCTYPE's entities (save it "
                   "again as plain SVG)");
  }
  if (total > kMaxEntityExpansion) {
    throw ArtError(shown, "its entities expand to " + std::to_string(total) +
                              " characters (an entity bomb); expected at most " +
                              std::to_string(kMaxEntityExpansion) +
                              " (save it again as plain SVG, without a DOCTYPE)");
  }
}

}  // namespace

std::vector<std::string> svg_external_references(const std::string& svg) {
  std::vector<std::string> refs;
  for (std::string& ref : all_references(svg)) {
    if (!is_data_url(ref)) refs.push_back(std::move(ref));
  }
  return refs;
}

namespace {

void check_references(const std::string& svg, const fs::path& svg_folder, const std::string& shown,
                      bool allow_files, int depth, ImageBudget& budget) {
  check_entity_expansion(svg, shown);
  const std::string expected =
      "; an SVG may only refer to files in its own folder (or below it) inside the theme, "
      "never to URLs or other files";
  for (const std::string& ref : all_references(svg)) {
    if (is_data_url(ref)) {
      // Its own references can only be data: URLs (librsvg has no base for a relative one).
      if (!budget.seen.insert(ref).second) continue;
      check_embedded(data_url_bytes(ref), "a data: picture", svg_folder, shown, false, depth,
                     budget);
      continue;
    }
    if (ref.rfind("<!ENTITY", 0) == 0) {
      throw ArtError(shown, "declares an external entity (" + ref + ")" + expected);
    }
    if (names_an_entity(ref)) {
      // What it expands to is not what this check sees; a file named "&e;" would pass.
      throw ArtError(shown, "refers to '" + ref + "' through an entity" + expected +
                                "; write the reference out");
    }
    if (!allow_files || has_scheme(ref) || ref[0] == '/' || ref[0] == '\\') {
      throw ArtError(shown, "refers to '" + ref + "'" + expected);
    }
    std::string path_part = ref.substr(0, ref.find_first_of("#?"));
    std::error_code ec;
    fs::path target = fs::weakly_canonical(svg_folder / path_part, ec);
    if (ec || !is_inside(target, svg_folder)) {
      throw ArtError(shown, "refers to '" + ref + "', outside the SVG's folder" + expected);
    }
    const fs::file_status status = fs::status(target, ec);
    if (!fs::is_regular_file(status)) {
      const std::string what = !fs::exists(status)      ? "which does not exist"
                               : fs::is_directory(status) ? "which is a folder"
                                                          : "which is not a regular file";
      throw ArtError(shown, "refers to '" + ref + "', " + what +
                                "; expected a picture file next to the SVG");
    }
    if (!budget.seen.insert(target.string()).second) continue;
    check_embedded(read_picture_bytes(target, shown), "'" + ref + "'", target.parent_path(), shown,
                   true, depth, budget);
  }
}

}  // namespace

long long check_svg_references(const std::string& svg, const fs::path& svg_folder,
                               const std::string& shown, bool allow_files) {
  ImageBudget budget;
  check_references(svg, svg_folder, shown, allow_files, 0, budget);
  return budget.pixels;
}

bool svg_uses_filters(const std::string& svg) {
  for (size_t i = svg.find("filter"); i != std::string::npos; i = svg.find("filter", i + 6)) {
    size_t start = i;  // the start of a prefixed name: "svg:filter"
    if (start > 0 && svg[start - 1] == ':') {
      --start;
      while (start > 0 && is_name_char(svg[start - 1])) --start;
    }
    if (start > 0 && svg[start - 1] == '<') return true;  // a <filter> element
    if (i > 0 && is_name_char(svg[i - 1])) continue;      // part of another name
    // A filter property in a style ("filter: blur(2px)") or attribute (filter="url(#f)").
    size_t j = skip_space(svg, i + 6);
    if (j < svg.size() && (svg[j] == ':' || svg[j] == '=')) return true;
  }
  return false;
}

}  // namespace spotforge
