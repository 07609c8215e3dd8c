// Runs a job for every index in batches, on threads that live for the whole run: a thread's
// own state (Pango's font map is made once per thread, a few milliseconds each) is made once,
// not once a batch. Between batches one thread looks at the batch just done and says whether
// to go on, while the others wait: loading pictures a few at a time, in order, and stopping
// where a budget is passed.
#pragma once

#include <functional>

#include "base/parallel_for.h"

namespace spotforge {

// Runs job(i) for i = 0 .. count - 1 in batches of `threads` consecutive indices (0: one per
// core), on at most that many threads; no index of a batch starts before the batch before it
// is done and `after(first, n)` has returned true for it (false stops the run: no later index
// starts). An exception from a job or from `after` ends the run at that batch and is rethrown
// (a job's: the lowest index of the batch) once the threads have joined. A thread that can't
// be started leaves its share to the others.
void batched_for(int count, int threads, const std::function<void(int)>& job,
                 const std::function<bool(int first, int n)>& after);

// The same, each helper thread started by `start` (tests play a failed start with it).
void batched_for(int count, int threads, const std::function<void(int)>& job,
                 const std::function<bool(int first, int n)>& after, const ThreadStarter& start);

}  // namespace spotforge
