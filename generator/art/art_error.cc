#include "art/art_error.h"

#include <vector>

namespace spotforge {

ArtError::ArtError(std::string file, std::string problem)
    : InputError(std::vector<Diagnostic>{{Diagnostic::Severity::kError, file, 0, 0, problem}}),
      file_(std::move(file)),
      problem_(std::move(problem)) {}

}  // namespace spotforge
