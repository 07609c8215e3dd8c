// `spotforge studio`'s web server: cpp-httplib bound to 127.0.0.1 only, every request checked
// (request_check.h) before any route runs. The page's files come from the data dir's studio/
// folder; the API edits one StudioSession's theme folder and nothing outside it.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

namespace spotforge::studio {

class StudioServer {
 public:
  // Serves `theme_folder` (see StudioSession) with the page in `page_dir` (index.html,
  // studio.js, studio.css). Throws InputError for a missing folder or a bad theme.yaml.
  StudioServer(const std::filesystem::path& theme_folder, const std::filesystem::path& page_dir,
               std::string token);
  ~StudioServer();
  StudioServer(const StudioServer&) = delete;
  StudioServer& operator=(const StudioServer&) = delete;

  // Binds 127.0.0.1:port (0: a free port the system picks); returns the port. Throws
  // InputError when the port is taken or not allowed.
  int bind(int port);
  // Answers requests until stop() (from another thread).
  void run();
  void stop();
  // http://127.0.0.1:PORT/?token=TOKEN
  std::string url() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace spotforge::studio
