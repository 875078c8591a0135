"""What each dispatch case of Benchmarks/Sources/DispatchCases is, and what it is compared with.

Cases are named `implementation.shape`, as `DispatchCatalog` lists them. Every generated case
has a hand-written twin, and every generated case with one receiver has a direct-call floor,
both measured in the same run.
"""

SHAPES = [
    ("one", "One receiver"),
    ("eight", "Eight receivers (generated: eight colleagues listed after `to`)"),
    ("others8", "All except the sender, among eight members of a colleague set held until they "
     "leave (seven receive)"),
    ("set100", "A dynamic set of 100 members, held until they leave (`strong colleague [Name]`)"),
    ("others8Weak", "`others8` with members held weakly (`colleague [Name]`; the hand-written "
     "mediator keeps an array of `weak` references)"),
    ("set100Weak", "`set100` with members held weakly (`colleague [Name]`; the hand-written "
     "mediator keeps an array of `weak` references)"),
    ("request", "A request answered with an `Int` (`-> Int`), one handler"),
    ("mainActor", "One receiver, mediator and colleagues on the main actor"),
    ("globalActor", "`mainActor` on a global actor of the benchmarks' own; the generated "
     "mediator's `deinit` is not isolated there (that needs macOS 15.4 / iOS 18.4), so every "
     "send retains it, as the hand-written sender's `weak` reference does"),
    ("nonisolated", "One receiver in a `nonisolated` mediator, sent from one thread (the "
     "hand-written mediator keeps the sender's weak reference to it behind a `Mutex`)"),
    ("contended", "`nonisolated` with two threads sending at the same time, each as many events"),
    ("weakOne", "One receiver held weakly (`weak colleague`; the hand-written mediator keeps a "
     "`weak` reference)"),
    ("role", "Eight receivers that play a role (`to Screen`; the hand-written mediator keeps "
     "an array of the role's protocol)"),
    ("async", "One receiver of an `async` event, sent and awaited on the main actor, the "
     "mediator's own actor: no hop"),
    ("throws", "One receiver of a `throws` event"),
    ("weakRequest", "A request answered with an `Int` by a handler held weakly "
     "(`weak colleague`)"),
    ("observed", "`one` with an observer installed that keeps the last trace it is shown (the "
     "hand-written mediator builds a record of the same facts for an observer of its own)"),
    ("observedTyped", "`one` with a typed observer (`MediatorEventObserver`) that keeps the last "
     "event as the mediator's `Event` (the hand-written mediator shows its own event enum to a "
     "typed observer)"),
    ("observedRecorder", "`one` with a `MediatorRecorder`, emptied every 1,024 events (the "
     "hand-written recorder appends each typed event and its sender to an array)"),
    ("observedDescribed", "`one` with an observer that keeps each trace's text, as "
     "`PrintingMediatorObserver` makes it before writing it (the hand-written observer makes "
     "the same line by interpolation)"),
    ("reaction", "Two colleagues send to the mediator, whose reaction passes the event to one "
     "of them (`to mediator`)"),
    ("withSenderUnused", "`reaction`'s event in a mediator that uses `with sender` for another "
     "event, sent by the same colleague"),
    ("withSender", "The reaction asks who sent the event (`to mediator with sender`) and "
     "passes it to the other colleague"),
    ("behavior", "`one` in a mediator with a behavior around each delivery and one around each "
     "dispatch, which only deliver"),
    ("fromMediatorUnused", "`one`'s event in a mediator that also sends an event from itself"),
    ("fromMediator", "The mediator's own code sends to one colleague (`from mediator`)"),
    ("attached", "One receiver attached after the mediator is made (`colleague Name?`); the "
     "hand-written mediator keeps it in an optional `var`"),
    ("hooksUnused", "`attached`'s event in a mediator that declares hooks (`when slot changes` on "
     "the receiver's slot, `when slot joins` and `when slot leaves` on a set), which the send "
     "runs none of"),
    ("attachHook", "Not a send: attaching a colleague, in place of another, to a slot watched by "
     "`when slot changes`, whose reaction gives the new one the mediator's score; the "
     "hand-written mediator does the same in the `didSet` of an optional `var`"),
    ("joinHook", "Not a send: a member joins a set of eight others (`strong colleague [Name]`) "
     "and leaves it, watched by `when slot joins`, whose reaction gives it the mediator's score, "
     "and `when slot leaves`, whose reaction counts it; the hand-written mediator's `join` and "
     "`leave` do the same on an array"),
    ("keyed", "The one member, of 64 held weakly, that joined with the payload's key "
     "(`colleague [Name] keyed by Int`, `to Name[key]`); the hand-written mediator keeps an "
     "`[Int: [weak reference]]` dictionary"),
    ("strongKeyed", "`keyed` with members the mediator owns (`strong colleague [Name] keyed by "
     "Int`, runtime type `StrongKeyedColleagues`); the hand-written mediator keeps an "
     "`[Int: [Member]]` dictionary"),
    ("keyedRequest", "A request answered with an `Int` by the first member, of 64 the mediator "
     "owns, that joined with the payload's key (`to first Name[key]`); the hand-written mediator "
     "keeps an `[Int: Member]` dictionary"),
    ("stateful", "A reaction that counts each event in the mediator's state (`var pings = 0` in "
     "the spec) and passes it to one colleague; the hand-written mediator keeps the count in a "
     "stored property"),
    ("twoMediators", "A class that takes part in two mediators (`outbox lobby`, `outbox match`) "
     "sends through one of them to one receiver; the hand-written colleague keeps a weak "
     "reference to each mediator"),
    ("stream", "A streaming request (`-> AsyncStream<Int>`) to one handler, whose stream of 100 "
     "values the asker iterates on the main actor; the hand-written mediator returns the "
     "handler's `AsyncStream`, the direct call gets it from the handler itself. Divide by 100 "
     "for a value"),
    ("pickedSlot", "The one of three slots of one colleague type (`as first`, `as second`, `as "
     "third`) that the mediator's state picks when the event is sent (`to Name[shown]`, `var "
     "shown` in the spec); the hand-written mediator keeps the three in properties and switches "
     "over an enum of its own"),
    ("namedSlot", "The one of three slots of one colleague type that the route names (`to "
     "second`); the hand-written mediator keeps the three in properties and calls the second"),
]

