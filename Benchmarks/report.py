#!/usr/bin/env python3
"""Turns the raw results of Benchmarks/run.sh into docs/PERFORMANCE.md.

Reads package-benchmark's `histogramSamples` export (one file per benchmark and metric, one
sample per line, each sample covering SENDS_PER_SAMPLE sends) and callgrind's output files,
writes the report, and prints one line per generated case, and one more per generated case with
one receiver:

    NAME: R x hand-written, A allocations/op
    NAME: I x hand-written instructions, A allocations/op   (for the cases callgrind counts)
    NAME: R x direct call

R is the ratio of the median times, I that of the instructions per send (callgrind), the stable
measure on a shared machine; both measured in the same run. What each case is and what it is
compared with is in report_cases.py; the tables are made in report_tables.py.
"""

import argparse
import datetime
import glob
import os
import platform
import statistics
import subprocess
import sys
import time

from report_cases import (FEATURES, direct_call, hand_written_twin, implementation_of,
                          sending_threads, shape_of)
from report_tables import (against_direct_call, against_hand_written, allocations,
                           every_case, features, peer_summary)

# Must match `scalingFactor: .kilo` in Benchmarks/DispatchBenchmarks/DispatchBenchmarks.swift.
SENDS_PER_SAMPLE = 1000

TARGET = "DispatchBenchmarks"

TIME_UNITS = {"ns": 1.0, "us": 1e3, "μs": 1e3, "ms": 1e6, "s": 1e9}
COUNT_UNITS = {"": 1.0, "K": 1e3, "M": 1e6, "G": 1e9}


class ReportError(Exception):
    """Raw results that are missing or not in the expected form."""


# package-benchmark's description of each metric, which starts the header of its samples file.
METRICS = {"wallClock": "Time (wall clock)", "mallocCountTotal": "Malloc (total)"}


def read_samples(directory, name, metric):
    """Returns the samples of one benchmark and metric, converted to ns or plain counts."""
    pattern = os.path.join(directory, f"*.{TARGET}.{name}.{metric}.histogram.samples.tsv")
    files = glob.glob(pattern)
    if len(files) != 1:
        raise ReportError(f"expected one file matching {pattern}, found {len(files)}")
    with open(files[0], encoding="utf-8") as file:
        lines = [line.strip() for line in file if line.strip()]
    if len(lines) < 2:
        raise ReportError(f"{files[0]} holds no samples")
    factor = unit_factor(lines[0], METRICS[metric], files[0])
    return [float(value) * factor for value in lines[1:]]


def unit_factor(header, description, path):
    """The factor to ns (time) or to a plain count, from a header like `Time (wall clock) (ns)`."""
    if not header.startswith(description):
        raise ReportError(f"{path}: header '{header}' does not start with '{description}'")
    unit = header[len(description):].strip().strip("()")
    units = TIME_UNITS if description.startswith("Time") else COUNT_UNITS
    if unit not in units:
        raise ReportError(f"{path}: unknown unit '{unit}' in header '{header}'")
    return units[unit]


