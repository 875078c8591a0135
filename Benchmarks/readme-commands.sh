#!/usr/bin/env bash
# How long the README's two commands take a contributor on a fresh clone: clones the repository's
# committed HEAD into an empty folder and times, one after the other, the example command
# (`swift run --package-path Examples conceptual`, which builds the generator, generates the
# example's mediators with the plugin, builds and runs it) and the test command (`swift test`,
# build included). Prints a Markdown section for docs/PERFORMANCE.md on standard output (run.sh
# passes it to report.py).
#   Benchmarks/readme-commands.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone --quiet "$root" "$work/clone"
commit=$(git -C "$work/clone" rev-parse --short HEAD)

# Prints the milliseconds `$@` takes in the clone; stops with its output when it fails.
timed() {
    local start
    start=$(date +%s%N)
    (cd "$work/clone" && "$@") </dev/null >"$work/command.log" 2>&1 || {
        cat "$work/command.log" >&2
        exit 1
    }
    echo $((($(date +%s%N) - start) / 1000000))
}

# Milliseconds as seconds with one decimal.
seconds() {
    printf '%d.%d' $(($1 / 1000)) $((($1 % 1000) / 100))
}

example=$(timed swift run --package-path Examples conceptual)
tests=$(timed swift test)

cat <<EOF2
## The README's commands on a fresh clone

The two commands the README starts with, run one after the other in a fresh clone of $commit
on $(nproc) cores, builds included:

| command | s |
|---|---:|
| \`swift run --package-path Examples conceptual\` | $(seconds "$example") |
| \`swift test\` | $(seconds "$tests") |

\`.ci/run\` runs the slower suites after \`swift test\` (README.md, "Working on mediatorgen").
\`Benchmarks/readme-commands.sh\` measures it.
EOF2
