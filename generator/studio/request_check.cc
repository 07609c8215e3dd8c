#include "studio/request_check.h"

#include "studio/token.h"

namespace spotforge::studio {
namespace {

bool is_write(const std::string& method) {
  return method != "GET" && method != "HEAD" && method != "OPTIONS";
}

}  // namespace

bool is_own_host(const std::string& host, int port) {
  const std::string suffix = ":" + std::to_string(port);
  return host == "127.0.0.1" + suffix || host == "localhost" + suffix;
}

std::optional<Refusal> refuse(const RequestFacts& request, const std::string& token, int port) {
  if (!is_own_host(request.host, port)) {
    return Refusal{421,
                   "this studio answers only requests to http://127.0.0.1:" + std::to_string(port) +
                       "/ (the Host header named '" + request.host + "')"};
  }
  if (is_write(request.method)) {
    if (!request.origin.empty() && request.origin != "http://" + request.host) {
      return Refusal{403, "a change from another web site ('" + request.origin +
                              "') is refused; use the studio's own page"};
    }
    if (!same_token(request.header_token, token)) {
      return Refusal{403,
                     "a change without the studio's token is refused; open the URL the "
                     "studio printed"};
    }
    return std::nullopt;
  }
  if (!same_token(request.query_token, token) && !same_token(request.header_token, token)) {
    return Refusal{403,
                   "no valid token: open the URL `spotforge studio` printed (it ends in "
                   "?token=...)"};
  }
  return std::nullopt;
}

}  // namespace spotforge::studio
