// Building the kit from the studio: `spotforge build` of the theme folder into FOLDER/kit/, on
// a thread of its own so the page can poll where it is (base/progress.h) and then offer the
// files. One build at a time.
#pragma once

#include <atomic>
#include <filesystem>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "base/progress.h"

namespace spotforge::studio {

// The build's phases as the page shows them: the current one with its steps, and those done.
class PhaseLog : public Progress {
 public:
  void begin(const std::string& phase, int total) override;
  void step() override;
  void end() override;
  void reset();                    // for the next build
  nlohmann::json to_json() const;  // {phase, done, total, finished: [...]}

 private:
  mutable std::mutex mutex_;
  std::string phase_;
  int total_ = 0;
  std::atomic<int> done_{0};
  std::vector<std::string> finished_;
};

class KitJob {
 public:
  ~KitJob();
  // Starts building `theme_folder`'s kit into theme_folder/kit; false when one is running.
  bool start(const std::filesystem::path& theme_folder);
  // {state: idle|running|done|failed, progress, files: [{name, pages, bytes}], checks,
  //  problems: [text]}.
  nlohmann::json status() const;
  // The built file called `name` (one of the files listed), or "" when there is none.
  std::filesystem::path file(const std::string& name) const;
  // Every file of the finished kit (symbols/ too), in one zip (kit_zip.h). Throws InputError when
  // no kit is built or one is being built.
  std::string zip() const;
  // Waits for a running build to end (tests, shutting down).
  void wait();

 private:
  void run(std::filesystem::path folder);

  mutable std::mutex mutex_;
  std::thread thread_;
  std::string state_ = "idle";
  PhaseLog progress_;
  std::filesystem::path out_dir_;
  nlohmann::json files_ = nlohmann::json::array();
  std::vector<std::string> kit_files_;  // the whole kit, for the zip
  nlohmann::json checks_ = nlohmann::json::array();
  nlohmann::json problems_ = nlohmann::json::array();
};

}  // namespace spotforge::studio
