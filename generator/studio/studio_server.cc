#include "studio/studio_server.h"

#include <httplib.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <new>
#include <sstream>

#include "art/iconify.h"
#include "base/data_dir.h"
#include "base/diagnostic.h"
#include "studio/guarded_server.h"
#include "studio/kit_job.h"
#include "studio/picture_thumbnail.h"
#include "studio/request_check.h"
#include "studio/studio_session.h"
#include "studio/upload_name.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const char* const kJson = "application/json";

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("can't read " + path.string());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string media_type(const fs::path& file) {
  std::string ext = file.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  if (ext == ".html") return "text/html; charset=utf-8";
  if (ext == ".js") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".png") return "image/png";
  if (ext == ".jpg" || ext == ".jpeg") return "image/jpeg";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".webp") return "image/webp";
  if (ext == ".pdf") return "application/pdf";
  if (ext == ".json") return "application/json";
  return "application/octet-stream";
}

// JSON text of `j`: bytes that are not UTF-8 (from a request, echoed in a message) as U+FFFD,
// never an exception.
std::string json_text(const json& j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

void send_problems(httplib::Response& res, int status, const std::vector<Diagnostic>& problems) {
  json j = {{"problems", json::array()}};
  for (const Diagnostic& d : problems) {
    j["problems"].push_back({{"text", d.to_string()}, {"message", d.message}, {"line", d.line}});
  }
  res.status = status;
  res.set_content(json_text(j), kJson);
}

// A query number, all digits and in [low, high]: "abc", "1x" or "" is an InputError naming
// the parameter (atoi read them as 0).
int query_number(const std::string& name, const std::string& text, int low, int high) {
  int value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc() || stop != end || value < low || value > high) {
    throw InputError("the query's " + name + "='" + text.substr(0, 20) + "' is not a number from " +
                     std::to_string(low) + " to " + std::to_string(high));
  }
  return value;
}

// Every route's body runs through this: bad input is a 422 with the messages, never a crash.
template <typename F>
httplib::Server::Handler guarded(F body) {
  return [body](const httplib::Request& req, httplib::Response& res) {
    try {
      body(req, res);
    } catch (const InputError& e) {
      send_problems(res, 422, e.diagnostics());
    } catch (const json::exception& e) {
      send_problems(res, 400,
                    {{Diagnostic::Severity::kError, "", 0, 0,
                      std::string("the request is not the JSON expected: ") + e.what()}});
    } catch (const std::bad_alloc&) {
      // A picture too big for the memory left (a preview, an upload): this answer's failure
      // only; the studio goes on serving.
      send_problems(res, 500,
                    {{Diagnostic::Severity::kError, "", 0, 0,
                      "the studio ran out of memory for this request; use smaller pictures "
                      "(e.g. 1000 pixels across) or fewer of them"}});
    } catch (const std::exception& e) {
      send_problems(res, 500, {{Diagnostic::Severity::kError, "", 0, 0, e.what()}});
    }
  };
}

// Anything that still escapes a route (or httplib's own reading): a JSON answer, and no
// exception text in a header (httplib's default puts it in EXCEPTION_WHAT).
void on_exception(const httplib::Request&, httplib::Response& res, std::exception_ptr) {
  res.headers.erase("EXCEPTION_WHAT");
  send_problems(res, 500,
                {{Diagnostic::Severity::kError, "", 0, 0,
                  "the studio could not answer this request; try again, or restart it"}});
}

// The installed Iconify sets: the folders of iconify_dir() holding an icons.json.
std::vector<std::string> installed_sets() {
  std::vector<std::string> sets;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(iconify_dir(), ec)) {
    if (fs::exists(entry.path() / "icons.json", ec)) sets.push_back(entry.path().filename());
  }
  std::sort(sets.begin(), sets.end());
  return sets;
}

json icon_matches(const std::string& set, std::string query, size_t limit) {
  std::transform(query.begin(), query.end(), query.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  json names = json::array();
  const auto icons = IconSet::open(iconify_set_path(set));
  for (const std::string& name : icons->names()) {
    if (names.size() >= limit) break;
    if (name.find(query) != std::string::npos) names.push_back(name);
  }
  return names;
}

}  // namespace

