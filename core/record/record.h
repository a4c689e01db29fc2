// The saved-game format `.gamut` (../shared/spec/record.md): reading, checking against the rules, writing.
// One code path for save/load, autosave, the clipboard, `gamut-cli replay` and `--record`, and match records.
//
// Reading is in two steps: parseRecords() checks only the syntax (tags, braces, tokens, UTF-8, sizes) and
// splits the text into games; replayRecord() checks the tags and every move against the rules.
// Every error names the file and the line: "FILE:LINE: message".
//
// Decisions where record.md is silent:
// - A `Result` tag must agree with the result the moves give; a disagreement is an ERROR, not a warning: the
//   moves are the record, so a file that claims another result has been cut short or edited by hand.
// - A `Round` tag chooses the start position only for games played in rounds (Atom-4); elsewhere it is kept
//   and written back but means nothing.
// - Tag names are case-sensitive (`Game`, not `game`); a tag given twice in one game is an error.
// - Move numbers (`12.`, `12...`, also glued as `12.b1-b3`) are skipped on reading.
// - A comment before the first move is kept in GameRecord::comment; several comments after one move are joined
//   with a space; white space inside comments is collapsed, so that writing and reading again is stable.
// - A blank line after the tags ends the tag block: the next tag line starts a new game.
// - Side lines (record.md "Additions"): `( ... )` after a move holds a line that replaces that move, as in PGN;
//   lines nest up to kMaxLineDepth deep. A comment right after `(` is the side line's own (before its first move).
//   An empty `()` is no line and is dropped. Every move of every line is checked; `Result` and `Ply` speak of the
//   main line, the one outside all parentheses.
#pragma once

