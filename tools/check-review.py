#!/usr/bin/env python3
"""Checks the review's marks against a deeper search, game by game (issue 36's table).

For every game in a folder of .gamut files (every game of every file):
- `gamut-cli review --json` reviews it at the review's budget (`--level`, the default level when not given);
- every ply that had a choice is searched again deeper (`--deep`, a level per game, as `gamut-cli best --review`
  searches: the level's budget without its noise): the position before the move gives the deeper engine's own move,
  and the positions after the move played, after the review's suggested move and after the deeper engine's move are
  each searched at that same deeper budget, so the three values are comparable;
- the deeper loss of a move is the best of those three values minus the move's own, in points of win chance for the
  mover, on a fixed reference curve (`--scales`, by default the scales the games had when this script was written,
  so that a table made before a change and one made after it measure the same way).

It prints, per game:
- flags confirmed (precision): the plies the review marks mistake or blunder whose deeper loss is 10 or more;
- false alarms: flags whose deeper loss is under 5;
- deeper-search mistakes flagged (recall): of the plies with a deeper loss of 10 or more, those the review flags;
- the suggested move where it differs from the move played: better by 5 or more, as good (within 2 points either
  way or better), worse (more than 2 points worse) and harmful (10 or more worse), by the deeper values;
- calibration: the review's win chance before the move (the mover's, unproven positions) against the mover's
  result, in the 65-75% bucket (and over all buckets of 100+ positions: the largest error);
- review time: the wall and processor time of the `review` runs.

    nice -n 19 python3 tools/check-review.py --games DIR [--cli build/app/gamut-cli] [--deep-cli CLI]
        [--level N] [--deep addtraction=6,trails=6,loa=5,atom4=5,atoms=5] [--jobs 2] [--work DIR]
        [--play "addtraction=9,trails=9,loa=3,atom4=3,atoms=3" --pair level:1,level:4 --seed 1]

--play first plays that many games a game into DIR (`gamut-cli match --pgn`, colours alternating, 4-ply random
openings) unless DIR already holds them. --deep-cli searches the deeper positions with another build (the one the
"before" table used, so that "after" is measured against the same reference). Every search is cached in --work by
the binary's checksum and the position, so a second run after a change searches only what changed (the review's
new suggestions). --json FILE also writes every ply's figures.
"""
import argparse
import concurrent.futures
import hashlib
import json
import math
import os
import re
import resource
import subprocess
import sys

from winchancecurve import curve_scale, parse_knots
import threading
import time

DEFAULT_DEEP = {"addtraction": 6, "trails": 6, "loa": 5, "atom4": 5, "atoms": 5}
# The games' win-chance scales when this script was written (kWinChanceScale in core/games/<id>/eval.h): the
# reference curve of the deeper values, fixed so that tables made before and after a change compare.
REFERENCE_SCALES = {"addtraction": 3590.0, "atom4": 1500.0, "atoms": 54.0, "loa": 80.0, "trails": 647.0}
WIN = 1000000
MAX_PLY = 128


def split_records(text):
    parts = re.split(r"(?m)^(?=\[Format )", text)
    return [p for p in parts if p.startswith("[Format ")]


def tag(record, name):
    m = re.search(r'(?m)^\[' + name + r' "([^"]*)"\]', record)
    return m.group(1) if m else ""


def checksum(path):
    h = hashlib.sha1()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:12]


class Cache:
    """Search results by key, kept in a JSON file; thread-safe."""

    def __init__(self, path):
        self.path = path
        self.lock = threading.Lock()
        self.data = {}
        self.dirty = 0
        if os.path.exists(path):
            with open(path) as f:
                self.data = json.load(f)

    def get(self, key):
        with self.lock:
            return self.data.get(key)

    def put(self, key, value):
        with self.lock:
            self.data[key] = value
            self.dirty += 1
            if self.dirty >= 50:
                self.save_locked()

    def save(self):
        with self.lock:
            self.save_locked()

    def save_locked(self):
        tmp = self.path + ".tmp"
        with open(tmp, "w") as f:
            json.dump(self.data, f)
        os.replace(tmp, self.path)
        self.dirty = 0


def chance(score, proven, scale):
    if abs(score) >= WIN - MAX_PLY:
        return 100.0 if score > 0 else 0.0
    if proven and score == 0:
        return 50.0
    x = -score / scale
    if x > 700:
        return 0.0
    return 100.0 / (1.0 + math.exp(x))


