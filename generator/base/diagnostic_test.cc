#include "base/diagnostic.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

TEST(Diagnostic, FormatsPlaceAndSeverity) {
  Diagnostic d{Diagnostic::Severity::kError, "theme.yaml", 12, 5, "bad key; expected name"};
  EXPECT_EQ(d.to_string(), "theme.yaml:12:5: error: bad key; expected name");
  d.column = 0;
  EXPECT_EQ(d.to_string(), "theme.yaml:12: error: bad key; expected name");
  d.file.clear();
  d.severity = Diagnostic::Severity::kWarning;
  EXPECT_EQ(d.to_string(), "warning: bad key; expected name");
}

TEST(DiagnosticList, ThrowsOnlyWhenAnErrorWasRecorded) {
  DiagnosticList list;
  list.warning("a.yaml", 1, 1, "unused key");
  EXPECT_NO_THROW(list.throw_if_errors());
  list.error("a.yaml", 2, 3, "first");
  list.error("a.yaml", 4, 1, "second");
  try {
    list.throw_if_errors();
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_EQ(e.diagnostics().size(), 3u);
    EXPECT_STREQ(e.what(), "a.yaml:2:3: error: first\na.yaml:4:1: error: second");
  }
}

}  // namespace
}  // namespace spotforge
