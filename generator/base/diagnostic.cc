#include "base/diagnostic.h"

namespace spotforge {
namespace {

std::string join_messages(const std::vector<Diagnostic>& ds) {
  std::string out;
  for (const auto& d : ds) {
    if (d.severity != Diagnostic::Severity::kError) continue;
    if (!out.empty()) out += "\n";
    out += d.to_string();
  }
  return out;
}

}  // namespace

std::string Diagnostic::to_string() const {
  std::string out;
  if (!file.empty()) {
    out += file;
    if (line > 0) {
      out += ":" + std::to_string(line);
      if (column > 0) out += ":" + std::to_string(column);
    }
    out += ": ";
  }
  out += severity == Severity::kError ? "error: " : "warning: ";
  out += message;
  return out;
}

InputError::InputError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(join_messages(diagnostics)), diagnostics_(std::move(diagnostics)) {}

InputError::InputError(const std::string& message)
    : InputError(std::vector<Diagnostic>{{Diagnostic::Severity::kError, "", 0, 0, message}}) {}

void DiagnosticList::error(std::string file, int line, int column, std::string message) {
  items_.push_back({Diagnostic::Severity::kError, std::move(file), line, column, std::move(message)});
}

void DiagnosticList::warning(std::string file, int line, int column, std::string message) {
  items_.push_back(
      {Diagnostic::Severity::kWarning, std::move(file), line, column, std::move(message)});
}

bool DiagnosticList::has_errors() const {
  for (const auto& d : items_) {
    if (d.severity == Diagnostic::Severity::kError) return true;
  }
  return false;
}

std::vector<Diagnostic> DiagnosticList::warnings() const {
  std::vector<Diagnostic> out;
  for (const auto& d : items_) {
    if (d.severity == Diagnostic::Severity::kWarning) out.push_back(d);
  }
  return out;
}

void DiagnosticList::throw_if_errors() const {
  if (has_errors()) throw InputError(items_);
}

}  // namespace spotforge
