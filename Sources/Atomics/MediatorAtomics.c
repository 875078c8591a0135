// The slow paths of the lock in MediatorAtomics.h; the fast paths are inline, in the header.
#include "MediatorAtomics.h"

#if defined(__linux__)

#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

// How many times a waiter looks at a held lock before it sleeps: critical sections in the
// runtime are a few dozen instructions, so a holder on another core usually lets go by then.
enum { spins_before_sleeping = 100 };

void mediator_lock_wait(mediator_lock_t *lock) {
    for (int spin = 0; spin < spins_before_sleeping; spin++) {
        uint32_t expected = 0;
        if (__atomic_load_n(&lock->state, __ATOMIC_RELAXED) == 0 &&
            __atomic_compare_exchange_n(&lock->state, &expected, 1, false, __ATOMIC_ACQUIRE,
                                        __ATOMIC_RELAXED)) {
            return;
        }
    }
    // Marking the lock 2 before sleeping makes its holder wake a sleeper when it lets go. A
    // thread that takes it this way marks it 2 as well, since others may still be asleep.
    while (__atomic_exchange_n(&lock->state, 2, __ATOMIC_ACQUIRE) != 0) {
        syscall(SYS_futex, &lock->state, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
    }
}

void mediator_lock_wake(mediator_lock_t *lock) {
    syscall(SYS_futex, &lock->state, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

#endif