def search(cli, cli_sum, cache, game, variant, moves, engine):
    """`best --review` of the position after `moves`: {move, score, proven, turn} or {over: result}."""
    key = "|".join([cli_sum, game, variant, engine, " ".join(moves)])
    hit = cache.get(key)
    if hit is not None:
        return hit
    args = [cli, "best", game, "--engine", engine, "--review", "--moves", " ".join(moves)]
    if variant:
        args[3:3] = ["--variant", variant]
    run = subprocess.run(args, capture_output=True, text=True)
    if run.returncode != 0:
        m = re.search(r"the game is over \(result (\w+)\)", run.stderr)
        if not m:
            raise RuntimeError("%s: %s" % (" ".join(args), run.stderr.strip()))
        value = {"over": m.group(1)}
    else:
        lines = run.stdout.split("\n")
        fields = dict(line.split(" ", 1) for line in lines[1:] if " " in line)
        value = {"move": lines[0], "score": int(fields["score"]), "proven": fields["proven"] == "yes",
                 "turn": fields["turn"]}
    cache.put(key, value)
    return value


def seat_of(result, names):
    """A result as "first", "second" or "draw": records and the CLI name the winner by the side's colour
    (`names`: the first and the second side's names, as the review calls them)."""
    if result in ("first", "second", "draw"):
        return result
    return "first" if result == names[0] else "second" if result == names[1] else "draw"


def value_for(mover, found, scale, names):
    """The mover's win chance in a position found by search() (`mover`: "first" or "second")."""
    if "over" in found:
        over = seat_of(found["over"], names)
        return 50.0 if over == "draw" else 100.0 if over == mover else 0.0
    score = found["score"] if found["turn"] == mover else -found["score"]
    return chance(score, found["proven"], scale)


def play_games(cli, folder, counts, pair, seed, jobs):
    os.makedirs(folder, exist_ok=True)
    for game, n in counts.items():
        path = os.path.join(folder, "%s.gamut" % game)
        if os.path.exists(path):
            continue
        a, b = pair
        print("playing %d %s games, %s against %s" % (n, game, a, b), file=sys.stderr, flush=True)
        subprocess.run([cli, "match", game, "--a", a, "--b", b, "--games", str(n), "--openings", "4", "--seed",
                        str(seed), "--jobs", str(jobs), "--pgn", path + ".part"], check=True, stdout=subprocess.DEVNULL)
        os.replace(path + ".part", path)


def load_games(folder, work):
    """Every finished game of the folder's files, each written to its own file in work/games."""
    out = []
    os.makedirs(os.path.join(work, "games"), exist_ok=True)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".gamut"):
            continue
        with open(os.path.join(folder, name)) as f:
            records = split_records(f.read())
        for index, record in enumerate(records):
            result = tag(record, "Result")
            if result in ("", "ongoing") or tag(record, "Termination"):
                continue
            if tag(record, "Round") not in ("", "1"):
                print("%s game %d: round %s left out (the deeper searches start from the variant's first round)"
                      % (name, index + 1, tag(record, "Round")), file=sys.stderr)
                continue
            path = os.path.join(work, "games", "%s-%d.gamut" % (name[:-6], index + 1))
            with open(path, "w") as f:
                f.write(record)
            out.append({"path": path, "game": tag(record, "Game"), "variant": tag(record, "Variant"),
                        "result": result, "name": "%s #%d" % (name, index + 1)})
    return out


