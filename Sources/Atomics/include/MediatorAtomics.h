// Atomics for MediatorRuntime: Swift's Synchronization module needs macOS 15 and iOS 18, newer
// than the systems the runtime supports, and its Linux build is not seen by ThreadSanitizer.
// ThreadSanitizer sees these as the atomic accesses they are.

#ifndef MEDIATOR_ATOMICS_H
#define MEDIATOR_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

/// Reads `*flag` with acquire ordering: what its last writer did before writing it is visible.
static inline bool mediator_atomics_load(const bool *flag) {
    return __atomic_load_n(flag, __ATOMIC_ACQUIRE);
}

/// Writes `value` to `*flag` with release ordering.
static inline void mediator_atomics_store(bool *flag, bool value) {
    __atomic_store_n(flag, value, __ATOMIC_RELEASE);
}

#if defined(__linux__)

/// A lock for Linux that costs one atomic instruction to take and one to give back when no
/// other thread wants it, and sleeps in the kernel (a futex) when one does. `state` is 0 when
/// free, 1 when held, 2 when held and another thread may be sleeping on it. Start it at 0.
typedef struct {
    uint32_t state;
} mediator_lock_t;

/// Waits for a held lock, then takes it; `mediator_lock` calls it when the lock was not free.
void mediator_lock_wait(mediator_lock_t *lock);

/// Wakes one thread sleeping on the lock; `mediator_unlock` calls it when one may be.
void mediator_lock_wake(mediator_lock_t *lock);

/// Takes the lock, waiting while another thread holds it. The lock is not recursive.
static inline void mediator_lock(mediator_lock_t *lock) {
    uint32_t expected = 0;
    if (!__atomic_compare_exchange_n(&lock->state, &expected, 1, false, __ATOMIC_ACQUIRE,
                                     __ATOMIC_RELAXED)) {
        mediator_lock_wait(lock);
    }
}

/// Gives the lock back; call it on the thread that took it.
static inline void mediator_unlock(mediator_lock_t *lock) {
    if (__atomic_exchange_n(&lock->state, 0, __ATOMIC_RELEASE) == 2) {
        mediator_lock_wake(lock);
    }
}

#endif

#endif
