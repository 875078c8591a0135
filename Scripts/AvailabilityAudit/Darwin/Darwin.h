// A stand-in for the parts of Apple's C library that MediatorRuntime uses (Sources/Runtime),
// with their availability as Apple's SDK declares it (<os/lock.h>: macOS 10.12, iOS 10,
// tvOS 10, watchOS 3, visionOS 1). The availability audit cannot read the SDK itself: keep
// this in step with the `#if canImport(Darwin)` code of the runtime.
#define MEDIATOR_AUDIT_OS_LOCK_AVAILABILITY                                                         \
    __attribute__((availability(macos, introduced = 10.12)))                                      \
    __attribute__((availability(ios, introduced = 10.0)))                                         \
    __attribute__((availability(tvos, introduced = 10.0)))                                        \
    __attribute__((availability(watchos, introduced = 3.0)))                                      \
    __attribute__((availability(visionos, introduced = 1.0)))

typedef struct os_unfair_lock_s {
    unsigned int _os_unfair_lock_opaque;
} os_unfair_lock;

MEDIATOR_AUDIT_OS_LOCK_AVAILABILITY void os_unfair_lock_lock(os_unfair_lock *lock);
MEDIATOR_AUDIT_OS_LOCK_AVAILABILITY void os_unfair_lock_unlock(os_unfair_lock *lock);
