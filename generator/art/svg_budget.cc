#include "art/svg_budget.h"

#include <gio/gio.h>

#include <cctype>
#include <cmath>
#include <cstdlib>

#include "art/art_error.h"
#include "base/handles.h"

namespace spotforge {
namespace {

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ':';
}

size_t skip_space(const std::string& s, size_t i) {
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  return i;
}

// After a property or attribute name ending at s[i]: the start of its value ("=", ":", an
// optional quote skipped), or npos when the name is not followed by one.
size_t value_start(const std::string& s, size_t i) {
  i = skip_space(s, i);
  if (i >= s.size() || (s[i] != '=' && s[i] != ':')) return std::string::npos;
  i = skip_space(s, i + 1);
  if (i < s.size() && (s[i] == '"' || s[i] == '\'')) i = skip_space(s, i + 1);
  return i;
}

// Every value given to the (lower-case) name `name` as attribute or CSS property, called with
// the number it starts with and its unit; `lower` is the document in lower case.
template <typename F>
void for_each_number_of(const std::string& lower, const std::string& name, F&& f) {
  for (size_t i = lower.find(name); i != std::string::npos; i = lower.find(name, i + 1)) {
    if (i > 0 && is_name_char(lower[i - 1])) continue;
    const size_t at = value_start(lower, i + name.size());
    if (at == std::string::npos) continue;
    char* end = nullptr;
    const double v = std::strtod(lower.c_str() + at, &end);
    if (end == lower.c_str() + at) continue;
    size_t u = static_cast<size_t>(end - lower.c_str());
    size_t unit_end = u;
    while (unit_end < lower.size() && (std::isalpha(static_cast<unsigned char>(lower[unit_end])) ||
                                       lower[unit_end] == '%')) {
      ++unit_end;
    }
    f(v, lower.substr(u, unit_end - u));
  }
}

double css_pixels(double v, const std::string& unit) {
  if (unit == "pt") return v * 96 / 72;
  if (unit == "pc") return v * 16;
  if (unit == "in") return v * 96;
  if (unit == "cm") return v * 96 / 2.54;
  if (unit == "mm") return v * 96 / 25.4;
  if (unit == "em" || unit == "rem") return v * 16;
  if (unit == "ex") return v * 8;
  if (unit == "%") return v * 16 / 100;
  return v;
}

std::string number_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

void check_font_sizes(const std::string& lower, const std::string& shown) {
  for_each_number_of(lower, "font-size", [&](double v, const std::string& unit) {
    const double px = css_pixels(v, unit);
    if (!(std::fabs(px) <= kMaxSvgFontSize)) {
      throw ArtError(shown, "sets font-size " + number_text(v) + unit +
                                "; expected at most " + number_text(kMaxSvgFontSize) +
                                " px (scale the drawing with its viewBox instead)");
    }
  });
  // The CSS shorthand "font: 1e9px serif" sets the size too.
  for_each_number_of(lower, "font", [&](double v, const std::string& unit) {
    if (!(std::fabs(css_pixels(v, unit)) <= kMaxSvgFontSize)) {
      throw ArtError(shown, "sets a font of size " + number_text(v) + unit +
                                "; expected at most " + number_text(kMaxSvgFontSize) + " px");
    }
  });
}

void check_turbulence(const std::string& lower, const std::string& shown) {
  for_each_number_of(lower, "numoctaves", [&](double v, const std::string&) {
    if (!(v <= kMaxTurbulenceOctaves)) {
      throw ArtError(shown, "asks feTurbulence for numOctaves=\"" + number_text(v) +
                                "\"; expected at most " + number_text(kMaxTurbulenceOctaves) +
                                " (more octaves are invisible and only take time)");
    }
  });
}

// Characters between <text ...> and </text>, tags inside (<tspan>) included.
void check_text_length(const std::string& lower, const std::string& shown) {
  size_t total = 0;
  for (size_t i = lower.find("<text"); i != std::string::npos; i = lower.find("<text", i + 5)) {
    const size_t after = i + 5;
    if (after < lower.size() && is_name_char(lower[after])) continue;  // <textPath> is inside
    const size_t open_end = lower.find('>', after);
    if (open_end == std::string::npos) break;
    size_t end = lower.find("</text", open_end);
    if (end == std::string::npos) end = lower.size();
    total += end - open_end - 1;
    i = end;
  }
  if (total > kMaxSvgTextChars) {
    throw ArtError(shown, "holds " + std::to_string(total) +
                              " characters of <text>; expected at most " +
                              std::to_string(kMaxSvgTextChars) +
                              " (convert the text to paths, or shorten it)");
  }
}

// Elements with a filter attribute or property (the <filter> definitions themselves are not
// counted: only what is drawn through one costs a surface).
void check_filtered_elements(const std::string& lower, const std::string& shown) {
  int count = 0;
  for (size_t i = lower.find("filter"); i != std::string::npos; i = lower.find("filter", i + 6)) {
    if (i > 0 && (is_name_char(lower[i - 1]) || lower[i - 1] == '<' || lower[i - 1] == '/')) {
      continue;
    }
    const size_t j = skip_space(lower, i + 6);
    if (j < lower.size() && (lower[j] == '=' || lower[j] == ':')) ++count;
  }
  if (count > kMaxFilteredElements) {
    throw ArtError(shown, "draws " + std::to_string(count) +
                              " elements through filters; expected at most " +
                              std::to_string(kMaxFilteredElements) +
                              " (apply one filter to a group instead)");
  }
}

// Numbers in d="..." and points="..." attributes.
void check_path_size(const std::string& lower, const std::string& shown) {
  size_t numbers = 0;
  for (const char* name : {"d", "points"}) {
    const std::string attr(name);
    for (size_t i = lower.find(attr); i != std::string::npos;
         i = lower.find(attr, i + attr.size())) {
      if (i == 0 || !std::isspace(static_cast<unsigned char>(lower[i - 1]))) continue;
      size_t j = skip_space(lower, i + attr.size());
      if (j >= lower.size() || lower[j] != '=') continue;
      j = skip_space(lower, j + 1);
      if (j >= lower.size() || (lower[j] != '"' && lower[j] != '\'')) continue;
      const size_t end = lower.find(lower[j], j + 1);
      if (end == std::string::npos) break;
      bool in_number = false;
      for (size_t k = j + 1; k < end; ++k) {
        const bool digit = std::isdigit(static_cast<unsigned char>(lower[k])) != 0;
        if (digit && !in_number) ++numbers;
        in_number = digit || (in_number && lower[k] == '.');
      }
      i = end;
    }
  }
  if (numbers > kMaxPathNumbers) {
    throw ArtError(shown, "its paths hold " + std::to_string(numbers) +
                              " numbers; expected at most " + std::to_string(kMaxPathNumbers) +
                              " (simplify the paths, e.g. Inkscape's Path > Simplify)");
  }
}

// The value of attribute `name` in one start tag (lower case), or "".
std::string attribute(const std::string& tag, const std::string& name) {
  for (size_t i = tag.find(name); i != std::string::npos; i = tag.find(name, i + 1)) {
    if (i == 0 || !std::isspace(static_cast<unsigned char>(tag[i - 1]))) continue;
    size_t j = skip_space(tag, i + name.size());
    if (j >= tag.size() || tag[j] != '=') continue;
    j = skip_space(tag, j + 1);
    if (j >= tag.size() || (tag[j] != '"' && tag[j] != '\'')) continue;
    const size_t end = tag.find(tag[j], j + 1);
    if (end == std::string::npos) return "";
    return tag.substr(j + 1, end - j - 1);
  }
  return "";
}

// A <filter>'s region in object-bounding-box units (the default): width="012" is twelve
// times the element, and librsvg allocates every intermediate surface at that size.
void check_filter_regions(const std::string& lower, const std::string& shown) {
  for (size_t i = lower.find("<filter"); i != std::string::npos;
       i = lower.find("<filter", i + 7)) {
    if (i + 7 < lower.size() && is_name_char(lower[i + 7])) continue;
    const size_t end = lower.find('>', i);
    const std::string tag = lower.substr(i, end == std::string::npos ? end : end - i);
    if (attribute(tag, "filterunits") == "userspaceonuse") continue;
    for (const char* name : {"x", "y", "width", "height"}) {
      const std::string value = attribute(tag, name);
      if (value.empty()) continue;
      char* stop = nullptr;
      double v = std::strtod(value.c_str(), &stop);
      if (stop && *stop == '%') v /= 100;
      if (!(std::fabs(v) <= kMaxFilterRegion)) {
        throw ArtError(shown, "gives a <filter> " + std::string(name) + "=\"" + value +
                                  "\", " + number_text(v) +
                                  " times its element; expected at most " +
                                  number_text(kMaxFilterRegion) + " (e.g. width=\"1.2\")");
      }
    }
  }
}

}  // namespace

