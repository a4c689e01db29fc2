// A review in a record's move comments (the format is in reviewrecord.h).
#include "reviewrecord.h"

#include "../text.h"

#include <charconv>
#include <cstdio>
#include <sstream>

namespace gamut {

namespace {

constexpr std::string_view kCommand = "[%review ";
constexpr std::string_view kWhy = "[%why "; // a forced result's reason and its plies: [%why walks-into-loss 7]

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

std::optional<double> parseChance(const std::string &text) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !(value >= 0 && value <= 100))
        return std::nullopt;
    return value;
}

// The legal move `token` in `state`, or kNoMove.
Move legalMove(const GameState &state, const std::string &token) {
    const ParsedMove parsed = state.parseMove(token);
    return parsed.ok() ? parsed.move : kNoMove;
}

// White space collapsed to single spaces and trimmed, as the record reader leaves comments.
std::string collapseSpaces(std::string_view text) {
    std::string out;
    for (char c : text) {
        const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
        if (space) {
            if (!out.empty() && out.back() != ' ')
                out += ' ';
        } else {
            out += c;
        }
    }
    if (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

} // namespace

std::string withoutReviewCommand(std::string_view comment) {
    std::string text(comment);
    bool changed = false;
    for (const std::string_view command : {kCommand, kWhy}) {
        const auto at = text.find(command);
        if (at == std::string::npos)
            continue;
        const auto end = text.find(']', at);
        text.erase(at, end == std::string::npos ? std::string::npos : end - at + 1);
        changed = true;
    }
    return changed ? collapseSpaces(text) : text;
}

void writeReviewComments(GameRecord &record, const GameState &start, const GameReview &review) {
    auto state = start.clone();
    const std::size_t count = std::min(record.moves.size(), review.plies.size());
    for (std::size_t i = 0; i < count; ++i) {
        const PlyReview &p = review.plies[i];
        std::string command = std::string(kCommand) + std::string(moveClassName(p.moveClass)) + " " +
                              number(p.winBefore) + " " + number(p.winAfter) + " " + state->moveText(p.best);
        auto line = state->clone();
        for (Move m : p.pv) {
            MoveList legal;
            line->legalMoves(legal);
            if (!legal.contains(m))
                break;
            command += " " + line->moveText(m);
            line->play(m);
        }
        command += "]";
        if (p.reasonPlies > 0)
            command += " " + std::string(kWhy) + std::string(markReasonName(p.reason)) + " " +
                       std::to_string(p.reasonPlies) + "]";
        const std::string own = withoutReviewCommand(record.moves[i].comment);
        record.moves[i].comment = own.empty() ? command : own + " " + command;
        state->play(p.played);
    }
    record.setTag(kReviewTag, review.engine);
}

std::optional<GameReview> readReviewComments(const ReplayedGame &game, std::string_view fileName, RecordError &error) {
    error = {};
    const std::string engine = game.record.tag(kReviewTag);
    if (engine.empty() || game.moves.empty())
        return std::nullopt;
    GameReview review;
    review.gameId = std::string(game.start->info().id);
    review.engine = engine;
    auto state = game.start->clone();
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const std::string &comment = game.comments[i];
        const auto at = comment.find(kCommand);
        if (at == std::string::npos)
            return std::nullopt; // a move without its verdict: the review is not whole, so there is none
        const int line = i < game.record.moves.size() ? game.record.moves[i].line : 0;
        const auto fail = [&](const std::string &why) {
            error = RecordError{std::string(fileName), line,
                                "bad review comment at ply " + std::to_string(i + 1) + ": " + why};
            return std::nullopt;
        };
        const auto end = comment.find(']', at);
        if (end == std::string::npos)
            return fail("no closing ']'");
        std::istringstream words(comment.substr(at + kCommand.size(), end - at - kCommand.size()));
        std::string className, before, after, best;
        words >> className >> before >> after >> best;
        const auto moveClass = moveClassFromName(className);
        if (!moveClass)
            return fail("unknown class '" + printableExcerpt(className) + "'");
        const auto winBefore = parseChance(before), winAfter = parseChance(after);
        if (!winBefore || !winAfter)
            return fail("a win chance must be a number from 0 to 100");
        PlyReview p;
        p.ply = int(i) + 1;
        p.side = state->turn();
        p.played = game.moves[i];
        p.best = legalMove(*state, best);
        if (p.best == kNoMove)
            return fail("best move '" + printableExcerpt(best) + "' is not legal here");
        auto pvState = state->clone();
        for (std::string token; words >> token && int(p.pv.size()) < kReviewPvPlies;) {
            const Move m = legalMove(*pvState, token);
            if (m == kNoMove)
                return fail("line move '" + printableExcerpt(token) + "' is not legal there");
            p.pv.push_back(m);
            pvState->play(m);
        }
        MoveList legal;
        state->legalMoves(legal);
        p.forced = legal.size() == 1;
        p.moveClass = *moveClass;
        p.winBefore = *winBefore;
        p.winAfter = *winAfter;
        p.loss = p.moveClass == MoveClass::Best ? 0 : std::max(0.0, p.winBefore - p.winAfter);
        p.reason = p.forced                         ? MarkReason::Forced
                   : p.moveClass == MoveClass::Best ? MarkReason::Best
                                                    : MarkReason::WinChance;
        p.playedLine = {p.played};
        if (const auto why = comment.find(kWhy); why != std::string::npos) {
            const auto close = comment.find(']', why);
            std::istringstream reason(comment.substr(why + kWhy.size(), close - why - kWhy.size()));
            std::string name;
            int plies = 0;
            reason >> name >> plies;
            const auto known = markReasonFromName(name);
            if (close == std::string::npos || !known || plies < 1 || plies > 10000)
                return fail("bad reason '" + printableExcerpt(name) + "'");
            p.reason = *known;
            p.reasonPlies = plies;
        }
        review.plies.push_back(std::move(p));
        state->play(game.moves[i]);
    }
    review.sides = summarize(review.plies);
    return review;
}

} // namespace gamut
