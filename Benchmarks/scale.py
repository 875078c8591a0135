#!/usr/bin/env python3
"""Times `mediatorgen generate` and the type-check of its output for growing specs.

Synthesises specs of 10, 100 and 1,000 colleagues with 100, 1,000 and 10,000 events, with the
colleague classes and reactions a user would write for them, then measures:

- the whole `mediatorgen generate` process (release build), best of three runs;
- `swiftc -typecheck` of the generated file together with the colleagues (Swift 6 mode,
  `-warnings-as-errors`), best of two runs;
- the lines and the type-check, alone and with the same flags, of the hand-written equivalent:
  the same mediator and colleagues written the way users write them by hand today (seed
  style), as an anchor;
- what any compilation pays before its first declaration, best of three: `swiftc -typecheck` of
  a file that only imports what the generated file imports (`MediatorRuntime`), and of an empty
  file for the hand-written equivalent. Type-checking per event is also given net of it, so that
  the cost of a small spec is not mostly the compiler's start-up.

Writes a Markdown section for docs/PERFORMANCE.md. Exits non-zero when generation fails or the
output or the hand-written equivalent does not type-check cleanly; a missed target is reported,
not an error.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

SIZES = [(10, 100), (100, 1_000), (1_000, 10_000)]
GENERATION_TARGET_SECONDS = 1.0
# The module map of the C module MediatorRuntime imports (SwiftPM passes it to the packages it
# builds; swiftc run by hand needs it too).
ATOMICS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "Atomics",
                       "include")


def spec_text(name, colleagues, events):
    """A spec with a mix of routes: listed receivers, a set, a role, requests and reactions."""
    lines = [
        f"/// A synthetic mediator of {colleagues} colleagues and {events} events.",
        f"mediator {name} {{",
        "    role Listener",
    ]
    for index in range(colleagues):
        # Ten colleagues play the role at every size, so each event has a bounded fan-out and
        # the output grows with the number of events, as in a real spec.
        lines.append(f"    colleague C{index}: Listener" if index < 10 else f"    colleague C{index}")
    lines.append("    colleague [Member]")
    for index in range(events):
        sender = f"C{index % colleagues}"
        receiver = f"C{(index + 1) % colleagues}"
        kind = index % 10
        if kind == 0:
            route = f"from {sender} to mediator"
        elif kind == 1:
            route = "from Member to Member except sender"
        elif kind == 2:
            route = f"from {sender} to Listener"
        elif kind == 3:
            route = f"-> Int from {sender}, outside to {receiver}"
        else:
            route = f"from {sender} to {receiver}, C{(index + 7) % colleagues}"
        lines.append(f"    /// Event {index}.")
        lines.append(f"    event e{index}(_ value: Int, label: String) {route}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def received_by(colleagues, events):
    """The events each colleague type receives, by name, in the spec's order."""
    received = {f"C{index}": [] for index in range(colleagues)}
    received["Member"] = []
    for index in range(events):
        kind = index % 10
        if kind == 0:
            continue
        if kind == 1:
            received["Member"].append((index, False))
        elif kind == 2:
            for listener in range(min(colleagues, 10)):
                received[f"C{listener}"].append((index, False))
        elif kind == 3:
            received[f"C{(index + 1) % colleagues}"].append((index, True))
        else:
            for receiver in {(index + 1) % colleagues, (index + 7) % colleagues}:
                received[f"C{receiver}"].append((index, False))
    return received


def sends(colleagues, events):
    """Which colleague types send at least one event."""
    senders = {"Member"}
    for index in range(events):
        if index % 10 != 1:
            senders.add(f"C{index % colleagues}")
    return senders


