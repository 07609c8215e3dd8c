// Runs a job for every card index on a few threads. Each index is handled by exactly one call,
// so results written by index don't depend on the thread count. The first exception, by card
// index, is rethrown after all threads have joined.
#pragma once

#include <functional>

namespace spotforge {

void for_each_card(int cards, int threads, const std::function<void(int)>& job);

}  // namespace spotforge
