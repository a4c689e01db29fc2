#!/usr/bin/env python3
"""Fits each game's win-chance curve (core/ai/winchance.h) on level-3 self-play.

For every game: `gamut-cli match GAME --a level:3 --b level:3 --openings 4 --pgn` plays games until the reviews of
those games hold at least --positions positions; `gamut-cli review --json` (level 3, the review's default budget)
searches every position of them; each position gives the search's score for the side to move and the game's
final result for that side (win 1, draw 0.5, loss 0). Positions whose score is proven are left out (their chance
is 100 or 0 by definition). The fit is the maximum-likelihood scale s of 100 / (1 + e^(-score / s)); the script
prints it and a calibration table: ten buckets of predicted chance, each with its number of positions, the mean
predicted and the observed win rate. Put the scale into the game's eval.h as kWinChanceScale.

    nice python3 tools/calibrate-winchance.py --cli build/app/gamut-cli [--games loa,atoms] [--positions 2000]
        [--jobs 2] [--work DIR] [--level 3] [--refit] [--check SCALE]

The samples are kept in --work (one JSON file a game; a run adds to them): --refit only fits and prints again, and
--check S prints the table for a given scale instead of the fitted one. --records DIR reviews the games of
DIR/<game>.gamut instead of playing new ones (--sample K: only K plies of each game, drawn at random, each game
that repeats an earlier one left out, on --jobs processes: positions of one game rise and fall together, so many
games with a few plies each measure more than a few games with every ply) (each game reviewed once; the reviews are kept in --work by the binary's
checksum), and --holdout fits on every other game and prints the table of the games left out of the fit (with the
fit on all of them for comparison). --by-ply 1,20,40,999 fits one scale for each band of plies from the start (what a
review knows of a position's phase) and prints the held-out table of that curve. --phases 1,12,23,99 also fits one scale per
phase (buckets of the plies left to the game's end, from samples that record them) and prints the table of that
piecewise curve, to see whether a game's scale should follow its phase. --level 2 plays and reviews at level 2
(an eighth of level 3's nodes: the same evaluation a ply or so shallower) where level 3 takes too long. Games
stopped by the match's ply limit are left out; --second N lets the match's second engine play at level N (the
colours alternate) for a game whose equal players seldom finish (Atoms' level-2 self-play runs into the limit).
"""
import argparse
import concurrent.futures
import json
import math
import os
import random
import re
import subprocess
import sys

from winchancecurve import curve_scale, parse_knots


def registered_games(cli):
    """The game ids, as `gamut-cli games` lists them (the first word of each line)."""
    out = subprocess.run([cli, "games"], check=True, capture_output=True, text=True).stdout
    return [line.split()[0] for line in out.splitlines() if line.strip()]


def split_records(text):
    """The records of a .gamut text, each a string starting with its [Format tag."""
    parts = re.split(r"(?m)^(?=\[Format )", text)
    return [p for p in parts if p.startswith("[Format ")]


def tag(record, name):
    m = re.search(r'(?m)^\[' + name + r' "([^"]*)"\]', record)
    return m.group(1) if m else ""


def collect(cli, game, target, jobs, work, level, second):
    """Plays and reviews games until `target` unproven positions are known; returns the samples."""
    path = os.path.join(work, game + ".json")
    samples = []
    if os.path.exists(path):
        with open(path) as f:
            samples = json.load(f)
    seed = 100 + len(samples)
    while sum(1 for s in samples if not s["proven"]) < target:
        pgn = os.path.join(work, "%s-%d.gamut" % (game, seed))
        subprocess.run([cli, "match", game, "--a", "level:%d" % level, "--b", "level:%d" % second, "--games", "4",
                        "--openings", "4",
                        "--seed", str(seed), "--jobs", str(jobs), "--pgn", pgn], check=True,
                       stdout=subprocess.DEVNULL)
        with open(pgn) as f:
            records = split_records(f.read())
        for index, record in enumerate(records):
            result = tag(record, "Result")
            if result == "ongoing" or tag(record, "Termination"):
                continue  # stopped by the match's ply limit: no result to learn from
            rows = review_one(cli, work, game, index, record, level, jobs, [])
            for row in rows:
                samples.append({"score": row["score_before"], "proven": row["proven_before"],
                                "result": mover_value(result, row["side"], row["ply"]), "ply": row["ply"],
                                "plies": len(rows)})
        os.remove(pgn)
        seed += 1
        with open(path, "w") as f:
            json.dump(samples, f)
        print("%s: %d positions (%d unproven)" % (game, len(samples), sum(1 for s in samples if not s["proven"])),
              file=sys.stderr, flush=True)
    return samples


