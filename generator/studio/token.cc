#include "studio/token.h"

#include <sys/random.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace spotforge::studio {

std::string new_token() {
  unsigned char bytes[16];
  size_t have = 0;
  while (have < sizeof bytes) {
    const ssize_t got = getrandom(bytes + have, sizeof bytes - have, 0);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      throw std::runtime_error(std::string("no random bytes for the studio's token: ") +
                               std::strerror(errno));
    }
    have += static_cast<size_t>(got);
  }
  static const char kHex[] = "0123456789abcdef";
  std::string token;
  for (unsigned char b : bytes) {
    token += kHex[b >> 4];
    token += kHex[b & 15];
  }
  return token;
}

bool same_token(std::string_view given, std::string_view token) {
  if (given.size() != token.size() || token.empty()) return false;
  unsigned char diff = 0;
  for (size_t i = 0; i < token.size(); ++i) {
    diff |= static_cast<unsigned char>(given[i] ^ token[i]);
  }
  return diff == 0;
}

}  // namespace spotforge::studio
