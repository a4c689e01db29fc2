#!/usr/bin/env bash
# Builds the record reader's libFuzzer target in its own clang build folder (the whole code instrumented, with
# AddressSanitizer and UndefinedBehaviorSanitizer) and runs it for a bounded time, seeded with tests/data/records.
#   usage: tests/fuzz/run-fuzz.sh [SECONDS]        (default 60)
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
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DGAMUT_FUZZ=ON -DCMAKE_CXX_FLAGS="$flags" >"$build/configure.log" 2>&1 || {
    cat "$build/configure.log" >&2
    exit 2
}
cmake --build "$build" --target fuzz_record

corpus=$build/fuzz-corpus/record
artifacts=$build/fuzz-artifacts
mkdir -p "$corpus" "$artifacts"
log=$build/fuzz-record.log

set +e
# The first folder receives new inputs; the seeds are only read.
"$build/tests/fuzz/fuzz_record" "$corpus" "$root/tests/data/records" -dict="$here/record.dict" \
    -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 >"$log" 2>&1
status=$?
set -e

tail -n 25 "$log"
executions=$(awk '/stat::number_of_executed_units/ {print $2}' "$log")
echo "fuzz_record: ${executions:-?} executions in ${seconds} s, corpus $(find "$corpus" -type f | wc -l) inputs," \
    "exit status $status (log: $log)"
exit $status
