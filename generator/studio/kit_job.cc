#include "studio/kit_job.h"

#include <exception>
#include <new>

#include "base/diagnostic.h"
#include "kit/kit_build.h"
#include "studio/kit_zip.h"

namespace spotforge::studio {

namespace fs = std::filesystem;
using nlohmann::json;

void PhaseLog::begin(const std::string& phase, int total) {
  std::lock_guard<std::mutex> lock(mutex_);
  phase_ = phase;
  total_ = total;
  done_ = 0;
}

void PhaseLog::step() { ++done_; }

void PhaseLog::reset() {
  std::lock_guard<std::mutex> lock(mutex_);
  phase_.clear();
  total_ = 0;
  done_ = 0;
  finished_.clear();
}

void PhaseLog::end() {
  std::lock_guard<std::mutex> lock(mutex_);
  finished_.push_back(phase_);
  phase_.clear();
}

json PhaseLog::to_json() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return {{"phase", phase_}, {"done", done_.load()}, {"total", total_}, {"finished", finished_}};
}

KitJob::~KitJob() { wait(); }

void KitJob::wait() {
  std::thread running;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    running = std::move(thread_);
  }
  if (running.joinable()) running.join();
}

bool KitJob::running() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return state_ == "running";
}

bool KitJob::start(const KitSource& source) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (state_ == "running") return false;
  if (thread_.joinable()) thread_.join();  // the last build ended; its thread only returns
  state_ = "running";
  progress_.reset();
  files_ = json::array();
  kit_files_.clear();
  checks_ = json::array();
  problems_ = json::array();
  thread_ = std::thread([this, source] { run(source); });
  return true;
}

namespace {

KitJob::RunHook& run_hook() {
  static KitJob::RunHook hook;
  return hook;
}

// `text` with the snapshot's folder named as the folder the user edits.
std::string as_shown(std::string text, const KitSource& source) {
  if (source.shown_as.empty()) return text;
  const std::string copy = fs::absolute(source.theme).string();
  const std::string shown = fs::absolute(source.shown_as).lexically_normal().string();
  for (size_t at = 0; (at = text.find(copy, at)) != std::string::npos; at += shown.size()) {
    text.replace(at, copy.size(), shown);
  }
  return text;
}

// What the page shows for a build that ran out of memory, or failed in a way nobody foresaw.
// Made without allocating where it can: the memory may be short still.
void fail_for(const std::exception_ptr& error, json& problems) {
  try {
    std::rethrow_exception(error);
  } catch (const std::bad_alloc&) {
    problems =
        json::array({"the build ran out of memory; use smaller pictures (e.g. 1000 "
                     "pixels across) or fewer of them, and build again"});
  } catch (const std::exception& e) {
    problems = json::array({std::string("the build failed: ") + e.what()});
  } catch (...) {
    problems = json::array({"the build failed for a reason spotforge does not know"});
  }
}

}  // namespace

void KitJob::set_run_hook_for_tests(RunHook hook) { run_hook() = std::move(hook); }

void KitJob::run(KitSource source) {
  KitBuildRequest request;
  request.theme = fs::absolute(source.theme).string();
  request.out_dir = fs::absolute(source.out_dir);
  // THEME/kit came with the theme folder, maybe from someone else: never through a link.
  request.refuse_linked_out = true;
  std::vector<std::string> kit_files;
  json files = json::array(), checks = json::array(), problems = json::array();
  std::string state = "done";
  try {
    if (run_hook()) run_hook()();
    const KitBuildReport report = build_kit(request, &progress_);
    for (const KitFile& f : report.files) {
      files.push_back({{"name", f.path.lexically_relative(request.out_dir).generic_string()},
                       {"pages", f.pages},
                       {"bytes", f.bytes}});
    }
    for (const fs::path& f : report.kit_files) kit_files.push_back(f.generic_string());
    for (const auto& c : report.checks) checks.push_back(as_shown(c, source));
    for (const auto& s : report.skipped) checks.push_back("not made: " + s);
  } catch (const InputError& e) {
    state = "failed";
    for (const Diagnostic& d : e.diagnostics()) problems.push_back(as_shown(d.to_string(), source));
  } catch (...) {
    // Anything else (std::bad_alloc first) is this build's failure: an exception leaving the
    // build's thread would end the whole studio (std::terminate).
    state = "failed";
    files = json::array();
    kit_files.clear();
    try {
      fail_for(std::current_exception(), problems);
      for (json& p : problems) p = as_shown(p.get<std::string>(), source);
    } catch (...) {
      problems = json::array();
    }
  }
  if (!source.scratch.empty()) {
    std::error_code ec;
    fs::remove_all(source.scratch, ec);
  }
  std::lock_guard<std::mutex> lock(mutex_);
  out_dir_ = request.out_dir;
  files_ = files;
  kit_files_ = kit_files;
  checks_ = checks;
  problems_ = problems;
  state_ = state;
}

json KitJob::status() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return {{"state", state_},
          {"progress", progress_.to_json()},
          {"files", files_},
          {"checks", checks_},
          {"problems", problems_}};
}

fs::path KitJob::file(const std::string& name) const {
  std::lock_guard<std::mutex> lock(mutex_);
  for (const json& f : files_) {
    if (f["name"] == name) return out_dir_ / name;
  }
  return {};
}

std::string KitJob::zip() const {
  fs::path dir;
  std::vector<std::string> names;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (state_ == "running")
      throw InputError("the kit is being built; download it when it is done");
    if (state_ != "done" || files_.empty()) throw InputError("no kit yet: build the kit first");
    dir = out_dir_;
    names = kit_files_;
  }
  return zip_files(dir, names);
}

}  // namespace spotforge::studio