IMPLEMENTATIONS = [
    ("generated", "generated by mediatorgen from a `.mediator` spec"),
    ("handWritten", "hand-written mediator: `weak var mediator: (any Protocol)?` in the sender, "
     "a concrete mediator that calls the receivers (arrays hold members strongly, or weakly for "
     "the `Weak` shapes; `weak` references where the generated mediator holds weakly; a `Mutex` "
     "around the sender's reference to a mediator that any thread uses)"),
    ("directCall", "the floor: the sender calls its receiver through a protocol, no mediator; the "
     "receiver does the same work as the case's (an atomic add for `nonisolated` and "
     "`contended`, an `async` or throwing method, an answer)"),
    ("notificationCenter", "Foundation `NotificationCenter`, block observers, `userInfo` payload"),
    ("closureBus", "an event bus holding an array of closures, each `[weak subscriber]`"),
    ("openCombine", "OpenCombine `PassthroughSubject`, one `sink` per subscriber, "
     "`[weak subscriber]`"),
]

# The hand-written twin of a generated shape, where it is not the hand-written case of the same
# shape: a hand-written mediator always knows who called it and has no behaviors to run, so
# `handWritten.one` does what these do.
HAND_WRITTEN_TWIN = {
    "reaction": "one",
    "withSenderUnused": "one",
    "behavior": "one",
    "fromMediatorUnused": "one",
    "hooksUnused": "attached",
}

