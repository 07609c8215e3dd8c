// A per-user store of the pictures that are slow to decode and quick to read back
// (art/measuring_copy.h): a large photo's measuring copy, a large PNG's kept picture, under the
// file's content digest, so that a `theme check` after `spotforge init` (or after a first check
// or build) needn't decode the file again. HEVC has no scaled decoding (a 12 MP HEIC takes
// about a second), and libpng and zlib take a third of a second for 64 MP of PNG.
//
// What is stored is exact (every byte of the surface), so the same whether it was read from
// here or made afresh: no answer depends on the cache. An entry is used only when its header
// names the key asked for, its size is what its header says and its pixels' checksum holds: a
// torn, truncated or foreign file is ignored (and rewritten by the next store). A cache that
// can't be written makes runs slower, never an error.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "art/raster_picture.h"

namespace spotforge {

// $XDG_CACHE_HOME/spotforge/measure, else $HOME/.cache/spotforge/measure; empty when neither
// variable is set (nothing is then cached).
std::filesystem::path measure_cache_folder();

// The picture stored under `key` (letters, digits and '-' only: it names the file), or
// nullopt when there is none that holds up. A hit refreshes the entry's time, so trimming
// takes the copies used longest ago.
std::optional<RasterPicture> read_measuring_copy(const std::string& key);

// Stores an RGB24 or ARGB32 picture of at most kMaxMeasuringCopySide on a side under `key`,
// exactly (its every byte, and whether it is opaque), written beside its place and renamed
// into it (a reader never sees half of it), then trims the store to kMeasureCacheBytes, oldest
// first. Failures are silent.
void write_measuring_copy(const std::string& key, const RasterPicture& copy);

// What the store keeps at most: a few thousand photos' copies of 320 x 240, or a hundred large
// PNGs' kept pictures of 1600 x 1600 that compress as badly as photos do.
inline constexpr std::uintmax_t kMeasureCacheBytes = 512u << 20;
// The largest picture stored (a header claiming more is not believed): a kept picture's.
inline constexpr int kMaxMeasuringCopySide = kMaxRasterSide;

// Counts since the process started, for tests that must see a decode skipped or an entry
// refused without timing anything.
struct MeasureCacheCounts {
  int hits = 0;     // entries read and used
  int refused = 0;  // entries there but not used (broken, foreign)
  int writes = 0;   // entries stored
};
MeasureCacheCounts measure_cache_counts();

}  // namespace spotforge
