#!/usr/bin/env bash
# Compiles the code samples of the documentation, so that they cannot drift from the product:
#   Scripts/doc-samples.sh
#
# Reads every fenced block of README.md, docs/*.md and Sources/Runtime/MediatorRuntime.docc/*.md:
# - a spec: a block tagged `swift`, `mediator` or nothing that declares a mediator
#   (`mediator Name`, after any access, isolation or attribute). The freshly built mediatorgen
#   generates it, which checks it.
# - a manifest: a `swift` block that starts with `// swift-tools-version`. SwiftPM loads it
#   (`swift package dump-package`).
# - a Swift sample: any other `swift` block. It is type-checked, with the compiler's diagnostics
#   passes, as a module of its own in the Swift 6 language mode against MediatorRuntime, as the
#   main file (top-level code allowed), with `import MediatorRuntime` (and `import Testing` when it
#   uses `@Test` or `#expect`) and with the code generated from the nearest spec of its file that
#   declares a mediator the sample names: the nearest above it, or else the nearest below.
# An HTML comment on the line right before a block's fence, which rendered Markdown and DocC do not
# show, changes that:
#   <!-- not compiled: REASON -->
#       skips the block (a fragment of a spec or of generated code, a sample that elides code);
#       the reason is printed and counted.
#   <!-- compiled with: Scripts/DocSamples/News.swift, Examples/Sources/X/X.mediator -->
#       compiles the sample with these files of the repository too: Swift files (declarations the
#       sample uses but does not show, under Scripts/DocSamples) and specs, whose generated code
#       then replaces that of the doc's own spec.
# Fails on any error or warning, naming the doc file and line (a sample's diagnostics are at the
# lines of the doc file, through #sourceLocation, and so are those of the doc's specs).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[ $# -eq 0 ] || {
    echo "usage: Scripts/doc-samples.sh" >&2
    exit 2
}

docs=(README.md docs/*.md Sources/Runtime/MediatorRuntime.docc/*.md)

# Runs COMMAND ARGS..., showing its output only when it fails.
quietly() {
    "$@" >"$work/log" 2>&1 || {
        cat "$work/log" >&2
        exit 1
    }
}

echo "== building mediatorgen and MediatorRuntime"
quietly swift build --product mediatorgen
quietly swift build --target MediatorRuntime
bin=$(swift build --show-bin-path)
mediatorgen=$bin/mediatorgen

# Writes each fenced block of doc $1 into folder $2 (N.txt, its lines as written) and prints a
# plan, a tab-separated line per block the checker reads:
#   kind  doc  fence-line  indentation  block-file  spec-block-file|-  marker
# where kind is spec, swift, manifest or skip.
plan() {
    awk -v doc="$1" -v out="$2" '
        function word_in(name, text) {
            return text ~ ("(^|[^A-Za-z0-9_])" name "([^A-Za-z0-9_]|$)")
        }
        function names_any(j, i,    k, count, list) {
            count = split(names[j], list, " ")
            for (k = 1; k <= count; k++) if (word_in(list[k], text[i])) return 1
            return 0
        }
        !inblock && /^ *```/ {
            inblock = 1
            n++
            match($0, /^ */)
            indent[n] = RLENGTH
            lang[n] = $0
            sub(/^ *```+/, "", lang[n])
            sub(/[ \t].*/, "", lang[n])
            fence[n] = NR
            marker[n] = ""
            if (prev ~ /<!-- *(not compiled|compiled with)/) {
                if (prev !~ /^[ \t]*<!-- *(not compiled|compiled with): *[^ ].*-->[ \t]*$/) {
                    printf "%s:%d: error: a marker is one line: <!-- not compiled: REASON --> or <!-- compiled with: FILE, ... -->\n", doc, NR - 1 > "/dev/stderr"
                    failed = 1
                }
                marker[n] = prev
                sub(/^[ \t]*<!-- */, "", marker[n])
                sub(/ *-->[ \t]*$/, "", marker[n])
            }
            file[n] = out "/" n ".txt"
            printf "" >file[n]
            next
        }
        inblock && /^ *```+[ \t]*$/ {
            inblock = 0
            close(file[n])
            prev = $0
            next
        }
        inblock {
            print >file[n]
            text[n] = text[n] "\n" $0
            if ($0 ~ /^[ \t]*(((public|internal|package|fileprivate|private|nonisolated|codable|subclassable|@[A-Za-z_][A-Za-z0-9_]*)[ \t]+)*)mediator[ \t]+[A-Za-z_]/) {
                name = $0
                sub(/^.*mediator[ \t]+/, "", name)
                sub(/[^A-Za-z0-9_].*$/, "", name)
                names[n] = names[n] " " name
            }
            next
        }
        { prev = $0 }
        END {
            if (inblock) {
                printf "%s:%d: error: this block has no closing fence\n", doc, fence[n] > "/dev/stderr"
                exit 1
            }
            if (failed) exit 1
            for (i = 1; i <= n; i++) {
                swift = lang[i] == "swift"
                spec = names[i] != "" && (swift || lang[i] == "" || lang[i] == "mediator")
                if (!spec && !swift) continue
                if (marker[i] ~ /^not compiled:/) kind = "skip"
                else if (spec) kind = "spec"
                else if (text[i] ~ /^\n[ \t]*\/\/ swift-tools-version/) kind = "manifest"
                else kind = "swift"
                uses = "-"
                if (kind == "swift" && marker[i] !~ /\.mediator/) {
                    for (j = i - 1; j >= 1 && uses == "-"; j--)
                        if (names[j] != "" && marker[j] !~ /^not compiled:/ && names_any(j, i)) uses = file[j]
                    for (j = i + 1; j <= n && uses == "-"; j++)
                        if (names[j] != "" && marker[j] !~ /^not compiled:/ && names_any(j, i)) uses = file[j]
                }
                printf "%s\t%s\t%d\t%d\t%s\t%s\t%s\n", kind, doc, fence[i], indent[i], file[i], uses, marker[i]
            }
        }
    ' "$1"
}

