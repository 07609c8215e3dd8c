// How long the rulebook texts take to expand: all eighteen templates (six languages) for the party deck. The
// typesetter runs after this, so it should stay a small part of building a rulebook.
#include <benchmark/benchmark.h>

#include <string>

#include "typeset/rule_numbers.h"
#include "typeset/rules_context.h"
#include "typeset/template.h"

namespace {

using namespace spotforge::typeset;

RulesSymbols symbols() {
  RulesSymbols s;
  for (int i = 0; i < 57; ++i) {
    s.ids.push_back("symbol" + std::to_string(i));
    s.names.push_back("Symbol " + std::to_string(i));
  }
  s.mascot = 18;
  return s;
}

void BM_ExpandAllEighteenRulebooks(benchmark::State& state) {
  RuleInputs in;
  in.cards = 55;
  in.symbols_per_card = 8;
  in.theme_symbols = 57;
  const RuleNumbers numbers = compute_rule_numbers(in);
  size_t blocks = 0;
  for (auto _ : state) {
    for (const char* game : {"party", "classic", "spotlight"}) {
      for (const char* language : {"en", "it", "pl", "de", "fr", "es"}) {
        const TemplateContext context = make_rules_context(numbers, language, symbols(), "");
        const Document d = load_template(
            std::string(SPOTFORGE_SOURCE_DIR) + "/templates/lang/" + language + "/" + game + ".md",
            context);
        blocks += d.blocks.size();
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