def colleagues_text(name, colleagues, events):
    """The colleague classes and reactions a user writes for the synthetic spec."""
    senders = sends(colleagues, events)
    lines = []
    for colleague, received in received_by(colleagues, events).items():
        lines.append(f"final class {colleague} {{")
        if colleague in senders:
            lines.append(f"    let mediator = {name}.{colleague}Outbox()")
        for index, answers in sorted(set(received)):
            result = " -> Int { value }" if answers else " {}"
            lines.append(f"    func e{index}(_ value: Int, label: String){result}")
        lines.append("}")
    lines.append(f"extension {name} {{")
    for index in range(0, events, 10):
        lines.append(f"    func handleE{index}(_ value: Int, label: String) {{}}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def route(colleagues, index):
    """The sender of event `index` and its receivers, as `spec_text` writes them.

    The receivers are "mediator", "Member" (every member but the sender), "Listener" or the
    listed colleagues in the spec's order.
    """
    kind = index % 10
    if kind == 1:
        return "Member", "Member"
    sender = f"C{index % colleagues}"
    if kind == 0:
        return sender, "mediator"
    if kind == 2:
        return sender, "Listener"
    if kind == 3:
        return sender, [f"C{(index + 1) % colleagues}"]
    return sender, [f"C{(index + 1) % colleagues}", f"C{(index + 7) % colleagues}"]


def is_request(index):
    """Whether event `index` is a request, answered with an `Int` (see `spec_text`)."""
    return index % 10 == 3


def listeners(colleagues):
    """The colleagues that play the `Listener` role, in the spec's order."""
    return [f"C{index}" for index in range(min(colleagues, 10))]


def sent_by(colleagues, events):
    """The events each colleague type sends, by name, in the spec's order."""
    sent = {}
    for index in range(events):
        sent.setdefault(route(colleagues, index)[0], []).append(index)
    return sent


def receiving_types(colleagues, index):
    """The colleague types that receive event `index`; none when the mediator handles it."""
    receivers = route(colleagues, index)[1]
    if receivers == "mediator":
        return []
    if receivers == "Member":
        return ["Member"]
    if receivers == "Listener":
        return listeners(colleagues)
    return receivers


def check_routes(colleagues, events):
    """Fails unless `route` gives the senders and receivers of `sends` and `received_by`."""
    expected = received_by(colleagues, events)
    received = {colleague: set() for colleague in expected}
    for index in range(events):
        for receiver in receiving_types(colleagues, index):
            received[receiver].add((index, is_request(index)))
    same_receivers = all(received[colleague] == set(expected[colleague]) for colleague in expected)
    if set(sent_by(colleagues, events)) != sends(colleagues, events) or not same_receivers:
        raise RuntimeError("the hand-written mediator's routes differ from the spec's")


def signature(colleagues, index):
    """The hand-written mediator's method for event `index`: a member passes itself."""
    sender = ", from sender: Member" if route(colleagues, index)[0] == "Member" else ""
    result = " -> Int" if is_request(index) else ""
    return f"func e{index}(_ value: Int, label: String{sender}){result}"


def mediator_protocol_lines(name, colleagues, events):
    """What the colleagues report to the hand-written mediator: one method per event."""
    lines = [f"/// What the colleagues of `{name}` tell it.",
             f"protocol {name}Mediator: AnyObject {{"]
    lines += [f"    {signature(colleagues, index)}" for index in range(events)]
    return lines + ["}", ""]


def listener_protocol_lines(colleagues, events):
    """The hand-written `Listener` role: the events every listener receives."""
    lines = ["/// What every listener receives.", "protocol Listener: AnyObject {"]
    lines += [f"    func e{index}(_ value: Int, label: String)" for index in range(events)
              if route(colleagues, index)[1] == "Listener"]
    return lines + ["}", ""]


def send_method_lines(name, colleague, sent):
    """The weak mediator of a colleague and the methods that tell it what happened."""
    lines = [f"    weak var mediator: (any {name}Mediator)?"]
    member = ", from: self" if colleague == "Member" else ""
    for index in sent:
        result = " -> Int?" if is_request(index) else ""
        lines += [
            "",
            f"    func sendE{index}(_ value: Int, label: String){result} {{",
            f"        mediator?.e{index}(value, label: label{member})",
            "    }",
        ]
    return lines + [""]


def handwritten_colleague_lines(name, colleagues, events):
    """The colleague classes: a method per event they send, and what they receive."""
    sent = sent_by(colleagues, events)
    roles = set(listeners(colleagues))
    lines = []
    for colleague, received in received_by(colleagues, events).items():
        lines.append(f"final class {colleague}{': Listener' if colleague in roles else ''} {{")
        if colleague in sent:
            lines += send_method_lines(name, colleague, sent[colleague])
        for index, answers in sorted(set(received)):
            result = " -> Int { value }" if answers else " {}"
            lines.append(f"    func e{index}(_ value: Int, label: String){result}")
        lines += ["}", ""]
    return lines


def initialiser_lines(colleagues, events):
    """The concrete mediator's colleagues, held strongly, and the initialiser that connects them."""
    names = [(f"c{index}", f"C{index}") for index in range(colleagues)]
    senders = sends(colleagues, events)
    lines = [f"    let {property}: {colleague}" for property, colleague in names]
    lines += [
        "    private(set) var members: [Member] = []",
        "    private let listeners: [any Listener]",
        "",
        f"    init({', '.join(f'{property}: {colleague}' for property, colleague in names)}) {{",
    ]
    lines += [f"        self.{property} = {property}" for property, _ in names]
    roles = ", ".join(colleague.lower() for colleague in listeners(colleagues))
    lines.append(f"        listeners = [{roles}]")
    lines += [f"        {property}.mediator = self" for property, colleague in names
              if colleague in senders]
    return lines + ["    }"]


def delivery_lines(colleagues, index):
    """The concrete mediator's method for event `index`, which calls its receivers in order."""
    receivers = route(colleagues, index)[1]
    call = f"e{index}(value, label: label)"
    if receivers == "mediator":
        # The mediator's own reaction, empty like the reactions in `colleagues_text`.
        return [f"    {signature(colleagues, index)} {{}}"]
    if receivers == "Member":
        body = ["        for member in members where member !== sender {",
                f"            member.{call}", "        }"]
    elif receivers == "Listener":
        body = ["        for listener in listeners {", f"            listener.{call}", "        }"]
    else:
        body = [f"        {receiver.lower()}.{call}" for receiver in receivers]
    return [f"    {signature(colleagues, index)} {{"] + body + ["    }"]


def concrete_mediator_lines(name, colleagues, events):
    """The concrete mediator: holds the colleagues, lets members join and delivers events."""
    lines = [f"/// Connects the colleagues of `{name}` and decides who hears what.",
             f"final class {name}: {name}Mediator {{"]
    lines += initialiser_lines(colleagues, events)
    lines += [
        "",
        "    func join(_ member: Member) {",
        "        members.append(member)",
        "        member.mediator = self",
        "    }",
    ]
    for index in range(events):
        lines += [""] + delivery_lines(colleagues, index)
    return lines + ["}"]


def handwritten_text(name, colleagues, events):
    """The synthetic spec's mediator and colleagues, written by hand in seed style.

    A protocol the colleagues call through a weak reference, a protocol for the role and a
    concrete class that calls each event's receivers; nothing generated, nothing imported.
    """
    check_routes(colleagues, events)
    lines = mediator_protocol_lines(name, colleagues, events)
    lines += listener_protocol_lines(colleagues, events)
    lines += handwritten_colleague_lines(name, colleagues, events)
    lines += concrete_mediator_lines(name, colleagues, events)
    return "\n".join(lines) + "\n"


def best_of(runs, command, cwd):
    """The shortest wall-clock time of `runs` runs of `command`; fails on a non-zero exit."""
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} failed:\n{result.stderr[-4000:]}")
        if "warning:" in result.stderr:
            raise RuntimeError(f"{' '.join(command)} warned:\n{result.stderr[-4000:]}")
        best = elapsed if best is None else min(best, elapsed)
    return best


