// Prime powers: the orders for which a projective plane (and so a deck) can be built here.
#pragma once

#include <optional>

namespace spotforge {

struct PrimePower {
  int prime = 0;     // p
  int exponent = 0;  // k, with p^k the number
};

// p and k with n = p^k (k >= 1), or nothing when n is not a prime power (n <= 1 included).
std::optional<PrimePower> as_prime_power(int n);
bool is_prime_power(int n);

}  // namespace spotforge
