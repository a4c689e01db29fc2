#include "options.h"

#include "cli.h"
#include "core/record/record.h"
#include "core/registry.h"
#include "core/text.h"

#include <algorithm>
#include <charconv>

namespace gamut::cli {

namespace {

std::string optionList(const std::set<std::string> &valued, const std::set<std::string> &flags) {
    std::vector<std::string> all;
    for (const auto &o : valued)
        all.push_back("--" + o);
    for (const auto &o : flags)
        all.push_back("--" + o);
    std::sort(all.begin(), all.end());
    return all.empty() ? std::string("none") : join(all, ", ");
}

// --variant given with --record must name the record's variant; compared by the game's canonical id, so that
// the same setup written two ways ("classic", "size=11,towers=3,distance=1") agrees.
void checkVariantAgrees(const std::string &game, const std::string &variant, const GameState &recorded) {
    std::string error;
    const auto named = newGame(game, variant, error);
    if (!named)
        throw Failure(kUsage, error);
    if (named->variant() != recorded.variant())
        throw Failure(kUsage, "--variant " + printableExcerpt(variant) +
                                  (named->variant() != variant ? " (" + named->variant() + ")" : std::string()) +
                                  " disagrees with the record's variant " + recorded.variant());
}

} // namespace

Arguments::Arguments(const std::vector<std::string> &words, const std::set<std::string> &valued,
                     const std::set<std::string> &flags) {
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string &word = words[i];
        if (word.size() < 3 || word.compare(0, 2, "--") != 0) {
            positional_.push_back(word);
            continue;
        }
        std::string name = word.substr(2), value;
        bool inlineValue = false;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
            inlineValue = true;
        }
        if (valued.count(name)) {
            if (!inlineValue) {
                if (i + 1 >= words.size())
                    throw Failure(kUsage, "option --" + printableExcerpt(name) + " needs a value");
                value = words[++i];
            }
        } else if (flags.count(name)) {
            if (inlineValue)
                throw Failure(kUsage, "option --" + printableExcerpt(name) + " takes no value");
        } else {
            throw Failure(kUsage, "unknown option --" + printableExcerpt(name) +
                                      " (valid here: " + optionList(valued, flags) + ")");
        }
        if (values_.count(name))
            throw Failure(kUsage, "option --" + printableExcerpt(name) + " given twice");
        values_[name] = value;
    }
}

std::string Arguments::value(const std::string &option, const std::string &fallback) const {
    const auto it = values_.find(option);
    return it == values_.end() ? fallback : it->second;
}

long long Arguments::integer(const std::string &option, long long fallback, long long min, long long max) const {
    if (!has(option))
        return fallback;
    return parseInteger(value(option), "--" + option, min, max);
}

std::vector<std::string> commaItems(const std::string &text) {
    std::vector<std::string> items;
    for (std::size_t begin = 0; begin <= text.size();) {
        const std::size_t comma = std::min(text.find(',', begin), text.size());
        items.push_back(text.substr(begin, comma - begin));
        begin = comma + 1;
    }
    return items;
}

long long parseInteger(const std::string &text, const std::string &what, long long min, long long max) {
    long long number = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (ec != std::errc() || end != text.data() + text.size() || number < min || number > max)
        throw Failure(kUsage, what + " must be a whole number from " + std::to_string(min) + " to " +
                                  std::to_string(max) + ", not '" + printableExcerpt(text) + "'");
    return number;
}

std::vector<Move> applyMoves(GameState &state, const std::string &moves, int firstPly) {
    std::vector<Move> played;
    int ply = firstPly;
    for (const std::string &token : splitWhitespace(moves)) {
        ++ply;
        const ParsedMove parsed = state.parseMove(token);
        if (!parsed.ok())
            throw Failure(kIllegalMove, "ply " + std::to_string(ply) + ": illegal move '" + printableExcerpt(token) +
                                            "': " + parsed.error);
        state.play(parsed.move);
        played.push_back(parsed.move);
    }
    return played;
}

std::unique_ptr<GameState> buildPosition(const std::string &game, const Arguments &args) {
    std::unique_ptr<GameState> state;
    int playedPlies = 0;
    if (args.has("record")) {
        RecordError error;
        auto games = loadRecordFile(args.value("record"), error);
        if (!games)
            throw Failure(kBadRecord, error.text());
        const ReplayedGame &last = games->back();
        if (last.start->info().id != game)
            throw Failure(kBadRecord, printableExcerpt(args.value("record"), 1024) + ": the record is a game of " +
                                          std::string(last.start->info().id) + ", not " + game);
        if (args.has("variant"))
            checkVariantAgrees(game, args.value("variant"), *last.start);
        playedPlies = int(last.moves.size());
        state = last.positionAt(playedPlies);
    } else {
        std::string error;
        if (!findGame(game))
            throw Failure(kUsage, "unknown game '" + printableExcerpt(game) + "' (games: " + gameIdList() + ")");
        state = newGame(game, args.value("variant"), error);
        if (!state)
            throw Failure(kUsage, error);
    }
    applyMoves(*state, args.value("moves"), playedPlies);
    return state;
}

} // namespace gamut::cli
