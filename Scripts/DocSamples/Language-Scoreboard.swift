// What the property syntax sample of docs/Language.md uses without showing it.

@propertyWrapper struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

final class Referee {
    let name = "Ana"
}

final class MatchClock {}

final class Goals {
    let mediator = Scoreboard.GoalsOutbox()
}

final class Display {
    func show(_ score: Int) {}
}
