#!/usr/bin/env bash
# Compares MediatorRuntime's API, public and @_spi(Generated), with the baseline in
# API/MediatorRuntime.json, using swift-api-digester from the toolchain.
#   Scripts/api-check.sh            compare (what CI runs)
#   Scripts/api-check.sh --record   re-record the baseline from the runtime as it is now
# Teams check generated files in and build them against whatever runtime they update to. A
# breaking change (a declaration removed or renamed, a signature changed) must therefore come
# with a new handshake (`RuntimeVersionN` in Sources/Runtime/RuntimeVersion.swift and
# `runtimeHandshake` in Sources/Generator/Core/Emission/GeneratedNames.swift), so that old
# generated code stops at its handshake line, under the comment that says to regenerate, instead of at an obscure error. Fails when the API broke while
# the baseline's handshake enum still exists, unless no release has shipped that handshake yet
# (Tests/Compatibility holds what releases generated), and when the handshake changed and the
# baseline was not re-recorded with it. Additive changes fail too, until the baseline is re-recorded: what it
# does not record, a later change could remove unnoticed.
set -euo pipefail
cd "$(dirname "$0")/.."
baseline=API/MediatorRuntime.json
scratch=.build-api  # a debug build: a release build dumps a different list of imports
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

case "${1:-}" in
"" | --record) ;;
*)
    echo "usage: Scripts/api-check.sh [--record]" >&2
    exit 2
    ;;
esac

echo "== building MediatorRuntime"
swift build --scratch-path "$scratch" --target MediatorRuntime >"$work/build.log" 2>&1 || {
    cat "$work/build.log" >&2
    exit 1
}
modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"

echo "== dumping its API"
# The binary module holds @_spi declarations too, and -dump-sdk keeps them (tagged
# "spi_group_names"); this toolchain has no flag for that. Paths and arguments are left out so
# that the dump is the same on every machine.
swift-api-digester -dump-sdk -module MediatorRuntime -I "$modules" -I Sources/Atomics/include \
    -abort-on-module-fail \
    -avoid-location -avoid-tool-args -o "$work/current.json"
if ! grep -q '"spi_group_names"' "$work/current.json"; then
    echo "error: the dump has no @_spi(Generated) declaration; this swift-api-digester leaves" \
        "SPI out, and the check would miss what generated code uses" >&2
    exit 1
fi

# The handshake enums a dump declares, separated by spaces: `RuntimeVersion2`.
handshake() {
    grep -oE '"name": "RuntimeVersion[0-9]+"' "$1" | grep -oE 'RuntimeVersion[0-9]+' | sort -u |
        paste -sd ' ' -
}
current=$(handshake "$work/current.json")
if [ -z "$current" ]; then
    echo "error: MediatorRuntime declares no RuntimeVersionN enum: the handshake is gone" >&2
    exit 1
fi

if [ "${1:-}" = --record ]; then
    mkdir -p "$(dirname "$baseline")"
    cp "$work/current.json" "$baseline"
    echo "recorded $baseline (handshake $current); review and commit it"
    exit 0
fi

if [ ! -f "$baseline" ]; then
    echo "error: no baseline $baseline; record one with Scripts/api-check.sh --record" >&2
    exit 1
fi
if cmp -s "$baseline" "$work/current.json"; then
    echo "MediatorRuntime's API matches $baseline (handshake $current)"
    exit 0
fi

# What -diagnose-sdk reports from the first dump to the second, without its section titles.
# Its exit status says nothing about findings, so the report is read instead.
changes() {
    swift-api-digester -diagnose-sdk -input-paths "$1" -input-paths "$2" -o "$work/report.txt"
    grep -vE '^(/\*.*\*/)?$' "$work/report.txt" || true
}
breaking=$(changes "$baseline" "$work/current.json")
# Declarations the baseline lacks are those "removed" when the dumps are compared the other way.
added=$(changes "$work/current.json" "$baseline" | grep ' has been removed$' |
    sed 's/ has been removed$//' || true)

recorded=$(handshake "$baseline")
kept=no  # whether an enum of the recorded handshake is still there
for version in $recorded; do
    case " $current " in *" $version "*) kept=yes ;; esac
done
if [ "$kept" = no ]; then
    # Code generated for the recorded version can no longer pass its handshake line: any break is
    # reported there, so the break is allowed, but the baseline must describe the new API.
    echo "error: the handshake changed ($recorded -> $current) but $baseline was" \
        "not re-recorded; run Scripts/api-check.sh --record, review and commit it" >&2
    [ -z "$breaking" ] || printf 'changes since the baseline:\n%s\n' "$breaking" >&2
    exit 1
fi
# The handshake of the latest release, which the code it generated (Tests/Compatibility) names.
latest=$(find Tests/Compatibility -maxdepth 1 -name 'Release-*' | sort -V | tail -1)
released=$(grep -rhoE 'RuntimeVersion[0-9]+' "$latest" | sort -uV | tail -1)
if [ -n "$breaking" ] && [ "$recorded" != "$released" ]; then
    # No release generated code for the recorded handshake: users keep no such code, so the API
    # may change under it until the next release, which ships it.
    printf '%s\n' "$breaking" >&2
    echo "error: MediatorRuntime's API changed in a breaking way (above) under handshake" \
        "$recorded, which no release has shipped ($latest names $released), so no new" \
        "handshake is needed; run Scripts/api-check.sh --record, review and commit it" >&2
    exit 1
fi
if [ -n "$breaking" ]; then
    printf '%s\n' "$breaking" >&2
    echo "error: MediatorRuntime's API changed in a breaking way (above), but the baseline's" \
        "handshake ($recorded) still exists: code generated for it would pass its handshake" \
        "line and then fail with errors like these. Keep the old declarations, or replace the" \
        "handshake enum with a new RuntimeVersionN (Sources/Runtime/RuntimeVersion.swift," \
        "GeneratedNames.runtimeHandshake in Sources/Generator/Core/Emission/GeneratedNames.swift) and re-record with Scripts/api-check.sh --record" >&2
    exit 1
fi
# An addition left out of the baseline could later be removed without this check noticing.
[ -z "$added" ] || printf 'added since the baseline:\n%s\n' "$added" >&2
echo "error: MediatorRuntime's API changed without breaking anything (handshake $current)," \
    "but $baseline does not record it yet, so a later change could break it unnoticed;" \
    "run Scripts/api-check.sh --record, review and commit it" >&2
exit 1