def percentile(values, fraction):
    """The value at `fraction` (0...1) of the sorted values, by nearest rank."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def callgrind_total(path):
    """The total instruction count (Ir) of one callgrind output file."""
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            for line in file:
                if line.startswith(("summary:", "totals:")):
                    return int(line.split()[1])
    except OSError as error:
        raise ReportError(f"cannot read {path}: {error}") from error
    raise ReportError(f"{path} has no summary line")


def measure(name, arguments):
    """Everything measured for one case.

    A case that several threads send through at once has each of them send every event of a
    sample or run: its instructions and allocations are per send, divided by all the threads'
    sends, and its time is the time each thread takes per send while the others send too.
    """
    wall = read_samples(arguments.samples, name, "wallClock")
    mallocs = read_samples(arguments.samples, name, "mallocCountTotal")
    threads = sending_threads(name)
    sends = arguments.callgrind_sends
    instructions = None
    if name in arguments.counted:
        base = callgrind_total(os.path.join(arguments.callgrind, f"{name}.0.out"))
        full = callgrind_total(os.path.join(arguments.callgrind, f"{name}.{sends}.out"))
        instructions = (full - base) / (sends * threads)
    return {
        "ns": statistics.median(wall) / SENDS_PER_SAMPLE,
        "ns_p25": percentile(wall, 0.25) / SENDS_PER_SAMPLE,
        "ns_p75": percentile(wall, 0.75) / SENDS_PER_SAMPLE,
        "samples": len(wall),
        "allocations": statistics.median(mallocs) / (SENDS_PER_SAMPLE * threads),
        "instructions": instructions,
    }


def shell(command):
    """The first line a command prints, or `unknown`."""
    try:
        output = subprocess.run(command, capture_output=True, text=True, check=True,
                                stdin=subprocess.DEVNULL).stdout
        return output.strip().splitlines()[0] if output.strip() else "unknown"
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as file:
            for line in file:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def commit(directory):
    revision = shell(["git", "-C", directory, "rev-parse", "--short", "HEAD"])
    dirty = shell(["git", "-C", directory, "status", "--porcelain"])
    return revision + (" with uncommitted changes" if dirty not in ("", "unknown") else "")


def write_report(arguments, names, results):
    lines = [
        "# Performance",
        "",
        "What one event costs: a generated mediator against a hand-written mediator and the usual",
        "alternatives, each case with its baseline in the same run. Written by `Benchmarks/run.sh`;",
        "do not edit the numbers by hand, run the script again.",
        "",
        "## Generated against hand-written",
        "",
        "`× hand-written` is the generated case's value divided by its hand-written twin's, from",
        "the same run: below 1 the generated code is cheaper. The twin is the hand-written case of",
        "the same shape, or the one that does the same work.",
        "",
    ]
    lines += against_hand_written(results)
    peers = peer_summary(results, names)
    if peers:
        lines += [""] + peers
    lines += [
        "",
        "## Against a direct call",
        "",
        "The floor of every case with one receiver: the sender calls its receiver through a",
        "protocol, with no mediator at all, and the receiver does the same work.",
        "",
    ]
    lines += against_direct_call(results)
    lines += [
        "",
        "## What the features of the language cost",
        "",
        "Instructions per send (exact, from callgrind) of one event, from the cases above.",
        "",
    ]
    lines += features(results)
    lines += ["", "## Every case", ""] + every_case(names, results)

    for section in (arguments.scale, arguments.build_cost, arguments.readme_commands):
        if section:
            with open(section, encoding="utf-8") as file:
                lines += [""] + file.read().rstrip("\n").split("\n")

    root = os.path.dirname(os.path.abspath(arguments.output))
    elapsed = time.time() - arguments.started
    lines += [
        "",
        "## Machine",
        "",
        f"- Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M UTC}",
        f"- `uname -a`: `{shell(['uname', '-a'])}`",
        f"- `nproc`: {shell(['nproc'])}",
        f"- CPU: {cpu_model()}",
        f"- Swift: {shell(['swift', '--version'])}",
        f"- valgrind: {shell(['valgrind', '--version'])}",
        f"- mediatorgen commit: {commit(root)}",
        f"- `run.sh` took {elapsed / 60:.1f} minutes, build included.",
        "",
        "## How it is measured",
        "",
        "- Every case is a class of `Benchmarks/Sources/DispatchCases` with `send(_:)`. Each",
        "  receiver adds the payload to a stored total; the harness reads the totals after the",
        "  loop (`blackHole` in the benchmark, a checked sum in `dispatch-callgrind`), so no send",
        "  can be optimized away. The loops are in other modules than the cases, so every send is",
        "  a real call into the case's module.",
        f"- Time and allocations: package-benchmark, {SENDS_PER_SAMPLE} sends per sample",
        "  (`scalingFactor: .kilo`), up to one second per case after 10 warm-up samples. ns/op is",
        f"  the median wall-clock sample divided by {SENDS_PER_SAMPLE}, with the 25th and 75th",
        "  percentiles; allocations/op is the median `mallocCountTotal` sample divided the same",
        "  way. The main-actor and `async` cases start and stop the measurement on the main",
        "  actor, so the hop there and back once per sample is not counted; an `async` case awaits",
        "  each send there, from the main actor, which is the actor of its mediator.",
        "- `contended`: two threads, the benchmark's and a partner started with the case, send",
        f"  {SENDS_PER_SAMPLE} events each per sample, from the moment both are ready until both",
        "  are done. ns/op is that time divided by the sends of one thread: the time a thread",
        "  takes per send while the other sends too, which would be the single-thread time if the",
        "  two never waited for each other. Instructions and allocations are per send, divided by",
        "  the sends of both threads. Under valgrind, which runs one thread at a time, the two",
        "  rarely contend: the instructions are those of an uncontended send, the wait shows in",
        "  the time only.",
        "- `cpuTotal` is not used: on Linux package-benchmark reads it from `/proc` in scheduler",
        "  ticks (10 ms), far coarser than a sample, and reading it allocates inside the",
        "  measured window, which would show up as allocations of the case.",
        f"- Instructions: `valgrind --tool=callgrind` runs `dispatch-callgrind NAME {arguments.callgrind_sends}`",
        "  and `dispatch-callgrind NAME 0` with `SWIFT_DETERMINISTIC_HASHING=1`; instructions/op",
        f"  is the difference of the two totals (Ir) divided by {arguments.callgrind_sends}, so start-up",
        "  and set-up cancel out. Instruction counts do not drift with machine load; times do.",
        "  Cases that iterate an `AsyncStream` are timed only (`n/a` above): valgrind 3.19 stops",
        "  with an internal error on any program that iterates one, also a five-line one without",
        "  mediatorgen. `dispatch-callgrind --list-counted` lists the cases it counts.",
        "",
        "## Reproduce",
        "",
        "From the repository root: `Benchmarks/run.sh`. It ran these commands in `Benchmarks/`:",
        "",
        "```sh",
    ]
    with open(arguments.commands, encoding="utf-8") as file:
        lines += [line.rstrip("\n") for line in file]
    lines += ["```", ""]

    os.makedirs(os.path.dirname(os.path.abspath(arguments.output)), exist_ok=True)
    with open(arguments.output, "w", encoding="utf-8") as file:
        file.write("\n".join(lines))


def warn_about_unused_features(results):
    """Warns, on standard error, about each feature that costs an event that does not use it."""
    for feature, without, unused, _ in FEATURES:
        if unused is None:
            continue
        cost = (results[f"generated.{unused}"]["instructions"]
                - results[f"generated.{without}"]["instructions"])
        if round(cost, 1) != 0:
            print(f"report.py: warning: {feature} costs an event that does not use it "
                  f"{cost:+.1f} instructions ({unused} against {without})", file=sys.stderr)


def check_references(names, results):
    """Fails unless every generated case's twin and direct call were measured too."""
    for name in names:
        if implementation_of(name) != "generated":
            continue
        shape = shape_of(name)
        for reference in (hand_written_twin(shape), direct_call(shape)):
            if reference is not None and reference not in results:
                raise ReportError(f"no case {reference} to compare {name} with")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", required=True, help="file with one case name per line")
    parser.add_argument("--samples", required=True, help="package-benchmark histogramSamples")
    parser.add_argument("--callgrind", required=True, help="callgrind output files")
    parser.add_argument("--callgrind-sends", required=True, type=int)
    parser.add_argument("--counted-cases", required=True,
                        help="file with the cases callgrind counted, one name per line")
    parser.add_argument("--commands", required=True, help="the commands run.sh ran")
    parser.add_argument("--started", required=True, type=float, help="start, seconds since 1970")
    parser.add_argument("--scale", help="Markdown section written by scale.py")
    parser.add_argument("--build-cost", help="Markdown section written by build-cost.sh")
    parser.add_argument("--readme-commands",
                        help="Markdown section written by readme-commands.sh")
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()

    with open(arguments.cases, encoding="utf-8") as file:
        names = [line.strip() for line in file if line.strip()]
    if not names:
        raise ReportError(f"{arguments.cases} lists no cases")
    with open(arguments.counted_cases, encoding="utf-8") as file:
        arguments.counted = {line.strip() for line in file if line.strip()}
    results = {name: measure(name, arguments) for name in names}
    check_references(names, results)
    write_report(arguments, names, results)
    warn_about_unused_features(results)

    for name in names:
        if implementation_of(name) != "generated":
            continue
        result = results[name]
        shape = shape_of(name)
        hand = results[hand_written_twin(shape)]
        print(f"{name}: {result['ns'] / hand['ns']:.2f} x hand-written, "
              f"{allocations(result['allocations'])} allocations/op")
        if result["instructions"] is not None:
            print(f"{name}: {result['instructions'] / hand['instructions']:.2f} x hand-written "
                  f"instructions, {allocations(result['allocations'])} allocations/op")
        if direct_call(shape) is not None:
            floor = results[direct_call(shape)]
            print(f"{name}: {result['ns'] / floor['ns']:.2f} x direct call")


if __name__ == "__main__":
    try:
        main()
    except ReportError as error:
        print(f"report.py: {error}", file=sys.stderr)
        sys.exit(1)
