#!/usr/bin/env bash
# Measures what one event costs through a generated mediator, a hand-written mediator and the
# other baselines, how generation and type-checking scale with the spec (scale.py), what the
# build-tool plugin costs a clean build (build-cost.sh) and how long the README's commands take
# on a fresh clone (readme-commands.sh), then
# writes docs/PERFORMANCE.md and prints one line per generated case, and one more per generated
# case with one receiver (R: the ratio of median times from the same run):
#
#   NAME: R x hand-written, A allocations/op
#   NAME: I x hand-written instructions, A allocations/op (I: the ratio of instructions; for
#   the cases callgrind can count, see dispatch-callgrind --list-counted)
#   NAME: R x direct call
#
# Needs only the Swift toolchain, valgrind and python3; works from any directory, reads no
# standard input and exits non-zero when any step fails. Raw results stay in
# Benchmarks/.build/dispatch-results.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

# Sends per callgrind run; the run with 0 sends is subtracted. Counts are exact, so this is
# enough; more only makes valgrind slower.
callgrind_sends=20000
results=.build/dispatch-results
started=$(date +%s)

for tool in swift valgrind python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "run.sh: '$tool' is needed but not on PATH" >&2
        exit 1
    fi
done

rm -rf "$results"
mkdir -p "$results/samples" "$results/callgrind"
commands="$results/commands.txt"
: >"$commands"

# Runs a command and records it, quoted, for the reproduction section of the report.
step() {
    printf '%q ' "$@" | sed 's/ $//' >>"$commands"
    echo >>"$commands"
    "$@" </dev/null
}

echo "==> Building in release"
step swift build -c release
bin="$(swift build -c release --show-bin-path </dev/null)"
callgrind_runner="$bin/dispatch-callgrind"

echo "==> package-benchmark: wall-clock time and mallocs, 1000 sends per sample"
step swift package --allow-writing-to-directory "$results" benchmark run \
    --format histogramSamples --path "$results/samples" --no-progress

echo "==> callgrind: instructions per send ($callgrind_sends sends minus 0 sends)"
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 that clang writes for the runtime's C target,
# so the runner is built again with DWARF 4, after the benchmark plugin's own build.
step swift build -c release --product dispatch-callgrind -Xcc -gdwarf-4
"$callgrind_runner" --list </dev/null >"$results/cases.txt"
"$callgrind_runner" --list-counted </dev/null >"$results/counted-cases.txt"
printf '%q ' env SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
    --callgrind-out-file="$results/callgrind/NAME.SENDS.out" \
    "${callgrind_runner#"$here/"}" NAME SENDS | sed 's/ $//' >>"$commands"
printf '\n# for every NAME of dispatch-callgrind --list-counted, with SENDS = 0 and %s\n' \
    "$callgrind_sends" >>"$commands"
export CALLGRIND_DIR="$results/callgrind" DISPATCH_CALLGRIND="$callgrind_runner"
while read -r name; do
    printf '%s 0\n%s %s\n' "$name" "$name" "$callgrind_sends"
done <"$results/counted-cases.txt" |
    xargs -P "$(nproc)" -n 2 sh -c '
        out="$CALLGRIND_DIR/$0.$1"
        if ! SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
            --callgrind-out-file="$out.out" "$DISPATCH_CALLGRIND" "$0" "$1" \
            </dev/null >"$out.log" 2>&1; then
            cat "$out.log" >&2
            exit 255
        fi'

echo "==> Generation and compile scale (scale.py)"
step swift build -c release --package-path .. --product mediatorgen
step swift build -c release --package-path .. --target MediatorRuntime
root_bin="$(realpath --relative-to=. "$(swift build -c release --package-path .. --show-bin-path </dev/null)")"
step python3 scale.py --mediatorgen "$root_bin/mediatorgen" --modules "$root_bin/Modules" \
    --output "$results/scale.md"

echo "==> What the plugin costs a clean build (build-cost.sh)"
step ./build-cost.sh >"$results/build-cost.md"

echo "==> The README's commands on a fresh clone (readme-commands.sh)"
step ./readme-commands.sh >"$results/readme-commands.md"

echo "==> Writing docs/PERFORMANCE.md"
python3 "$here/report.py" \
    --cases "$results/cases.txt" \
    --samples "$results/samples" \
    --callgrind "$results/callgrind" \
    --callgrind-sends "$callgrind_sends" \
    --counted-cases "$results/counted-cases.txt" \
    --commands "$commands" \
    --scale "$results/scale.md" \
    --build-cost "$results/build-cost.md" \
    --readme-commands "$results/readme-commands.md" \
    --started "$started" \
    --output "$here/../docs/PERFORMANCE.md"
