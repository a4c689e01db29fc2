"""A win-chance scale that follows a game's phase (Evaluator<P>::winChanceScale, e.g. Atoms'), as the scripts in
tools/ read it from the command line: "0:300/30:300/60:54" = (plies played, scale) knots joined by straight lines,
the first and the last held beyond them. Shared by check-review.py and calibrate-winchance.py."""


def parse_knots(text):
    return [(int(a), float(b)) for a, b in (k.split(":") for k in text.split("/"))]


def curve_scale(knots, played):
    if played <= knots[0][0]:
        return knots[0][1]
    for (p0, s0), (p1, s1) in zip(knots, knots[1:]):
        if played <= p1:
            return s0 + (s1 - s0) * (played - p0) / (p1 - p0)
    return knots[-1][1]
