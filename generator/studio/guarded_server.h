// cpp-httplib's server with connections that can't starve the studio. httplib serves each
// connection on one of 8 pooled threads, each waiting up to 5 s per read: 8 idle connections
// delayed every request and 64 slow ones blocked the studio for a minute. Here:
// - each connection gets a thread of its own (up to kMaxConnectionThreads at once);
// - a connection that has not yet sent a request with the token ("untrusted") must send its
//   headers within kUntrustedSeconds of connecting, and is closed after a refused request;
// - at most kMaxUntrusted untrusted connections are kept: a new one closes the oldest.
// Routes, checks and answers are httplib's own (process_request).
#pragma once

#include <httplib.h>

#include <chrono>
#include <cstddef>
#include <list>
#include <memory>
#include <mutex>

namespace spotforge::studio {

inline constexpr size_t kMaxUntrusted = 8;
inline constexpr int kUntrustedSeconds = 5;
inline constexpr size_t kMaxConnectionThreads = 64;

class GuardedServer : public httplib::Server {
 public:
  GuardedServer();
  // Called by the pre-routing handler when a request carries the token: this connection may
  // then stay open between requests as httplib allows.
  static void trust_current_connection();

  struct Connection;

 private:
  bool process_and_close_socket(socket_t sock) override;
  // Registers a connection, closing the oldest untrusted one when there are too many.
  std::shared_ptr<Connection> open(socket_t sock);
  void close(const std::shared_ptr<Connection>& connection);

  std::mutex mutex_;
  std::list<std::shared_ptr<Connection>> untrusted_;  // oldest first
};

}  // namespace spotforge::studio
