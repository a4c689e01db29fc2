// Checking a parsed record against the rules, and reading whole files.
#include "clockcomment.h"
#include "record.h"

#include "../registry.h"
#include "../text.h"

#include <algorithm>
#include <charconv>

namespace gamut {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

// A whole decimal number in [low, high], or nullopt.
std::optional<long long> parseNumber(std::string_view text, long long low, long long high) {
    text = trim(text);
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < low || value > high)
        return std::nullopt;
    return value;
}

class Replayer {
public:
    Replayer(const GameRecord &record, std::string_view fileName, RecordError &error)
        : record_(record), fileName_(fileName), error_(error) {}
    // Fills `game` (whose record is the one being replayed) from the record.
    bool run(ReplayedGame &game);

private:
    bool fail(int line, std::string message) {
        error_ = {std::string(fileName_), line, std::move(message)};
        return false;
    }
    int lineOf(std::string_view tag) const {
        const RecordTag *found = record_.findTag(tag);
        return found && found->line > 0 ? found->line : record_.firstLine;
    }
    bool start(ReplayedGame &game);
    bool playMoves(ReplayedGame &game, GameState &state);
    // Replays `recorded` from `state` (the position after `ply` moves) into moves, comments and the side lines.
    bool playLine(const std::vector<RecordedMove> &recorded, GameState &state, int ply, std::vector<Move> &moves,
                  std::vector<std::string> &comments, std::vector<SideLine> &lines, bool side);
    bool checkPly(ReplayedGame &game);
    bool checkResult(const GameState &final);

    const GameRecord &record_;
    std::string_view fileName_;
    RecordError &error_;
};

bool Replayer::start(ReplayedGame &game) {
    const RecordTag *format = record_.findTag("Format");
    if (!format)
        return fail(record_.firstLine, "missing Format tag (expected [Format \"gamut 1\"])");
    if (trim(format->value) != kRecordFormat)
        return fail(format->line, "unsupported Format '" + quotedToken(format->value) + "' (this program reads '" +
                                      std::string(kRecordFormat) + "')");
    const RecordTag *gameTag = record_.findTag("Game");
    if (!gameTag)
        return fail(record_.firstLine, "missing Game tag (games: " + gameIdList() + ")");
    const GameEntry *entry = findGame(toLower(trim(gameTag->value)));
    if (!entry)
        return fail(gameTag->line, "unknown game '" + quotedToken(gameTag->value) + "' (games: " + gameIdList() + ")");
    int round = 1;
    if (entry->info->playedInRounds && record_.findTag("Round")) {
        const auto number = parseNumber(record_.tag("Round"), 1, 1000000);
        if (!number)
            return fail(lineOf("Round"),
                        "bad Round '" + quotedToken(record_.tag("Round")) + "' (expected a round number from 1)");
        round = int(*number);
    }
    std::string message;
    const std::string variant(trim(record_.tag("Variant")));
    game.start = entry->create(variant, round, message);
    if (!game.start) {
        if (!message.starts_with("unknown variant")) // a game's own reason ("setup key 'distance' is missing")
            message = "bad Variant '" + quotedToken(variant) + "' for " + std::string(entry->info->id) +
                      (message.empty() ? std::string() : ": " + message);
        return fail(lineOf("Variant"), message);
    }
    if (const std::string problem = timeControlProblem(record_); !problem.empty()) // record.md "Clocks"
        return fail(lineOf(kTimeControlTag), problem);
    return true;
}

bool Replayer::playMoves(ReplayedGame &game, GameState &state) {
    return playLine(record_.moves, state, 0, game.moves, game.comments, game.lines, false);
}

