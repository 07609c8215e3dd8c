// Runs a job for every index (a card, a board, a picture) on a few threads. Each index is
// handled by at most one call, so results written by index don't depend on the thread count.
// Once a job throws, no further index is started (the jobs already running finish), and the
// exception of the lowest index that failed is rethrown after all threads have joined. A
// thread that can't be started leaves its share to the threads that did (the caller's own at
// least): the same results, later.
#pragma once

#include <functional>
#include <thread>

namespace spotforge {

void parallel_for(int count, int threads, const std::function<void(int)>& job);

// Starts a helper thread running `work`; may throw (std::system_error) as std::thread does.
using ThreadStarter = std::function<std::thread(std::function<void()> work)>;

// The same, with each helper thread started by `start` (tests play a failed start with it).
void parallel_for(int count, int threads, const std::function<void(int)>& job,
                  const ThreadStarter& start);

}  // namespace spotforge