def checksum(path):
    import hashlib
    h = hashlib.sha1()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:12]


def mover_value(result, side, ply):
    """The game's result for the side that moves at `ply`: 1 won, 0.5 drawn, 0 lost. Records name the winner by
    colour ("white", "red") or as first/second (Atom-4); ply 1 is the first side's (games from the variant's start)."""
    if result == "draw":
        return 0.5
    mover = "first" if ply % 2 == 1 else "second"
    return 1.0 if result in (mover, side) else 0.0


def review_one(cli, work, game, index, record, level, jobs, plies):
    """The review rows of one record: every ply, or only `plies` (gamut-cli review --plies)."""
    one = os.path.join(work, "%s-record-%d.gamut" % (game, index))
    with open(one, "w") as f:
        f.write(record)
    command = [cli, "review", one, "--json", "--level", str(level), "--jobs", str(jobs)]
    if plies:
        command += ["--plies", ",".join(str(p) for p in plies)]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    os.remove(one)
    return [row for row in (json.loads(line) for line in out.splitlines()) if "summary" not in row]


def distinct_records(records):
    """The index of each record whose moves no earlier record played (self-play repeats games: a repeat is the
    same evidence again, not a new game)."""
    seen, kept = set(), []
    for index, record in enumerate(records):
        moves = re.sub(r"(?m)^\[.*\]\n", "", record).strip()
        if moves not in seen:
            seen.add(moves)
            kept.append(index)
    return kept


def collect_records(cli, game, folder, jobs, work, level, sample=0, skip=0):
    """Reviews every finished game of folder/<game>.gamut (once: kept in work by the binary) into samples. With
    `sample` > 0 only that many plies of each game, drawn at random (seeded by the game's index), on `jobs`
    processes at once, and repeated games only once."""
    path = os.path.join(folder, game + ".gamut")
    with open(path) as f:
        records = split_records(f.read())
    suffix = ("-sample%d" % sample + ("-skip%d" % skip if skip else "")) if sample else ""  # the plies drawn
    cache_path = os.path.join(work, "%s-reviews-%s-level%d%s.json" % (game, checksum(cli), level, suffix))
    cache = {}
    if os.path.exists(cache_path):
        with open(cache_path) as f:
            cache = json.load(f)
    chosen = distinct_records(records) if sample else range(len(records))
    todo = []
    for index in chosen:
        record = records[index]
        result = tag(record, "Result")
        if result in ("", "ongoing") or tag(record, "Termination"):
            continue
        if str(index) in cache:
            continue
        plies = []
        if sample:
            count = int(tag(record, "Ply") or 0)
            choice = range(skip + 1, count + 1)
            plies = sorted(random.Random(index).sample(choice, min(sample, len(choice))))
        todo.append((index, record, result, plies))

    def run(item):
        index, record, result, plies = item
        rows = review_one(cli, work, game, index, record, level, 1 if sample else jobs, plies)
        return index, result, rows

    done = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs if sample else 1) as pool:
        for index, result, rows in pool.map(run, todo):
            cache[str(index)] = {"result": result, "plies": int(tag(records[index], "Ply") or len(rows)), "rows": [
                {k: r[k] for k in ("ply", "side", "score_before", "proven_before", "forced")} for r in rows]}
            done += 1
            if done % 20 == 0 or done == len(todo):
                with open(cache_path, "w") as f:
                    json.dump(cache, f)
                print("%s: %d of %d games reviewed" % (game, done, len(todo)), file=sys.stderr, flush=True)
    samples = []
    for key, entry in cache.items():
        index = int(key)
        plies = entry.get("plies", len(entry["rows"]))
        for r in entry["rows"]:
            if r["ply"] <= skip:
                continue  # the mover plays a random opening move there, not the players' move
            samples.append({"score": r["score_before"], "proven": r["proven_before"],
                            "result": mover_value(entry["result"], r["side"], r["ply"]), "ply": r["ply"],
                            "plies": plies, "game": index, "forced": r["forced"]})
    return samples


def chance(score, scale):
    x = -score / scale
    if x > 700:
        return 0.0
    return 100.0 / (1.0 + math.exp(x))


def log_likelihood(samples, scale):
    total = 0.0
    for s in samples:
        p = min(max(chance(s["score"], scale) / 100.0, 1e-9), 1 - 1e-9)
        total += s["result"] * math.log(p) + (1 - s["result"]) * math.log(1 - p)
    return total


