/// A small deterministic random number generator (SplitMix64), so that a failing test run can be
/// replayed from its seed.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Makes a generator that always produces the same numbers for `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// `true` with the given chance, in percent.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One of `items`.
    public mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }
}
