// RAII owners for the C libraries' handles (Cairo, librsvg, Pango, GLib objects, HarfBuzz,
// fontconfig). Every handle the project takes is held by one of these: no manual unref paths.
#pragma once

#include <cairo.h>
#include <glib-object.h>
#include <hb.h>
#include <pango/pango.h>

#include <memory>

namespace spotforge {

template <typename T, void (*Free)(T*)>
struct HandleDeleter {
  void operator()(T* p) const {
    if (p) Free(p);
  }
};

template <typename T, void (*Free)(T*)>
using Handle = std::unique_ptr<T, HandleDeleter<T, Free>>;

template <typename T>
struct GObjectDeleter {
  void operator()(T* p) const {
    if (p) g_object_unref(p);
  }
};
// Any GObject-derived handle: RsvgHandle, PangoLayout, PangoContext, PangoFontMap, ...
template <typename T>
using GObjectPtr = std::unique_ptr<T, GObjectDeleter<T>>;

using CairoPtr = Handle<cairo_t, cairo_destroy>;
using CairoSurfacePtr = Handle<cairo_surface_t, cairo_surface_destroy>;
using CairoPatternPtr = Handle<cairo_pattern_t, cairo_pattern_destroy>;
using PangoFontDescriptionPtr = Handle<PangoFontDescription, pango_font_description_free>;
using PangoAttrListPtr = Handle<PangoAttrList, pango_attr_list_unref>;
using HbBlobPtr = Handle<hb_blob_t, hb_blob_destroy>;
using HbFacePtr = Handle<hb_face_t, hb_face_destroy>;
using HbFontPtr = Handle<hb_font_t, hb_font_destroy>;
using HbSetPtr = Handle<hb_set_t, hb_set_destroy>;

inline void free_gerror(GError* e) { g_error_free(e); }
using GErrorPtr = Handle<GError, free_gerror>;

// Restores the Cairo state on scope exit (cairo_save/cairo_restore in pairs).
class CairoSaved {
 public:
  explicit CairoSaved(cairo_t* cr) : cr_(cr) { cairo_save(cr_); }
  ~CairoSaved() { cairo_restore(cr_); }
  CairoSaved(const CairoSaved&) = delete;
  CairoSaved& operator=(const CairoSaved&) = delete;

 private:
  cairo_t* cr_;
};

}  // namespace spotforge
