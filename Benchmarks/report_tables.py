"""The tables of docs/PERFORMANCE.md, from the measurements report.py reads."""

from report_cases import (FEATURE_PAIRINGS, FEATURES, IMPLEMENTATIONS, SHAPES, direct_call,
                          hand_written_twin, implementation_of, shape_of)


def number(value, decimals=1):
    """`value` with thousands separators, or `n/a` for a figure not measured."""
    return "n/a" if value is None else f"{value:,.{decimals}f}"


def allocations(value):
    """Allocations per send: 0, a small fraction with 3 significant digits, or 2 decimals."""
    if value == 0:
        return "0"
    if abs(value) < 0.1:
        return f"{value:.3g}"
    return f"{value:.2f}"


def difference(value):
    """A difference of instructions: `0` when it rounds to nothing, else signed, one decimal."""
    rounded = round(value, 1)
    return "0" if rounded == 0 else f"{rounded:+,.1f}"


def ratio(value, reference):
    return f"{value / reference:.2f}" if value is not None and reference else "n/a"


def generated_shapes(results):
    """The shapes, in catalogue order, that have a generated case."""
    return [shape for shape, _ in SHAPES if f"generated.{shape}" in results]


def against_hand_written(results):
    """One row per generated case: time, instructions and allocations beside its twin's."""
    lines = [
        "| case | hand-written twin | generated ns/op | hand-written ns/op | time × hand-written "
        "| generated instructions/op | hand-written instructions/op "
        "| instructions × hand-written | generated allocations/op "
        "| hand-written allocations/op |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for shape in generated_shapes(results):
        generated = results[f"generated.{shape}"]
        twin = hand_written_twin(shape)
        hand = results[twin]
        lines.append(
            f"| {shape} | `{twin}` | {number(generated['ns'])} | {number(hand['ns'])} "
            f"| {ratio(generated['ns'], hand['ns'])} "
            f"| {number(generated['instructions'])} | {number(hand['instructions'])} "
            f"| {ratio(generated['instructions'], hand['instructions'])} "
            f"| {allocations(generated['allocations'])} | {allocations(hand['allocations'])} |")
    return lines


def against_direct_call(results):
    """One row per generated case with one receiver: time and instructions beside the floor's."""
    lines = [
        "| case | direct call | generated ns/op | direct call ns/op | time × direct call "
        "| generated instructions/op | direct call instructions/op "
        "| instructions × direct call |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for shape in generated_shapes(results):
        floor_name = direct_call(shape)
        if floor_name is None:
            continue
        generated = results[f"generated.{shape}"]
        floor = results[floor_name]
        lines.append(
            f"| {shape} | `{floor_name}` | {number(generated['ns'])} | {number(floor['ns'])} "
            f"| {ratio(generated['ns'], floor['ns'])} "
            f"| {number(generated['instructions'])} | {number(floor['instructions'])} "
            f"| {ratio(generated['instructions'], floor['instructions'])} |")
    return lines


def features(results):
    """Instructions per send of each feature of the language, without it, unused and used."""
    lines = [
        "| feature | without | unused | unused − without | used | used − without "
        "| hand-written, used |",
        "|---|---|---|---:|---|---:|---|",
    ]

    def cell(shape):
        return f"`{shape}`: {number(results[f'generated.{shape}']['instructions'])}"

    for feature, without, unused, used in FEATURES:
        base = results[f"generated.{without}"]["instructions"]
        unused_cell, unused_cost = "n/a", "n/a"
        if unused:
            unused_cell = cell(unused)
            unused_cost = difference(results[f"generated.{unused}"]["instructions"] - base)
        used_cell, used_cost, twin_cell = "n/a", "n/a", "n/a"
        if used:
            used_cell = cell(used)
            used_cost = difference(results[f"generated.{used}"]["instructions"] - base)
            twin = hand_written_twin(used)
            twin_cell = f"`{twin}`: {number(results[twin]['instructions'])}"
        lines.append(
            f"| {feature} | {cell(without)} | {unused_cell} | {unused_cost} | {used_cell} "
            f"| {used_cost} | {twin_cell} |")
    return lines + [""] + FEATURE_PAIRINGS


def peer_summary(results, names):
    """One line per shape that peers also implement: the generated case against the fastest."""
    peers_of = {name for name, _ in IMPLEMENTATIONS} - {"generated", "handWritten", "directCall"}
    lines = []
    for shape in generated_shapes(results):
        generated = results[f"generated.{shape}"]
        peers = [(name, results[name]) for name in names
                 if implementation_of(name) in peers_of and shape_of(name) == shape]
        if not peers:
            continue
        name, fastest = min(peers, key=lambda peer: peer[1]["ns"])
        verdict = "ahead of" if generated["ns"] < fastest["ns"] else "behind"
        lines.append(
            f"- `{shape}`: the generated mediator is {verdict} every peer; the fastest, "
            f"`{name}`, takes {ratio(fastest['ns'], generated['ns'])} times as long.")
    if lines:
        lines = ["Against the peers (NotificationCenter, a closure bus, OpenCombine):", ""] + lines
    return lines


def every_case(names, results):
    """A table per shape: every case of the shape, with the twins it is compared with."""
    lines = []
    for shape, title in SHAPES:
        rows = [name for name in names if shape_of(name) == shape]
        if not rows:
            continue
        twin = hand_written_twin(shape)
        floor_name = direct_call(shape)
        rows += [name for name in (twin, floor_name) if name in results and name not in rows]
        hand = results.get(twin)
        lines += [
            f"### {shape}: {title}",
            "",
            "| implementation | ns/op (median) | ns/op (p25–p75) | allocations/op "
            "| instructions/op | time × hand-written | instructions × hand-written |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
        for name in rows:
            result = results[name]
            lines.append(
                f"| `{name}` | {number(result['ns'])} "
                f"| {number(result['ns_p25'])}–{number(result['ns_p75'])} "
                f"| {allocations(result['allocations'])} | {number(result['instructions'])} "
                f"| {ratio(result['ns'], hand['ns']) if hand else 'n/a'} "
                f"| {ratio(result['instructions'], hand['instructions']) if hand else 'n/a'} |")
        lines.append("")
    lines += ["Implementations:", ""]
    for implementation, description in IMPLEMENTATIONS:
        lines.append(f"- `{implementation}`: {description}.")
    return lines
