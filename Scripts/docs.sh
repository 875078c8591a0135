#!/usr/bin/env bash
# Builds the documentation with DocC from the toolchain, without a package plugin:
#   Scripts/docs.sh            MediatorRuntime's reference and user guide
#                              (Sources/Runtime/MediatorRuntime.docc), and the documentation of
#                              each example in Examples/, into .build-docs/ (what CI runs)
#   Scripts/docs.sh --preview  MediatorRuntime's documentation only, served by `docc preview` at
#                              http://localhost:8080/documentation/mediatorruntime and rebuilt
#                              when the catalog changes
# Fails on any DocC warning (a broken link, an unknown symbol), on a public symbol without a
# documentation comment, on a top-level symbol the landing page's topics leave out, on a docs/
# page the articles name that does not exist, on an @_spi(Generated) symbol in the runtime's
# documentation, and on a `///` comment of an example's spec that is missing from the
# documentation of the code generated from it.
# Needs jq (apt-get install jq) to read symbol graphs and DocC's output.
set -euo pipefail
cd "$(dirname "$0")/.."
# The module map of the C module MediatorRuntime imports, which symbolgraph-extract loads too.
atomics="$PWD/Sources/Atomics/include"
out=.build-docs
catalog=Sources/Runtime/MediatorRuntime.docc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

case "${1:-}" in
"" | --preview) ;;
*)
    echo "usage: Scripts/docs.sh [--preview]" >&2
    exit 2
    ;;
esac
command -v jq >/dev/null || {
    echo "error: Scripts/docs.sh reads symbol graphs with jq; install it (apt-get install jq)" >&2
    exit 1
}

triple=$(swift -print-target-info | jq -r .target.triple)

# Writes the symbol graph of MODULE, as built into BIN_PATH, into DIR; more arguments go to
# swift-symbolgraph-extract. It reads the module that a plain `swift build` leaves behind, so the
# documentation needs no build of its own: `-Xswiftc -emit-symbol-graph` would change the
# compiler's flags, and so need a scratch path and a second build, generator included, and
# `swift package dump-symbol-graph` builds every target and (SwiftPM 6.3) writes graphs of
# library targets only, none for the examples, which are executables. Without
# `-include-spi-symbols` the graph leaves @_spi(Generated) declarations out.
symbol_graph() {
    local module=$1 bin_path=$2 dir=$3
    shift 3
    rm -rf "$dir"
    mkdir -p "$dir"
    swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin_path/Modules" \
        -I "$atomics" \
        -output-dir "$dir" "$@"
}

# Runs COMMAND ARGS..., showing its output only when it fails: a build's progress, or the blank
# lines docc prints on success (with --warnings-as-errors it has nothing else to say then).
quietly() {
    "$@" >"$work/log" 2>&1 || {
        cat "$work/log" >&2
        exit 1
    }
}

