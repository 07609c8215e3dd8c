// How long the rulebook texts take to expand: all eighteen templates (six languages) for the party deck. The
// typesetter runs after this, so it should stay a small part of building a rulebook.
#include <benchmark/benchmark.h>

#include "rulebook_fixture.h"
#include "typeset/rule_numbers.h"

namespace {

using namespace spotforge::typeset;
using spotforge::bench::expand_book;

void BM_ExpandAllEighteenRulebooks(benchmark::State& state) {
  size_t blocks = 0;
  for (auto _ : state) {
    for (const char* game : {"party", "classic", "spotlight"}) {
      for (const char* language : {"en", "it", "pl", "de", "fr", "es"}) {
        blocks += expand_book(game, language, 55).blocks.size();
      }
    }
  }
  benchmark::DoNotOptimize(blocks);
}
BENCHMARK(BM_ExpandAllEighteenRulebooks)->Unit(benchmark::kMillisecond);

void BM_ComputeRuleNumbers(benchmark::State& state) {
  RuleInputs in;
  in.cards = 55;
  in.symbols_per_card = 8;
  for (auto _ : state) benchmark::DoNotOptimize(compute_rule_numbers(in));
}
BENCHMARK(BM_ComputeRuleNumbers);

}  // namespace
