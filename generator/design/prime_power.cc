#include "design/prime_power.h"

namespace spotforge {

std::optional<PrimePower> as_prime_power(int n) {
  if (n < 2) return std::nullopt;
  int p = 2;
  while (p * p <= n && n % p != 0) ++p;
  if (n % p != 0) p = n;  // no factor up to sqrt(n): n is prime
  int k = 0;
  while (n % p == 0) {
    n /= p;
    ++k;
  }
  if (n != 1) return std::nullopt;  // a second prime factor
  return PrimePower{p, k};
}

bool is_prime_power(int n) { return as_prime_power(n).has_value(); }

}  // namespace spotforge