struct StudioServer::Impl {
  StudioSession session;
  fs::path page_dir;
  std::string token;
  int port = 0;
  KitJob kit;
  GuardedServer server;

  Impl(const fs::path& folder, fs::path pages, std::string secret)
      : session(folder), page_dir(std::move(pages)), token(std::move(secret)) {}

  void routes();
  void page_routes();
  void theme_routes();
  void kit_routes();
};

void StudioServer::Impl::routes() {
  server.set_payload_max_length(kMaxRequestBytes);
  server.set_exception_handler(on_exception);
  server.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    RequestFacts facts{req.method, req.get_header_value("Host"), req.get_header_value("Origin"),
                       req.get_param_value("token"), req.get_header_value("X-Studio-Token")};
    if (const auto refusal = refuse(facts, token, port)) {
      res.status = refusal->status;
      res.set_content(refusal->reason + "\n", "text/plain; charset=utf-8");
      return httplib::Server::HandlerResponse::Handled;
    }
    GuardedServer::trust_current_connection();
    // The page is ours alone: no framing by other sites, no sniffing, no caching of answers.
    res.set_header("X-Frame-Options", "DENY");
    res.set_header("X-Content-Type-Options", "nosniff");
    res.set_header("Cache-Control", "no-store");
    res.set_header("Referrer-Policy", "no-referrer");
    return httplib::Server::HandlerResponse::Unhandled;
  });
  page_routes();
  theme_routes();
  kit_routes();
}

void StudioServer::Impl::page_routes() {
  server.Get("/", guarded([this](const httplib::Request&, httplib::Response& res) {
               std::string html = read_file(page_dir / "index.html");
               for (size_t at; (at = html.find("{{token}}")) != std::string::npos;) {
                 html.replace(at, 9, token);
               }
               res.set_header("Content-Security-Policy",
                              "default-src 'self'; img-src 'self' blob: data:; style-src 'self'; "
                              "script-src 'self'; connect-src 'self'; frame-ancestors 'none'");
               res.set_content(html, "text/html; charset=utf-8");
             }));
  for (const char* asset : {"/studio.js", "/studio.css"}) {
    server.Get(asset, guarded([this, asset](const httplib::Request&, httplib::Response& res) {
                 const fs::path file = page_dir / (asset + 1);
                 res.set_content(read_file(file), media_type(file));
               }));
  }
}

void StudioServer::Impl::theme_routes() {
  server.Get("/api/state", guarded([this](const httplib::Request&, httplib::Response& res) {
               json state = session.state();
               state["icon_sets"] = installed_sets();
               res.set_content(json_text(state), kJson);
             }));
  server.Put("/api/theme", guarded([this](const httplib::Request& req, httplib::Response& res) {
               res.set_content(json_text(session.change(json::parse(req.body))), kJson);
             }));
  server.Post("/api/pictures", guarded([this](const httplib::Request& req, httplib::Response& res) {
                std::vector<Upload> uploads;
                for (const auto& [field, file] : req.files) {
                  if (field != "pictures") continue;
                  if (uploads.size() == kMaxUploadFiles) {
                    throw InputError("more than " + std::to_string(kMaxUploadFiles) +
                                     " pictures at once; send them in smaller batches");
                  }
                  uploads.push_back({file.filename, file.content});
                }
                res.set_content(json_text(session.add_pictures(uploads)), kJson);
              }));
  server.Get("/api/picture", guarded([this](const httplib::Request& req, httplib::Response& res) {
               const fs::path file = session.picture_path(req.get_param_value("file"));
               if (browser_shows_as_is(file)) {
                 res.set_content(read_file(file), media_type(file));
               } else {
                 res.set_content(thumbnail_png(session.folder(), file), "image/png");
               }
             }));
  server.Get("/api/icons", guarded([](const httplib::Request& req, httplib::Response& res) {
               const std::string set = req.get_param_value("set");
               const auto sets = installed_sets();
               if (std::find(sets.begin(), sets.end(), set) == sets.end()) {
                 throw InputError("no installed Iconify set '" + set + "'");
               }
               res.set_content(
                   json_text(json{{"set", set},
                                  {"names", icon_matches(set, req.get_param_value("q"), 60)}}),
                   kJson);
             }));
  server.Get(
      "/api/icon.svg", guarded([](const httplib::Request& req, httplib::Response& res) {
        const std::string set = req.get_param_value("set");
        const auto sets = installed_sets();
        if (std::find(sets.begin(), sets.end(), set) == sets.end()) {
          throw InputError("no installed Iconify set '" + set + "'");
        }
        try {
          res.set_content(
              IconSet::open(iconify_set_path(set))->svg_document(req.get_param_value("name")),
              "image/svg+xml");
        } catch (const InputError&) {
          res.status = 404;
        }
      }));
  server.Post("/api/icons", guarded([this](const httplib::Request& req, httplib::Response& res) {
                const json j = json::parse(req.body);
                res.set_content(json_text(session.add_icon(j.at("set").get<std::string>(),
                                                           j.at("name").get<std::string>())),
                                kJson);
              }));
  server.Get("/api/card", guarded([this](const httplib::Request& req, httplib::Response& res) {
               const std::string n = req.get_param_value("n");
               const int card = n == "back" ? -1 : query_number("n", n, 0, kPreviewCards - 1);
               res.set_content(session.preview(card), "image/png");
             }));
  server.Get("/api/board", guarded([this](const httplib::Request&, httplib::Response& res) {
               res.set_content(session.board_preview(), "image/png");
             }));
}

