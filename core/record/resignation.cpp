#include "resignation.h"

#include "clockcomment.h"

#include "../gamestate.h"

#include <algorithm>
#include <cctype>

namespace gamut {

namespace {

bool sameIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

} // namespace

int resignedSide(const GameRecord &record, const GameInfo &info) {
    const std::string who = record.tag(kResignedTag);
    if (who.empty())
        return -1;
    for (int side = 0; side < 2; ++side)
        if (sameIgnoringCase(who, info.players[std::size_t(side)]))
            return side;
    return -1;
}

int sideThatGaveUp(const GameRecord &record, const GameInfo &info, const GameState &end) {
    const int resigned = resignedSide(record, info);
    if (resigned >= 0)
        return resigned;
    return lostOnTime(record) && !end.isOver() ? end.turn() : -1;
}

void setResigned(GameRecord &record, const GameInfo &info, int side) {
    record.setTag(kResignedTag, std::string(info.players[std::size_t(side)]));
}

void clearResigned(GameRecord &record) { record.removeTag(kResignedTag); }

} // namespace gamut
