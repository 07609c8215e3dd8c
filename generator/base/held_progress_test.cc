#include "base/held_progress.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

namespace spotforge {
namespace {

// What reaches the screen, in order: "begin P", "step", "end", or "replay P s/t in S".
class Script : public Progress {
 public:
  void begin(const std::string& phase, int) override { lines.push_back("begin " + phase); }
  void step() override { lines.push_back("step"); }
  void end() override { lines.push_back("end"); }
  void replay(const std::string& phase, int total, int steps, double s) override {
    lines.push_back("replay " + phase + " " + std::to_string(steps) + "/" + std::to_string(total));
    seconds.push_back(s);
  }
  std::vector<std::string> lines;
  std::vector<double> seconds;
};

TEST(HeldProgress, NothingShowsUntilReleased) {
  Script screen;
  HeldProgress held(&screen);
  held.begin("boards packed", 5);
  held.step();
  EXPECT_TRUE(screen.lines.empty());
}

// The Spotlight's boards, packed while the deck had the screen, showed "(0.0 s)".
TEST(HeldProgress, APhaseOverBeforeTheReleaseIsShownWithTheTimeItTook) {
  Script screen;
  HeldProgress held(&screen);
  held.begin("boards packed", 2);
  held.step();
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  held.step();
  held.end();
  std::this_thread::sleep_for(std::chrono::milliseconds(100));  // not counted
  held.release();
  ASSERT_EQ(screen.lines, (std::vector<std::string>{"replay boards packed 2/2"}));
  ASSERT_EQ(screen.seconds.size(), 1u);
  EXPECT_GE(screen.seconds[0], 0.055);
  EXPECT_LT(screen.seconds[0], 0.155);
}

TEST(HeldProgress, APhaseStillRunningGoesOnLiveAfterTheRelease) {
  Script screen;
  HeldProgress held(&screen);
  held.begin("boards packed", 3);
  held.step();
  held.release();
  held.step();
  held.end();
  held.begin("boards verified", 1);
  EXPECT_EQ(screen.lines, (std::vector<std::string>{"begin boards packed", "step", "step", "end",
                                                    "begin boards verified"}));
}

}  // namespace
}  // namespace spotforge
