// A time control: how much time each side has (spec/record.md "Clocks", spec/protocol.md 1.2 "Time controls"),
// read and written as one short text that the record's `TimeControl` tag, the command line's `--tc`, the network
// protocol's `tc` and the window's settings all share:
//   none          no clock
//   5+3           Fischer: 5 minutes each, 3 seconds added after every move (minutes may have up to two
//                 decimals, `0.5+0`; the increment up to one, `2+0.5`)
//   move:10       a fixed time a move: 10 seconds for every move, whatever the last one left (up to one decimal)
//   days:3        correspondence: 3 days a move (1..14), for network tables
// Reading is lenient only about case and surrounding blanks (and takes PGN's `-` for none); everything else that
// is wrong is named: "bad time control '5+x': the increment 'x' is not a number of seconds (e.g. 5+3)".
// Plain C++ (no Qt): the rules engines' layer, so that the record, the model, the match, the server and the window
// all use this one reading.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gamut {

struct TimeControl {
    enum class Kind { None, Fischer, PerMove, Days };
    Kind kind = Kind::None;
    std::int64_t baseMs = 0;      // Fischer: each side's time at the start (a multiple of 600 ms: minutes to 0.01)
    std::int64_t incrementMs = 0; // Fischer: added to the mover's time after each move (a multiple of 100 ms)
    std::int64_t moveMs = 0;      // PerMove and Days: the time for every move

    static TimeControl none() { return {}; }
    static TimeControl fischer(std::int64_t baseMs, std::int64_t incrementMs) {
        return {Kind::Fischer, baseMs, incrementMs, 0};
    }
    static TimeControl perMove(std::int64_t moveMs) { return {Kind::PerMove, 0, 0, moveMs}; }
    static TimeControl days(int days) { return {Kind::Days, 0, 0, std::int64_t(days) * kDayMs}; }

    bool isTimed() const { return kind != Kind::None; }
    // A side's time before its first move: the base, or the time a move.
    std::int64_t startMs() const { return kind == Kind::Fischer ? baseMs : moveMs; }
    // The time a move resets to (PerMove, Days): each move starts with the whole of it, nothing carries over.
    bool resetsEachMove() const { return kind == Kind::PerMove || kind == Kind::Days; }
    // The canonical text: "none", "5+3", "0.5+0", "2+0.5", "move:10", "move:0.5", "days:3". parse(text()) gives
    // the control back.
    std::string text() const;
    bool operator==(const TimeControl &) const = default;

    static constexpr std::int64_t kDayMs = 24LL * 3600 * 1000;
    // Bounds of what parseTimeControl accepts (beyond them a typing slip is far likelier than a wish).
    static constexpr int kMaxMinutes = 600;     // Fischer base: 10 hours
    static constexpr int kMaxIncrementS = 600;  // Fischer increment: 10 minutes
    static constexpr int kMaxMoveS = 24 * 3600; // move: a day (beyond that, days:)
    static constexpr int kMaxDays = 14;
};

// Reads a time control; nullopt and `error` (naming the text and what is wrong in it, with an example) when it is
// not one. The text is untrusted (a file, a command line, a network line): it is quoted with printableExcerpt.
std::optional<TimeControl> parseTimeControl(std::string_view text, std::string &error);

// A clock's reading in the record's `[%clk h:mm:ss.t]` form: "0:04:51.3" (tenths, rounded down so that a clock
// never shows time that is not there; hours grow past 24 for correspondence: "71:59:59.9"). Negative is 0.
std::string clockText(std::int64_t ms);
// Reads "h:mm:ss", "h:mm:ss.t" (one to three decimals), also "m:ss" and "ss[.t]"; nullopt when it is not a time.
std::optional<std::int64_t> parseClockText(std::string_view text);

} // namespace gamut
