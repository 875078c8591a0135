#!/usr/bin/env bash
# Builds the artifact bundle of `mediatorgen` for this machine, which the plugins of this package
# run instead of building the generator from source: a release build, statically linked on Linux
# so that it runs on any distribution of the same architecture.
#   Prebuilt/make-bundle.sh [BUNDLE]       (default: Prebuilt/mediatorgen.artifactbundle)
# With ZIP=1 it also writes BUNDLE.zip and prints the checksum a release's Package.swift names.
# A release adds the macOS variant, one universal binary built on a Mac (docs/Plugins.md).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
bundle="${1:-$here/mediatorgen.artifactbundle}"

if [ "$(uname -s)" != Linux ]; then
    echo "error: this script builds the Linux variant; docs/Plugins.md says how a release" \
        "builds the macOS one" >&2
    exit 1
fi
triple="$(uname -m)-unknown-linux-gnu"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Linking glibc statically makes the linker warn that user and group lookups would load shared
# libraries at run time; mediatorgen makes none, so its log is shown only when the build fails.
if ! swift build -c release --package-path "$root" --scratch-path "$scratch" \
    --product mediatorgen -Xswiftc -static-executable >"$scratch/build.log" 2>&1; then
    cat "$scratch/build.log" >&2
    exit 1
fi
version=$("$scratch/release/mediatorgen" --version | awk '{ print $NF }')

rm -rf "$bundle"
variant="mediatorgen-$version-$triple"
mkdir -p "$bundle/$variant/bin"
strip -o "$bundle/$variant/bin/mediatorgen" "$scratch/release/mediatorgen"
cat >"$bundle/info.json" <<JSON
{
    "schemaVersion": "1.0",
    "artifacts": {
        "mediatorgen": {
            "version": "$version",
            "type": "executable",
            "variants": [
                {
                    "path": "$variant/bin/mediatorgen",
                    "supportedTriples": ["$triple"]
                }
            ]
        }
    }
}
JSON
echo "wrote $bundle ($variant)"

if [ "${ZIP:-0}" = 1 ]; then
    rm -f "$bundle.zip"
    (cd "$(dirname "$bundle")" && zip -qr "$(basename "$bundle").zip" "$(basename "$bundle")")
    # What `swift package compute-checksum` prints: the SHA-256 of the archive.
    echo "checksum: $(sha256sum "$bundle.zip" | cut -d' ' -f1)"
fi
