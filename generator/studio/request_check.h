// Which requests the studio answers. It listens on 127.0.0.1 only, but every local program
// and every web page in the user's browser can send requests there; these checks keep them out:
// - the token (in the query for page loads, pictures and downloads; in a header for writes,
//   which a cross-site form can't set without a CORS preflight the studio never grants);
// - the Host header must name the loopback address and our port, so a DNS-rebinding page
//   (evil.example resolving to 127.0.0.1) is refused even before the token;
// - a write with an Origin header must come from the studio's own origin.
#pragma once

#include <optional>
#include <string>

namespace spotforge::studio {

struct RequestFacts {
  std::string method;        // "GET", "POST", ...
  std::string host;          // the Host header ("" when missing)
  std::string origin;        // the Origin header ("" when missing)
  std::string query_token;   // ?token=...
  std::string header_token;  // X-Studio-Token
};

struct Refusal {
  int status = 403;
  std::string reason;  // shown to whoever was refused
};

// The hosts a request may name: 127.0.0.1:PORT and localhost:PORT.
bool is_own_host(const std::string& host, int port);

// Nothing when the request may go on; else the status and reason it gets.
std::optional<Refusal> refuse(const RequestFacts& request, const std::string& token, int port);

}  // namespace spotforge::studio
