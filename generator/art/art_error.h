// A picture that can't be used: unreadable, corrupt, empty, too big, unsafe, unknown icon,
// a missing glyph. It is an InputError (exit 1) whose one diagnostic names the file; the
// theme loader may catch it and re-report problem() at the symbol's line in theme.yaml.
#pragma once

#include <string>

#include "base/diagnostic.h"

namespace spotforge {

class ArtError : public InputError {
 public:
  // file: the picture (or icons.json, or the font) as the user should read it; problem:
  // "what is wrong; what was expected".
  ArtError(std::string file, std::string problem);
  const std::string& file() const { return file_; }
  const std::string& problem() const { return problem_; }

 private:
  std::string file_;
  std::string problem_;
};

}  // namespace spotforge
