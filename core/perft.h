// Counting move sequences: the standard check that move generation is exactly right, and a speed gauge.
#pragma once

#include "gamerules.h"

#include <cstdint>
#include <vector>

namespace gamut {

// Positions already seen on the current line, for games where a third repetition draws.
class RepetitionHistory {
public:
    void reserve(std::size_t n) { keys_.reserve(n); }
    void push(std::uint64_t key) { keys_.push_back(key); }
    void pop() { keys_.pop_back(); }
    // True when the last key pushed is the third occurrence of that position.
    bool thirdOccurrence() const {
        if (keys_.empty())
            return false;
        const std::uint64_t last = keys_.back();
        int seen = 0;
        for (std::uint64_t k : keys_)
            seen += k == last;
        return seen >= 3;
    }
    const std::vector<std::uint64_t> &keys() const { return keys_; }
    void clear() { keys_.clear(); }

private:
    std::vector<std::uint64_t> keys_;
};

namespace detail {

// A finished line is not a sequence of exactly `depth` plies: it counts 0 below its end (as the reference
// counts do: "a finished game has no moves").
template <GamePosition P>
std::uint64_t perftPlain(const P &pos, int depth) {
    if (depth == 0)
        return 1;
    if (pos.outcome() != Outcome::Ongoing)
        return 0;
    if constexpr (HasMoveCount<P>) {
        if (depth == 1)
            return std::uint64_t(pos.countLegalMoves());
    }
    MoveList moves;
    pos.legalMoves(moves);
    if (depth == 1)
        return std::uint64_t(moves.size());
    std::uint64_t total = 0;
    if constexpr (HasMovePairCount<P>) {
        if (depth == 3) {
            for (Move m : moves)
                total += pos.countMovePairsAfter(m);
            return total;
        }
    }
    if constexpr (HasMoveCountAfter<P>) {
        if (depth == 2) {
            for (Move m : moves)
                total += std::uint64_t(pos.countLegalMovesAfter(m));
            return total;
        }
    }
    for (Move m : moves) {
        P child = pos;
        child.play(m);
        total += perftPlain(child, depth - 1);
    }
    return total;
}

template <GamePosition P>
std::uint64_t perftRepetition(const P &pos, int depth, RepetitionHistory &history) {
    if (depth == 0)
        return 1;
    if (pos.outcome() != Outcome::Ongoing || history.thirdOccurrence())
        return 0;
    if constexpr (HasMoveCount<P>) {
        if (depth == 1)
            return std::uint64_t(pos.countLegalMoves());
    }
    MoveList moves;
    pos.legalMoves(moves);
    if (depth == 1)
        return std::uint64_t(moves.size());
    std::uint64_t total = 0;
    for (Move m : moves) {
        P child = pos;
        child.play(m);
        history.push(child.hash());
        total += perftRepetition(child, depth - 1, history);
        history.pop();
    }
    return total;
}

} // namespace detail

// `history` holds the keys of the positions of the game so far, the current one last (used only by games
// with a repetition rule).
template <GamePosition P>
std::uint64_t perft(const P &pos, int depth, const std::vector<std::uint64_t> &history = {}) {
    if constexpr (HasRepetitionRule<P>) {
        if (pos.drawsOnRepetition()) {
            RepetitionHistory line;
            line.reserve(history.size() + std::size_t(depth) + 1);
            for (std::uint64_t k : history)
                line.push(k);
            if (history.empty())
                line.push(pos.hash());
            return detail::perftRepetition(pos, depth, line);
        }
    }
    return detail::perftPlain(pos, depth);
}

} // namespace gamut
