// Fonts measured ahead of layout have their true metrics, however many threads lay text out at
// the same moment, each with its own font map and no lock of its own.
#include "base/pango_metrics.h"

#include <gtest/gtest.h>
#include <pango/pangocairo.h>

#include <latch>
#include <string>
#include <thread>
#include <vector>

#include "base/handles.h"

namespace spotforge {
namespace {

// The approximate character width of every font a layout's runs use (Pango units), or -1 when
// a run has no font.
std::vector<int> run_font_widths(PangoLayout* layout) {
  std::vector<int> widths;
  PangoLayoutIter* iter = pango_layout_get_iter(layout);
  do {
    PangoLayoutRun* run = pango_layout_iter_get_run_readonly(iter);
    if (!run) continue;
    PangoFontMetrics* metrics =
        pango_font_get_metrics(run->item->analysis.font, run->item->analysis.language);
    widths.push_back(pango_font_metrics_get_approximate_char_width(metrics));
    pango_font_metrics_unref(metrics);
  } while (pango_layout_iter_next_run(iter));
  pango_layout_iter_free(iter);
  return widths;
}

// Pango computes a font's metrics the first time they are asked for, behind one recursion
// guard for the whole process; a thread that came second used to get an approximate width of
// 0. Eight threads, each with a fresh font map (so fresh fonts), measure and lay out at once.
TEST(PangoMetrics, FontsMeasuredOnManyThreadsAtOnceKeepTheirWidths) {
  constexpr int kThreads = 8;
  constexpr int kRounds = 4;
  for (int round = 0; round < kRounds; ++round) {
    std::latch start(kThreads);
    std::vector<std::vector<int>> widths(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
      threads.emplace_back([&, t] {
        GObjectPtr<PangoFontMap> map(pango_cairo_font_map_new());
        GObjectPtr<PangoContext> context(pango_font_map_create_context(map.get()));
        GObjectPtr<PangoLayout> layout(pango_layout_new(context.get()));
        const std::string font =
            std::string(t % 2 ? "Andika " : "Quicksand Bold ") + std::to_string(8 + t + round);
        PangoFontDescriptionPtr description(pango_font_description_from_string(font.c_str()));
        pango_layout_set_font_description(layout.get(), description.get());
        pango_layout_set_text(layout.get(), "Zabierzcie kar\u00ADty, wszyscy naraz!", -1);
        pango_layout_set_width(layout.get(), 60 * PANGO_SCALE);
        start.arrive_and_wait();  // every thread's first font work at the same moment
        const MeasuredFonts measured = measure_fonts(layout.get());
        EXPECT_GT(measured.size(), 0u);
        widths[t] = run_font_widths(layout.get());
      });
    }
    for (std::thread& thread : threads) thread.join();
    for (int t = 0; t < kThreads; ++t) {
      ASSERT_FALSE(widths[t].empty()) << "thread " << t;
      for (int width : widths[t]) EXPECT_GT(width, 0) << "round " << round << ", thread " << t;
    }
  }
}

// A layout keeps the fonts it uses: the fonts held for it are the ones its runs use.
TEST(PangoMetrics, TheFontsMeasuredAreTheLayoutsOwn) {
  GObjectPtr<PangoFontMap> map(pango_cairo_font_map_new());
  GObjectPtr<PangoContext> context(pango_font_map_create_context(map.get()));
  GObjectPtr<PangoLayout> layout(pango_layout_new(context.get()));
  PangoFontDescriptionPtr description(pango_font_description_from_string("Andika 11"));
  pango_layout_set_font_description(layout.get(), description.get());
  pango_layout_set_markup(layout.get(), "plain <b>bold</b> <i>italic</i>", -1);
  const MeasuredFonts measured = measure_fonts(layout.get());
  // Three faces in the text, and the plain one again for an empty line's height.
  EXPECT_GE(measured.size(), 3u);
  EXPECT_LE(measured.size(), 4u);
}

}  // namespace
}  // namespace spotforge
