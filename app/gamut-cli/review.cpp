// gamut-cli review: the review of a saved game (core/review) as text rows or JSON lines.
#include "core/review/review.h"
#include "cli.h"
#include "commands.h"
#include "core/ai/player.h"
#include "core/record/record.h"
#include "core/text.h"

#include <algorithm>
#include <cstdio>

namespace gamut::cli {

namespace {

std::string fixed(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

// A JSON string: quotes, backslashes and control characters escaped (the tokens are ASCII, the names too).
std::string jsonString(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", unsigned(static_cast<unsigned char>(c)));
            out += escaped;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string pad(std::string text, std::size_t width, bool right = false) {
    if (text.size() < width)
        text.insert(right ? 0 : text.size(), width - text.size(), ' ');
    return text;
}

// The engine spec of --level or --engine ("level:3" by default).
std::string reviewEngine(const Arguments &args) {
    if (args.has("engine") && args.has("level"))
        throw Failure(kUsage, "give either --level or --engine, not both");
    if (args.has("engine"))
        return args.value("engine");
    return "level:" + std::to_string(args.integer("level", kDefaultLevel, kMinLevel, kMaxLevel));
}

void printText(const GameState &start, const std::vector<Move> &moves, const GameReview &review, std::ostream &out) {
    out << "ply  side        move        class       before  after  best        loss\n";
    auto state = start.clone();
    for (std::size_t i = 0; i < review.plies.size(); ++i) {
        const PlyReview &p = review.plies[i];
        out << pad(std::to_string(p.ply), 3, true) << "  " << pad(state->playerName(p.side), 10) << "  "
            << pad(state->moveText(p.played), 10) << "  " << pad(std::string(moveClassName(p.moveClass)), 10) << "  "
            << pad(fixed(p.winBefore), 6, true) << "  " << pad(fixed(p.winAfter), 5, true) << "  "
            << pad(state->moveText(p.best), 10) << "  " << pad(fixed(p.loss), 4, true);
        if (p.moveClass >= MoveClass::Inaccuracy || p.reasonPlies > 0)
            out << "  " << moveReasonText(p); // why, in words
        out << '\n';
        state->play(moves[i]);
    }
    for (int side = 0; side < 2; ++side) {
        const SideSummary &s = review.sides[std::size_t(side)];
        out << start.playerName(side) << ": accuracy " << (s.counted > 0 ? fixed(s.accuracy) : std::string("-"))
            << ", moves " << s.moves;
        for (int c = 0; c < kMoveClassCount; ++c)
            out << ", " << moveClassName(MoveClass(c)) << ' ' << s.counts[std::size_t(c)];
        out << '\n';
    }
}

// The tokens of a line from `state`, as a JSON array's items (up to the first move that is not legal).
std::string lineText(const GameState &state, const std::vector<Move> &moves) {
    std::string text;
    auto line = state.clone();
    for (Move m : moves) {
        MoveList legal;
        line->legalMoves(legal);
        if (!legal.contains(m))
            break;
        text += (text.empty() ? "" : ",") + jsonString(line->moveText(m));
        line->play(m);
    }
    return text;
}

// One judged ply as a JSON object on a line; `state` is the position before it.
void printJsonPly(const GameState &state, const PlyReview &p, std::ostream &out) {
    const std::string pv = lineText(state, p.pv);
    out << "{\"ply\":" << p.ply << ",\"side\":" << jsonString(state.playerName(p.side))
        << ",\"move\":" << jsonString(state.moveText(p.played)) << ",\"best\":" << jsonString(state.moveText(p.best))
        << ",\"class\":" << jsonString(moveClassName(p.moveClass)) << ",\"win_before\":" << fixed(p.winBefore)
        << ",\"win_after\":" << fixed(p.winAfter) << ",\"loss\":" << fixed(p.loss) << ",\"pv\":[" << pv
        << "],\"score_before\":" << p.scoreBefore << ",\"score_after\":" << p.scoreAfter
        << ",\"proven_before\":" << (p.provenBefore ? "true" : "false")
        << ",\"proven_after\":" << (p.provenAfter ? "true" : "false") << ",\"forced\":" << (p.forced ? "true" : "false")
        << ",\"depth\":" << p.depth << ",\"reason\":" << jsonString(markReasonName(p.reason))
        << ",\"reason_moves\":" << reasonMoves(p) << ",\"why\":" << jsonString(moveReasonText(p)) << ",\"line\":["
        << lineText(state, p.playedLine) << "]}\n";
}

void printJson(const GameState &start, const std::vector<Move> &moves, const GameReview &review, std::ostream &out) {
    auto state = start.clone();
    for (std::size_t i = 0; i < review.plies.size(); ++i) {
        printJsonPly(*state, review.plies[i], out);
        state->play(moves[i]);
    }
    out << "{\"summary\":{";
    for (int side = 0; side < 2; ++side) {
        const SideSummary &s = review.sides[std::size_t(side)];
        // null, not 100, for a side none of whose moves counted
        out << (side ? "," : "") << jsonString(start.playerName(side))
            << ":{\"accuracy\":" << (s.counted > 0 ? fixed(s.accuracy) : std::string("null"))
            << ",\"counted\":" << s.counted << ",\"moves\":" << s.moves;
        for (int c = 0; c < kMoveClassCount; ++c)
            out << "," << jsonString(moveClassName(MoveClass(c))) << ":" << s.counts[std::size_t(c)];
        out << "}";
    }
    out << "},\"game\":" << jsonString(review.gameId) << ",\"engine\":" << jsonString(review.engine) << "}\n";
}

// --plies "5,12,30": the plies to judge, each 1..count, in order and once. A calibration sample judges a few plies
// of many games instead of every ply of a few (positions of one game rise and fall together).
std::vector<std::size_t> parsePlies(const std::string &text, std::size_t count) {
    if (count == 0)
        throw Failure(kUsage, "--plies: the game has no moves to judge");
    std::vector<std::size_t> plies;
    for (const std::string &item : commaItems(text))
        plies.push_back(std::size_t(parseInteger(item, "--plies", 1, static_cast<long long>(count))));
    std::sort(plies.begin(), plies.end());
    plies.erase(std::unique(plies.begin(), plies.end()), plies.end());
    return plies;
}

// Each ply of `plies` judged as the whole review judges it: the position before it, and the move played there.
void printChosenPlies(const Reviewer &reviewer, const ReplayedGame &game, const std::vector<std::size_t> &plies,
                      std::ostream &out) {
    auto state = game.start->clone();
    std::size_t played = 0; // the plies are in order: one walk through the game reaches each
    for (const std::size_t ply : plies) {
        for (; played + 1 < ply; ++played)
            state->play(game.moves[played]);
        std::string error;
        const auto review = reviewer.review(*state, {game.moves[ply - 1]}, nullptr, {}, error);
        if (!review || review->plies.size() != 1)
            throw Failure(kUsage, error.empty() ? "ply " + std::to_string(ply) + " could not be judged" : error);
        PlyReview p = review->plies.front();
        p.ply = int(ply);
        printJsonPly(*state, p, out);
    }
}

} // namespace

int commandReview(const std::vector<std::string> &words, std::ostream &out, std::ostream &err) {
    Arguments args(words, {"level", "engine", "jobs", "plies"}, {"json"});
    if (args.positional().size() != 1)
        throw Failure(
            kUsage, "usage: gamut-cli review FILE [--level N | --engine ENGINE] [--jobs N] [--json] [--plies N,N,...]");
    ReviewOptions options;
    options.engine = reviewEngine(args);
    options.jobs = int(args.integer("jobs", 0, 1, 256));
    const Reviewer reviewer(options);
    std::string error = reviewer.check(); // a bad engine is said before the file is read
    if (!error.empty())
        throw Failure(kUsage, "--engine: " + error);
    RecordError recordError;
    const auto games = loadRecordFile(args.positional()[0], recordError);
    if (!games)
        throw Failure(kBadRecord, recordError.text());
    const ReplayedGame &game = games->back(); // Atom-4: its last round
    if (args.has("plies")) { // JSON lines of the chosen plies only, no summary (it would be of a part of the game)
        printChosenPlies(reviewer, game, parsePlies(args.value("plies"), game.moves.size()), out);
        return kOk;
    }
    // How long it will take, before it starts (a long review, or one that must prove endgames, is not a surprise).
    if (const auto estimate = reviewer.estimate(*game.start, game.moves, error))
        err << "gamut-cli review: " << options.engine << ", " << reviewEstimateText(*estimate) << std::endl;
    const auto review = reviewer.review(*game.start, game.moves, nullptr, {}, error);
    if (!review)
        throw Failure(kUsage, error);
    if (args.has("json"))
        printJson(*game.start, game.moves, *review, out);
    else
        printText(*game.start, game.moves, *review, out);
    return kOk;
}

} // namespace gamut::cli
