// Test helpers (header only, used by the *_test.cc files): run the poppler and qpdf command-line
// tools on a PDF and read their answers, and render a page to a grey bitmap to measure it. The
// file helpers (read_bytes, folder_snapshot, fresh_folder) are base/files_for_tests.h's.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/files_for_tests.h"

namespace spotforge::testing {

struct CommandResult {
  int exit_code = -1;
  std::string output;  // stdout (and stderr when the command redirects it)
};

inline CommandResult run_command(const std::string& command) {
  CommandResult result;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return result;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) result.output.append(buf.data(), n);
  const int status = pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

inline std::string quoted(const std::filesystem::path& p) { return "'" + p.string() + "'"; }

// A rendered page: 8-bit grey, row-major.
struct GreyImage {
  int width = 0;
  int height = 0;
  double px_per_mm = 0;
  std::vector<unsigned char> pixels;
  // Checked: a probe that walks off the image fails its test instead of reading other memory.
  int at(int x, int y) const {
    if (x < 0 || y < 0 || x >= width || y >= height) {
      throw std::out_of_range("pixel (" + std::to_string(x) + ", " + std::to_string(y) +
                              ") is outside the " + std::to_string(width) + " x " +
                              std::to_string(height) + " image");
    }
    return pixels[static_cast<size_t>(y) * width + x];
  }
};

// Renders one 1-based page with pdftoppm at `dpi` in grey.
inline GreyImage render_grey(const std::filesystem::path& pdf, int page, int dpi) {
  const auto stem = pdf.parent_path() / ("render-" + std::to_string(page));
  const std::string cmd = "pdftoppm -gray -r " + std::to_string(dpi) + " -f " +
                          std::to_string(page) + " -l " + std::to_string(page) + " -singlefile " +
                          quoted(pdf) + " " + quoted(stem);
  if (run_command(cmd).exit_code != 0) throw std::runtime_error("pdftoppm failed: " + cmd);
  std::ifstream in(stem.string() + ".pgm", std::ios::binary);
  std::string magic;
  int maxval = 0;
  GreyImage image;
  in >> magic >> image.width >> image.height >> maxval;
  in.get();
  if (magic != "P5" || maxval != 255) throw std::runtime_error("unexpected pdftoppm output");
  image.pixels.resize(static_cast<size_t>(image.width) * image.height);
  in.read(reinterpret_cast<char*>(image.pixels.data()),
          static_cast<std::streamsize>(image.pixels.size()));
  image.px_per_mm = dpi / 25.4;
  return image;
}

// pdfinfo -box lines "Page    1 TrimBox:     34.02   ..." -> the four numbers of that box.
inline std::vector<double> page_box(const std::string& pdfinfo_box_output, int page,
                                    const std::string& box) {
  std::istringstream lines(pdfinfo_box_output);
  std::string line;
  char prefix[64];
  std::snprintf(prefix, sizeof prefix, "Page %4d %s:", page, box.c_str());
  while (std::getline(lines, line)) {
    if (line.rfind(prefix, 0) != 0) continue;
    std::istringstream numbers(line.substr(std::string(prefix).size()));
    std::vector<double> values(4);
    for (double& v : values) numbers >> v;
    return values;
  }
  return {};
}

// The value after "Key:" in pdfinfo's output ("Pages:", "Page size:", "Creator:").
inline std::string info_value(const std::string& pdfinfo_output, const std::string& key) {
  std::istringstream lines(pdfinfo_output);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind(key + ":", 0) != 0) continue;
    auto value = line.substr(key.size() + 1);
    return value.substr(value.find_first_not_of(' '));
  }
  return "";
}

}  // namespace spotforge::testing
