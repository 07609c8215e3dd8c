// Problems found in user input. A loader collects every problem it finds (not just the first)
// as Diagnostics, then throws one InputError carrying them all; the CLI prints them and exits 1.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace spotforge {

struct Diagnostic {
  enum class Severity { kError, kWarning };
  Severity severity = Severity::kError;
  std::string file;  // as the user should read it, e.g. "themes/party/theme.yaml"
  int line = 0;      // 1-based; 0 when the problem has no place in the file
  int column = 0;    // 1-based; 0 when unknown
  std::string message;  // "what is wrong; what was expected"

  // "file:LINE:COL: error: message" (the place parts left out when unknown).
  std::string to_string() const;
};

// Bad input: the run stops, nothing is written, exit code 1.
class InputError : public std::runtime_error {
 public:
  explicit InputError(std::vector<Diagnostic> diagnostics);
  explicit InputError(const std::string& message);  // one problem with no file place
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

 private:
  std::vector<Diagnostic> diagnostics_;
};

// Collects diagnostics while a loader runs.
class DiagnosticList {
 public:
  void error(std::string file, int line, int column, std::string message);
  void warning(std::string file, int line, int column, std::string message);
  void add(Diagnostic d) { items_.push_back(std::move(d)); }
  bool has_errors() const;
  const std::vector<Diagnostic>& items() const { return items_; }
  std::vector<Diagnostic> warnings() const;
  // Throws InputError with every error (and warning) if any error was recorded.
  void throw_if_errors() const;

 private:
  std::vector<Diagnostic> items_;
};

}  // namespace spotforge
