#!/usr/bin/env bash
# Builds the libFuzzer harness over the generator and runs it.
#   FuzzTesting/run.sh [SECONDS]     (default 60)
# Seeds: every .mediator file of the repository plus FuzzTesting/Regressions. A crash, timeout
# or out-of-memory input found is copied into FuzzTesting/Regressions, which `swift test`
# replays (FuzzRegressionTests), and the script exits non-zero.
set -euo pipefail
seconds="${1:-60}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
work="$here/.build-fuzz"
mkdir -p "$work/corpus" "$work/seeds" "$work/findings"

echo "== building the fuzzer"
swiftc -O -g -sanitize=fuzzer,address -parse-as-library -use-ld=lld -swift-version 6 -warnings-as-errors \
    -module-name MediatorGenCore \
    "$root"/Sources/Generator/Core/*/*.swift "$root"/Sources/Generator/Core/*.swift \
    "$here/FuzzGenerator.swift" -o "$work/fuzz-generator"

rm -f "$work"/seeds/*
find "$root/Examples" "$root/Tests" "$root/IntegrationTests" "$here/Regressions" \
    -path '*/.build' -prune -o -type f \( -name '*.mediator' -o -name '*.input' \) -print |
    while read -r file; do cp "$file" "$work/seeds/$(echo "$file" | md5sum | cut -c1-16)"; done
echo "== $(ls "$work/seeds" | wc -l) seed inputs; fuzzing for $seconds seconds"

status=0
SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$here/lsan-suppressions.txt" \
    "$work/fuzz-generator" "$work/corpus" "$work/seeds" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$work/findings/" -print_final_stats=1 || status=$?

found=0
for finding in "$work"/findings/*; do
    [ -e "$finding" ] || continue
    cp "$finding" "$here/Regressions/$(basename "$finding").input"
    echo "finding saved: FuzzTesting/Regressions/$(basename "$finding").input"
    found=1
done
if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
    echo "error: the fuzzer found a problem (exit status $status); see above" >&2
    exit 1
fi
echo "no crash, hang or out-of-memory in $seconds seconds"