def count_lines(path):
    with open(path, encoding="utf-8") as file:
        return sum(1 for _ in file)


def write(path, text):
    """Writes `text` to the file at `path`, replacing it."""
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def measure_handwritten(name, colleagues, events, folder):
    """The lines of the hand-written equivalent and its type-check time, alone, best of two."""
    path = os.path.join(folder, "HandWritten.swift")
    write(path, handwritten_text(name, colleagues, events))
    typecheck = ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", path]
    return count_lines(path), best_of(2, typecheck, folder)


def measure_startup(modules, folder):
    """The type-check time of a file that only imports the runtime, and of an empty file, best
    of three each: what every compilation of the generated code and of the hand-written
    equivalent pays before its first declaration."""
    importing = os.path.join(folder, "Startup.swift")
    empty = os.path.join(folder, "Empty.swift")
    write(importing, "import MediatorRuntime\n")
    write(empty, "")
    flags = ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors"]
    return (
        best_of(3, flags + ["-I", modules, "-I", ATOMICS, importing], folder),
        best_of(3, flags + [empty], folder),
    )


def measure(tool, modules, colleagues, events, folder):
    name = f"Scale{events}"
    spec = os.path.join(folder, f"{name}.mediator")
    write(spec, spec_text(name, colleagues, events))
    write(os.path.join(folder, "Colleagues.swift"), colleagues_text(name, colleagues, events))
    output = os.path.join(folder, "out")
    # Each run regenerates from scratch: an existing, unchanged output would be left alone.
    generate = ["sh", "-c", f'rm -rf "{output}" && "{tool}" generate "{spec}" --output "{output}"']
    generation = best_of(3, generate, folder)
    generated = os.path.join(output, f"{name}.mediator.swift")
    typecheck = [
        "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules,
        "-I", ATOMICS,
        generated, "Colleagues.swift",
    ]
    checking = best_of(2, typecheck, folder)
    handwritten_lines, handwritten_checking = measure_handwritten(name, colleagues, events, folder)
    startup, handwritten_startup = measure_startup(modules, folder)
    return {
        "colleagues": colleagues,
        "events": events,
        "spec lines": count_lines(spec),
        "output lines": count_lines(generated),
        "generate": generation,
        "typecheck": checking,
        "hand-written lines": handwritten_lines,
        "hand-written typecheck": handwritten_checking,
        "startup": startup,
        "hand-written startup": handwritten_startup,
    }


