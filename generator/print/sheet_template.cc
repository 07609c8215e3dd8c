#include "print/sheet_template.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <system_error>
#include <sstream>

#include "base/diagnostic.h"
#include "base/length.h"

namespace spotforge {
namespace {

constexpr double kTolerance = 1e-6;
// Bounds on what a template may say. Cards are checked against each other pairwise: 100k of
// them made billions of overlap errors (std::bad_alloc at 3.6 GB); no paper holds more than
// a few hundred printable cards, nor a card wider than 280 mm.
constexpr size_t kMaxCards = 2000;
constexpr double kMaxCardMm = 280;
constexpr double kMaxBleedMm = 10;
constexpr double kMaxMarginMm = 50;
constexpr std::uintmax_t kMaxTemplateBytes = 1u << 20;

class TemplateReader {
 public:
  explicit TemplateReader(std::filesystem::path file) : file_(std::move(file)) {}

  void error(const YAML::Node& at, const std::string& message) {
    const YAML::Mark mark = at.Mark();
    diags_.error(file_.string(), mark.line + 1, mark.column + 1, message);
  }
  void error(const std::string& message) { diags_.error(file_.string(), 0, 0, message); }
  DiagnosticList& diagnostics() { return diags_; }

  double length(const YAML::Node& node, const std::string& what) {
    if (!node || !node.IsScalar()) {
      error(node ? node : root_, what + " is missing; expected a length with a unit, e.g. 87mm");
      return 0;
    }
    std::string why;
    auto mm = parse_length_mm(node.Scalar(), &why);
    if (!mm) {
      error(node, what + ": " + why);
      return 0;
    }
    return *mm;
  }

  // A length from minimum_mm (inclusive unless `above`) to maximum_mm.
  double length_in(const YAML::Node& node, const std::string& what, double minimum_mm,
                   bool above, double maximum_mm) {
    const size_t before = diags_.items().size();
    const double mm = length(node, what);
    if (diags_.items().size() != before) return mm;  // already reported
    if (mm < minimum_mm || (above && mm == minimum_mm) || mm > maximum_mm) {
      error(node, what + " is " + node.Scalar() + "; expected " +
                      (above ? "more than " : "at least ") + format_mm(minimum_mm) +
                      " and at most " + format_mm(maximum_mm));
    }
    return mm;
  }

  void set_root(const YAML::Node& root) { root_ = root; }

 private:
  std::filesystem::path file_;
  DiagnosticList diags_;
  YAML::Node root_;
};

CardTrim read_card(TemplateReader& r, const YAML::Node& card) {
  if (!card || !card.IsMap()) {
    r.error("'card' is missing; expected e.g. card: {shape: circle, diameter: 87mm}");
    return {};
  }
  const std::string shape = card["shape"] ? card["shape"].as<std::string>() : "";
  if (shape == "circle") {
    return CardTrim::circle(r.length_in(card["diameter"], "card diameter", 0, true, kMaxCardMm));
  }
  if (shape == "rounded-rect") {
    const double w = r.length_in(card["width"], "card width", 0, true, kMaxCardMm);
    const double h = r.length_in(card["height"], "card height", 0, true, kMaxCardMm);
    return CardTrim::rounded_rect(
        w, h, r.length_in(card["corner_radius"], "card corner_radius", 0, false, std::min(w, h) / 2));
  }
  r.error(card["shape"] ? card["shape"] : card,
          "card shape '" + shape + "' is unknown; expected circle or rounded-rect");
  return {};
}

// Distinct values, sorted; the index of a value is its row or column.
int rank_of(const std::vector<double>& distinct, double v) {
  for (size_t i = 0; i < distinct.size(); ++i) {
    if (std::abs(distinct[i] - v) < kTolerance) return static_cast<int>(i);
  }
  return 0;
}

std::vector<double> distinct_sorted(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end(),
                           [](double a, double b) { return std::abs(a - b) < kTolerance; }),
               values.end());
  return values;
}

bool overlaps(double a0, double a1, double b0, double b1) {
  return a0 < b1 - kTolerance && b0 < a1 - kTolerance;
}

