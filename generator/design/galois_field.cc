#include "design/galois_field.h"

#include <stdexcept>
#include <string>

#include "design/prime_power.h"

namespace spotforge {
namespace {

using Poly = std::vector<int>;

// Monic polynomial of degree `degree` whose lower coefficients are the base-p digits of `index`.
Poly monic_from_index(int index, int degree, int p) {
  Poly poly(degree + 1, 0);
  for (int i = 0; i < degree; ++i, index /= p) poly[i] = index % p;
  poly[degree] = 1;
  return poly;
}

int int_pow(int base, int exponent) {
  int result = 1;
  while (exponent-- > 0) result *= base;
  return result;
}

// Remainder of a divided by the monic polynomial m, coefficients mod p.
Poly remainder(Poly a, const Poly& m, int p) {
  const int dm = static_cast<int>(m.size()) - 1;
  for (int i = static_cast<int>(a.size()) - 1; i >= dm; --i) {
    const int factor = a[i];
    if (factor == 0) continue;
    for (int j = 0; j <= dm; ++j) a[i - dm + j] = ((a[i - dm + j] - factor * m[j]) % p + p) % p;
  }
  if (static_cast<int>(a.size()) > dm) a.resize(dm);
  return a;
}

bool is_zero(const Poly& a) {
  for (int c : a) {
    if (c != 0) return false;
  }
  return true;
}

Poly digits(int element, int k, int p) {
  Poly d(k);
  for (int i = 0; i < k; ++i, element /= p) d[i] = element % p;
  return d;
}

int from_digits(const Poly& d, int p) {
  int element = 0;
  for (int i = static_cast<int>(d.size()) - 1; i >= 0; --i) element = element * p + d[i];
  return element;
}

}  // namespace

bool is_irreducible(const Poly& poly, int p) {
  const int degree = static_cast<int>(poly.size()) - 1;
  if (degree < 1) return false;
  // A reducible polynomial has a monic factor of degree at most degree/2.
  for (int d = 1; 2 * d <= degree; ++d) {
    const int count = int_pow(p, d);
    for (int index = 0; index < count; ++index) {
      if (is_zero(remainder(poly, monic_from_index(index, d, p), p))) return false;
    }
  }
  return true;
}

Poly first_irreducible_polynomial(int p, int k) {
  const int count = int_pow(p, k);
  for (int index = 0; index < count; ++index) {
    Poly candidate = monic_from_index(index, k, p);
    if (is_irreducible(candidate, p)) return candidate;
  }
  // Unreachable: GF(p^k) exists for every prime p and k >= 1.
  throw std::logic_error("no irreducible polynomial of degree " + std::to_string(k));
}

GaloisField::GaloisField(int q) : q_(q) {
  const auto power = as_prime_power(q);
  if (!power || q > kMaxFieldOrder) {
    throw std::invalid_argument("GF(" + std::to_string(q) +
                                ") is not supported; the order must be a prime power up to " +
                                std::to_string(kMaxFieldOrder));
  }
  p_ = power->prime;
  k_ = power->exponent;
  modulus_ = first_irreducible_polynomial(p_, k_);

  add_.resize(q * q);
  mul_.resize(q * q);
  neg_.resize(q);
  inv_.assign(q, 0);
  std::vector<Poly> element_digits(q);
  for (int a = 0; a < q; ++a) element_digits[a] = digits(a, k_, p_);

  for (int a = 0; a < q; ++a) {
    const Poly& da = element_digits[a];
    Poly negated(k_);
    for (int i = 0; i < k_; ++i) negated[i] = (p_ - da[i]) % p_;
    neg_[a] = from_digits(negated, p_);
    for (int b = 0; b < q; ++b) {
      const Poly& db = element_digits[b];
      Poly sum(k_), product(2 * k_ - 1, 0);
      for (int i = 0; i < k_; ++i) sum[i] = (da[i] + db[i]) % p_;
      for (int i = 0; i < k_; ++i) {
        for (int j = 0; j < k_; ++j) product[i + j] = (product[i + j] + da[i] * db[j]) % p_;
      }
      add_[a * q + b] = from_digits(sum, p_);
      mul_[a * q + b] = from_digits(remainder(product, modulus_, p_), p_);
      if (mul_[a * q + b] == 1) inv_[a] = b;
    }
  }
}

}  // namespace spotforge