bool Replayer::playLine(const std::vector<RecordedMove> &line, GameState &state, int ply, std::vector<Move> &moves,
                        std::vector<std::string> &comments, std::vector<SideLine> &lines, bool side) {
    MoveList legal;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const RecordedMove &recorded = line[i];
        for (const RecordedLine &variation : recorded.variations) { // they start where this move is played from
            SideLine &sideLine = lines.emplace_back();
            sideLine.at = int(i);
            sideLine.comment = variation.comment;
            auto from = state.clone();
            if (!playLine(variation.moves, *from, ply + int(i), sideLine.moves, sideLine.comments, sideLine.lines,
                          true))
                return false;
        }
        const ParsedMove parsed = state.parseMove(recorded.token);
        std::string reason = parsed.error.empty() ? "not a legal move" : parsed.error;
        bool ok = parsed.ok();
        if (ok) {
            // The file is untrusted: never hand play() a move the rules did not list.
            state.legalMoves(legal);
            ok = legal.contains(parsed.move);
            reason = "not a legal move here";
        }
        if (!ok)
            return fail(recorded.line, "illegal move '" + quotedToken(recorded.token) + "' at ply " +
                                           std::to_string(ply + int(i) + 1) + (side ? " of a side line" : "") + " (" +
                                           reason + ")");
        state.play(parsed.move);
        moves.push_back(parsed.move);
        comments.push_back(recorded.comment);
    }
    return true;
}

bool Replayer::checkPly(ReplayedGame &game) {
    const long long count = static_cast<long long>(game.moves.size());
    game.ply = int(count);
    if (!record_.findTag("Ply"))
        return true;
    const std::string value = record_.tag("Ply");
    const auto ply = parseNumber(value, 0, count);
    if (!ply)
        return fail(lineOf("Ply"), "Ply '" + quotedToken(value) + "' out of range (the game has " +
                                       std::to_string(count) + " plies: 0 to " + std::to_string(count) + ")");
    game.ply = int(*ply);
    return true;
}

bool Replayer::checkResult(const GameState &final) {
    if (!record_.findTag("Result"))
        return true;
    const std::string value = toLower(trim(record_.tag("Result")));
    const GameInfo &info = final.info();
    const std::string names =
        "ongoing, " + std::string(info.players[0]) + ", " + std::string(info.players[1]) + " or draw";
    if (value != "ongoing" && value != "draw" && value != info.players[0] && value != info.players[1])
        return fail(lineOf("Result"),
                    "bad Result '" + quotedToken(record_.tag("Result")) + "' (expected " + names + ")");
    if (value != final.resultText())
        return fail(lineOf("Result"), "Result '" + value + "' disagrees with the moves, which give '" +
                                          final.resultText() + "' (file cut short or edited?)");
    return true;
}

bool Replayer::run(ReplayedGame &game) {
    if (!start(game))
        return false;
    auto state = game.start->clone();
    game.moves.reserve(record_.moves.size());
    game.comments.reserve(record_.moves.size());
    return playMoves(game, *state) && checkPly(game) && checkResult(*state);
}

} // namespace

std::unique_ptr<GameState> ReplayedGame::positionAt(int atPly) const {
    if (!start)
        return nullptr;
    auto state = start->clone();
    const int count = std::clamp(atPly, 0, int(moves.size()));
    for (int i = 0; i < count; ++i)
        state->play(moves[std::size_t(i)]);
    return state;
}

std::optional<ReplayedGame> replayRecord(GameRecord &&record, std::string_view fileName, RecordError &error) {
    ReplayedGame game;
    game.record = std::move(record);
    if (!Replayer(game.record, fileName, error).run(game))
        return std::nullopt;
    return game;
}

std::optional<ReplayedGame> replayRecord(const GameRecord &record, std::string_view fileName, RecordError &error) {
    return replayRecord(GameRecord(record), fileName, error);
}

std::optional<std::vector<ReplayedGame>> loadRecordText(std::string_view text, std::string_view fileName,
                                                        RecordError &error) {
    auto records = parseRecords(text, fileName, error);
    if (!records)
        return std::nullopt;
    if (records->empty()) {
        error = {std::string(fileName), 0, "no game in the file (a game starts with [Format \"gamut 1\"])"};
        return std::nullopt;
    }
    std::vector<ReplayedGame> games;
    for (GameRecord &record : *records) {
        auto game = replayRecord(std::move(record), fileName, error);
        if (!game)
            return std::nullopt;
        games.push_back(std::move(*game));
    }
    return games;
}

} // namespace gamut
