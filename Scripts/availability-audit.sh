#!/usr/bin/env bash
# Holds MediatorRuntime and the generated reference mediators (Tests/Reference) against the Apple
# systems Package.swift declares in `platforms:`, with the compiler's own availability checking.
#   Scripts/availability-audit.sh
#
# This machine has no Apple SDK, but the toolchain's Linux `.swiftinterface` files carry the same
# `@available(macOS …, iOS …)` annotations as Apple's. For each declared minimum the script builds
# the toolchain's Swift modules from those interfaces for that system, then type-checks the runtime
# and the reference mediators for it at that minimum. The compiler then reports every declaration
# that is newer than the minimum and not guarded by `#available`/`@available`, and every construct
# it gates by system (an isolated deinit on a global actor other than the main actor, parameter
# packs in generic types, ...). docs/ROBUSTNESS.md says what it can and cannot see.
set -euo pipefail
cd "$(dirname "$0")/.."
audit=Scripts/AvailabilityAudit
toolchain_modules="$(dirname "$(dirname "$(command -v swift)")")/lib/swift"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[ $# -eq 0 ] || {
    echo "usage: Scripts/availability-audit.sh" >&2
    exit 2
}

# The declared minimums, a `name version` line each: `ios 15.0`.
swift package dump-package >"$work/package.json"
minimums=$(python3 -c '
import json, sys
for platform in json.load(open(sys.argv[1])).get("platforms") or []:
    print(platform["platformName"], platform["version"])
' "$work/package.json")
if [ -z "$minimums" ]; then
    echo "error: Package.swift declares no platforms: there is no minimum to hold the code against" >&2
    exit 1
fi

# The target triple of a system at a version. Simulators of Intel Macs, because the toolchain's
# interfaces were written for x86_64 (they declare Float80); availability is per system, not per
# architecture.
triple() {
    case "$1" in
    macos) echo "x86_64-apple-macosx$2" ;;
    ios) echo "x86_64-apple-ios$2-simulator" ;;
    tvos) echo "x86_64-apple-tvos$2-simulator" ;;
    watchos) echo "x86_64-apple-watchos$2-simulator" ;;
    visionos) echo "x86_64-apple-xros$2-simulator" ;;
    *) return 1 ;;
    esac
}

# Builds module $1 of the toolchain for $2 into $3 from its Linux interface. The interface's
# own code is trusted and not checked again. Two edits make it read as Apple's would:
# - the `@available` attribute of a `@backDeployed` declaration already names the first system
#   it can be used on, so the back-deployment marker (whose body Linux interfaces leave out) goes;
# - visionOS runs what iOS 17 runs, and annotations older than visionOS name iOS alone; Apple's
#   compiler maps them with the SDK, which is not here, so they name visionOS 1.0 too (every
#   annotation newer than iOS 17.0 names visionOS itself).
build_toolchain_module() {
    local module=$1 target=$2 sdk=$3
    local interface="$toolchain_modules/linux/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
    local vision_os='/@available(.* iOS [0-9]/!b'
    case "$target" in
    *-xros*)
        vision_os='/@available(.* iOS [0-9]/{/visionOS/b;/iOS 9999/s/@available(/@available(visionOS 9999, /;s/@available(\([^v]\)/@available(visionOS 1.0, \1/;}'
        ;;
    esac
    mkdir -p "$sdk"
    sed -e "s/-target x86_64-unknown-linux-gnu/-target $target/g" \
        -e 's/^ *@backDeployed(before: [^)]*)$//' -e "$vision_os" \
        "$interface" >"$sdk/$module.swiftinterface"
    swiftc -frontend -compile-module-from-interface -parse-stdlib -module-name "$module" \
        "$sdk/$module.swiftinterface" -o "$sdk/$module.swiftmodule" \
        -target "$target" -disable-objc-interop -disable-availability-checking \
        -experimental-skip-all-function-bodies -I "$sdk" -I "$toolchain_modules/shims" \
        -Xcc -ffreestanding 2>"$work/interface.log" || {
        cat "$work/interface.log" >&2
        echo "error: could not build the toolchain's $module for $target" >&2
        exit 1
    }
}

# Runs the compiler frontend for $1, the target, with the modules of $2 and the stand-ins.
frontend() {
    local target=$1 sdk=$2
    shift 2
    swiftc -frontend -target "$target" -disable-objc-interop -swift-version 6 -parse-as-library \
        -disable-implicit-string-processing-module-import -package-name mediatorgen \
        -I "$sdk" -I "$audit/Darwin" -I "$toolchain_modules/shims" -I Sources/Atomics/include \
        -Xcc -ffreestanding "$@"
}

runtime_sources=(Sources/Runtime/*.swift)
reference_sources=(Tests/Reference/Generated/*.swift Tests/Reference/Colleagues/*.swift)
failed=0
while read -r platform version; do
    target=$(triple "$platform" "$version") || {
        echo "error: the audit does not know the system '$platform' of Package.swift" >&2
        exit 1
    }
    sdk="$work/$target"
    echo "== $platform $version ($target)"
    for module in Swift _Concurrency SwiftOnoneSupport; do
        build_toolchain_module "$module" "$target" "$sdk"
    done
    frontend "$target" "$sdk" -emit-module "$audit/Foundation.swift" -module-name Foundation \
        -o "$sdk/Foundation.swiftmodule"

    # The audit must be able to fail: the compiler has to reject what the canary uses.
    if frontend "$target" "$sdk" -typecheck "$audit/Canary.swift" -module-name Canary \
        >"$work/canary.log" 2>&1 || ! grep -q "is only available in" "$work/canary.log"; then
        cat "$work/canary.log" >&2
        echo "error: $audit/Canary.swift type-checks for $target: the audit sees no availability" >&2
        exit 1
    fi

    if frontend "$target" "$sdk" -emit-module "${runtime_sources[@]}" \
        -module-name MediatorRuntime -o "$sdk/MediatorRuntime.swiftmodule" 2>"$work/runtime.log"; then
        echo "MediatorRuntime: available at $platform $version"
    else
        cat "$work/runtime.log"
        echo "error: MediatorRuntime needs more than $platform $version (above)"
        failed=1
        continue
    fi
    if frontend "$target" "$sdk" -typecheck "${reference_sources[@]}" \
        -module-name ReferenceMediators 2>"$work/reference.log"; then
        echo "reference mediators (${#reference_sources[@]} files): available at $platform $version"
    else
        cat "$work/reference.log"
        echo "error: the reference mediators need more than $platform $version (above)"
        failed=1
    fi
done <<<"$minimums"

if [ "$failed" -ne 0 ]; then
    echo "error: code the package ships or generates needs a newer system than Package.swift" \
        "declares; guard it with #available/@available, or say in the README why the" \
        "minimum must rise" >&2
    exit 1
fi
echo "everything checked is available at the declared minimums"
