#!/usr/bin/env bash
# Builds libFuzzer harnesses and runs each for SECONDS (default 60), one after the other.
#   FuzzTesting/run.sh [SECONDS] [TARGET...]     (targets: generator templates; default both)
# generator: the whole pipeline on spec files (FuzzGenerator.swift), seeded with every .mediator
#   file of the repository and FuzzTesting/Regressions/*.input.
# templates: custom templates rendered with the data of FuzzTesting/TemplateReference.mediator
#   (FuzzTemplates.swift), seeded with Templates/*.mustache and
#   FuzzTesting/Regressions/*.template-input.
# Each run starts from the checked-in corpus FuzzTesting/Corpus/TARGET too, and merges into it the
# new inputs that add coverage (-merge=1, inputs cut at 4 kB), then prints a summary. A crash,
# timeout or out-of-memory input found is copied into FuzzTesting/Regressions (*.input for the
# generator, which `swift test` replays in FuzzRegressionTests; *.template-input for templates),
# and the script exits non-zero. With FUZZ_KEEP_GOING=1 a target that finds one is started again
# until its time is used, so that a long run by hand collects every finding. FUZZ_MERGE=0 leaves
# the checked-in corpus as it is (.ci/run sets it, so that running CI changes no tracked file).
set -euo pipefail
seconds="${1:-60}"
[ $# -eq 0 ] || shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(generator templates)
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
work="$here/.build-fuzz"
export SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$here/lsan-suppressions.txt"
limits=(-timeout=10 -rss_limit_mb=2048)
failed=0

# The sum or the maximum of libFuzzer's final statistic $2 over the runs in $log.
final_stat() {
    awk -v kind="$1" -v name="stat::$2:" \
        '$1 == name { n = kind == "sum" ? n + $2 : ($2 > n ? $2 : n) } END { print n + 0 }' "$log"
}

# Copies each file named by standard input into $1 under a name made from its path.
copy_seeds() {
    while read -r file; do cp "$file" "$1/$(echo "$file" | md5sum | cut -c1-16)"; done
}

fuzz() {
    local target="$1" harness extension max_len options=(-print_final_stats=1)
    case "$target" in
    generator) harness=FuzzGenerator extension=input max_len=65536 ;;
    templates) harness=FuzzTemplates extension=template-input max_len=16384 ;;
    *) echo "error: unknown target '$target'; the targets are generator, templates" >&2 && exit 2 ;;
    esac
    local fuzzer="$work/fuzz-$target" corpus="$here/Corpus/$target" log="$work/$target.log"
    local new="$work/corpus-$target" seeds="$work/seeds-$target" findings="$work/findings-$target"
    rm -rf "$new" "$seeds" "$findings" "$log"
    mkdir -p "$corpus" "$new" "$seeds" "$findings"

    local inputs=("$here/$harness.swift")
    if [ "$target" = generator ]; then
        # withoutSpecLayout, which compares the code generated before and after formatting.
        inputs+=("$root/Tests/TestSupport/GeneratedCode.swift")
    else
        # The reference spec, as the string literal `referenceSpec` the harness renders with.
        { echo 'let referenceSpec = #"""' && cat "$here/TemplateReference.mediator" \
            && echo '"""#'; } >"$work/TemplateReference.swift"
        inputs+=("$work/TemplateReference.swift")
    fi
    echo "== building the $target fuzzer"
    swiftc -O -g -sanitize=fuzzer,address -parse-as-library -use-ld=lld -swift-version 6 \
        -warnings-as-errors -module-name MediatorGenCore -package-name mediatorgen \
        "$root"/Sources/Generator/Core/*/*.swift "$root"/Sources/Generator/Core/*.swift \
        "${inputs[@]}" -o "$fuzzer"

    find "$here/Regressions" -name "*.$extension" | copy_seeds "$seeds"
    if [ "$target" = generator ]; then
        find "$root/Examples" "$root/Tests" "$root/IntegrationTests" "$here" \
            -path '*/.build*' -prune -o -type f -name '*.mediator' -print | copy_seeds "$seeds"
    else
        # A template input is a line with the name of the template, then its source.
        for file in "$root"/Templates/*.mustache; do
            { basename "$file" .mustache && cat "$file"; } >"$seeds/$(basename "$file" .mustache)"
        done
        # A dictionary of the built-in templates' tags, which hold the names the data has.
        grep -ho '{{[^!}"\\][^}"\\]*}}' "$root"/Templates/*.mustache | sort -u | sed 's/.*/"&"/' \
            >"$work/templates.dict"
        options+=(-dict="$work/templates.dict")
    fi
    echo "== $target: $(ls "$seeds" | wc -l) seeds, $(ls "$corpus" | wc -l) corpus inputs;" \
        "fuzzing for $seconds seconds"

    # In FUZZ_KEEP_GOING mode, start again after a finding until the time is used.
    local status=0 deadline=$((SECONDS + seconds))
    while true; do
        "$fuzzer" "$new" "$corpus" "$seeds" -max_total_time=$((deadline - SECONDS)) \
            "${limits[@]}" -max_len="$max_len" "${options[@]}" -artifact_prefix="$findings/" 2>&1 |
            tee -a "$log" || status=$?
        [ "${FUZZ_KEEP_GOING:-0}" = 1 ] && [ $((deadline - SECONDS)) -gt 1 ] || break
    done

    local found=0
    for finding in "$findings"/*; do
        [ -e "$finding" ] || continue
        cp "$finding" "$here/Regressions/$(basename "$finding").$extension"
        echo "finding saved: FuzzTesting/Regressions/$(basename "$finding").$extension"
        found=1
    done

    if [ "${FUZZ_MERGE:-1}" = 0 ]; then
        echo "merge skipped (FUZZ_MERGE=0)" >"$work/$target-merge.log"
    else
        echo "== merging new inputs into FuzzTesting/Corpus/$target"
        "$fuzzer" -merge=1 "$corpus" "$new" -max_len=4096 "${limits[@]}" \
            >"$work/$target-merge.log" 2>&1 ||
            echo "warning: the merge failed; see $work/$target-merge.log" >&2
    fi
    # The figures libFuzzer printed: the first and last coverage lines, and the final statistics.
    local first last
    first=$(grep -m1 INITED "$log" | grep -o 'cov: [0-9]* ft: [0-9]*' || true)
    last=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -n 1 || true)
    echo "== summary of $target, $seconds seconds:"
    echo "   coverage at start: ${first:-none}; at end: ${last:-none} (edges, features)"
    echo "   executions: $(final_stat sum number_of_executed_units); peak memory:" \
        "$(final_stat max peak_rss_mb) MB; slowest input: $(final_stat max slowest_unit_time_sec) s"
    echo "   merge: $(grep -oE 'MERGE-OUTER: [0-9]* new files.*|merge skipped.*' \
        "$work/$target-merge.log" || true)"
    echo "   FuzzTesting/Corpus/$target: $(ls "$corpus" | wc -l) files," \
        "$(du -sk --apparent-size "$corpus" | cut -f1) kB"
    if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
        echo "error: the $target fuzzer found a problem (exit status $status); see above" >&2
        failed=1
    fi
}

for target in "${targets[@]}"; do fuzz "$target"; done
[ "$failed" -eq 0 ] || exit 1
echo "no crash, hang or out-of-memory in $seconds seconds for: ${targets[*]}"
