#include "studio/kit_zip.h"

#include <fcntl.h>
#include <unistd.h>
#include <zip.h>

#include <cerrno>
#include <cstring>
#include <memory>
#include <stdexcept>

#include "base/beneath.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;

struct SourceFree {
  void operator()(zip_source_t* s) const { zip_source_free(s); }
};
using Source = std::unique_ptr<zip_source_t, SourceFree>;

struct ArchiveDiscard {
  void operator()(zip_t* z) const { zip_discard(z); }
};
using Archive = std::unique_ptr<zip_t, ArchiveDiscard>;

// zip_error_t holds a message buffer of its own: init and fini around each use.
class ZipError {
 public:
  ZipError() { zip_error_init(&error_); }
  ~ZipError() { zip_error_fini(&error_); }
  ZipError(const ZipError&) = delete;
  ZipError& operator=(const ZipError&) = delete;
  zip_error_t* get() { return &error_; }
  std::string text() { return zip_error_strerror(&error_); }

 private:
  zip_error_t error_;
};

[[noreturn]] void fail(const std::string& what, const std::string& why) {
  throw std::runtime_error("can't make kit.zip: " + what + ": " + why);
}

bool already_compressed(const std::string& name) {
  const std::string ext = fs::path(name).extension().string();
  return ext == ".pdf" || ext == ".png" || ext == ".jpg" || ext == ".jpeg";
}

// The archive's bytes, read back from the memory source it was written to.
std::string source_bytes(zip_source_t* source) {
  if (zip_source_open(source) < 0)
    fail("reading it back", zip_error_strerror(zip_source_error(source)));
  zip_stat_t st;
  zip_stat_init(&st);
  std::string bytes;
  if (zip_source_stat(source, &st) == 0 && (st.valid & ZIP_STAT_SIZE)) {
    bytes.resize(st.size);
    const zip_int64_t got = zip_source_read(source, bytes.data(), st.size);
    if (got < 0 || static_cast<zip_uint64_t>(got) != st.size) bytes.clear();
  }
  zip_source_close(source);
  if (bytes.empty()) fail("reading it back", "the archive is empty");
  return bytes;
}

// The bytes of `name` below the kit folder `dir`, never through a link (base/beneath.h): a
// link someone put in the kit folder must not put a file from elsewhere into the zip.
std::string read_beneath(int dir, const fs::path& shown_dir, const std::string& name) {
  const UniqueFd fd = open_beneath(dir, name, O_RDONLY);
  if (!fd) {
    fail((shown_dir / name).string(),
         errno == ELOOP ? "a symbolic link is on its way; spotforge never follows one in the kit"
                        : std::strerror(errno));
  }
  std::string bytes;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) fail((shown_dir / name).string(), std::strerror(errno));
    if (n == 0) break;
    bytes.append(buffer, static_cast<size_t>(n));
  }
  return bytes;
}

}  // namespace

std::string zip_files(const fs::path& dir, const std::vector<std::string>& names) {
  ZipError error;
  Source memory(zip_source_buffer_create(nullptr, 0, 0, error.get()));
  if (!memory) fail("a buffer", error.text());
  zip_source_keep(memory.get());  // the archive frees its reference on close; the bytes stay
  Archive archive(zip_open_from_source(memory.get(), ZIP_TRUNCATE, error.get()));
  if (!archive) {
    zip_source_free(memory.get());  // the reference the archive would have taken
    fail("an archive", error.text());
  }
  const UniqueFd folder(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (!folder) fail(dir.string(), std::strerror(errno));
  // The archive reads its sources when it is closed: each file's bytes are held until then.
  std::vector<std::string> contents;
  contents.reserve(names.size());
  for (const std::string& name : names) {
    contents.push_back(read_beneath(folder.get(), dir, name));
    zip_source_t* source =
        zip_source_buffer_create(contents.back().data(), contents.back().size(), 0, error.get());
    if (!source) fail((dir / name).string(), error.text());
    const zip_int64_t index =
        zip_file_add(archive.get(), name.c_str(), source, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE);
    if (index < 0) {
      zip_source_free(source);
      fail(name, zip_strerror(archive.get()));
    }
    if (already_compressed(name)) zip_set_file_compression(archive.get(), index, ZIP_CM_STORE, 0);
  }
  // Closing writes the archive (reading every file now) into the memory source.
  if (zip_close(archive.get()) < 0) fail("writing it", zip_strerror(archive.get()));
  archive.release();
  return source_bytes(memory.get());
}

}  // namespace spotforge::studio
