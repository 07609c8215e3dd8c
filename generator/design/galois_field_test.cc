#include "design/galois_field.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "design/prime_power.h"
#include "design/random.h"

namespace spotforge {
namespace {

std::vector<int> prime_powers_up_to(int limit) {
  std::vector<int> out;
  for (int q = 2; q <= limit; ++q) {
    if (is_prime_power(q)) out.push_back(q);
  }
  return out;
}

// Every axiom that involves a, b, c, on the tables.
void expect_axioms(const GaloisField& f, int a, int b, int c) {
  const int q = f.order();
  ASSERT_GE(f.add(a, b), 0);
  ASSERT_LT(f.add(a, b), q);
  ASSERT_GE(f.mul(a, b), 0);
  ASSERT_LT(f.mul(a, b), q);
  EXPECT_EQ(f.add(a, b), f.add(b, a));
  EXPECT_EQ(f.mul(a, b), f.mul(b, a));
  EXPECT_EQ(f.add(f.add(a, b), c), f.add(a, f.add(b, c)));
  EXPECT_EQ(f.mul(f.mul(a, b), c), f.mul(a, f.mul(b, c)));
  EXPECT_EQ(f.mul(a, f.add(b, c)), f.add(f.mul(a, b), f.mul(a, c)));
}

void expect_identities_and_inverses(const GaloisField& f, int a) {
  EXPECT_EQ(f.add(a, 0), a);
  EXPECT_EQ(f.mul(a, 1), a);
  EXPECT_EQ(f.mul(a, 0), 0);
  EXPECT_EQ(f.add(a, f.neg(a)), 0);
  if (a != 0) {
    EXPECT_EQ(f.mul(a, f.inv(a)), 1);
  }
}

TEST(GaloisField, AxiomsHoldExhaustivelyUpTo32) {
  for (int q : prime_powers_up_to(32)) {
    SCOPED_TRACE("GF(" + std::to_string(q) + ")");
    const GaloisField f(q);
    for (int a = 0; a < q; ++a) {
      expect_identities_and_inverses(f, a);
      for (int b = 0; b < q; ++b) {
        for (int c = 0; c < q; ++c) expect_axioms(f, a, b, c);
      }
    }
  }
}

TEST(GaloisField, AxiomsHoldOnSamplesUpTo256) {
  Random random(2026);
  for (int q : prime_powers_up_to(kMaxFieldOrder)) {
    if (q <= 32) continue;
    SCOPED_TRACE("GF(" + std::to_string(q) + ")");
    const GaloisField f(q);
    for (int a = 0; a < q; ++a) expect_identities_and_inverses(f, a);
    for (int i = 0; i < 3000; ++i) {
      expect_axioms(f, static_cast<int>(random.below(q)), static_cast<int>(random.below(q)),
                    static_cast<int>(random.below(q)));
    }
  }
}

TEST(GaloisField, CharacteristicAndCyclicMultiplicativeGroup) {
  for (int q : {4, 8, 9, 27, 64, 81, 125, 128}) {
    SCOPED_TRACE("GF(" + std::to_string(q) + ")");
    const GaloisField f(q);
    // p copies of any element sum to 0.
    for (int a = 0; a < q; ++a) {
      int sum = 0;
      for (int i = 0; i < f.characteristic(); ++i) sum = f.add(sum, a);
      EXPECT_EQ(sum, 0);
    }
    // Some element generates all q-1 non-zero elements (true of every finite field).
    bool found_generator = false;
    for (int g = 2; g < q && !found_generator; ++g) {
      int x = g, period = 1;
      while (x != 1) {
        x = f.mul(x, g);
        ++period;
      }
      found_generator = period == q - 1;
    }
    EXPECT_TRUE(found_generator);
  }
}

TEST(GaloisField, UsesAnIrreduciblePolynomial) {
  EXPECT_EQ(GaloisField(4).modulus(), (std::vector<int>{1, 1, 1}));     // x^2 + x + 1
  EXPECT_EQ(GaloisField(8).modulus(), (std::vector<int>{1, 1, 0, 1}));  // x^3 + x + 1
  EXPECT_EQ(GaloisField(9).modulus(), (std::vector<int>{1, 0, 1}));     // x^2 + 1 over GF(3)
  EXPECT_TRUE(is_irreducible({1, 1, 0, 1}, 2));
  EXPECT_FALSE(is_irreducible({1, 0, 1}, 2));        // x^2 + 1 = (x + 1)^2 over GF(2)
  EXPECT_TRUE(is_irreducible({1, 0, 1, 1}, 2));      // x^3 + x^2 + 1
  EXPECT_FALSE(is_irreducible({1, 0, 1, 0, 1}, 2));  // (x^2 + x + 1)^2: no root, still reducible
}

TEST(GaloisField, RefusesOtherSizes) {
  for (int q : {0, 1, 6, 10, 12, 257, 512}) {
    EXPECT_THROW(GaloisField{q}, std::invalid_argument) << q;
  }
}

}  // namespace
}  // namespace spotforge
