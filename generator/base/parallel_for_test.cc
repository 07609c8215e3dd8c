#include "base/parallel_for.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <system_error>
#include <vector>

namespace spotforge {
namespace {

TEST(ParallelFor, EveryIndexExactlyOnce) {
  for (int threads : {1, 2, 5}) {
    std::vector<std::atomic<int>> calls(50);
    parallel_for(50, threads, [&](int i) { ++calls[i]; });
    for (int i = 0; i < 50; ++i) EXPECT_EQ(calls[i].load(), 1) << i << " on " << threads;
  }
  int none = 0;
  parallel_for(0, 4, [&](int) { ++none; });
  EXPECT_EQ(none, 0);
}

TEST(ParallelFor, AFailureAtCardKStopsTheRestOnOneThread) {
  std::vector<int> ran;
  try {
    parallel_for(100, 1, [&](int i) {
      ran.push_back(i);
      if (i == 3) throw std::runtime_error("card 3");
    });
    FAIL() << "expected the failure of card 3";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "card 3");
  }
  EXPECT_EQ(ran, (std::vector<int>{0, 1, 2, 3}));
}

TEST(ParallelFor, AFailureStopsEveryThreadAfterItsCurrentCard) {
  constexpr int kThreads = 4;
  std::atomic<bool> thrown{false};
  std::atomic<int> started_after{0}, ran{0};
  EXPECT_THROW(parallel_for(2000, kThreads,
                            [&](int i) {
                              if (thrown) ++started_after;
                              ++ran;
                              std::this_thread::sleep_for(std::chrono::milliseconds(1));
                              if (i == 5) {
                                thrown = true;
                                throw std::runtime_error("card 5");
                              }
                            }),
               std::runtime_error);
  // Each other thread may take a card or so while the failure is being recorded (more if the
  // failing thread is descheduled there); before, all 2000 ran.
  EXPECT_LE(started_after.load(), 2 * kThreads);
  EXPECT_LT(ran.load(), 100);
}

TEST(ParallelFor, TheLowestFailedCardIsReported) {
  // Both failures happen (one thread each) before either thread looks for a next card.
  std::atomic<int> arrived{0};
  try {
    parallel_for(2, 2, [&](int i) {
      ++arrived;
      while (arrived < 2) std::this_thread::yield();
      throw std::runtime_error("card " + std::to_string(i));
    });
    FAIL() << "expected a failure";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "card 0");
  }
}

// A starter that starts `working` threads and then fails as std::thread does without resources.
ThreadStarter failing_after(int working, int* attempts) {
  return [working, attempts](std::function<void()> work) {
    if ((*attempts)++ >= working) {
      throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again));
    }
    return std::thread(std::move(work));
  };
}

TEST(ParallelFor, AThreadThatCannotStartLeavesItsCardsToTheOthers) {
  for (int working : {0, 1, 2}) {
    int attempts = 0;
    std::vector<std::atomic<int>> calls(40);
    // Before, the threads already started were destroyed joinable: std::terminate.
    parallel_for(
        40, 5, [&](int i) { ++calls[i]; }, failing_after(working, &attempts));
    EXPECT_EQ(attempts, working + 1) << "no start is tried after the first refusal";
    for (int i = 0; i < 40; ++i) EXPECT_EQ(calls[i].load(), 1) << i << " with " << working;
  }
}

TEST(ParallelFor, AFailedJobAfterAFailedStartIsStillReported) {
  int attempts = 0;
  EXPECT_THROW(parallel_for(
                   10, 3,
                   [](int i) {
                     if (i == 7) throw std::runtime_error("card 7");
                   },
                   failing_after(1, &attempts)),
               std::runtime_error);
}

}  // namespace
}  // namespace spotforge
