// What the shared tests of the core need to know of one game and cannot ask the game itself, written by the game in
// its own folder (core/games/<id>/tests/facts.cpp), as OpenSpiel's games each hand their particulars to one shared
// checker. The shared tests loop over the registry and take what differs from here, so that a game added to the
// registry is tested by them without a change to any of them; a registered game without facts fails
// test_game_facts, which names the file to write. The window's facts are ui/games/<id>/tests/facts.cpp
// (tests/facts/uifacts.h).
//
// A facts file defines one CoreFacts and registers it with a static CoreFacts::Registration; the files are compiled
// into every test program (tests/CMakeLists.txt), so that the registration runs before main().
#pragma once

#include "core/cellface.h"
#include "core/effects.h"
#include "core/gamestate.h"
#include "core/move.h"

#include <QString>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gamut::test {

// A typed move's refusal in a position: the moves that lead there (space-separated, from the default variant's
// start), the token, and the reason code and arguments parseMove must give (move.h).
struct RefusalCase {
    const char *moves;
    const char *token;
    Refusal reason;
    std::vector<std::string> args;
};

// A figure of a start position (GameState::figures): `key` in `variant` ("" the default) is `first` (and `second`
// where the figure is per side; kAny: not checked).
struct StartFigure {
    static constexpr std::int64_t kAny = INT64_MIN;
    const char *variant;
    const char *key;
    std::int64_t first;
    std::int64_t second = kAny;
};

// Where the review finds a position whose best move is proven beside a move that loses (test_review): random games
// of `variant` played to their end, looked at from the back; `level` is the review's level that sees the proof, and
// `proofs` allows wins and losses a deep search proves, not only those at once (for games whose moves seldom win or
// lose at once).
struct ProvenPositions {
    const char *variant = "";
    const char *level = "level:2";
    bool proofs = false;
};

struct CoreFacts {
    std::string_view game = {}; // the registry's id

    // Reference games and perft counts from an original program or an independent implementation, in this game's
    // folder (core/games/<id>/tests/<id>.jsonl and <id>-perft.jsonl, replayed by test_conformance), or none: a game
    // without an original program says so, and is checked against itself instead (test_game_facts' self-consistency:
    // random playouts, perft through the move generator against perft by playing every move).
    bool referenceGames = false;

    // What the face of a cell (cellface.h) must show, read from the cell's token in the board text (the game's
    // notation; every token but the empty cell's "."): empty when it agrees, else what is wrong (test_faces).
    std::string (*faceProblem)(const std::string &token, const CellFace &face) = nullptr;
    // At the end of a won game, what is wrong with the cells that won it (empty when nothing is); nullptr: the common
    // rule, that there are winning cells and the winner owns every one (winnerOwnsTheWinningCells).
    std::string (*wonProblem)(const GameState &won) = nullptr;
    // The cells the board marks as having decided a won game, given what its last move did; nullptr: its winning
    // cells (GameState::decidingCells' own default).
    std::vector<int> (*decidingCells)(const GameState &won, const MoveEffects &lastMove) = nullptr;
    // The token a click on `cell` stands for (with the piece on `selected` picked, -1 for none), whose refusal a
    // refused click must give too; nullptr: a click picks no cell of its own (Trails picks a line), and the
    // click-refusal check leaves the game out. Placement games: cellToken.
    std::string (*clickToken)(const GameState &position, int cell, int selected) = nullptr;

    std::vector<const char *> moreVariants = {}; // played by the random-game tests besides the default one
    std::vector<StartFigure> startFigures = {};  // what the panel shows at the start
    std::vector<RefusalCase> refusals = {};      // typed moves refused with their reasons
    std::vector<ProvenPositions> proven = {};    // where the review finds proven positions (at least one)
    // Seeded random games show wins in two (a move that wins whatever the reply) besides wins in one; false for a
    // game whose results come only on its last ply (AddTraction).
    bool winsInTwo = true;
    // The depth a plain search (no reductions, no quiescence) of a position a few random plies into the game
    // finishes in a moment (test_review's exact multi-line scores): a deep position of a slow game takes less.
    int quickDepth = 3;

    // Registers `facts` (a static in the game's facts.cpp).
    struct Registration {
        explicit Registration(const CoreFacts &facts);
    };
};

// Every registered CoreFacts, and the one of `game` (nullptr when its folder has none: test_game_facts fails).
std::span<const CoreFacts *const> allCoreFacts();
const CoreFacts *coreFacts(std::string_view game);
// The facts of `game`, or empty ones (no fields set, `game` empty) when it has none, so that a test that asks for
// a missing fact fails on it (naming the game) instead of crashing.
const CoreFacts &coreFactsOf(std::string_view game);

// A game's own test folder (core/games/<id>/tests/), where its facts, its own tests and its reference games are.
QString gameTestFolder(std::string_view game);

// The token of a placement on `cell`: its name ("c4"), for placement games' clickToken.
std::string cellToken(const GameState &position, int cell, int selected);
// The common won-game rule: winning cells, each the winner's.
std::string winnerOwnsTheWinningCells(const GameState &won);

} // namespace gamut::test
