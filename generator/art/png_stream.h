// PNG pictures read row by row through libpng and shrunk as they come (see RowShrinker): a
// large PNG costs the memory of its small copy, not of its full size.
#pragma once

#include <string>

#include "base/handles.h"

namespace spotforge {

struct PngStream {
  CairoSurfacePtr surface;  // ARGB32 with an alpha channel or tRNS, else RGB24
  bool interlaced = false;  // not read: an interlaced PNG's rows come in seven passes
  std::string problem;      // libpng's message when the file is corrupt or truncated
};

// Reads the PNG, each block of `factor` x `factor` pixels averaged into one. On success
// `surface` is set; otherwise `problem` or `interlaced` says why not.
PngStream stream_png(const std::string& bytes, int factor);

}  // namespace spotforge
