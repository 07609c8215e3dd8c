#include "print/pdf_document.h"

#include <cairo-pdf.h>

#include <cerrno>
#include <cstdlib>
#include <ctime>
#include <stdexcept>

#include "art/picture_locks.h"
#include "base/atomic_write.h"
#include "base/cairo_check.h"
#include "base/disk_space.h"
#include "base/length.h"
#include "print/pdf_finish.h"

namespace spotforge {
namespace {

// A fixed date for builds without SOURCE_DATE_EPOCH: the output must not depend on the clock.
constexpr const char* kDefaultDate = "2026-01-01T00:00:00Z";

void check_surface(cairo_surface_t* surface, const std::filesystem::path& path) {
  cairo_status_t status = cairo_surface_status(surface);
  if (status != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error("cannot write PDF " + path.string() + ": " +
                             cairo_status_to_string(status));
  }
}

PdfDocument::PageHook& page_hook() {
  static PdfDocument::PageHook hook;
  return hook;
}

bool is_identity(const cairo_matrix_t& m) {
  return m.xx == 1 && m.yx == 0 && m.xy == 0 && m.yy == 1 && m.x0 == 0 && m.y0 == 0;
}

}  // namespace

std::string creator_string() { return std::string("spotforge ") + SPOTFORGE_VERSION; }

std::string reproducible_date() {
  const char* epoch = std::getenv("SOURCE_DATE_EPOCH");
  if (!epoch || !*epoch) return kDefaultDate;
  char* end = nullptr;
  errno = 0;
  long long seconds = std::strtoll(epoch, &end, 10);
  if (errno != 0 || *end != '\0' || seconds < 0) return kDefaultDate;
  std::time_t t = static_cast<std::time_t>(seconds);
  std::tm utc{};
  gmtime_r(&t, &utc);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return buf;
}

PdfDocument::PdfDocument(const std::filesystem::path& path, const PdfMetadata& metadata)
    : path_(path), cairo_file_(path, "cairo") {
  // Cairo needs a size now; the first begin_page() sets the real one.
  surface_.reset(cairo_pdf_surface_create(cairo_file_.path().c_str(), 595.276, 841.89));
  check_surface(surface_.get(), path_);
  cairo_pdf_surface_restrict_to_version(surface_.get(), CAIRO_PDF_VERSION_1_5);
  auto set = [&](cairo_pdf_metadata_t key, const std::string& value) {
    if (!value.empty()) cairo_pdf_surface_set_metadata(surface_.get(), key, value.c_str());
  };
  set(CAIRO_PDF_METADATA_TITLE, metadata.title);
  set(CAIRO_PDF_METADATA_AUTHOR, metadata.author);
  set(CAIRO_PDF_METADATA_SUBJECT, metadata.subject);
  set(CAIRO_PDF_METADATA_KEYWORDS, metadata.keywords);
  language_ = metadata.language;
  set(CAIRO_PDF_METADATA_CREATOR, creator_string());
  const std::string date = reproducible_date();
  set(CAIRO_PDF_METADATA_CREATE_DATE, date);
  set(CAIRO_PDF_METADATA_MOD_DATE, date);
  cr_.reset(cairo_create(surface_.get()));
}

PdfDocument::~PdfDocument() = default;

cairo_t* PdfDocument::begin_page(double width_mm, double height_mm, const std::string& label) {
  if (finished_) throw std::logic_error("PdfDocument: begin_page after finish");
  if (page_open_) end_page();
  cairo_pdf_surface_set_size(surface_.get(), mm_to_pt(width_mm), mm_to_pt(height_mm));
  if (!label.empty()) cairo_pdf_surface_set_page_label(surface_.get(), label.c_str());
  cairo_save(cr_.get());
  cairo_scale(cr_.get(), kPointsPerMm, kPointsPerMm);
  page_open_ = true;
  page_heights_mm_.push_back(height_mm);
  page_labels_.push_back(label);
  boxes_.emplace_back();
  if (page_hook()) page_hook()(cr_.get(), path_, page_count());
  return cr_.get();
}

void PdfDocument::set_page_hook_for_tests(PageHook hook) { page_hook() = std::move(hook); }

void PdfDocument::end_page() {
  page_open_ = false;
  const std::string& label = page_labels_.back();
  const std::string page = "page " + std::to_string(page_count()) +
                           (label.empty() ? "" : " (\"" + label + "\")") + " of " + path_.string();
  // Before the restore: a context in error ignores it, and its error is the one to report.
  check_cairo(cr_.get(), page);
  cairo_restore(cr_.get());
  // A restore the page's drawing made without a save took begin_page's: this one fails.
  check_cairo(cr_.get(), page);
  // A save without a restore leaves this page's millimetres on the next one.
  cairo_matrix_t matrix;
  cairo_get_matrix(cr_.get(), &matrix);
  if (!is_identity(matrix)) {
    throw std::logic_error(page + ": a cairo_save without its cairo_restore");
  }
  {
    // Cairo writes the page now, replaying the pictures drawn on it (art/picture_locks.h).
    const PictureLocks locks(surface_.get());
    cairo_show_page(cr_.get());
  }
  check_cairo(cr_.get(), page);
}

void PdfDocument::set_page_boxes(const PageBoxes& boxes) {
  if (boxes_.empty()) throw std::logic_error("PdfDocument: set_page_boxes before begin_page");
  boxes_.back() = boxes;
}

int PdfDocument::add_bookmark(const std::string& title, int page, int parent) {
  const std::string link = "page=" + std::to_string(page);
  return cairo_pdf_surface_add_outline(surface_.get(), parent, title.c_str(), link.c_str(),
                                       static_cast<cairo_pdf_outline_flags_t>(0));
}

std::uintmax_t PdfDocument::finish() {
  if (finished_) throw std::logic_error("PdfDocument: finish twice");
  if (page_heights_mm_.empty()) throw std::logic_error("PdfDocument: a PDF needs a page");
  if (!page_open_) throw std::logic_error("PdfDocument: finish after a failed page");
  finished_ = true;
  // Shows the last page explicitly: Cairo drops a final page that has nothing drawn on it.
  end_page();
  cr_.reset();
  {
    // The pictures' forms are written at the end too (art/picture_locks.h).
    const PictureLocks locks(surface_.get());
    cairo_surface_finish(surface_.get());
  }
  try {
    check_surface(surface_.get(), path_);
    surface_.reset();
    std::vector<PageFinish> pages;
    for (size_t i = 0; i < page_heights_mm_.size(); ++i) {
      pages.push_back({page_heights_mm_[i], boxes_[i]});
    }
    write_file_atomically(path_, finish_pdf(cairo_file_.path(), pages, viewer_, language_));
  } catch (const std::runtime_error&) {
    // A full disk shows up as a truncated file qpdf can't read: say what really happened.
    throw_if_disk_full(path_);
    throw;
  }
  return std::filesystem::file_size(path_);
}

}  // namespace spotforge
