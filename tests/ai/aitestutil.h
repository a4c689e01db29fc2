// Helpers shared by the AI tests: positions from seeded random play, and brute-force checks of short wins written
// independently of the engine (plain move-by-move enumeration through the GameState interface).
#pragma once

#include "core/ai/player.h"
#include "core/registry.h"

#include <QtTest>

#include <memory>
#include <string>

namespace gamut::testing {

inline bool sanitized() {
#if defined(__SANITIZE_ADDRESS__)
    return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return true;
#else
    return false;
#endif
#else
    return false;
#endif
}

inline std::unique_ptr<GameState> startOf(const std::string &game, const std::string &variant = {}) {
    std::string error;
    auto state = newGame(game, variant, error);
    if (!state)
        qFatal("cannot start %s: %s", game.c_str(), error.c_str());
    return state;
}

// Plays `plies` uniformly random moves (fewer if the game ends).
inline void playRandom(GameState &state, Random &random, int plies) {
    for (int i = 0; i < plies && !state.isOver(); ++i) {
        MoveList moves;
        state.legalMoves(moves);
        state.play(moves[random.below(moves.size())]);
    }
}

// Does `move` end the game at once with a win for the player who plays it?
inline bool winsAtOnce(const GameState &state, Move move) {
    const int mover = state.turn();
    auto next = state.clone();
    next->play(move);
    return next->outcome() == winFor(mover);
}

inline bool hasWinInOne(const GameState &state) {
    MoveList moves;
    state.legalMoves(moves);
    for (Move m : moves)
        if (winsAtOnce(state, m))
            return true;
    return false;
}

// After `move`, does the mover win at once, or win with their next move whatever the opponent replies?
inline bool forcesWinWithin3(const GameState &state, Move move) {
    const int mover = state.turn();
    auto next = state.clone();
    next->play(move);
    if (next->isOver())
        return next->outcome() == winFor(mover);
    if (next->turn() == mover)
        return hasWinInOne(*next);
    MoveList replies;
    next->legalMoves(replies);
    for (Move r : replies) {
        auto after = next->clone();
        after->play(r);
        if (after->isOver() ? after->outcome() != winFor(mover) : !hasWinInOne(*after))
            return false;
    }
    return true;
}

inline bool hasWinInTwo(const GameState &state) {
    MoveList moves;
    state.legalMoves(moves);
    for (Move m : moves)
        if (forcesWinWithin3(state, m))
            return true;
    return false;
}

} // namespace gamut::testing
