#!/bin/bash
# The strength ladder of the computer players: for each game, every level against the level below it and level 6
# against random, with `gamut-cli match` (colours alternating, each pair of games from the same random opening).
# Prints one line per match: the pairing, the totals, the Elo difference with its 95% margin, and the wall time.
#
#   tools/ladder.sh [--games N] [--jobs J] [--openings P] [--levels "2 3 4 5 6"] [GAME ...]
#
# The full ladder (100 games a pair, every game) is many hours of CPU: levels 5 and 6 think for several
# seconds a move. --levels picks the upper levels of the pairs to play (level L plays level L - 1; 7 stands for
# level 6 against random).
set -euo pipefail

games=100 jobs=2 openings=4 levels="2 3 4 5 6 7"
while [ $# -gt 0 ]; do
    case "$1" in
    --games) games=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --openings) openings=$2; shift 2 ;;
    --levels) levels=$2; shift 2 ;;
    -*) echo "ladder.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
    esac
done
ids=("$@")

here=$(cd "$(dirname "$0")/.." && pwd)
cli=${GAMUT_CLI:-$here/build/app/gamut-cli}
[ -x "$cli" ] || { echo "ladder.sh: $cli not found: build first (./test.sh)" >&2; exit 2; }
# Without GAME, every game the program knows (the first word of each line of `gamut-cli games`).
[ ${#ids[@]} -gt 0 ] || mapfile -t ids < <("$cli" games | awk 'NF { print $1 }')

for id in "${ids[@]}"; do
    for level in $levels; do
        if [ "$level" -eq 7 ]; then a=level:6 b=random; else a=level:$level b=level:$((level - 1)); fi
        start=$(date +%s)
        out=$("$cli" match "$id" --a "$a" --b "$b" --games "$games" --openings "$openings" --jobs "$jobs" --seed 11)
        totals=$(grep -E '^a [0-9]+, b' <<<"$out")
        elo=$(grep -E '^elo' <<<"$out")
        printf '%-12s %-8s vs %-8s  %-22s %-34s %6ss\n' "$id" "$a" "$b" "$totals" "$elo" "$(($(date +%s) - start))"
    done
done
