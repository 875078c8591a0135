#!/usr/bin/env bash
# Times `mediatorgen check` (release build) on synthesized specs of about 1, 5 and 10 MB, each
# valid but for one unknown colleague on its last line, to show that time grows linearly with
# the input. Prints a Markdown table.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/FuzzTesting/.build-fuzz/large"
mkdir -p "$work"
swift build -c release --package-path "$root" --product mediatorgen >/dev/null
tool="$(swift build -c release --package-path "$root" --show-bin-path)/mediatorgen"

echo "| size | events | seconds | exit status | last diagnostic |"
echo "|---:|---:|---:|---:|---|"
for megabytes in 1 5 10; do
    spec="$work/Large${megabytes}.mediator"
    python3 - "$spec" "$megabytes" <<'PY'
import sys
path, megabytes = sys.argv[1], int(sys.argv[2])
lines = ["mediator Large {", "    colleague A", "    colleague B"]
size, index = 0, 0
while size < megabytes * 1_000_000:
    line = f"    /// Event number {index}.\n    event e{index}(value: Int, label: String) from A to B"
    lines.append(line)
    size += len(line) + 1
    index += 1
lines += ["    event last() from A to C", "}", ""]
open(path, "w").write("\n".join(lines))
PY
    events=$(grep -c "^    event" "$spec")
    start=$(date +%s.%N)
    status=0
    "$tool" check "$spec" 2>"$work/err.txt" || status=$?
    end=$(date +%s.%N)
    seconds=$(python3 -c "print(f'{$end - $start:.2f}')")
    bytes=$(stat -c %s "$spec")
    echo "| $((bytes / 1000)) kB | $events | $seconds | $status | \`$(tail -n 1 "$work/err.txt" | sed "s|$work/||")\` |"
done
