#include "studio/guarded_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <thread>

namespace spotforge::studio {

using Clock = std::chrono::steady_clock;

struct GuardedServer::Connection {
  socket_t sock = INVALID_SOCKET;
  Clock::time_point deadline;  // for untrusted connections: the request must have come by then
  std::atomic<bool> trusted{false};
  std::atomic<bool> dropped{false};  // closed to make room: reads fail at once
};

namespace {

thread_local GuardedServer::Connection* current_connection = nullptr;

constexpr int kSliceMs = 100;  // waits are cut in slices to see a stop or a drop soon
constexpr int kReadTimeoutMs = 5000;

// Waits until `sock` is ready for `events`, up to `timeout_ms` (and, for an untrusted
// connection, its deadline); false on a timeout, drop, or error.
bool wait_for(const GuardedServer::Connection& c, short events, int timeout_ms) {
  const Clock::time_point give_up = Clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    if (c.dropped) return false;
    Clock::time_point until = give_up;
    if (!c.trusted) until = std::min(until, c.deadline);
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now()).count();
    if (left <= 0) return false;
    pollfd p{c.sock, events, 0};
    const int n = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, kSliceMs)));
    if (n > 0) return (p.revents & (events | POLLHUP | POLLERR)) != 0;
    if (n < 0 && errno != EINTR) return false;
  }
}

void address_of(const sockaddr_storage& addr, std::string& ip, int& port) {
  char text[INET6_ADDRSTRLEN] = {};
  if (addr.ss_family == AF_INET) {
    const auto* a = reinterpret_cast<const sockaddr_in*>(&addr);
    inet_ntop(AF_INET, &a->sin_addr, text, sizeof text);
    port = ntohs(a->sin_port);
  } else if (addr.ss_family == AF_INET6) {
    const auto* a = reinterpret_cast<const sockaddr_in6*>(&addr);
    inet_ntop(AF_INET6, &a->sin6_addr, text, sizeof text);
    port = ntohs(a->sin6_port);
  }
  ip = text;
}

// One connection's socket as httplib reads and writes it, with the waits above.
class GuardedStream : public httplib::Stream {
 public:
  explicit GuardedStream(const GuardedServer::Connection& c) : c_(c) {}
  bool is_readable() const override { return wait_for(c_, POLLIN, kReadTimeoutMs); }
  bool is_writable() const override { return wait_for(c_, POLLOUT, kReadTimeoutMs); }
  ssize_t read(char* ptr, size_t size) override {
    if (!is_readable()) return -1;
    ssize_t n;
    do {
      n = ::recv(c_.sock, ptr, size, 0);
    } while (n < 0 && errno == EINTR);
    return n;
  }
  ssize_t write(const char* ptr, size_t size) override {
    if (!is_writable()) return -1;
    ssize_t n;
    do {
      n = ::send(c_.sock, ptr, size, MSG_NOSIGNAL);
    } while (n < 0 && errno == EINTR);
    return n;
  }
  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    sockaddr_storage addr{};
    socklen_t length = sizeof addr;
    if (::getpeername(c_.sock, reinterpret_cast<sockaddr*>(&addr), &length) == 0) {
      address_of(addr, ip, port);
    }
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    sockaddr_storage addr{};
    socklen_t length = sizeof addr;
    if (::getsockname(c_.sock, reinterpret_cast<sockaddr*>(&addr), &length) == 0) {
      address_of(addr, ip, port);
    }
  }
  socket_t socket() const override { return c_.sock; }

 private:
  const GuardedServer::Connection& c_;
};

// A thread per connection, at most kMaxConnectionThreads at once (more wait their turn).
class ConnectionThreads : public httplib::TaskQueue {
 public:
  void enqueue(std::function<void()> fn) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_) return;
    reap();
    if (running_ >= kMaxConnectionThreads) {
      waiting_.push_back(std::move(fn));
      return;
    }
    ++running_;
    auto worker = std::make_shared<Worker>();
    worker->thread =
        std::thread([this, worker, fn = std::move(fn)]() mutable { work(*worker, fn); });
    workers_.push_back(worker);
  }

  void shutdown() override {
    std::unique_lock<std::mutex> lock(mutex_);
    stopping_ = true;
    waiting_.clear();
    idle_.wait(lock, [this] { return running_ == 0; });
    for (auto& w : workers_) w->thread.join();
    workers_.clear();
  }

 private:
  struct Worker {
    std::thread thread;
    bool done = false;  // under mutex_: only joining is left
  };

  void work(Worker& self, std::function<void()> fn) {
    for (;;) {
      fn();
      std::lock_guard<std::mutex> lock(mutex_);
      if (waiting_.empty()) {
        self.done = true;
        --running_;
        idle_.notify_all();
        return;
      }
      fn = std::move(waiting_.front());
      waiting_.pop_front();
    }
  }

  void reap() {  // with mutex_ held: joins the threads that have ended
    for (auto it = workers_.begin(); it != workers_.end();) {
      if ((*it)->done) {
        (*it)->thread.join();
        it = workers_.erase(it);
      } else {
        ++it;
      }
    }
  }

  std::mutex mutex_;
  std::condition_variable idle_;
  std::list<std::shared_ptr<Worker>> workers_;
  std::deque<std::function<void()>> waiting_;
  size_t running_ = 0;
  bool stopping_ = false;
};

}  // namespace

GuardedServer::GuardedServer() {
  new_task_queue = [] { return new ConnectionThreads; };
}

void GuardedServer::trust_current_connection() {
  if (current_connection) current_connection->trusted = true;
}

std::shared_ptr<GuardedServer::Connection> GuardedServer::open(socket_t sock) {
  auto c = std::make_shared<Connection>();
  c->sock = sock;
  c->deadline = Clock::now() + std::chrono::seconds(kUntrustedSeconds);
  std::lock_guard<std::mutex> lock(mutex_);
  untrusted_.remove_if([](const auto& u) { return u->trusted.load(); });
  if (untrusted_.size() >= kMaxUntrusted) {
    // The socket stays open (its own thread closes it); shutdown only ends its reads.
    untrusted_.front()->dropped = true;
    ::shutdown(untrusted_.front()->sock, SHUT_RDWR);
    untrusted_.pop_front();
  }
  untrusted_.push_back(c);
  return c;
}

void GuardedServer::close(const std::shared_ptr<Connection>& c) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    untrusted_.remove(c);  // before the descriptor can be reused by another connection
  }
  ::shutdown(c->sock, SHUT_RDWR);
  ::close(c->sock);
}

bool GuardedServer::process_and_close_socket(socket_t sock) {
  const std::shared_ptr<Connection> c = open(sock);
  current_connection = c.get();
  GuardedStream stream(*c);
  bool ok = true;
  for (size_t count = keep_alive_max_count_; count > 0 && svr_sock_ != INVALID_SOCKET; --count) {
    const int wait_ms = static_cast<int>(keep_alive_timeout_sec_ * 1000);
    if (!wait_for(*c, POLLIN, wait_ms)) break;
    bool closed = false;
    ok = process_request(stream, count == 1, closed, nullptr);
    // A refused request (no token) ends the connection: it can't hold a thread for more.
    if (!ok || closed || !c->trusted) break;
  }
  current_connection = nullptr;
  close(c);
  return ok;
}

}  // namespace spotforge::studio