def fit(samples):
    """The scale with the largest likelihood: golden-section search on log(scale)."""
    lo, hi = math.log(1.0), math.log(1e6)
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    fa, fb = log_likelihood(samples, math.exp(a)), log_likelihood(samples, math.exp(b))
    for _ in range(80):
        if fa > fb:
            hi, b, fb = b, a, fa
            a = hi - g * (hi - lo)
            fa = log_likelihood(samples, math.exp(a))
        else:
            lo, a, fa = a, b, fb
            b = lo + g * (hi - lo)
            fb = log_likelihood(samples, math.exp(b))
    return math.exp((lo + hi) / 2)


def ply_bands(samples, edges):
    """One fitted scale for each band of plies from the start: {(first, last + 1): scale}."""
    scales = {}
    for lo, hi in zip(edges, edges[1:]):
        bucket = [s for s in samples if lo <= s["ply"] < hi]
        if bucket:
            scales[(lo, hi)] = fit(bucket)
    return scales


def plies_left(sample):
    return sample["plies"] - sample["ply"] + 1


def phase_scales(samples, edges):
    """One fitted scale a phase: {(first, last + 1) plies left: scale} over the samples that know their ply."""
    scales = {}
    for lo, hi in zip(edges, edges[1:]):
        bucket = [s for s in samples if "ply" in s and lo <= plies_left(s) < hi]
        if bucket:
            scales[(lo, hi)] = fit(bucket)
    return scales