def per_event(row, key, scale=1e6):
    """`row[key]` per event, in millionths by default (seconds to µs)."""
    return row[key] / row["events"] * scale


def net_per_event(row, prefix=""):
    """Type-check µs per event net of the start-up every compilation pays."""
    return (row[prefix + "typecheck"] - row[prefix + "startup"]) / row["events"] * 1e6


def table_lines(rows):
    """The Markdown table, one row per size."""
    lines = [
        "| colleagues | events | spec lines | generated lines | generated lines/event "
        "| hand-written lines | generate s | generate µs/event | type-check s "
        "| type-check µs/event | hand-written type-check s | hand-written type-check µs/event "
        "| type-check × hand-written | start-up s | hand-written start-up s "
        "| net type-check µs/event | net hand-written type-check µs/event |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        lines.append(
            f"| {row['colleagues']:,} | {row['events']:,} | {row['spec lines']:,} "
            f"| {row['output lines']:,} | {per_event(row, 'output lines', 1):.1f} "
            f"| {row['hand-written lines']:,} | {row['generate']:.3f} "
            f"| {per_event(row, 'generate'):.0f} | {row['typecheck']:.2f} "
            f"| {per_event(row, 'typecheck'):.0f} | {row['hand-written typecheck']:.2f} "
            f"| {per_event(row, 'hand-written typecheck'):.0f} "
            f"| {row['typecheck'] / row['hand-written typecheck']:.1f} "
            f"| {row['startup']:.3f} | {row['hand-written startup']:.3f} "
            f"| {net_per_event(row):.0f} | {net_per_event(row, 'hand-written '):.0f} |")
    return lines


def summary(rows):
    """The paragraph under the table: generation against its target, growth, the anchor."""
    largest = rows[-1]
    verdict = "within" if largest["generate"] <= GENERATION_TARGET_SECONDS else "over"
    growth = [later["generate"] / earlier["generate"] for earlier, later in zip(rows, rows[1:])]
    checking = [later["typecheck"] / earlier["typecheck"] for earlier, later in zip(rows, rows[1:])]
    return (
        f"{largest['events']:,} events generate in {largest['generate']:.3f} s, {verdict} the "
        f"{GENERATION_TARGET_SECONDS} s target. Each tenfold step in the spec multiplies the "
        f"generation time by {' and '.join(f'{factor:.1f}' for factor in growth)}: linear "
        "growth gives 10 at most (less while start-up still counts), and time per event does "
        "not rise. Type-checking the output grows by "
        f"{' and '.join(f'{factor:.1f}' for factor in checking)} for the same steps. At "
        f"{largest['events']:,} events the generated file has "
        f"{per_event(largest, 'output lines', 1):.1f} lines per event against "
        f"{per_event(largest, 'hand-written lines', 1):.1f} for the hand-written equivalent "
        "(colleague classes included), and type-checks with the colleagues in "
        f"{per_event(largest, 'typecheck'):.0f} µs per event "
        f"against {per_event(largest, 'hand-written typecheck'):.0f} µs, "
        f"{largest['typecheck'] / largest['hand-written typecheck']:.1f} times as long. "
        f"Start-up is {rows[0]['startup']:.2f} s of the {rows[0]['typecheck']:.2f} s that "
        f"type-checking {rows[0]['events']:,} events takes; net of it, those events cost "
        f"{net_per_event(rows[0]):.0f} µs each against "
        f"{net_per_event(rows[0], 'hand-written '):.0f} µs hand-written."
    )


# The code between the validated model and the written text, by role: the typed template data
# and the namer, and the template engine with the line printer. Templates, the string literals
# that build them in (TEMPLATE_TEXT) and the graph and spec printers are not counted.
EMISSION_FOLDERS = [
    ("typed template data and names", "Sources/Generator/Core/Emission"),
    ("template engine and line printer", "Sources/Generator/Core/TemplateEngine"),
]
TEMPLATE_TEXT = "BuiltInTemplateSources.swift"
EMISSION_TARGET_LINES = 1_200


