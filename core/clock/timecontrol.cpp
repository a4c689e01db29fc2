// Reading and writing time controls and clock readings.
#include "timecontrol.h"

#include "../text.h"

#include <algorithm>
#include <cstdio>

namespace gamut {

namespace {

constexpr std::string_view kForms = "none, <minutes>+<seconds> (5+3, 0.5+0), move:<seconds> (move:10) or days:<1..14> "
                                    "(days:3)";

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// A decimal number "12", "0.5", ".5" with at most `decimals` decimals, as a count of 10^-decimals; nullopt when it
// is not a plain decimal number (signs, exponents and blanks are not), `tooPrecise` when it has more decimals.
std::optional<std::int64_t> readDecimal(std::string_view text, int decimals, bool &tooPrecise) {
    tooPrecise = false;
    std::int64_t whole = 0, fraction = 0;
    int digits = 0, fractionDigits = 0;
    std::size_t i = 0;
    for (; i < text.size() && isDigit(text[i]); ++i, ++digits) // beyond every bound it stays there: no overflow
        whole = std::min<std::int64_t>(whole * 10 + (text[i] - '0'), 1'000'000'000'000);
    if (i < text.size() && text[i] == '.') {
        for (++i; i < text.size() && isDigit(text[i]); ++i, ++fractionDigits) {
            if (fractionDigits < decimals)
                fraction = fraction * 10 + (text[i] - '0');
            else if (text[i] != '0')
                tooPrecise = true; // trailing zeros say nothing more ("0.50")
        }
    }
    if (i != text.size() || digits + fractionDigits == 0)
        return std::nullopt;
    if (tooPrecise)
        return std::nullopt;
    for (int d = fractionDigits; d < decimals; ++d)
        fraction *= 10;
    std::int64_t scale = 1;
    for (int d = 0; d < decimals; ++d)
        scale *= 10;
    return whole * scale + fraction;
}

// One number of a control, in milliseconds: `what` names it in errors ("the minutes"), `unitMs` is the size of
// its unit, `example` shows a good control.
struct Field {
    std::string_view what;
    int decimals;
    std::int64_t unitMs;
    std::int64_t low, high; // in units (whole ones)
    std::string_view example;
};

std::optional<std::int64_t> readField(std::string_view control, std::string_view text, const Field &field,
                                      std::string &error) {
    const std::string head = "bad time control '" + printableExcerpt(control) + "': " + std::string(field.what) + " '" +
                             printableExcerpt(text) + "' ";
    bool tooPrecise = false;
    const auto value = readDecimal(text, field.decimals, tooPrecise);
    if (!value) {
        if (tooPrecise)
            error = head +
                    (field.decimals == 0   ? "are not a whole number"
                     : field.decimals == 1 ? "have more than one decimal"
                                           : "have more than two decimals") +
                    " (e.g. " + std::string(field.example) + ")";
        else
            error = head + "are not a number (e.g. " + std::string(field.example) + ")";
        return std::nullopt;
    }
    std::int64_t scale = 1;
    for (int d = 0; d < field.decimals; ++d)
        scale *= 10;
    if (*value < field.low * scale || *value > field.high * scale) {
        error = head + "are not " + std::to_string(field.low) + " to " + std::to_string(field.high) + " (e.g. " +
                std::string(field.example) + ")";
        return std::nullopt;
    }
    return *value * field.unitMs / scale;
}

// A count of `unitMs / 10^decimals` steps written with at most `decimals` decimals, trailing zeros dropped.
std::string decimalText(std::int64_t ms, std::int64_t unitMs, int decimals) {
    std::int64_t scale = 1;
    for (int d = 0; d < decimals; ++d)
        scale *= 10;
    const std::int64_t steps = (ms * scale + unitMs / 2) / unitMs; // rounded: exact for what parsing gives
    std::string text = std::to_string(steps / scale);
    std::string fraction = std::to_string(steps % scale);
    fraction.insert(0, std::size_t(decimals) - fraction.size(), '0');
    while (!fraction.empty() && fraction.back() == '0')
        fraction.pop_back();
    return fraction.empty() ? text : text + "." + fraction;
}

std::string lower(std::string_view text) { return toLower(text); }

} // namespace

std::string TimeControl::text() const {
    switch (kind) {
    case Kind::None:
        break;
    case Kind::Fischer:
        return decimalText(baseMs, 60'000, 2) + "+" + decimalText(incrementMs, 1000, 1);
    case Kind::PerMove:
        return "move:" + decimalText(moveMs, 1000, 1);
    case Kind::Days:
        return "days:" + std::to_string(moveMs / kDayMs);
    }
    return "none";
}

std::optional<TimeControl> parseTimeControl(std::string_view raw, std::string &error) {
    const std::string_view text = trimmed(raw);
    const std::string low = lower(text);
    if (text.empty()) {
        error = "empty time control (expected " + std::string(kForms) + ")";
        return std::nullopt;
    }
    if (low == "none" || low == "-")
        return TimeControl::none();
    if (low.starts_with("move:")) {
        const Field seconds{"the seconds a move", 1, 1000, 0, TimeControl::kMaxMoveS, "move:10 or move:0.5"};
        const auto ms = readField(text, trimmed(text.substr(5)), seconds, error);
        if (!ms)
            return std::nullopt;
        if (*ms <= 0) {
            error = "bad time control '" + printableExcerpt(text) + "': a move needs some time (e.g. move:10)";
            return std::nullopt;
        }
        return TimeControl::perMove(*ms);
    }
    if (low.starts_with("days:")) {
        const Field days{"the days a move", 0, TimeControl::kDayMs, 1, TimeControl::kMaxDays, "days:3"};
        const auto ms = readField(text, trimmed(text.substr(5)), days, error);
        if (!ms)
            return std::nullopt;
        return TimeControl::days(int(*ms / TimeControl::kDayMs));
    }
    const std::size_t plus = text.find('+');
    if (plus == std::string_view::npos) {
        error = "bad time control '" + printableExcerpt(text) + "' (expected " + std::string(kForms) + ")";
        return std::nullopt;
    }
    const Field minutes{"the minutes", 2, 60'000, 0, TimeControl::kMaxMinutes, "5+3 or 0.5+0"};
    const Field increment{"the increment's seconds", 1, 1000, 0, TimeControl::kMaxIncrementS, "5+3 or 2+0.5"};
    const auto base = readField(text, trimmed(text.substr(0, plus)), minutes, error);
    if (!base)
        return std::nullopt;
    const auto added = readField(text, trimmed(text.substr(plus + 1)), increment, error);
    if (!added)
        return std::nullopt;
    if (*base == 0) {
        // Zero minutes would lose on time before the first increment could arrive.
        error = "bad time control '" + printableExcerpt(text) + "': no time to start with (e.g. 0.5+0 or 1+1)";
        return std::nullopt;
    }
    return TimeControl::fischer(*base, *added);
}

std::string clockText(std::int64_t ms) {
    if (ms < 0)
        ms = 0;
    const std::int64_t tenths = ms / 100;
    char text[48];
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld.%lld", static_cast<long long>(tenths / 36000),
                  static_cast<long long>(tenths / 600 % 60), static_cast<long long>(tenths / 10 % 60),
                  static_cast<long long>(tenths % 10));
    return text;
}

std::optional<std::int64_t> parseClockText(std::string_view raw) {
    const std::string_view text = trimmed(raw);
    // Up to three fields separated by ':', the last with an optional fraction.
    std::int64_t fields[3] = {0, 0, 0};
    int count = 0;
    std::size_t i = 0;
    std::int64_t fractionMs = 0;
    while (true) {
        if (count == 3)
            return std::nullopt;
        std::size_t start = i;
        std::int64_t value = 0;
        for (; i < text.size() && isDigit(text[i]); ++i) {
            if (value > 100'000'000)
                return std::nullopt;
            value = value * 10 + (text[i] - '0');
        }
        if (i == start)
            return std::nullopt;
        fields[count++] = value;
        if (i == text.size())
            break;
        if (text[i] == ':') {
            ++i;
            continue;
        }
        if (text[i] != '.')
            return std::nullopt;
        // The fraction of the seconds, one to three digits, ends the text.
        ++i;
        int digits = 0;
        for (; i < text.size() && isDigit(text[i]); ++i, ++digits)
            if (digits < 3)
                fractionMs = fractionMs * 10 + (text[i] - '0');
        if (digits == 0 || digits > 3 || i != text.size())
            return std::nullopt;
        for (; digits < 3; ++digits)
            fractionMs *= 10;
        break;
    }
    // The fields read from the right: seconds, minutes, hours; below the largest, minutes and seconds stay < 60.
    std::int64_t hours = 0, minutes = 0, seconds = 0;
    if (count == 3) {
        hours = fields[0], minutes = fields[1], seconds = fields[2];
        if (minutes > 59 || seconds > 59)
            return std::nullopt;
    } else if (count == 2) {
        minutes = fields[0], seconds = fields[1];
        if (seconds > 59)
            return std::nullopt;
    } else {
        seconds = fields[0];
    }
    return ((hours * 60 + minutes) * 60 + seconds) * 1000 + fractionMs;
}

} // namespace gamut