def buckets(samples, scale_of):
    """Ten buckets of predicted chance: {k: (positions, mean predicted, observed win rate)} for the non-empty ones."""
    out = {}
    for k in range(10):
        bucket = [s for s in samples if min(int(chance(s["score"], scale_of(s)) // 10), 9) == k]
        if bucket:
            out[k] = (len(bucket), sum(chance(s["score"], scale_of(s)) for s in bucket) / len(bucket),
                      100.0 * sum(s["result"] for s in bucket) / len(bucket))
    return out


def largest_error(samples, scale_of, minimum=100):
    """The largest |observed - predicted| over the buckets of at least `minimum` positions (0 when none)."""
    return max([abs(o - p) for n, p, o in buckets(samples, scale_of).values() if n >= minimum], default=0.0)


def bootstrap(samples, scale, draws):
    """How much the largest bucket error moves with the games drawn: the held-out games drawn again with replacement
    `draws` times (a game's positions together); the median and the 10th and 90th percentiles."""
    scale_of = scale if callable(scale) else lambda s: scale
    by_game = {}
    for s in samples:
        by_game.setdefault(s["game"], []).append(s)
    games = sorted(by_game)
    rng = random.Random(1)
    errors = sorted(largest_error([x for g in (rng.choice(games) for _ in games) for x in by_game[g]], scale_of)
                    for _ in range(draws))
    print("  over %d draws of the %d games: largest error median %.1f, 80%% between %.1f and %.1f" % (
        draws, len(games), errors[draws // 2], errors[draws // 10], errors[(9 * draws) // 10]))


def table(game, samples, scale):
    """The calibration table; `scale` is a number or a function of the sample (a phase-dependent curve)."""
    scale_of = scale if callable(scale) else lambda s: scale
    if callable(scale):
        print("%s: %d positions, a scale a phase" % (game, len(samples)))
    else:
        print("%s: %d positions, scale %.1f (win chance = 100 / (1 + e^(-score / %.1f)))" % (
            game, len(samples), scale, scale))
    print("  bucket    positions  predicted  observed  error")
    rows = buckets(samples, scale_of)
    for k in range(10):
        if k not in rows:
            print("  %3d-%-3d   %9d" % (10 * k, 10 * k + 10, 0))
            continue
        n, predicted, observed = rows[k]
        print("  %3d-%-3d   %9d  %9.1f  %8.1f  %+5.1f" % (10 * k, 10 * k + 10, n, predicted, observed,
                                                          observed - predicted))
    worst = max([abs(o - p) for n, p, o in rows.values() if n >= 100], default=0.0)
    print("  largest error in a bucket of at least 100 positions: %.1f points" % worst)
    band = [s for s in samples if 65 <= chance(s["score"], scale_of(s)) < 75]  # issue 36's bucket
    if band:
        print("  65-75%%: %d positions, predicted %.1f, observed %.1f" % (
            len(band), sum(chance(s["score"], scale_of(s)) for s in band) / len(band),
            100.0 * sum(s["result"] for s in band) / len(band)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", default="build/app/gamut-cli")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every game of "
                        "`gamut-cli games`)")
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--level", type=int, default=3, help="the level of the games and of the reviews")
    parser.add_argument("--second", type=int, default=0, help="the level of the match's second engine (default: "
                        "--level); for a game whose equal players seldom finish (Atoms)")
    parser.add_argument("--work", default="calibration")
    parser.add_argument("--refit", action="store_true", help="only fit the samples already in --work")
    parser.add_argument("--check", type=float, default=0, help="print the table at this scale")
    parser.add_argument("--phases", default="", help="comma-separated bounds of plies left, e.g. 1,12,23,99: "
                        "also fit and print a scale a phase")
    parser.add_argument("--curve", default="", help="with --records: the held-out table of a curve that follows "
                        "the phase, e.g. 0:400/20:54 (plies played before the position: scale, straight lines "
                        "between; as the game's Evaluator::winChanceScale)")
    parser.add_argument("--records", default="", help="review the games of DIR/<game>.gamut instead of playing")
    parser.add_argument("--sample", type=int, default=0, help="with --records: review only this many plies of "
                        "each game, drawn at random (repeated games once), on --jobs processes")
    parser.add_argument("--skip", type=int, default=0, help="with --records: leave out the first N plies (the "
                        "match's random opening, --openings N: there the mover does not play its own move)")
    parser.add_argument("--bootstrap", type=int, default=0, help="with --records: draw the table's games again "
                        "with replacement this many times and print how far the largest bucket error moves")
    parser.add_argument("--holdout", action="store_true", help="fit on every other game, table on the others")
    parser.add_argument("--by-ply", default="", help="bounds of plies from the start, e.g. 1,20,40,999: a scale "
                        "for each band (held-out table with --holdout)")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    for game in args.games.split(",") if args.games else registered_games(args.cli):
        if args.records:
            samples = collect_records(args.cli, game, args.records, args.jobs, args.work, args.level, args.sample, args.skip)
            unproven = [s for s in samples if not s["proven"] and not s.get("forced")]
            fitted = [s for s in unproven if s["game"] % 2 == 0] if args.holdout else unproven
            held = [s for s in unproven if s["game"] % 2 == 1] if args.holdout else unproven
            scale = args.check if args.check > 0 else fit(fitted)
            print("%s: fitted on %d positions of %d games%s" % (game, len(fitted), len({s["game"] for s in fitted}),
                                                               ", the table of the games left out" if args.holdout
                                                               else ""))
            table(game, held, scale)
            if args.bootstrap:
                bootstrap(held, scale, args.bootstrap)
            if args.holdout:
                print("  (fitted on all %d: scale %.1f)" % (len(unproven), fit(unproven)))
            if args.curve:
                knots = parse_knots(args.curve)

                def on_curve(sample):
                    return curve_scale(knots, sample["ply"] - 1)

                print("  the curve %s:" % args.curve)
                table(game, held, on_curve)
            if args.by_ply:
                bands = ply_bands(fitted, [int(x) for x in args.by_ply.split(",")])
                for (lo, hi), value in bands.items():
                    print("  plies %d-%d: scale %.1f" % (lo, hi - 1, value))

                def by_band(sample):
                    return next(v for (lo, hi), v in bands.items() if lo <= sample["ply"] < hi)

                table(game, [s for s in held if any(lo <= s["ply"] < hi for lo, hi in bands)], by_band)
            print()
            continue
        if args.refit:
            with open(os.path.join(args.work, game + ".json")) as f:
                samples = json.load(f)
        else:
            samples = collect(args.cli, game, args.positions, args.jobs, args.work, args.level,
                              args.second or args.level)
        unproven = [s for s in samples if not s["proven"]]
        table(game, unproven, args.check if args.check > 0 else fit(unproven))
        print()
        if args.phases:
            known = [s for s in unproven if "ply" in s]
            scales = phase_scales(known, [int(x) for x in args.phases.split(",")])
            for (lo, hi), scale in scales.items():
                print("  %d-%d plies left: scale %.1f" % (lo, hi - 1, scale))

            def by_phase(sample):
                return next(v for (lo, hi), v in scales.items() if lo <= plies_left(sample) < hi)

            table(game, [s for s in known if any(lo <= plies_left(s) < hi for lo, hi in scales)], by_phase)
            print()


if __name__ == "__main__":
    main()