void check_svg_budget(const std::string& svg, const std::string& shown) {
  std::string lower = svg;
  for (char& c : lower) c = static_cast<char>(g_ascii_tolower(c));
  check_font_sizes(lower, shown);
  check_turbulence(lower, shown);
  check_text_length(lower, shown);
  check_filtered_elements(lower, shown);
  check_path_size(lower, shown);
  check_filter_regions(lower, shown);
}

std::string svg_text_of(const std::string& bytes, size_t max_bytes, const std::string& shown) {
  if (bytes.size() < 2 || static_cast<unsigned char>(bytes[0]) != 0x1f ||
      static_cast<unsigned char>(bytes[1]) != 0x8b) {
    return bytes;
  }
  GObjectPtr<GInputStream> raw(
      g_memory_input_stream_new_from_data(bytes.data(), static_cast<gssize>(bytes.size()), nullptr));
  GObjectPtr<GZlibDecompressor> gunzip(g_zlib_decompressor_new(G_ZLIB_COMPRESSOR_FORMAT_GZIP));
  GObjectPtr<GInputStream> in(
      g_converter_input_stream_new(raw.get(), G_CONVERTER(gunzip.get())));
  std::string out;
  char buf[65536];
  while (true) {
    GError* raw_error = nullptr;
    const gssize n = g_input_stream_read(in.get(), buf, sizeof buf, nullptr, &raw_error);
    GErrorPtr error(raw_error);
    if (n < 0) {
      throw ArtError(shown, std::string("corrupt gzip-compressed SVG (") +
                                (error ? error->message : "unreadable") +
                                "); expected a complete .svgz or a plain SVG");
    }
    if (n == 0) return out;
    if (out.size() + static_cast<size_t>(n) > max_bytes) {
      throw ArtError(shown, "the gzip-compressed SVG inflates to more than " +
                                std::to_string(max_bytes >> 20) + " MB; expected at most that");
    }
    out.append(buf, static_cast<size_t>(n));
  }
}

}  // namespace spotforge
