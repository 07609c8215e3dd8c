// Exact squared Euclidean distance transform (Felzenszwalb and Huttenlocher), in grid cells.
#pragma once

#include <vector>

namespace spotforge {

inline constexpr float kFarAway = 1e20f;

// `grid` holds width x height values, row-major: 0 at the sites, kFarAway elsewhere. On
// return each value is the squared distance to the nearest site (kFarAway-ish if none).
// Values up to `cap` are exact; larger ones may come back as kFarAway instead (a caller who
// only looks near the sites skips the lines with nothing within reach).
void squared_distance_transform(std::vector<float>& grid, int width, int height,
                                float cap = kFarAway);

}  // namespace spotforge