def review(cli, cli_sum, cache, entry, level, jobs):
    key = "|".join(["review", cli_sum, str(level), checksum(entry["path"])])
    hit = cache.get(key)
    if hit is not None:
        return hit
    args = [cli, "review", entry["path"], "--json", "--jobs", str(jobs)]
    if level:
        args += ["--level", str(level)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    rows = [json.loads(line) for line in out.splitlines()]
    summary = rows.pop()
    value = {"plies": rows, "sides": list(summary["summary"].keys()), "wall": wall,
             "cpu": (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)}
    cache.put(key, value)
    return value


def check_game(args, entry, reviewed, cache, cli_sum, deep_sum, pool):
    game = entry["game"]
    deep_engine = "level:%d" % args.deep_levels.get(game, 5)
    base_scale = args.scales.get(game, 100.0)
    rows = reviewed["plies"]
    # The first side is the one that moves first (the games start from the variant's start); the other is second.
    names = [rows[0]["side"]] + [s for s in reviewed["sides"] if s != rows[0]["side"]][:1] if rows else reviewed["sides"]
    outcome = seat_of(entry["result"], names)
    moves = [r["move"] for r in rows]
    plies = []

    def one(k):
        r = rows[k]
        mover = "first" if r["side"] == names[0] else "second"
        prefix = moves[:k]
        scale = curve_scale(args.ply_scales[game], k) if game in args.ply_scales else base_scale
        root = search(args.deep_cli, deep_sum, cache, game, entry["variant"], prefix, deep_engine)
        candidates = {r["move"], r["best"], root.get("move", r["best"])}
        values = {m: value_for(mover, search(args.deep_cli, deep_sum, cache, game, entry["variant"], prefix + [m],
                                             deep_engine), scale, names) for m in candidates}
        best = max(values.values())
        return {"game": game, "file": entry["name"], "ply": r["ply"], "mover": mover, "move": r["move"],
                "suggested": r["best"], "deep_move": root.get("move"), "class": r["class"], "forced": r["forced"],
                "win_before": r["win_before"], "proven_before": r["proven_before"], "loss": r["loss"],
                "deep_loss": best - values[r["move"]],
                "deep_suggested_minus_played": values[r["best"]] - values[r["move"]],
                "result": 0.5 if outcome == "draw" else 1.0 if outcome == mover else 0.0}

    todo = [k for k, r in enumerate(rows) if not r["forced"]]
    for k, r in enumerate(rows):
        if r["forced"]:
            plies.append({"game": game, "ply": r["ply"], "forced": True, "win_before": r["win_before"],
                          "proven_before": r["proven_before"], "class": r["class"],
                          "result": 0.5 if outcome == "draw" else 1.0 if outcome ==
                          ("first" if r["side"] == names[0] else "second") else 0.0})
    plies += list(pool.map(one, todo))
    return plies


def fraction(a, b):
    return "%d of %d" % (a, b) if b else "0 of 0"


def summarize(game, plies, reviews):
    judged = [p for p in plies if not p["forced"]]
    flags = [p for p in judged if p["class"] in ("mistake", "blunder")]
    confirmed = [p for p in flags if p["deep_loss"] >= 10]
    false_alarms = [p for p in flags if p["deep_loss"] < 5]
    deep_mistakes = [p for p in judged if p["deep_loss"] >= 10]
    caught = [p for p in deep_mistakes if p["class"] in ("mistake", "blunder")]
    differ = [p for p in judged if p["suggested"] != p["move"]]
    better = [p for p in differ if p["deep_suggested_minus_played"] >= 5]
    worse = [p for p in differ if p["deep_suggested_minus_played"] < -2]
    harmful = [p for p in differ if p["deep_suggested_minus_played"] <= -10]
    unproven = [p for p in plies if not p["proven_before"]]
    bucket = [p for p in unproven if 65 <= p["win_before"] < 75]
    worst = 0.0
    for k in range(10):
        b = [p for p in unproven if min(int(p["win_before"] // 10), 9) == k]
        if len(b) >= 100:
            worst = max(worst, abs(100.0 * sum(p["result"] for p in b) / len(b) -
                                   sum(p["win_before"] for p in b) / len(b)))
    wall = sum(r["wall"] for r in reviews)
    cpu = sum(r["cpu"] for r in reviews)
    n_plies = sum(len(r["plies"]) for r in reviews)
    cells = {
        "games (plies)": "%d (%d)" % (len(reviews), n_plies),
        "flags confirmed (precision)": fraction(len(confirmed), len(flags)) +
        (" (%.0f%%)" % (100.0 * len(confirmed) / len(flags)) if flags else ""),
        "false alarms (deeper loss under 5)": str(len(false_alarms)),
        "deeper-search mistakes flagged (recall)": fraction(len(caught), len(deep_mistakes)) +
        (" (%.0f%%)" % (100.0 * len(caught) / len(deep_mistakes)) if deep_mistakes else ""),
        "suggested move where it differs: at least as good": fraction(len(differ) - len(worse), len(differ)) +
        (" (%.0f%%)" % (100.0 * (len(differ) - len(worse)) / len(differ)) if differ else ""),
        "... 5+ points better / worse / harmful (10+ worse)": "%d / %d / %d" % (len(better), len(worse), len(harmful)),
        "calibration: predicted 65-75% -> won": ("%.0f -> %.0f%% (%d)" % (
            sum(p["win_before"] for p in bucket) / len(bucket), 100.0 * sum(p["result"] for p in bucket) / len(bucket),
            len(bucket))) if bucket else "(none)",
        "largest bucket error, buckets of 100+": "%.1f" % worst if worst else "-",
        "review time: wall / processor (s, per 60 plies)": "%.1f / %.1f" % (
            60.0 * wall / max(1, n_plies), 60.0 * cpu / max(1, n_plies)),
    }
    return cells


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", required=True, help="folder of .gamut files")
    parser.add_argument("--cli", default="build/app/gamut-cli")
    parser.add_argument("--deep-cli", default="", help="the build that searches deeper (default: --cli)")
    parser.add_argument("--level", type=int, default=0, help="the review's level (default: the review's own)")
    parser.add_argument("--deep", default="", help="deeper levels, e.g. loa=5,atoms=6 (default %s)" % DEFAULT_DEEP)
    parser.add_argument("--ply-scales", default="", help="a reference curve that follows the phase, e.g. "
                        "atoms=0:400/20:54 (plies played: scale, straight lines between; as the game's "
                        "Evaluator::winChanceScale), instead of --scales for that game")
    parser.add_argument("--scales", default="", help="reference scales, e.g. atoms=54 (default %s)"
                        % REFERENCE_SCALES)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--work", default="check-review")
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument("--json", default="", help="write every ply's figures here")
    parser.add_argument("--play", default="", help='games to play first, e.g. "loa=3,atoms=3"')
    parser.add_argument("--pair", default="level:1,level:4")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    args.deep_cli = args.deep_cli or args.cli
    args.deep_levels = dict(DEFAULT_DEEP)
    for item in filter(None, args.deep.split(",")):
        g, v = item.split("=")
        args.deep_levels[g] = int(v)
    scales = dict(REFERENCE_SCALES)
    for item in filter(None, args.scales.split(",")):
        g, v = item.split("=")
        scales[g] = float(v)
    args.scales = scales
    text, args.ply_scales = args.ply_scales, {}
    for item in filter(None, text.split(",")):
        g, v = item.split("=")
        args.ply_scales[g] = parse_knots(v)
    os.makedirs(args.work, exist_ok=True)
    if args.play:
        counts = {g: int(n) for g, n in (item.split("=") for item in args.play.split(","))}
        play_games(args.cli, args.games, counts, args.pair.split(","), args.seed, args.jobs)
    cache = Cache(os.path.join(args.work, "cache.json"))
    cli_sum, deep_sum = checksum(args.cli), checksum(args.deep_cli)
    entries = load_games(args.games, args.work)
    only = set(filter(None, args.only.split(",")))
    by_game = {}
    for entry in entries:
        if only and entry["game"] not in only:
            continue
        by_game.setdefault(entry["game"], []).append(entry)
    columns = {}
    every = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for game in sorted(by_game):
            plies, reviews = [], []
            for entry in by_game[game]:
                reviewed = review(args.cli, cli_sum, cache, entry, args.level, args.jobs)
                reviews.append(reviewed)
                plies += check_game(args, entry, reviewed, cache, cli_sum, deep_sum, pool)
                cache.save()
                print("%s: %d plies checked" % (entry["name"], len(reviewed["plies"])), file=sys.stderr, flush=True)
            columns[game] = summarize(game, plies, reviews)
            every += plies
    cache.save()
    games = sorted(columns)
    print("review: %s, deeper: %s (%s)" % ("level %d" % args.level if args.level else "the default level",
                                          ", ".join("%s %d" % (g, args.deep_levels.get(g, 5)) for g in games),
                                          "another build" if deep_sum != cli_sum else "the same build"))
    print()
    print("| | " + " | ".join(games) + " |")
    print("|---|" + "---|" * len(games))
    for row in next(iter(columns.values())).keys():
        print("| %s | %s |" % (row, " | ".join(columns[g][row] for g in games)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(every, f)


if __name__ == "__main__":
    main()