# The direct call each shape with one receiver is compared with.
DIRECT_CALL = {
    "one": "one",
    "request": "request",
    "mainActor": "mainActor",
    "globalActor": "mainActor",
    "nonisolated": "nonisolated",
    "contended": "contended",
    "weakOne": "one",
    "async": "async",
    "throws": "throws",
    "weakRequest": "request",
    "observed": "one",
    "observedTyped": "one",
    "observedRecorder": "one",
    "observedDescribed": "one",
    "reaction": "one",
    "withSenderUnused": "one",
    "withSender": "one",
    "behavior": "one",
    "fromMediatorUnused": "one",
    "fromMediator": "one",
    "attached": "one",
    "hooksUnused": "one",
    "keyed": "one",
    "strongKeyed": "one",
    "keyedRequest": "request",
    "stateful": "one",
    "twoMediators": "one",
    "stream": "stream",
    "pickedSlot": "one",
    "namedSlot": "one",
}

# Shapes that several threads send through at once, each sending every event of a run.
SENDING_THREADS = {"contended": 2}

# The features of the language, each as (feature, the generated shape without it, the same
# event in a mediator that uses the feature for another event or None, the shape that uses it
# or None when what uses it is not a send).
FEATURES = [
    ("`with sender`", "reaction", "withSenderUnused", "withSender"),
    ("`from mediator`", "one", "fromMediatorUnused", "fromMediator"),
    ("an observer", "one", None, "observed"),
    ("behaviors", "one", None, "behavior"),
    ("hooks", "attached", "hooksUnused", None),
]

FEATURE_PAIRINGS = [
    "Each row follows one event. *Without* is a mediator that does not use the feature at all;",
    "*unused* is the same event, unchanged, in a mediator that uses the feature for another",
    "event; *used* is an event that uses it. What a feature costs the events that do not use it",
    "is *unused* minus *without*, which must be zero.",
    "",
    "- `with sender`: `reaction`'s mediator has only its event; `withSenderUnused`'s adds an",
    "  event `with sender` that the same colleague sends. Both colleagues are one-instance",
    "  colleagues the mediator holds, so `withSender` names its sender by the mediator's",
    "  property; it pays for making the sender's case and for the reaction that switches on it.",
    "- `from mediator`: `one`'s mediator has only its event; `fromMediatorUnused`'s adds an",
    "  event the mediator sends. That event goes to a colleague of its own: the compiler merges",
    "  two dispatch methods of the same shape (the same payload to the same colleague) into one,",
    "  which adds a call to each whoever sends the events, and that would be measured instead.",
    "  In `fromMediator`, the mediator calls its dispatch method directly, with no outbox",
    "  between.",
    "- An observer and behaviors cannot skip an event: an installed observer sees every event",
    "  and a behavior runs around every delivery or dispatch. Not used is then a mediator with no",
    "  observer installed, or with no behavior declared: `one`, whose one check for an observer",
    "  every generated case includes. The behaviors of `behavior` only call `deliver`, so its",
    "  column is what the mechanism costs apart from the work of a behavior.",
    "- Hooks: `attached`'s mediator has only its event; `hooksUnused`'s is the same event in a",
    "  mediator that declares `when slot changes` on the receiver's slot and `when slot joins`",
    "  and `when slot leaves` on a set. A hook runs when a colleague comes or goes, not when an",
    "  event is sent, so no send uses one: what a hook costs is in `attachHook` and `joinHook`,",
    "  against hand-written twins that run the same code.",
]


def shape_of(name):
    """The shape of a case name: `one` for `generated.one`."""
    return name.partition(".")[2]


def implementation_of(name):
    """The implementation of a case name: `generated` for `generated.one`."""
    return name.partition(".")[0]


def hand_written_twin(shape):
    """The name of the hand-written case a generated shape is compared with."""
    return f"handWritten.{HAND_WRITTEN_TWIN.get(shape, shape)}"


def direct_call(shape):
    """The name of the direct call a shape with one receiver is compared with, or None."""
    return f"directCall.{DIRECT_CALL[shape]}" if shape in DIRECT_CALL else None


def sending_threads(name):
    """How many threads send every event of a run through the case."""
    return SENDING_THREADS.get(shape_of(name), 1)
