// Helpers the rules tests share: a position's legal moves, board and extra lines as text, and playing tokens.
#pragma once

#include "core/gamerules.h"

#include <QtGlobal>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace gamut::test {

// Every legal move's text, sorted by byte order (as `gamut-cli legal` prints them).
template <GamePosition P> std::vector<std::string> legalTexts(const P &p) {
    MoveList moves;
    p.legalMoves(moves);
    std::vector<std::string> out;
    for (Move m : moves)
        out.push_back(p.moveText(m));
    std::sort(out.begin(), out.end());
    return out;
}

template <GamePosition P> std::vector<std::string> rowsOf(const P &p) {
    std::vector<std::string> rows;
    p.boardRows(rows);
    return rows;
}

template <GamePosition P> std::vector<std::string> extraOf(const P &p) {
    std::vector<std::string> lines;
    p.extraLines(lines);
    return lines;
}

// Plays a token that must be legal, and says so loudly if it is not.
template <GamePosition P> void playText(P &p, std::string_view token) {
    const ParsedMove m = p.parseMove(token);
    if (!m.ok())
        qFatal("'%s' refused: %s", std::string(token).c_str(), m.error.c_str());
    p.play(m.move);
}

// Why a token is refused, or "(accepted)".
template <GamePosition P> std::string reason(const P &p, std::string_view token) {
    const ParsedMove m = p.parseMove(token);
    return m.ok() ? std::string("(accepted)") : m.error;
}

} // namespace gamut::test
