// Building the kit from the studio: `spotforge build` of the theme folder into FOLDER/kit/, on
// a thread of its own so the page can poll where it is (base/progress.h) and then offer the
// files. One build at a time.
#pragma once

#include <atomic>
#include <filesystem>
#include <functional>
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

// Where a build reads and writes: the theme (a snapshot, theme_snapshot.h), the folder it is
// a copy of (named in messages instead of the copy), the kit's folder, and the scratch
// folder holding the snapshot, removed when the build ends ("" for none).
struct KitSource {
  std::filesystem::path theme;
  std::filesystem::path shown_as;
  std::filesystem::path out_dir;
  std::filesystem::path scratch;
};

class KitJob {
 public:
  ~KitJob();
  // Starts building the kit; false when one is running (the source's scratch is then left to
  // the caller).
  bool start(const KitSource& source);
  bool running() const;
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

  // Test hook: called on the build's thread before the build starts; a test throws here (a
  // std::bad_alloc) to see the failure become this build's error, never the studio's end.
  // Not thread-safe: set it before a build starts, and reset it after.
  using RunHook = std::function<void()>;
  static void set_run_hook_for_tests(RunHook hook);

 private:
  void run(KitSource source);

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
