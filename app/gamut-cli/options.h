// Parsing gamut-cli's arguments and building the position a sub-command works on.
#pragma once

#include "core/gamestate.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace gamut::cli {

// A failure that ends the command with an exit code and a message for standard error.
struct Failure : std::runtime_error {
    Failure(int exitCode, const std::string &message) : std::runtime_error(message), code(exitCode) {}
    int code;
};

// The words after the sub-command: positional arguments and --options (with or without a value).
class Arguments {
public:
    // `valued` names the options that take a value, `flags` those that do not; anything else is refused.
    Arguments(const std::vector<std::string> &words, const std::set<std::string> &valued,
              const std::set<std::string> &flags);

    const std::vector<std::string> &positional() const { return positional_; }
    bool has(const std::string &option) const { return values_.count(option) > 0; }
    std::string value(const std::string &option, const std::string &fallback = {}) const;
    // An integer option within [min, max]; a usage failure naming the option otherwise.
    long long integer(const std::string &option, long long fallback, long long min, long long max) const;

private:
    std::vector<std::string> positional_;
    std::map<std::string, std::string> values_;
};

long long parseInteger(const std::string &text, const std::string &what, long long min, long long max);
// The items of a comma-separated option value ("1,3-5,hint"), empty ones included so that their parser names them.
std::vector<std::string> commaItems(const std::string &text);

// The position named by GAME, --variant, --record and --moves (moves are applied after the record's end).
std::unique_ptr<GameState> buildPosition(const std::string &game, const Arguments &args);

// Plays the move tokens of `moves` on `state`; an illegal or unparsable one fails with exit code 3 and
// "ply N: illegal move 'x': why", where N counts from the start of the game (firstPly = plies already played).
// Returns the moves played.
std::vector<Move> applyMoves(GameState &state, const std::string &moves, int firstPly);

} // namespace gamut::cli