void StudioServer::Impl::kit_routes() {
  server.Post("/api/build", guarded([this](const httplib::Request&, httplib::Response& res) {
                KitSource source;
                if (!kit.running()) {
                  // The theme as saved now: edits during the build don't reach it.
                  source.theme = session.snapshot_for_build(&source.scratch);
                  source.shown_as = session.folder();
                  source.out_dir = session.folder() / "kit";
                }
                if (source.theme.empty() || !kit.start(source)) {
                  std::error_code ec;
                  if (!source.scratch.empty()) fs::remove_all(source.scratch, ec);
                  res.status = 409;
                  res.set_content(
                      json_text(json{{"problems", {{{"text", "a build is running already"}}}}}),
                      kJson);
                  return;
                }
                res.set_content(json_text(kit.status()), kJson);
              }));
  server.Get("/api/build", guarded([this](const httplib::Request&, httplib::Response& res) {
               res.set_content(json_text(kit.status()), kJson);
             }));
  server.Get("/api/kit", guarded([this](const httplib::Request& req, httplib::Response& res) {
               const std::string name = req.get_param_value("file");
               const fs::path file = kit.file(name);
               if (file.empty()) throw InputError("'" + name + "' is not a file of the kit built");
               res.set_header("Content-Disposition",
                              "attachment; filename=\"" + file.filename().string() + "\"");
               res.set_content(read_file(file), media_type(file));
             }));
  server.Get("/api/kit.zip", guarded([this](const httplib::Request&, httplib::Response& res) {
               res.set_header("Content-Disposition", "attachment; filename=\"kit.zip\"");
               res.set_content(kit.zip(), "application/zip");
             }));
}

StudioServer::StudioServer(const fs::path& theme_folder, const fs::path& page_dir,
                           std::string token)
    : impl_(std::make_unique<Impl>(theme_folder, page_dir, std::move(token))) {
  impl_->routes();
}

StudioServer::~StudioServer() {
  stop();
  impl_->kit.wait();
}

int StudioServer::bind(int port) {
  if (port < 0 || port > 65535)
    throw InputError("--port " + std::to_string(port) + ": expected 0 to 65535");
  const bool ok = port == 0 ? (port = impl_->server.bind_to_any_port("127.0.0.1")) > 0
                            : impl_->server.bind_to_port("127.0.0.1", port);
  if (!ok) {
    throw InputError(
        "can't listen on 127.0.0.1:" + std::to_string(port) +
        " (in use, or below 1024); choose another --port, or --port 0 for any free one");
  }
  impl_->port = port;
  return port;
}

void StudioServer::run() { impl_->server.listen_after_bind(); }

void StudioServer::stop() {
  if (impl_->server.is_running()) impl_->server.stop();
}

std::string StudioServer::url() const {
  return "http://127.0.0.1:" + std::to_string(impl_->port) + "/?token=" + impl_->token;
}

}  // namespace spotforge::studio
