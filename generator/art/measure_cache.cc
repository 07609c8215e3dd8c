#include "art/measure_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <thread>
#include <vector>

#include "base/word_hash.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

std::atomic<int> hit_count{0}, refused_count{0}, write_count{0};

// An entry: this magic (whose last two digits are the format's version), the key's length and
// the key, width, height, the surface's format (0 ARGB32, 1 RGB24), whether it is opaque, the
// checksum of its pixels (4 bytes each, row by row, as Cairo holds them) and the size of what
// follows: those pixels, each row less the row above (bytewise, which a photo's or a drawing's
// smooth rows turn into runs of small numbers), raw-deflated at zlib's fastest level.
constexpr char kMagic[8] = {'S', 'F', 'M', 'E', 'A', 'S', '0', '3'};

void put32(std::string& out, uint32_t v) { out.append(reinterpret_cast<const char*>(&v), 4); }
void put64(std::string& out, uint64_t v) { out.append(reinterpret_cast<const char*>(&v), 8); }
bool get32(const std::string& in, size_t* at, uint32_t* v) {
  if (in.size() - *at < 4) return false;
  std::memcpy(v, in.data() + *at, 4);
  *at += 4;
  return true;
}
bool get64(const std::string& in, size_t* at, uint64_t* v) {
  if (in.size() - *at < 8) return false;
  std::memcpy(v, in.data() + *at, 8);
  *at += 8;
  return true;
}

uint64_t checksum(const unsigned char* data, size_t size) {
  WordHash hash;
  hash.add(reinterpret_cast<const char*>(data), size);
  return hash.first() ^ hash.second();
}

bool usable_key(const std::string& key) {
  return !key.empty() && key.size() <= 200 && std::all_of(key.begin(), key.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  });
}

std::string read_all(const fs::path& file) {
  std::ifstream in(file, std::ios::binary | std::ios::ate);
  if (!in) return "";
  const std::streamoff size = in.tellg();
  if (size <= 0) return "";
  std::string bytes(static_cast<size_t>(size), '\0');
  in.seekg(0);
  if (!in.read(bytes.data(), size)) return "";
  return bytes;
}

// Raw deflate at zlib's fastest level, and back: no zlib header and no Adler-32 (a twentieth
// of a check's time reading 57 large PNGs back), the entry's own checksum guarding the pixels.
std::string deflate_raw(const unsigned char* data, size_t size) {
  z_stream z{};
  if (::deflateInit2(&z, Z_BEST_SPEED, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return "";
  std::string out(::deflateBound(&z, static_cast<uLong>(size)), '\0');
  z.next_in = const_cast<Bytef*>(data);
  z.avail_in = static_cast<uInt>(size);
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int status = ::deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  ::deflateEnd(&z);
  return status == Z_STREAM_END ? out : "";
}

// True when `packed` inflates to exactly `size` bytes.
bool inflate_raw(const char* packed, size_t packed_size, unsigned char* out, size_t size) {
  z_stream z{};
  if (::inflateInit2(&z, -15) != Z_OK) return false;
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed));
  z.avail_in = static_cast<uInt>(packed_size);
  z.next_out = out;
  z.avail_out = static_cast<uInt>(size);
  const int status = ::inflate(&z, Z_FINISH);
  const bool whole = status == Z_STREAM_END && z.total_out == size && z.avail_in == 0;
  ::inflateEnd(&z);
  return whole;
}

// The picture an entry holds when it holds up as the copy stored under `key`.
std::optional<RasterPicture> parse_entry(const std::string& bytes, const std::string& key) {
  size_t at = sizeof kMagic;
  if (bytes.size() < at || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0) {
    return std::nullopt;
  }
  uint32_t key_size = 0, width = 0, height = 0, format = 0, opaque = 0;
  uint64_t sum = 0, packed = 0;
  if (!get32(bytes, &at, &key_size) || key_size != key.size() || bytes.size() - at < key_size ||
      bytes.compare(at, key_size, key) != 0) {
    return std::nullopt;
  }
  at += key_size;
  if (!get32(bytes, &at, &width) || !get32(bytes, &at, &height) || !get32(bytes, &at, &format) ||
      !get32(bytes, &at, &opaque) || !get64(bytes, &at, &sum) || !get64(bytes, &at, &packed)) {
    return std::nullopt;
  }
  if (width == 0 || height == 0 || width > kMaxMeasuringCopySide ||
      height > kMaxMeasuringCopySide || format > 1 || opaque > 1 || bytes.size() - at != packed) {
    return std::nullopt;
  }
  RasterPicture out;
  out.surface.reset(
      cairo_image_surface_create(format == 1 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                 static_cast<int>(width), static_cast<int>(height)));
  unsigned char* data = cairo_image_surface_get_data(out.surface.get());
  const size_t row_bytes = size_t{width} * 4;
  // Cairo's rows of 4-byte pixels have no padding: the pixels go straight into the surface.
  if (data == nullptr ||
      static_cast<size_t>(cairo_image_surface_get_stride(out.surface.get())) != row_bytes ||
      !inflate_raw(bytes.data() + at, packed, data, row_bytes * height)) {
    return std::nullopt;
  }
  for (uint32_t y = 1; y < height; ++y) {
    unsigned char* __restrict row = data + y * row_bytes;
    const unsigned char* __restrict above = row - row_bytes;
    for (size_t i = 0; i < row_bytes; ++i) row[i] = static_cast<unsigned char>(row[i] + above[i]);
  }
  if (checksum(data, row_bytes * height) != sum) return std::nullopt;
  cairo_surface_mark_dirty(out.surface.get());
  out.width = static_cast<int>(width);
  out.height = static_cast<int>(height);
  out.opaque = opaque == 1;
  return out;
}

