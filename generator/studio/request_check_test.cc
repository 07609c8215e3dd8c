#include "studio/request_check.h"

#include <gtest/gtest.h>

namespace spotforge::studio {
namespace {

const std::string kToken = "0123456789abcdef0123456789abcdef";

RequestFacts get(std::string host = "127.0.0.1:8057", std::string query = kToken) {
  return {"GET", std::move(host), "", std::move(query), ""};
}

RequestFacts write(std::string origin, std::string header = kToken) {
  return {"PUT", "127.0.0.1:8057", std::move(origin), "", std::move(header)};
}

TEST(StudioRequestCheck, ReadsNeedTheTokenInTheQueryOrHeader) {
  EXPECT_FALSE(refuse(get(), kToken, 8057));
  EXPECT_FALSE(refuse({"GET", "localhost:8057", "", "", kToken}, kToken, 8057));
  const auto none = refuse(get("127.0.0.1:8057", ""), kToken, 8057);
  ASSERT_TRUE(none);
  EXPECT_EQ(none->status, 403);
  EXPECT_NE(none->reason.find("token"), std::string::npos);
  EXPECT_TRUE(refuse(get("127.0.0.1:8057", kToken.substr(1)), kToken, 8057));
}

TEST(StudioRequestCheck, RefusesOtherHostsAgainstDnsRebinding) {
  for (const char* host : {"evil.example:8057", "127.0.0.1:8058", "127.0.0.1", "", "0.0.0.0:8057",
                           "localhost.evil.example:8057", "[::1]:8057"}) {
    const auto r = refuse(get(host), kToken, 8057);
    ASSERT_TRUE(r) << host;
    EXPECT_EQ(r->status, 421) << host;
  }
}

TEST(StudioRequestCheck, WritesNeedTheHeaderTokenAndTheirOwnOrigin) {
  EXPECT_FALSE(refuse(write(""), kToken, 8057));
  EXPECT_FALSE(refuse(write("http://127.0.0.1:8057"), kToken, 8057));
  EXPECT_TRUE(refuse(write("http://evil.example"), kToken, 8057));
  EXPECT_TRUE(refuse(write("http://127.0.0.1:9999"), kToken, 8057));
  EXPECT_TRUE(refuse(write("null"), kToken, 8057));
  // A cross-site form can put the token in the query but can't set the header.
  RequestFacts form{"POST", "127.0.0.1:8057", "", kToken, ""};
  const auto r = refuse(form, kToken, 8057);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 403);
}

}  // namespace
}  // namespace spotforge::studio