// Each card's bleed may reach halfway to the nearest card beside it, at most the bleed.
void derive_cells(Imposition& imp) {
  const double w = imp.card.width_mm, h = imp.card.height_mm, b = imp.bleed_mm;
  for (CardSlot& s : imp.slots) {
    double left = b, right = b, top = b, bottom = b;
    for (const CardSlot& o : imp.slots) {
      if (&o == &s) continue;
      const double dx = std::abs(o.x_mm - s.x_mm) - w;  // gap between the trims
      const double dy = std::abs(o.y_mm - s.y_mm) - h;
      if (overlaps(s.y_mm - h / 2 - b, s.y_mm + h / 2 + b, o.y_mm - h / 2, o.y_mm + h / 2) &&
          dx >= 0) {
        (o.x_mm < s.x_mm ? left : right) = std::min(o.x_mm < s.x_mm ? left : right, dx / 2);
      }
      if (overlaps(s.x_mm - w / 2 - b, s.x_mm + w / 2 + b, o.x_mm - w / 2, o.x_mm + w / 2) &&
          dy >= 0) {
        (o.y_mm < s.y_mm ? top : bottom) = std::min(o.y_mm < s.y_mm ? top : bottom, dy / 2);
      }
    }
    s.cell = {s.x_mm - w / 2 - left, s.y_mm - h / 2 - top, w + left + right, h + top + bottom};
  }
}

void check_cards(TemplateReader& r, const Imposition& imp, const YAML::Node& cards) {
  const double w = imp.card.width_mm, h = imp.card.height_mm, m = imp.paper.min_margin_mm;
  for (size_t i = 0; i < imp.slots.size(); ++i) {
    const CardSlot& s = imp.slots[i];
    if (s.x_mm - w / 2 < m - kTolerance || s.x_mm + w / 2 > imp.paper.width_mm - m + kTolerance ||
        s.y_mm - h / 2 < m - kTolerance || s.y_mm + h / 2 > imp.paper.height_mm - m + kTolerance) {
      r.error(cards[i], "card " + std::to_string(i + 1) + " reaches into the " + format_mm(m) +
                            " page margin; move it so its trim stays inside");
    }
    for (size_t j = 0; j < i; ++j) {
      const CardSlot& o = imp.slots[j];
      if (std::abs(o.x_mm - s.x_mm) < w - kTolerance &&
          std::abs(o.y_mm - s.y_mm) < h - kTolerance) {
        r.error(cards[i], "card " + std::to_string(i + 1) + " overlaps card " +
                              std::to_string(j + 1) + "; cards must not overlap");
      }
    }
  }
}

std::vector<double> read_lines(TemplateReader& r, const YAML::Node& list, const char* axis,
                               double page_extent) {
  std::vector<double> lines;
  if (!list) return lines;
  if (!list.IsSequence()) {
    r.error(list, std::string("cut_lines.") + axis + " must be a list of lengths");
    return lines;
  }
  for (const auto& item : list) {
    const double v = r.length(item, std::string("cut line ") + axis);
    if (v < 0 || v > page_extent) r.error(item, "the cut line lies off the page");
    lines.push_back(v);
  }
  return lines;
}

}  // namespace

