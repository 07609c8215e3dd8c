// A per-user store of measuring copies (art/measuring_copy.h): the small upright picture a
// large photo is measured on, kept under its file's content digest so that a `theme check`
// after `spotforge init` (or after a first check or build) needn't decode the whole photo
// again. HEVC has no scaled decoding: a 12 MP HEIC takes about a second to decode, its copy
// a millisecond to read.
//
// The copy is the same whether it was read from here or made afresh (lossless pixels), so no
// answer depends on the cache. An entry is used only when its header names the key asked for,
// its size is what its header says and its pixels' checksum holds: a torn, truncated or foreign
// file is ignored (and rewritten by the next store). A cache that can't be written makes runs
// slower, never an error.
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

// The opaque copy stored under `key` (letters, digits and '-' only: it names the file), or
// nullopt when there is none that holds up. A hit refreshes the entry's time, so trimming
// takes the copies used longest ago.
std::optional<RasterPicture> read_measuring_copy(const std::string& key);

// Stores an opaque RGB24 picture of at most kMaxMeasuringCopySide on a side under `key`,
// written beside its place and renamed into it (a reader never sees half of it), then trims
// the store to kMeasureCacheBytes, oldest first. Failures are silent.
void write_measuring_copy(const std::string& key, const RasterPicture& copy);

// What the store keeps at most: about 550 photos' copies of 320 x 240.
inline constexpr std::uintmax_t kMeasureCacheBytes = 128u << 20;
// The largest copy stored (a header claiming more is not believed).
inline constexpr int kMaxMeasuringCopySide = 1024;

// Counts since the process started, for tests that must see a decode skipped or an entry
// refused without timing anything.
struct MeasureCacheCounts {
  int hits = 0;     // entries read and used
  int refused = 0;  // entries there but not used (broken, foreign)
  int writes = 0;   // entries stored
};
MeasureCacheCounts measure_cache_counts();

}  // namespace spotforge
