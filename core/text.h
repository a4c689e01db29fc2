// Small text helpers shared by the games, the command line and the record reader (never on a hot path).
#pragma once

#include "gamerules.h"

#include <string>
#include <string_view>
#include <vector>

namespace gamut {

std::string toLower(std::string_view text);
std::string join(const std::vector<std::string> &parts, std::string_view separator);
std::vector<std::string> splitWhitespace(std::string_view text);
// "unknown variant 'x' for <game> (variants: <its variants>)"
std::string unknownVariantMessage(const GameInfo &info, std::string_view variant);

// Length of the valid UTF-8 sequence at text[i] (i < size), or 0 when it is not one (overlong forms, surrogates
// and code points above U+10FFFF are invalid too).
std::size_t utf8SequenceLength(std::string_view text, std::size_t i);

// THE way to put untrusted text (a move token, a command-line word, a file name, a tag value) into a message:
// control characters (C0, DEL and C1, which terminals obey) and bytes that are not UTF-8 become \xHH, so that
// nothing echoed can move the cursor or recolour a terminal, and text longer than `maxBytes` is cut (never
// inside a UTF-8 sequence) and ends with "...". Applying it twice changes nothing more.
inline constexpr std::size_t kExcerptBytes = 40;
std::string printableExcerpt(std::string_view text, std::size_t maxBytes = kExcerptBytes);

// The board as notation.md prints it: one line per row, top row first, tokens separated by exactly one space.
// `tokenOf(cell)` gives a cell's token (anything appendable to a string), cells numbered row-major from a1.
template <class TokenOf> void appendGridRows(int columns, int rows, TokenOf tokenOf, std::vector<std::string> &out) {
    for (int y = rows - 1; y >= 0; --y) {
        std::string line;
        for (int x = 0; x < columns; ++x) {
            if (x)
                line += ' ';
            line += tokenOf(y * columns + x);
        }
        out.push_back(std::move(line));
    }
}

} // namespace gamut
