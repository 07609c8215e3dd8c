// The finite field GF(q), q = p^k, as lookup tables. Elements are the integers 0 .. q-1: the
// base-p digits of an element are the coefficients of a polynomial over GF(p) of degree < k, and
// multiplication is polynomial multiplication modulo a monic irreducible polynomial of degree k.
// 0 is the additive and 1 the multiplicative identity.
#pragma once

#include <vector>

namespace spotforge {

inline constexpr int kMaxFieldOrder = 256;

class GaloisField {
 public:
  // Throws std::invalid_argument unless q is a prime power no larger than kMaxFieldOrder.
  explicit GaloisField(int q);

  int order() const { return q_; }
  int characteristic() const { return p_; }
  int degree() const { return k_; }
  // Coefficients c0 .. ck (ck = 1) of the irreducible polynomial the field is built on.
  const std::vector<int>& modulus() const { return modulus_; }

  int add(int a, int b) const { return add_[a * q_ + b]; }
  int mul(int a, int b) const { return mul_[a * q_ + b]; }
  int neg(int a) const { return neg_[a]; }
  int sub(int a, int b) const { return add(a, neg(b)); }
  // a must not be 0.
  int inv(int a) const { return inv_[a]; }

 private:
  int q_ = 0, p_ = 0, k_ = 0;
  std::vector<int> modulus_;
  std::vector<int> add_, mul_, neg_, inv_;
};

// Polynomials over GF(p) as coefficient lists, lowest degree first. Exposed for the tests.
// The first monic irreducible polynomial of degree k over GF(p), in the order of its coefficient
// digits read as a base-p number (so the choice is fixed and reproducible).
std::vector<int> first_irreducible_polynomial(int p, int k);
bool is_irreducible(const std::vector<int>& poly, int p);

}  // namespace spotforge