Imposition load_sheet_template(const std::filesystem::path& file) {
  TemplateReader r(file);
  std::error_code size_error;
  const std::uintmax_t bytes = std::filesystem::file_size(file, size_error);
  if (!size_error && bytes > kMaxTemplateBytes) {
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, file.string(), 0, 0,
         "the sheet template is " + std::to_string(bytes >> 10) + " KB; expected at most " +
             std::to_string(kMaxTemplateBytes >> 10) + " KB (one page's card centres)"}});
  }
  YAML::Node root;
  try {
    root = YAML::LoadFile(file.string());
  } catch (const YAML::BadFile&) {
    throw InputError("cannot read sheet template " + file.string() +
                     "; expected a YAML file such as templates/sheets/a4-round-87mm.yaml");
  } catch (const YAML::Exception& e) {
    DiagnosticList d;
    d.error(file.string(), e.mark.line + 1, e.mark.column + 1, e.msg + "; expected YAML");
    d.throw_if_errors();
  }
  if (!root.IsMap()) {
    // A text file that isn't a template (a scalar, a list): say so before reading keys.
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, file.string(), 0, 0,
         "this is not a sheet template; expected a YAML mapping with paper, card, bleed and "
         "cards, such as templates/sheets/a4-round-87mm.yaml"}});
  }
  r.set_root(root);
  Imposition imp;
  imp.name = root["name"] ? root["name"].as<std::string>() : file.stem().string();
  std::string why;
  const std::string paper_name = root["paper"] ? root["paper"].as<std::string>() : "";
  if (auto paper = parse_paper(paper_name, &why)) {
    imp.paper = *paper;
  } else {
    r.error(root["paper"] ? root["paper"] : root, "paper: " + why);
  }
  if (root["margin"]) {
    imp.paper.min_margin_mm = r.length_in(root["margin"], "margin", 0, false, kMaxMarginMm);
  }
  imp.card = read_card(r, root["card"]);
  imp.bleed_mm = r.length_in(root["bleed"], "bleed", 0, false, kMaxBleedMm);
  const YAML::Node cards = root["cards"];
  if (!cards || !cards.IsSequence() || cards.size() == 0) {
    r.error(cards ? cards : root, "'cards' must list the card centres, e.g. - [60mm, 55.5mm]");
  } else if (cards.size() > kMaxCards) {
    r.error(cards, "'cards' lists " + std::to_string(cards.size()) +
                       " cards; expected at most " + std::to_string(kMaxCards) + " on one sheet");
  } else {
    for (const auto& c : cards) {
      if (!c.IsSequence() || c.size() != 2) {
        r.error(c,
                "a card is its centre [x, y] from the page's top-left corner, e.g. [60mm, 55.5mm]");
        continue;
      }
      imp.slots.push_back({r.length(c[0], "card x"), r.length(c[1], "card y"), 0, 0, {}});
    }
  }
  imp.cut_x_mm = read_lines(r, root["cut_lines"]["x"], "x", imp.paper.width_mm);
  imp.cut_y_mm = read_lines(r, root["cut_lines"]["y"], "y", imp.paper.height_mm);
  r.diagnostics().throw_if_errors();
  check_cards(r, imp, cards);
  r.diagnostics().throw_if_errors();

  std::vector<double> xs, ys;
  for (const auto& s : imp.slots) xs.push_back(s.x_mm), ys.push_back(s.y_mm);
  const auto columns = distinct_sorted(xs), rows = distinct_sorted(ys);
  imp.columns = static_cast<int>(columns.size());
  imp.rows = static_cast<int>(rows.size());
  for (auto& s : imp.slots) s.column = rank_of(columns, s.x_mm), s.row = rank_of(rows, s.y_mm);
  derive_cells(imp);
  return imp;
}

std::string sheet_template_yaml(const Imposition& imp, const std::string& comment) {
  auto len = [](double mm) {
    std::ostringstream s;
    s.precision(10);
    s << std::round(mm * 10000) / 10000 << "mm";
    return s.str();
  };
  std::ostringstream out;
  out << "# " << comment << "\n";
  out << "name: " << imp.name << "\n";
  out << "paper: " << imp.paper.name << "\n";
  out << "margin: " << len(imp.paper.min_margin_mm) << "\n";
  if (imp.card.shape == CardTrim::Shape::kCircle) {
    out << "card: {shape: circle, diameter: " << len(imp.card.width_mm) << "}\n";
  } else {
    out << "card: {shape: rounded-rect, width: " << len(imp.card.width_mm)
        << ", height: " << len(imp.card.height_mm)
        << ", corner_radius: " << len(imp.card.corner_radius_mm) << "}\n";
  }
  out << "bleed: " << len(imp.bleed_mm) << "\n";
  out << "# Card centres [x, y] from the page's top-left corner, in reading order.\n";
  out << "cards:\n";
  for (const auto& s : imp.slots) out << "  - [" << len(s.x_mm) << ", " << len(s.y_mm) << "]\n";
  out << "# Straight cut lines: x of the vertical ones, y of the horizontal ones.\n";
  out << "cut_lines:\n";
  for (const char* axis : {"x", "y"}) {
    const auto& lines = axis[0] == 'x' ? imp.cut_x_mm : imp.cut_y_mm;
    out << "  " << axis << ": [";
    for (size_t i = 0; i < lines.size(); ++i) out << (i ? ", " : "") << len(lines[i]);
    out << "]\n";
  }
  return out.str();
}

}  // namespace spotforge
