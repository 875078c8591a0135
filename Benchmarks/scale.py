#!/usr/bin/env python3
"""Times `mediatorgen generate` and the type-check of its output for growing specs.

Synthesises specs of 10, 100 and 1,000 colleagues with 100, 1,000 and 10,000 events, with the
colleague classes and reactions a user would write for them, then measures:

- the whole `mediatorgen generate` process (release build), best of three runs;
- `swiftc -typecheck` of the generated file together with the colleagues (Swift 6 mode,
  `-warnings-as-errors`), best of two runs.

Writes a Markdown section for docs/PERFORMANCE.md. Exits non-zero when generation fails or the
output does not type-check cleanly; a missed target is reported, not an error.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

SIZES = [(10, 100), (100, 1_000), (1_000, 10_000)]
GENERATION_TARGET_SECONDS = 0.5


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


def measure(tool, modules, colleagues, events, folder):
    name = f"Scale{events}"
    spec = os.path.join(folder, f"{name}.mediator")
    with open(spec, "w", encoding="utf-8") as file:
        file.write(spec_text(name, colleagues, events))
    with open(os.path.join(folder, "Colleagues.swift"), "w", encoding="utf-8") as file:
        file.write(colleagues_text(name, colleagues, events))
    output = os.path.join(folder, "out")
    # Each run regenerates from scratch: an existing, unchanged output would be left alone.
    generate = ["sh", "-c", f'rm -rf "{output}" && "{tool}" generate "{spec}" --output "{output}"']
    generation = best_of(3, generate, folder)
    generated = os.path.join(output, f"{name}.mediator.swift")
    typecheck = [
        "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules,
        generated, "Colleagues.swift",
    ]
    checking = best_of(2, typecheck, folder)
    return {
        "colleagues": colleagues,
        "events": events,
        "spec lines": count_lines(spec),
        "output lines": count_lines(generated),
        "generate": generation,
        "typecheck": checking,
    }


def markdown(rows):
    lines = [
        "## Generation and compile scale",
        "",
        "Synthetic specs (`Benchmarks/scale.py`): listed receivers, a set (`except sender`), a role,",
        "requests with an entry point and reactions, one doc comment per event. `generate` is the",
        "whole `mediatorgen generate` process of a release build, best of three; `type-check` is",
        "`swiftc -typecheck -swift-version 6 -warnings-as-errors` of the generated file with the",
        "colleague classes and reactions, best of two.",
        "",
        "| colleagues | events | spec lines | generated lines | generate s | generate µs/event "
        "| type-check s | type-check µs/event |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        lines.append(
            f"| {row['colleagues']:,} | {row['events']:,} | {row['spec lines']:,} "
            f"| {row['output lines']:,} | {row['generate']:.3f} "
            f"| {row['generate'] / row['events'] * 1e6:.0f} | {row['typecheck']:.2f} "
            f"| {row['typecheck'] / row['events'] * 1e6:.0f} |")
    largest = rows[-1]
    verdict = "within" if largest["generate"] <= GENERATION_TARGET_SECONDS else "over"
    growth = [later["generate"] / earlier["generate"] for earlier, later in zip(rows, rows[1:])]
    checking = [later["typecheck"] / earlier["typecheck"] for earlier, later in zip(rows, rows[1:])]
    lines += [
        "",
        f"{largest['events']:,} events generate in {largest['generate']:.3f} s, {verdict} the "
        f"{GENERATION_TARGET_SECONDS} s target. Each tenfold step in the spec multiplies the "
        f"generation time by {' and '.join(f'{factor:.1f}' for factor in growth)}: linear "
        "growth gives 10 at most (less while start-up still counts), and time per event does "
        "not rise. Type-checking the output grows by "
        f"{' and '.join(f'{factor:.1f}' for factor in checking)} for the same steps.",
        "",
    ]
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
              f"type-check {row['typecheck']:.2f} s", flush=True)
        rows.append(row)
    with open(arguments.output, "w", encoding="utf-8") as file:
        file.write(markdown(rows))
    if rows[-1]["generate"] > GENERATION_TARGET_SECONDS:
        print(f"scale.py: {rows[-1]['events']} events took {rows[-1]['generate']:.3f} s, over the "
              f"{GENERATION_TARGET_SECONDS} s target", file=sys.stderr)


if __name__ == "__main__":
    try:
        main()
    except RuntimeError as error:
        print(f"scale.py: {error}", file=sys.stderr)
        sys.exit(1)