def emission_rows(root):
    """Per role: Swift files, all lines, and code lines (neither blank nor only a comment)."""
    rows = []
    for role, folder in EMISSION_FOLDERS:
        paths = sorted(
            os.path.join(root, folder, name) for name in os.listdir(os.path.join(root, folder))
            if name.endswith(".swift") and name != TEMPLATE_TEXT)
        lines = code = 0
        for path in paths:
            with open(path, encoding="utf-8") as file:
                for line in file:
                    lines += 1
                    stripped = line.strip()
                    code += bool(stripped) and not stripped.startswith("//")
        rows.append((role, folder, len(paths), lines, code))
    return rows


def emission_markdown(root):
    rows = emission_rows(root)
    lines = [
        "## Size of the emission side",
        "",
        "The code between the validated model and the written text, counted by role wherever it",
        "lives (`wc -l` of the Swift files; code lines are neither blank nor only a comment).",
        "Templates and the graph and spec printers are not counted.",
        "",
        "| role | folder | files | lines | code lines |",
        "|---|---|---:|---:|---:|",
    ]
    for role, folder, files, count, code in rows:
        lines.append(f"| {role} | `{folder}` | {files} | {count:,} | {code:,} |")
    total = sum(row[3] for row in rows)
    code = sum(row[4] for row in rows)
    lines.append(f"| all | | {sum(row[2] for row in rows)} | {total:,} | {code:,} |")
    verdict = "within" if total <= EMISSION_TARGET_LINES else "over"
    lines += ["", f"{total:,} lines, {verdict} the target of {EMISSION_TARGET_LINES:,}.", ""]
    return lines


def markdown(rows):
    lines = [
        "## Generation and compile scale",
        "",
        "Synthetic specs (`Benchmarks/scale.py`): listed receivers, a set (`except sender`), a role,",
        "requests with an entry point and reactions, one doc comment per event. `generate` is the",
        "whole `mediatorgen generate` process of a release build, best of three; `type-check` is",
        "`swiftc -typecheck -swift-version 6 -warnings-as-errors` of the generated file with the",
        "colleague classes and reactions, best of two. The hand-written equivalent is the same",
        "mediator written the way users write one by hand today, without generated code, the",
        "runtime or doc comments: a protocol with one method per event that the colleagues call",
        "through a `weak` reference, the colleague classes, a `Listener` protocol for the role and",
        "a class that holds the colleagues strongly, keeps the members in an array and calls each",
        "event's receivers in order. It is type-checked alone with the same flags, best of two;",
        "`type-check × hand-written` is the generated type-check time divided by the hand-written",
        "one. `start-up` is what a compilation pays before its first declaration: the type-check",
        "of a file that only imports `MediatorRuntime`, and of an empty file for the hand-written",
        "equivalent, best of three; the `net` columns are type-check time per event without it.",
        "",
    ]
    lines += table_lines(rows)
    lines += ["", summary(rows), ""]
    lines += emission_markdown(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mediatorgen", required=True, help="release build of the tool")
    parser.add_argument("--modules", required=True, help="folder with MediatorRuntime.swiftmodule")
    parser.add_argument("--output", required=True, help="Markdown section to write")
    arguments = parser.parse_args()
    rows = []
    for colleagues, events in SIZES:
        with tempfile.TemporaryDirectory() as folder:
            row = measure(os.path.abspath(arguments.mediatorgen),
                          os.path.abspath(arguments.modules), colleagues, events, folder)
        print(f"  {colleagues} colleagues, {events} events: generate {row['generate']:.3f} s, "
              f"type-check {row['typecheck']:.2f} s (net {net_per_event(row):.0f} µs/event), "
              f"hand-written type-check {row['hand-written typecheck']:.2f} s "
              f"(net {net_per_event(row, 'hand-written '):.0f} µs/event)", flush=True)
        rows.append(row)
    write(arguments.output, markdown(rows))
    if rows[-1]["generate"] > GENERATION_TARGET_SECONDS:
        print(f"scale.py: {rows[-1]['events']} events took {rows[-1]['generate']:.3f} s, over the "
              f"{GENERATION_TARGET_SECONDS} s target", file=sys.stderr)


if __name__ == "__main__":
    try:
        main()
    except RuntimeError as error:
        print(f"scale.py: {error}", file=sys.stderr)
        sys.exit(1)
