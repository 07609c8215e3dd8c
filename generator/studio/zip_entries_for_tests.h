// Tests only: a zip held in memory read back with libzip, entry name -> bytes, so the tests
// check kit.zip with a reader that is not the code that wrote it (no unzip tool is installed).
#pragma once

#include <gtest/gtest.h>
#include <zip.h>

#include <map>
#include <string>

namespace spotforge::studio {

inline std::map<std::string, std::string> zip_entries(const std::string& zip) {
  std::map<std::string, std::string> out;
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* source = zip_source_buffer_create(zip.data(), zip.size(), 0, &error);
  zip_t* archive =
      source ? zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) : nullptr;
  zip_error_fini(&error);
  if (!archive) {
    if (source) zip_source_free(source);
    ADD_FAILURE() << "not a zip (" << zip.size() << " bytes)";
    return out;
  }
  for (zip_int64_t i = 0; i < zip_get_num_entries(archive, 0); ++i) {
    zip_stat_t st;
    zip_stat_index(archive, i, 0, &st);
    std::string bytes(st.size, '\0');
    zip_file_t* file = zip_fopen_index(archive, i, 0);
    EXPECT_NE(file, nullptr) << st.name;
    if (!file) continue;
    EXPECT_EQ(zip_fread(file, bytes.data(), st.size), static_cast<zip_int64_t>(st.size)) << st.name;
    zip_fclose(file);
    out[st.name] = bytes;
  }
  zip_close(archive);
  return out;
}

}  // namespace spotforge::studio
