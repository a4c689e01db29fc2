#!/usr/bin/env bash
# Builds the libFuzzer targets in their own clang build folder (the whole code instrumented, with AddressSanitizer
# and UndefinedBehaviorSanitizer) and runs each for a bounded time: the record reader (seeded with
# tests/data/records), then the server's line reader.
#   usage: tests/fuzz/run-fuzz.sh [SECONDS]        (default 60, for each target)
#   env:   GAMUT_FUZZ_BUILD  build folder (default <repo>/build-fuzz); the corpus it finds is kept there
# Prints the number of executions; exits non-zero if the fuzzer found a crash, a leak or a failed check (the input
# is saved under <build>/fuzz-artifacts/).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
seconds=${1:-60}
build=${GAMUT_FUZZ_BUILD:-$root/build-fuzz}

if ! command -v clang++ >/dev/null; then
    echo "run-fuzz.sh: clang++ not found (apt-get install clang libclang-rt-14-dev)" >&2
    exit 2
fi

mkdir -p "$build"
# line tables only: enough for the reports, and a small build folder on a small CI disk
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -gline-tables-only"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DGAMUT_FUZZ=ON -DCMAKE_CXX_FLAGS="$flags" >"$build/configure.log" 2>&1 || {
    cat "$build/configure.log" >&2
    exit 2
}
cmake --build "$build" --target fuzz_record fuzz_lines

artifacts=$build/fuzz-artifacts
mkdir -p "$artifacts"

# run NAME BINARY [SEEDS and options...]: one target for $seconds; the first folder receives new inputs.
run() {
    local name=$1 binary=$2
    shift 2
    local corpus=$build/fuzz-corpus/$name log=$build/fuzz-$name.log status
    mkdir -p "$corpus"
    set +e
    "$binary" "$corpus" "$@" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$artifacts/$name-" -print_final_stats=1 >"$log" 2>&1
    status=$?
    set -e
    tail -n 25 "$log"
    local executions
    executions=$(awk '/stat::number_of_executed_units/ {print $2}' "$log")
    echo "$name: ${executions:-?} executions in ${seconds} s, corpus $(find "$corpus" -type f | wc -l) inputs," \
        "exit status $status (log: $log)"
    return $status
}

failed=0
run fuzz_record "$build/tests/fuzz/fuzz_record" "$root/tests/data/records" -dict="$here/record.dict" \
    -max_len=16384 || failed=1
run fuzz_lines "$build/tests/net/fuzz_lines" -max_len=20000 || failed=1
exit $failed
