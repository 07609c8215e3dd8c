// A small portable PRNG so that the same seed gives the same deck on every compiler and standard
// library (std::uniform_int_distribution's output is implementation-defined).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace spotforge {

// splitmix64: expands one 64-bit seed into well-mixed state words.
std::uint64_t splitmix64(std::uint64_t& state);

// xoshiro256** (Blackman and Vigna), seeded through splitmix64.
class Random {
 public:
  explicit Random(std::uint64_t seed);
  std::uint64_t next();
  // Uniform in [0, bound), bound >= 1, without modulo bias (Lemire's multiply-and-reject).
  std::uint64_t below(std::uint64_t bound);

 private:
  std::uint64_t s_[4];
};

// Fisher-Yates with Random::below, so the permutation is portable too.
template <typename T>
void shuffle(std::vector<T>& items, Random& random) {
  for (std::size_t i = items.size(); i > 1; --i) {
    std::size_t j = random.below(i);
    std::swap(items[i - 1], items[j]);
  }
}

}  // namespace spotforge
