#include "base/pango_metrics.h"

#include <mutex>
#include <utility>

#include "base/handles.h"

namespace spotforge {

namespace {

// The mark on a font that its metrics for `language` are computed. Fonts belong to one
// thread's font map, so only that thread reads or sets their marks.
GQuark measured_mark(PangoLanguage* language) {
  const std::string name =
      std::string("spotforge-measured-") + (language ? pango_language_to_string(language) : "");
  return g_quark_from_string(name.c_str());
}

void add_font(std::vector<std::pair<PangoFont*, PangoLanguage*>>* fonts, PangoFont* font,
              PangoLanguage* language) {
  if (!font) return;
  for (const auto& [f, l] : *fonts) {
    if (f == font && l == language) return;
  }
  fonts->push_back({PANGO_FONT(g_object_ref(font)), language});
}

}  // namespace

MeasuredFonts::~MeasuredFonts() {
  for (PangoFont* font : fonts_) g_object_unref(font);
}

MeasuredFonts measure_fonts(PangoContext* context, const PangoFontDescription* description,
                            const std::string& text, PangoAttrList* attrs) {
  std::vector<std::pair<PangoFont*, PangoLanguage*>> fonts;
  // The layout's font goes under the text's own attributes, as PangoLayout does it.
  PangoAttrList* list = attrs ? pango_attr_list_copy(attrs) : pango_attr_list_new();
  if (description) pango_attr_list_insert_before(list, pango_attr_font_desc_new(description));
  GList* items =
      pango_itemize(context, text.c_str(), 0, static_cast<int>(text.size()), list, nullptr);
  for (GList* l = items; l; l = l->next) {
    const auto* item = static_cast<PangoItem*>(l->data);
    add_font(&fonts, item->analysis.font, item->analysis.language);
  }
  g_list_free_full(items, reinterpret_cast<GDestroyNotify>(pango_item_free));
  pango_attr_list_unref(list);
  // An empty line takes its height from the font the description loads, in the context's
  // language.
  PangoFontDescriptionPtr whole(
      pango_font_description_copy(pango_context_get_font_description(context)));
  if (description) pango_font_description_merge(whole.get(), description, TRUE);
  PangoFont* empty_line = pango_context_load_font(context, whole.get());
  add_font(&fonts, empty_line, pango_context_get_language(context));
  if (empty_line) g_object_unref(empty_line);

  static std::mutex mutex;
  std::unique_lock<std::mutex> lock(mutex, std::defer_lock);
  std::vector<PangoFont*> held;
  for (const auto& [font, language] : fonts) {
    const GQuark mark = measured_mark(language);
    if (!g_object_get_qdata(G_OBJECT(font), mark)) {
      if (!lock.owns_lock()) lock.lock();
      pango_font_metrics_unref(pango_font_get_metrics(font, language));
      g_object_set_qdata(G_OBJECT(font), mark, GINT_TO_POINTER(1));
    }
    held.push_back(font);
  }
  return MeasuredFonts(std::move(held));
}

MeasuredFonts measure_fonts(PangoLayout* layout) {
  return measure_fonts(pango_layout_get_context(layout), pango_layout_get_font_description(layout),
                       pango_layout_get_text(layout), pango_layout_get_attributes(layout));
}

}  // namespace spotforge
