// Atomic loads and stores of a flag that any thread reads without a lock, for MediatorRuntime:
// Swift's Synchronization module needs macOS 15 and iOS 18, older than the systems the runtime
// supports. ThreadSanitizer sees these as the atomic accesses they are.

#ifndef MEDIATOR_ATOMICS_H
#define MEDIATOR_ATOMICS_H

#include <stdbool.h>

/// Reads `*flag` with acquire ordering: what its last writer did before writing it is visible.
static inline bool mediator_atomics_load(const bool *flag) {
    return __atomic_load_n(flag, __ATOMIC_ACQUIRE);
}

/// Writes `value` to `*flag` with release ordering.
static inline void mediator_atomics_store(bool *flag, bool value) {
    __atomic_store_n(flag, value, __ATOMIC_RELEASE);
}

#endif