#include "../gamestate.h"

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamut {

inline constexpr std::string_view kRecordFormat = "gamut 1";
inline constexpr std::size_t kMaxRecordBytes = 16u << 20; // a file larger than this is refused unread
inline constexpr std::size_t kMaxRecordLine = 1u << 20;   // so is a single line longer than this
inline constexpr int kMaxLineDepth = 64;                  // side lines nested deeper than this are refused

struct RecordTag {
    std::string name, value;
    int line = 0; // where it was read (0 if made by the program)
};

struct RecordedLine;

struct RecordedMove {
    std::string token;
    std::string comment; // text of the {...} after it, white space collapsed
    int line = 0;
    std::vector<RecordedLine> variations; // side lines that replace this move: the ( ... ) written after it
};

// A side line as written: its moves, and a comment before its first move.
struct RecordedLine {
    std::vector<RecordedMove> moves;
    std::string comment;
    int line = 0; // where its '(' stands
};

struct GameRecord {
    std::vector<RecordTag> tags; // file order, all tags kept (unknown ones too)
    std::vector<RecordedMove> moves;
    std::string comment; // a {...} before the first move
    int firstLine = 0;   // line of the first tag

    std::string tag(std::string_view name) const; // "" if absent
    const RecordTag *findTag(std::string_view name) const;
    void setTag(std::string_view name, std::string value); // replaces the value, or appends the tag
    void removeTag(std::string_view name);
};

struct RecordError {
    std::string file;
    int line = 0; // 0 = the file as a whole
    std::string message;
    std::string text() const; // "FILE:LINE: message" ("FILE: message" without a line)
};

// Splits a .gamut text into games; only syntax is checked here (tags, braces, tokens, UTF-8, sizes).
std::optional<std::vector<GameRecord>> parseRecords(std::string_view text, std::string_view fileName,
                                                    RecordError &error);

// A side line, replayed: moves that replace the move at index `at` of the line it leaves (the main line or another
// side line), so that it starts from the position after the first `at` moves of that line.
struct SideLine {
    int at = 0;
    std::vector<Move> moves;           // every move, checked
    std::vector<std::string> comments; // comments[i] follows moves[i]
    std::string comment;               // before its first move
    std::vector<SideLine> lines;       // the lines that leave this one, in the order written
};

// A record replayed through the rules: the start position, every move checked. `moves` and `comments` are the
// main line, which is what every reader that knows no lines (the server, the review, the command line) uses.
struct ReplayedGame {
    GameRecord record;
    std::unique_ptr<GameState> start;  // the start position (variant, round from the tags)
    std::vector<Move> moves;           // every move, checked
    std::vector<std::string> comments; // comments[i] follows moves[i] (same size as moves)
    int ply = 0;                       // the Ply tag (default: moves.size())
    std::vector<SideLine> lines;       // the side lines that leave the main line, in the order written

    std::unique_ptr<GameState> positionAt(int ply) const; // start + the first `ply` moves
    std::unique_ptr<GameState> finalPosition() const { return positionAt(int(moves.size())); }
};

// Replays a record through the rules, checking the Format tag, the game, variant, round and every move.
std::optional<ReplayedGame> replayRecord(const GameRecord &record, std::string_view fileName, RecordError &error);
std::optional<ReplayedGame> replayRecord(GameRecord &&record, std::string_view fileName, RecordError &error);

// Reads a whole file (size limit, UTF-8 check, parse, replay every game). Errors name the file and line.
// A file without any game is an error. `path` is the file's native name (its bytes, not necessarily UTF-8).
// A pipe or a device is read too, but a wait of more than `streamWait` for its next bytes ends the reading.
inline constexpr std::chrono::milliseconds kRecordStreamWait{10'000};
std::optional<std::vector<ReplayedGame>> loadRecordFile(const std::string &path, RecordError &error,
                                                        std::chrono::milliseconds streamWait = kRecordStreamWait);
std::optional<std::vector<ReplayedGame>> loadRecordText(std::string_view text, std::string_view fileName,
                                                        RecordError &error);

// The canonical record of a replayed game: tags in canonical order (Format, Game, Variant, the players, Date,
// Round, Result, Ply, Seed, then every other tag in its order), with Format, Game, Variant, Round, Result and Ply
// taken from the replay, move tokens in the game's canonical notation, comments and side lines kept.
GameRecord canonicalRecord(const ReplayedGame &game);
// canonicalRecord's tags alone (they depend on the game's moves only through its result and ply).
std::vector<RecordTag> canonicalTags(const ReplayedGame &game, const GameState &final);
// Writes one record as it is: its tags, a blank line, numbered moves wrapped at 80 columns, comments, side lines.
std::string writeRecord(const GameRecord &record);
// writeRecord in parts: the tags, one a line (the blank line after them is the caller's) ...
std::string writeTags(const std::vector<RecordTag> &tags);
// ... and the record's comment and moves, built a move at a time (the game server writes its table's record
// after every move: rewriting every move of the game each time made that quadratic in the game's length).
class MoveTextWriter {
public:
    explicit MoveTextWriter(std::string_view recordComment = {});
    void add(std::string_view token, std::string_view comment = {});
    // A side line replacing the move added last: "(", its comment, its moves (add), then closeLine(): ")".
    void openLine(std::string_view comment = {});
    void closeLine();
    std::string text() const; // what writeRecord writes after the blank line
private:
    void addUnit(std::string_view unit);
    std::string lines_, line_; // the full lines so far, and the one being filled
    std::size_t lastUnit_ = 0; // where the last unit starts in line_
    std::size_t moves_ = 0;
    std::string opening_;           // "(" waiting for the next unit
    std::vector<std::size_t> open_; // moves_ of each line left for a side line
    bool numberNext_ = false;       // a comment or a side line before it makes a second-player move say "N..."
};
// Writes games in canonical form (canonicalRecord + writeRecord), separated by a blank line.
std::string writeRecords(const std::vector<const ReplayedGame *> &games);

// The tag naming a player: "Red" for player "red".
std::string playerTagName(const GameInfo &info, int player);
// A short, printable form of a token for error messages: printableExcerpt() (core/text.h), at most 40 bytes.
std::string quotedToken(std::string_view token);

} // namespace gamut
