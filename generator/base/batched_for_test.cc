#include "base/batched_for.h"

#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <system_error>
#include <thread>
#include <vector>

namespace spotforge {
namespace {

// Every index once, batch after batch: when `after` sees a batch, all of it is done and
// nothing of the next one has started.
TEST(BatchedFor, EveryIndexOnceAndBatchesInOrder) {
  for (int threads : {1, 2, 3, 8}) {
    SCOPED_TRACE(threads);
    std::vector<std::atomic<int>> calls(50);
    std::atomic<int> started{0};
    std::vector<std::pair<int, int>> batches;
    batched_for(
        50, threads,
        [&](int i) {
          ++started;
          ++calls[i];
        },
        [&](int first, int n) {
          EXPECT_EQ(started.load(), first + n);
          for (int i = first; i < first + n; ++i) EXPECT_EQ(calls[i].load(), 1) << i;
          batches.emplace_back(first, n);
          return true;
        });
    for (int i = 0; i < 50; ++i) EXPECT_EQ(calls[i].load(), 1) << i;
    ASSERT_FALSE(batches.empty());
    EXPECT_EQ(batches.front(), std::make_pair(0, threads));
    EXPECT_EQ(batches.back().first + batches.back().second, 50);
    for (size_t b = 1; b < batches.size(); ++b) {
      EXPECT_EQ(batches[b].first, batches[b - 1].first + batches[b - 1].second);
    }
  }
  int none = 0;
  batched_for(
      0, 4, [&](int) { ++none; }, [&](int, int) { return true; });
  EXPECT_EQ(none, 0);
}

// The point of it (issue 25): 600 text symbols loaded two at a time made 600 threads, each
// setting up its own Pango font map; the same threads now serve every batch.
TEST(BatchedFor, TheSameThreadsServeEveryBatch) {
  std::mutex mutex;
  std::set<std::thread::id> seen;
  batched_for(
      300, 2,
      [&](int) {
        std::lock_guard lock(mutex);
        seen.insert(std::this_thread::get_id());
      },
      [](int, int) { return true; });
  EXPECT_LE(seen.size(), 2u);
  EXPECT_GE(seen.size(), 1u);
}

TEST(BatchedFor, FalseFromAfterStopsTheRun) {
  std::vector<std::atomic<int>> calls(40);
  batched_for(
      40, 4, [&](int i) { ++calls[i]; }, [](int first, int) { return first < 8; });
  for (int i = 0; i < 40; ++i) EXPECT_EQ(calls[i].load(), i < 12 ? 1 : 0) << i;
}

TEST(BatchedFor, AFailureEndsTheRunAtItsBatchWithTheLowestIndexOfIt) {
  std::vector<std::atomic<int>> calls(40);
  int afters = 0;
  try {
    batched_for(
        40, 4,
        [&](int i) {
          ++calls[i];
          if (i == 6 || i == 5) throw std::runtime_error("index " + std::to_string(i));
        },
        [&](int, int) { return ++afters > 0; });
    FAIL() << "expected the failure of index 5";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "index 5");
  }
  EXPECT_EQ(afters, 1);  // the first batch only: the failing one is not looked at
  for (int i = 0; i < 40; ++i) EXPECT_EQ(calls[i].load(), i < 8 ? 1 : 0) << i;
  EXPECT_THROW(batched_for(
                   10, 2, [](int) {},
                   [](int first, int) -> bool {
                     if (first == 4) throw std::logic_error("after");
                     return true;
                   }),
               std::logic_error);
}

TEST(BatchedFor, ThreadsThatCannotStartLeaveTheirShareToTheOthers) {
  int starts = 0;
  const ThreadStarter flaky = [&](std::function<void()> work) {
    if (++starts > 1)
      throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again));
    return std::thread(std::move(work));
  };
  std::vector<std::atomic<int>> calls(30);
  int batches = 0;
  batched_for(
      30, 4, [&](int i) { ++calls[i]; }, [&](int, int) { return ++batches > 0; }, flaky);
  for (int i = 0; i < 30; ++i) EXPECT_EQ(calls[i].load(), 1) << i;
  EXPECT_EQ(batches, 8);  // batches of 4, the last of 2
  const ThreadStarter none = [](std::function<void()>) -> std::thread {
    throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again));
  };
  std::vector<std::atomic<int>> alone(7);
  batched_for(
      7, 3, [&](int i) { ++alone[i]; }, [](int, int) { return true; }, none);
  for (int i = 0; i < 7; ++i) EXPECT_EQ(alone[i].load(), 1) << i;
}

}  // namespace
}  // namespace spotforge