echo "== MediatorRuntime: symbol graph"
quietly swift build --target MediatorRuntime
runtime_graphs=$out/symbol-graphs/MediatorRuntime
symbol_graph MediatorRuntime "$(swift build --show-bin-path)" "$runtime_graphs"
spi=$(jq -r '.symbols[] | select(.spi) | .pathComponents | join(".")' "$runtime_graphs"/*.json)
if [ -n "$spi" ]; then
    printf '%s\n' "$spi" >&2
    echo "error: the symbol graph holds @_spi(Generated) symbols (above), which are for" \
        "generated code only and must stay out of the users' documentation" >&2
    exit 1
fi
# DocC shows a symbol without documentation as it is, without a warning. Members that a protocol
# such as Sequence gives a type are documented by the standard library, or not at all.
undocumented=$(jq -r '.symbols[] | select(.docComment == null)
    | select(.identifier.precise | contains("::SYNTHESIZED::") | not)
    | .pathComponents | join(".")' "$runtime_graphs"/*.json)
if [ -n "$undocumented" ]; then
    printf '%s\n' "$undocumented" >&2
    echo "error: these public symbols of MediatorRuntime have no documentation comment (above)" >&2
    exit 1
fi

if [ "${1:-}" = --preview ]; then
    exec docc preview "$catalog" --additional-symbol-graph-dir "$runtime_graphs" \
        --output-path "$out/preview"
fi

echo "== MediatorRuntime: docc convert $catalog"
archive=$out/MediatorRuntime.doccarchive
rm -rf "$archive"
quietly docc convert "$catalog" --additional-symbol-graph-dir "$runtime_graphs" \
    --output-path "$archive" --warnings-as-errors

# DocC files a symbol that no topic names under a group of its own, marked "generated", and
# warns about nothing: check that the landing page curates every top-level symbol itself.
uncurated=$(jq -r '.topicSections[] | select(.generated) | .identifiers[]' \
    "$archive/data/documentation/mediatorruntime.json")
if [ -n "$uncurated" ]; then
    printf '%s\n' "$uncurated" >&2
    echo "error: the topics of $catalog/MediatorRuntime.md leave out these symbols (above)" >&2
    exit 1
fi

# The articles send readers to the repository's docs/ pages for the details, naming them as
# text, since a built archive has no way to them; DocC cannot check those names.
missing=no
for page in $(grep -ohE 'docs/[A-Za-z-]+\.md' "$catalog"/*.md | sort -u); do
    [ -f "$page" ] || {
        echo "error: $catalog names $page, which does not exist" >&2
        missing=yes
    }
done
[ "$missing" = no ]
echo "MediatorRuntime's documentation is in $archive"

echo "== Examples: the generated mediators' documentation"
# The examples are executables whose declarations are internal: their documentation, like an
# app's, is of internal symbols.
quietly swift build --package-path Examples
examples_bin=$(swift build --package-path Examples --show-bin-path)
swift package --package-path Examples describe --type json >"$work/examples.json"
# The examples themselves, not the package's tests of them.
jq -r '.targets[] | select(.type == "executable") | "\(.c99name) \(.path)"' "$work/examples.json" |
    while read -r module path; do
        graphs=$out/symbol-graphs/Examples/$module
        symbol_graph "$module" "$examples_bin" "$graphs" -minimum-access-level internal
        # The documentation of each generated declaration on one line, spaces collapsed: the
        # comments written in generated code (Name.mediator.swift) or, under a #sourceLocation
        # directive, at a spec's line (Name.mediator), not those of the example's own code.
        jq -r '.symbols[].docComment | select(.uri // "" | test("[.]mediator([.]swift)?$"))
            | .lines | map(.text) | join(" ")' "$graphs"/*.json |
            tr -s '[:blank:]' ' ' | sed 's/^ //; s/ $//' >"$work/generated.txt"
        # Each `///` comment of the specs, on one line the same way: the generator may break its
        # lines anew, but keeps its words.
        awk '/^[[:space:]]*\/\/\// { sub(/^[[:space:]]*\/\/\/ ?/, ""); c = c " " $0; next }
            c != "" { print c; c = "" }
            END { if (c != "") print c }' Examples/"$path"/*.mediator |
            tr -s '[:blank:]' ' ' | sed 's/^ //; s/ $//' >"$work/spec.txt"
        [ -s "$work/spec.txt" ] || {
            echo "error: Examples/$path: its spec has no /// comment for this check to look for" >&2
            exit 1
        }
        while IFS= read -r comment; do
            grep -qF -- "$comment" "$work/generated.txt" || {
                echo "error: Examples/$path: the spec's comment '$comment' is missing from the" \
                    "documentation of the code generated from it" >&2
                exit 1
            }
        done <"$work/spec.txt"
        rm -rf "$out/Examples/$module.doccarchive"
        mkdir -p "$out/Examples"
        # An empty catalog: without one, docc convert takes the current folder for the catalog,
        # and would read MediatorRuntime.docc in it.
        mkdir -p "$work/$module.docc"
        quietly docc convert "$work/$module.docc" --additional-symbol-graph-dir "$graphs" \
            --output-path "$out/Examples/$module.doccarchive" --warnings-as-errors
        echo "$module: every /// comment of its spec ($(wc -l <"$work/spec.txt")) is in the" \
            "documentation of its generated code, $out/Examples/$module.doccarchive"
    done