// Removes the entries used longest ago until the store holds at most kMeasureCacheBytes. Only
// files named as this store names its entries count and go: anything else a user or another
// program put in the folder (a symlink among it) is left alone, as a kit leaves a user's files.
void trim(const fs::path& folder) {
  struct Entry {
    fs::file_time_type time;
    std::uintmax_t size;
    fs::path path;
  };
  std::vector<Entry> entries;
  std::uintmax_t total = 0;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code e;
    if (!usable_key(it->path().filename().string()) || !it->is_regular_file(e) ||
        it->is_symlink(e)) {
      continue;
    }
    Entry entry{it->last_write_time(e), it->file_size(e), it->path()};
    if (e) continue;
    total += entry.size;
    entries.push_back(std::move(entry));
  }
  if (total <= kMeasureCacheBytes) return;
  std::sort(entries.begin(), entries.end(),
            [](const Entry& a, const Entry& b) { return a.time < b.time; });
  for (const Entry& entry : entries) {
    if (total <= kMeasureCacheBytes) break;
    std::error_code e;
    if (fs::remove(entry.path, e)) total -= entry.size;
  }
}

}  // namespace

fs::path measure_cache_folder() {
  const char* xdg = std::getenv("XDG_CACHE_HOME");
  // The XDG spec: a relative path is to be ignored.
  if (xdg != nullptr && xdg[0] == '/') return fs::path(xdg) / "spotforge" / "measure";
  const char* home = std::getenv("HOME");
  if (home != nullptr && home[0] == '/') return fs::path(home) / ".cache" / "spotforge" / "measure";
  return {};
}

std::optional<RasterPicture> read_measuring_copy(const std::string& key) {
  const fs::path folder = measure_cache_folder();
  if (folder.empty() || !usable_key(key)) return std::nullopt;
  const fs::path file = folder / key;
  std::error_code ec;
  if (!fs::is_regular_file(fs::symlink_status(file, ec))) return std::nullopt;
  std::optional<RasterPicture> copy = parse_entry(read_all(file), key);
  if (!copy) {
    ++refused_count;
    return std::nullopt;
  }
  ++hit_count;
  ::utimensat(AT_FDCWD, file.c_str(), nullptr, 0);  // used now: trimmed last
  return copy;
}

void write_measuring_copy(const std::string& key, const RasterPicture& copy) {
  const fs::path folder = measure_cache_folder();
  cairo_surface_t* s = copy.surface.get();
  if (folder.empty() || !usable_key(key) || s == nullptr ||
      cairo_surface_get_type(s) != CAIRO_SURFACE_TYPE_IMAGE) {
    return;
  }
  const cairo_format_t format = cairo_image_surface_get_format(s);
  const int width = cairo_image_surface_get_width(s), height = cairo_image_surface_get_height(s);
  if ((format != CAIRO_FORMAT_RGB24 && format != CAIRO_FORMAT_ARGB32) || width <= 0 ||
      height <= 0 || width > kMaxMeasuringCopySide || height > kMaxMeasuringCopySide) {
    return;
  }
  const size_t row_bytes = static_cast<size_t>(width) * 4;
  std::vector<unsigned char> pixels(row_bytes * static_cast<size_t>(height));
  // Read as the decoders left it: a flush would drop the JPEG a surface carries for the PDF.
  const unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  for (int y = 0; y < height; ++y) {
    std::memcpy(pixels.data() + static_cast<size_t>(y) * row_bytes,
                data + static_cast<size_t>(y) * stride, row_bytes);
  }
  const uint64_t sum = checksum(pixels.data(), pixels.size());
  for (size_t i = pixels.size(); i-- > row_bytes;) {
    pixels[i] = static_cast<unsigned char>(pixels[i] - pixels[i - row_bytes]);
  }
  const std::string packed = deflate_raw(pixels.data(), pixels.size());
  if (packed.empty()) return;
  std::string entry(kMagic, sizeof kMagic);
  put32(entry, static_cast<uint32_t>(key.size()));
  entry += key;
  put32(entry, static_cast<uint32_t>(width));
  put32(entry, static_cast<uint32_t>(height));
  put32(entry, format == CAIRO_FORMAT_RGB24 ? 1 : 0);
  put32(entry, copy.opaque ? 1 : 0);
  put64(entry, sum);
  put64(entry, packed.size());
  entry += packed;

  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec) return;
  // A name of this process and thread alone, so two writers never share a half-written file.
  const fs::path temporary =
      folder / (".new-" + std::to_string(::getpid()) + "-" +
                std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id())));
  const int fd =
      ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) return;
  size_t written = 0;
  while (written < entry.size()) {
    const ssize_t n = ::write(fd, entry.data() + written, entry.size() - written);
    if (n <= 0) break;
    written += static_cast<size_t>(n);
  }
  const bool whole = ::close(fd) == 0 && written == entry.size();
  if (!whole || ::rename(temporary.c_str(), (folder / key).c_str()) != 0) {
    ::unlink(temporary.c_str());
    return;
  }
  ++write_count;
  trim(folder);
}

MeasureCacheCounts measure_cache_counts() {
  return {hit_count.load(), refused_count.load(), write_count.load()};
}

}  // namespace spotforge
