#!/usr/bin/env python3
"""Regenerates core/games/<id>/ai/eval_bench.cpp: each game's fixed positions of `gamut-cli bench --levels`.

    tools/bench-positions.py [--oracle ORACLE_DIR] [--cli GAMUT_CLI] [GAME ...]
    tools/bench-positions.py --empty GAME      (a new game's first, empty table: it builds, and then plays)

Without GAME, every game folder (core/games/<id>/ with an ai/eval.h). The games the positions come from: the game's
reference games (core/games/<id>/tests/<id>.jsonl, or ORACLE_DIR/<id>.jsonl with --oracle); a game without
reference games (an original program to take them from) plays its own: GAMUT_CLI (default build/app/gamut-cli)
plays 40 games of each bench variant, level 2 against level 2 from 4 random plies (seed 1), and asks it which
positions go on with two legal moves or more. The game's settings come from its own folder: the variants are those
of its perft runs (kBenchPerft in its eval.h), the Position type that of its Evaluator there. The binary needs only
the generated files: each position is its variant and the moves that lead to it from the start, replayed at run
time.

How the positions are picked (no randomness: the same games give the same table):
- Games: those of the game's bench variants at least as long as the median game of that variant (so that a late
  position has a full board), in file order (several variants alternate: Atoms' tutorial and classic).
- Phases by the fraction of the game's length played: opening [0, 0.2), middle [0.4, 0.6), late [0.75, 0.95).
- Ten positions per phase: the k-th (k = 0..9) comes from the game at index (k * games / 10 + phase) mod games,
  spreading the picks over the file and giving each phase other games, after floor(length * (lo + (hi - lo) *
  (k + 0.5) / 10)) plies. A position that is over or has a single legal move moves one ply earlier until it is
  neither (a forced move would measure nothing); a position already taken (the start, say) takes the next game.
"""
import argparse
import functools
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
GAMES_DIR = os.path.join(ROOT, "core", "games")
PHASES = [("opening", 0.0, 0.2), ("middle", 0.4, 0.6), ("late", 0.75, 0.95)]
PER_PHASE = 10


class Record:
    """One game: its variant, its moves, and whether the position after a number of them goes on with a choice."""

    def __init__(self, variant, moves, playable):
        self.variant, self.moves, self._playable = variant, moves, playable

    def playable(self, ply):
        return ply < len(self.moves) and self._playable(ply)


def reference_record(record):
    plies = record["plies"]

    def playable(ply):
        if ply > 0 and plies[ply - 1]["result"] != "ongoing":
            return False
        return len(plies[ply]["legal"]) >= 2

    return Record(record["variant"], record["moves"], playable)


def load(path):
    with open(path, encoding="utf-8") as f:
        return [(number, reference_record(json.loads(line))) for number, line in enumerate(f, 1) if line.strip()]


def self_play(cli, game, variants, count=40):
    """The game's own computer against itself, where it has no reference games."""
    games = []
    for variant in variants:
        with tempfile.TemporaryDirectory() as work:
            pgn = os.path.join(work, "games.gamut")
            subprocess.run([cli, "match", game, "--variant", variant, "--a", "level:2", "--b", "level:2", "--games",
                            str(count), "--openings", "4", "--seed", "1", "--pgn", pgn],
                           check=True, stdout=subprocess.DEVNULL)
            with open(pgn, encoding="utf-8") as f:
                text = f.read()
        for block in re.split(r"\n\s*\n(?=\[)", text.strip()):
            body = "\n".join(line for line in block.splitlines() if not line.startswith("["))
            body = re.sub(r"\{[^}]*\}", " ", body)
            moves = [t for t in body.split() if not re.fullmatch(r"\d+\.+", t) and t not in ("*", "1-0", "0-1")]

            @functools.lru_cache(maxsize=None)
            def playable(ply, moves=tuple(moves), variant=variant):
                out = subprocess.run([cli, "legal", game, "--variant", variant, "--moves", " ".join(moves[:ply])],
                                     check=True, capture_output=True, text=True).stdout
                return len(out.split()) >= 2

            games.append((len(games) + 1, Record(variant, moves, playable)))
    return games


