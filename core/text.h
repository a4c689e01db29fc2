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
// "unknown variant 'x' for loa (variants: standard, olympiad, scrambled)"
std::string unknownVariantMessage(const GameInfo &info, std::string_view variant);

} // namespace gamut
