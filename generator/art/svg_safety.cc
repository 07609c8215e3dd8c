#include "art/svg_safety.h"

#include <glib.h>
#include <cctype>

#include "art/art_error.h"
#include "art/picture_file.h"
#include "art/raster_picture.h"
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

// Decodes the XML character and predefined entity references an attacker could hide a
// scheme behind ("&#104;ttp:").
std::string decode_xml(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      out += s[i];
      continue;
    }
    size_t semi = s.find(';', i);
    if (semi == std::string::npos || semi - i > 12) {
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
      size_t close = s.find(')', j);
      value = s.substr(j, close == std::string::npos ? std::string::npos : close - j);
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
  for (size_t i = s.find("<!ENTITY"); i != std::string::npos; i = s.find("<!ENTITY", i + 8)) {
    size_t end = s.find('>', i);
    std::string decl = s.substr(i, end == std::string::npos ? std::string::npos : end - i + 1);
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

// An embedded picture must pass the same pixel cap as a picture file: librsvg would decode
// whatever size it declares.
void check_embedded_picture(const std::string& bytes, const std::string& what,
                            const std::string& shown) {
  long long w = 0, h = 0;
  if (!png_declared_size(bytes, &w, &h) && !jpeg_declared_size(bytes, &w, &h)) return;
  if (w * h > kMaxPicturePixels) {
    throw ArtError(shown, "embeds " + what + " of " + std::to_string(w) + " x " +
                              std::to_string(h) + " pixels; expected at most " +
                              std::to_string(kMaxPicturePixels / 1'000'000) + " megapixels");
  }
}

void check_data_url(const std::string& ref, const std::string& shown) {
  size_t comma = ref.find(',');
  if (comma == std::string::npos) return;
  std::string header = ref.substr(0, comma);
  if (header.find(";base64") == std::string::npos) return;
  gsize length = 0;
  std::string text = ref.substr(comma + 1);
  guchar* raw = g_base64_decode(text.c_str(), &length);
  std::string bytes(reinterpret_cast<const char*>(raw), length);
  g_free(raw);
  check_embedded_picture(bytes, "a data: picture", shown);
}

}  // namespace

std::vector<std::string> svg_external_references(const std::string& svg) {
  std::vector<std::string> refs;
  for (std::string& ref : all_references(svg)) {
    if (!is_data_url(ref)) refs.push_back(std::move(ref));
  }
  return refs;
}

void check_svg_references(const std::string& svg, const fs::path& svg_folder,
                          const std::string& shown, bool allow_files) {
  const std::string expected =
      "; an SVG may only refer to files in its own folder (or below it) inside the theme, "
      "never to URLs or other files";
  for (const std::string& ref : all_references(svg)) {
    if (is_data_url(ref)) {
      check_data_url(ref, shown);
      continue;
    }
    if (ref.rfind("<!ENTITY", 0) == 0) {
      throw ArtError(shown, "declares an external entity (" + ref + ")" + expected);
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
    if (!fs::is_regular_file(target, ec)) {
      throw ArtError(shown, "refers to '" + ref +
                                "', which does not exist; expected a file "
                                "next to the SVG");
    }
    check_embedded_picture(read_picture_bytes(target, shown), "'" + ref + "'", shown);
  }
}

bool svg_uses_filters(const std::string& svg) {
  if (svg.find("<filter") != std::string::npos) return true;
  // A filter property in a style ("filter: blur(2px)") or attribute (filter="url(#f)").
  for (size_t i = svg.find("filter"); i != std::string::npos; i = svg.find("filter", i + 6)) {
    if (i > 0 && (is_name_char(svg[i - 1]) && svg[i - 1] != ':')) continue;  // e.g. "feFilter"
    size_t j = skip_space(svg, i + 6);
    if (j < svg.size() && (svg[j] == ':' || svg[j] == '=')) return true;
  }
  return false;
}

}  // namespace spotforge