def settings(game):
    """The game's Position type and bench variants, read from its eval.h."""
    with open(os.path.join(GAMES_DIR, game, "ai", "eval.h"), encoding="utf-8") as f:
        header = f.read()
    position = re.search(r"struct Evaluator<(\w+)>", header)
    perft = re.search(r"kBenchPerft\[\]\s*=\s*\{(.*?)\};", header, re.S)
    if not position or not perft:
        sys.exit(f"{game}: its eval.h has no Evaluator specialisation with kBenchPerft")
    variants = list(dict.fromkeys(re.findall(r'\{\s*"([^"]+)"', perft.group(1))))
    return position.group(1), variants


def pick(variants, game, games):
    by_variant = {}
    for v in variants:
        pool = [(n, r) for n, r in games if r.variant == v]
        if not pool:
            sys.exit(f"{game}: no game of its bench variant {v}")
        lengths = sorted(len(r.moves) for n, r in pool)
        median = lengths[len(lengths) // 2]
        by_variant[v] = [(n, r) for n, r in pool if len(r.moves) >= median]
    rows, seen = [], set()
    for phase_index, (phase, lo, hi) in enumerate(PHASES):
        for k in range(PER_PHASE):
            pool = by_variant[variants[k % len(variants)]]
            first = k * len(pool) // PER_PHASE + phase_index
            for attempt in range(len(pool)):
                number, record = pool[(first + attempt) % len(pool)]
                length = len(record.moves)
                ply = int(length * (lo + (hi - lo) * (k + 0.5) / PER_PHASE))
                while ply > 0 and not record.playable(ply):
                    ply -= 1
                moves = " ".join(record.moves[:ply])
                if record.playable(ply) and (record.variant, moves) not in seen:
                    break
            else:
                sys.exit(f"{game}: no new playable position for {phase} {k}")
            seen.add((record.variant, moves))
            rows.append((phase, record.variant, number, ply, moves))
    return rows


def write(game, position, rows, source):
    with open(os.path.join(GAMES_DIR, game, "ai", "eval_bench.cpp"), "w", encoding="utf-8") as out:
        if rows:
            out.write(f"// Generated by tools/bench-positions.py from {source}: do not edit.\n")
        else:
            out.write("// Written empty by tools/bench-positions.py --empty: run it again without --empty once gamut-cli is built.\n")
        out.write("// The fixed positions of `gamut-cli bench --levels` for this game; how they are picked: the script's\n")
        out.write("// comment.\n")
        out.write("// clang-format off\n")
        out.write('#include "eval.h"\n\nnamespace gamut {\n\n')
        out.write(f"const std::vector<BenchPosition> &Evaluator<{position}>::benchPositions() {{\n")
        out.write("    static const std::vector<BenchPosition> table = {\n")
        for phase, variant, number, ply, moves in rows:
            out.write(f'        {{"{variant}", BenchPhase::{phase.capitalize()}, {number}, {ply}, "{moves}"}},\n')
        out.write("    };\n    return table;\n}\n\n} // namespace gamut\n")


def main():
    parser = argparse.ArgumentParser(description="Regenerates the games' eval_bench.cpp.")
    parser.add_argument("--oracle", help="a folder of reference games (<id>.jsonl) instead of each game's own")
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "app", "gamut-cli"),
                        help="gamut-cli, for a game without reference games (default build/app/gamut-cli)")
    parser.add_argument("--empty", action="store_true",
                        help="write an empty table: a new game's, so that gamut-cli builds before it can play it")
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    args = parser.parse_args()
    if args.empty and not args.games:
        sys.exit("--empty takes the new game's id")
    games = args.games or sorted(
        g for g in os.listdir(GAMES_DIR) if os.path.isfile(os.path.join(GAMES_DIR, g, "ai", "eval.h")))
    for game in games:
        position, variants = settings(game)
        if args.empty:
            write(game, position, [], None)
            continue
        reference = os.path.join(args.oracle or os.path.join(GAMES_DIR, game, "tests"), game + ".jsonl")
        if os.path.isfile(reference):
            records, source = load(reference), f"the reference games ({game}.jsonl)"
        else:
            records = self_play(args.cli, game, variants)
            source = "its own computer's games (level 2 against level 2 from 4 random plies, seed 1)"
        write(game, position, pick(variants, game, records), source)


if __name__ == "__main__":
    main()
