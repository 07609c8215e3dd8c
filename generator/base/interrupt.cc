#include "base/interrupt.h"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <thread>
#include <vector>

namespace spotforge {
namespace {

std::recursive_mutex& registry_mutex() {
  static std::recursive_mutex mutex;
  return mutex;
}

std::vector<std::filesystem::path>& registry() {
  static std::vector<std::filesystem::path> paths;
  return paths;
}

sigset_t watched_signals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  return set;
}

// Runs on an ordinary thread (not in a signal handler), so it may take locks and use the
// file system.
[[noreturn]] void watch() {
  const sigset_t set = watched_signals();
  int signal_number = 0;
  while (sigwait(&set, &signal_number) != 0) {
  }
  std::lock_guard<std::recursive_mutex> lock(registry_mutex());
  for (const std::filesystem::path& path : registry()) {
    // Other threads may still add a file to a folder being removed (it then isn't empty when
    // its turn comes); they can't make folders any more (create_folders waits for the lock),
    // so a few more rounds clear what they add.
    std::error_code ec;
    for (int round = 0; round < 100; ++round) {
      std::filesystem::remove_all(path, ec);
      if (!std::filesystem::exists(path, ec)) break;
    }
  }
  std::fputs("\nspotforge: interrupted; no partial file was left behind\n", stderr);
  _exit(128 + signal_number);
}

}  // namespace

void install_interrupt_handling() {
  static std::once_flag once;
  std::call_once(once, [] {
    const sigset_t set = watched_signals();
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    std::thread(watch).detach();
  });
}

RemoveOnInterrupt::RemoveOnInterrupt(std::filesystem::path path) : path_(std::move(path)) {
  std::lock_guard<std::recursive_mutex> lock(registry_mutex());
  registry().push_back(path_);
}

RemoveOnInterrupt::~RemoveOnInterrupt() {
  std::lock_guard<std::recursive_mutex> lock(registry_mutex());
  auto& paths = registry();
  const auto it = std::find(paths.rbegin(), paths.rend(), path_);
  if (it != paths.rend()) paths.erase(std::next(it).base());
}

std::unique_lock<std::recursive_mutex> defer_interrupts() {
  return std::unique_lock<std::recursive_mutex>(registry_mutex());
}

void create_folders(const std::filesystem::path& path, std::error_code& ec) {
  const auto hold = defer_interrupts();
  std::filesystem::create_directories(path, ec);
}

}  // namespace spotforge