number=0
for doc in "${docs[@]}"; do
    number=$((number + 1))
    mkdir -p "$work/blocks/$number"
    plan "$doc" "$work/blocks/$number" >>"$work/plan.tsv"
done

failures=0
# Reports a failure of the block at doc line $1, with the output in $2, whose paths of generated
# specs are those of the docs they come from.
fail() {
    echo "error: $1: $2 (below)" >&2
    sed -f "$work/paths.sed" "$3" >&2
    failures=$((failures + 1))
}

# Generates spec $1 into folder $2; the generated files are $2/*.swift.
generate() {
    "$mediatorgen" generate "$1" --output "$2" >"$work/generate.log" 2>&1 &&
        ! grep -q "warning:" "$work/generate.log"
}

# Specs first: each is written with blank lines before it, so that its lines are those of its
# doc, and generated; what the generator and the compiler say about it names the doc instead.
touch "$work/paths.sed"
specs=0
while IFS=$'\t' read -r kind doc line indent block uses marker; do
    [ "$kind" = spec ] || continue
    spec=${block%.txt}.mediator
    { for ((i = 0; i < line; i++)); do echo; done; cat "$block"; } >"$spec"
    echo "s|$spec|$doc|g" >>"$work/paths.sed"
    if generate "$spec" "${block%.txt}.generated"; then
        specs=$((specs + 1))
    else
        fail "$doc:$line" "mediatorgen does not generate this spec" "$work/generate.log"
    fi
done <"$work/plan.tsv"

samples=0
manifests=0
skipped=0
while IFS=$'\t' read -r kind doc line indent block uses marker; do
    case "$kind" in
    skip)
        skipped=$((skipped + 1))
        echo "${marker#not compiled: }" >>"$work/skipped.txt"
        echo "skipped $doc:$line: ${marker#not compiled: }"
        ;;
    manifest)
        mkdir -p "$work/manifest"
        sed "s/^ \{0,$indent\}//" "$block" >"$work/manifest/Package.swift"
        if swift package --package-path "$work/manifest" dump-package >/dev/null 2>"$work/sample.log" &&
            ! grep -q "warning:" "$work/sample.log"; then
            manifests=$((manifests + 1))
            echo "loaded the manifest at $doc:$line"
        else
            fail "$doc:$line" "SwiftPM does not load this manifest (its line 1 is line $((line + 1)))" \
                "$work/sample.log"
        fi
        ;;
    swift)
        files=()
        [ "$uses" = - ] || files+=("${uses%.txt}".generated/*.swift)
        if [[ "$marker" == "compiled with:"* ]]; then
            IFS=, read -r -a context <<<"${marker#compiled with:}"
            for path in "${context[@]}"; do
                path=$(echo "$path" | xargs)
                if [[ "$path" == *.swift && -f "$path" ]]; then
                    files+=("$path")
                elif [[ "$path" == *.mediator && -f "$path" ]]; then
                    out="$work/context/${path//\//_}"
                    if [ -d "$out" ] || generate "$path" "$out"; then
                        files+=("$out"/*.swift)
                    else
                        fail "$doc:$line" "mediatorgen does not generate $path, which the sample names" \
                            "$work/generate.log"
                    fi
                else
                    echo "error: $doc:$((line - 1)): the marker names '$path', not a .swift or" \
                        ".mediator file of the repository" >&2
                    failures=$((failures + 1))
                fi
            done
        fi
        sample="${block%.txt}.swift"
        {
            echo "import MediatorRuntime"
            ! grep -qE '@Test|#expect' "$block" || echo "import Testing"
            echo "#sourceLocation(file: \"$doc\", line: $((line + 1)))"
            cat "$block"
            echo "#sourceLocation()"
        } >"$sample"
        mkdir -p "$work/main"
        cp "$sample" "$work/main/main.swift"
        if swiftc -swift-version 6 -emit-sil -wmo -diagnostic-style llvm -I "$bin/Modules" \
            -I Sources/Atomics/include \
            -module-name Sample "$work/main/main.swift" "${files[@]}" -o /dev/null \
            >"$work/sample.log" 2>&1 && ! grep -q "warning:" "$work/sample.log"; then
            samples=$((samples + 1))
            echo "compiled $doc:$line"
        else
            fail "$doc:$line" "this sample does not compile, or the compiler warns" "$work/sample.log"
        fi
        ;;
    esac
done <"$work/plan.tsv"

echo "== $samples Swift samples compiled, $manifests manifests loaded, $specs specs generated;" \
    "$skipped blocks skipped (not compiled), by reason:"
[ ! -f "$work/skipped.txt" ] || sort "$work/skipped.txt" | uniq -c
if [ "$failures" -ne 0 ]; then
    echo "error: $failures samples of the documentation fail (above): fix the doc, or give the" \
        "sample what it needs with <!-- compiled with: ... -->, or, when it cannot compile on" \
        "purpose, mark it <!-- not compiled: REASON --> (see Scripts/doc-samples.sh)" >&2
    exit 1
fi
