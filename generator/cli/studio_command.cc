// `spotforge studio [THEME_FOLDER] [--port N] [--no-browser]`: the theme folder edited in the
// browser (generator/studio/). This file only reads the arguments, prints the URL and opens it.
#include <spawn.h>
#include <sys/wait.h>

#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <thread>

#include "base/data_dir.h"
#include "base/diagnostic.h"
#include "cli/commands.h"
#include "studio/studio_server.h"
#include "studio/token.h"

extern char** environ;

namespace spotforge::cli {
namespace {

namespace fs = std::filesystem;

struct StudioOptions {
  std::string folder = ".";
  int port = 0;
  bool no_browser = false;
};

// xdg-open in the background; its end is collected so no zombie stays. false: not started.
// xdg-open fails (exit 3) where it finds no browser, e.g. over ssh without a display: then the
// user is told to open the URL themselves instead of waiting for a window that never comes.
bool open_browser(const std::string& url) {
  pid_t pid = 0;
  const char* argv[] = {"xdg-open", url.c_str(), nullptr};
  if (posix_spawnp(&pid, "xdg-open", nullptr, nullptr, const_cast<char**>(argv), environ) != 0) {
    return false;
  }
  std::thread([pid] {
    int status = 0;
    if (waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) != 0) {
      std::cout << "  (xdg-open found no browser to start (exit " << WEXITSTATUS(status)
                << "): open the URL above yourself)" << std::endl;
    }
  }).detach();
  return true;
}

int run_studio(const StudioOptions& o) {
  const fs::path folder(o.folder);
  std::error_code ec;
  if (!fs::exists(folder, ec)) {
    // A new deck starts in a new folder; only its last part is made.
    if (!fs::create_directory(folder, ec)) {
      throw InputError(o.folder + ": can't make the folder (" + ec.message() +
                       "); make it first or name another");
    }
    std::cout << "made the folder " << o.folder << "\n";
  }
  const fs::path pages = data_dir() / "studio";
  if (!fs::exists(pages / "index.html", ec)) {
    throw InputError(pages.string() +
                     ": the studio's page is not installed there; reinstall "
                     "spotforge or set SPOTFORGE_DATA_DIR to its share/spotforge folder");
  }
  studio::StudioServer server(folder, pages, studio::new_token());
  const int port = server.bind(o.port);
  std::cout << "spotforge studio: editing " << fs::absolute(folder).lexically_normal().string()
            << "\n  port " << port << "\n  open " << server.url()
            << "\n  (only this URL works: it carries the studio's secret token; Ctrl-C stops)"
            << std::endl;
  if (!o.no_browser && !open_browser(server.url())) {
    std::cout << "  (no xdg-open to start a browser: open the URL yourself)" << std::endl;
  }
  server.run();
  return 0;
}

}  // namespace

void add_studio_command(CLI::App& app, Action* action) {
  auto o = std::make_shared<StudioOptions>();
  CLI::App* studio = app.add_subcommand(
      "studio",
      "Edit a theme in the browser: pictures, names, card settings, live previews, "
      "the kit");
  studio->add_option("THEME_FOLDER", o->folder,
                     "The theme folder (default: the current folder; made if missing)");
  studio->add_option("--port", o->port, "The port on 127.0.0.1 (default 0: any free port)")
      ->check(CLI::Range(0, 65535));
  studio->add_flag("--no-browser", o->no_browser, "Print the URL only; don't start a browser");
  studio->footer(
      "Examples:\n"
      "  spotforge studio ~/decks/family\n"
      "  spotforge studio themes/zoo --port 8057 --no-browser\n"
      "The studio listens on 127.0.0.1 only and answers only requests carrying the random token\n"
      "in the URL it prints. It edits FOLDER/theme.yaml (saved only when the theme check passes)\n"
      "and adds the pictures you upload to FOLDER; the kit goes to FOLDER/kit/. The CLI reads\n"
      "the same files: `spotforge build FOLDER` gives the same kit. Ctrl-C stops it.");
  studio->callback([o, action] { *action = [o] { return run_studio(*o); }; });
}

}  // namespace spotforge::cli
