// A move's clock command in its comment.
#include "clockcomment.h"

#include "../clock/timecontrol.h"

namespace gamut {

std::int64_t takeClock(std::string &comment) {
    for (std::size_t at = comment.find("[%clk"); at != std::string::npos; at = comment.find("[%clk", at + 1)) {
        const std::size_t end = comment.find(']', at);
        if (end == std::string::npos)
            return -1;
        const auto ms = parseClockText(std::string_view(comment).substr(at + 5, end - at - 5));
        if (!ms)
            continue;
        std::string rest = comment.substr(0, at) + " " + comment.substr(end + 1);
        // White space collapsed, as the reader keeps comments.
        std::string clean;
        for (char c : rest)
            if (c != ' ' || (!clean.empty() && clean.back() != ' '))
                clean += c;
        while (!clean.empty() && clean.back() == ' ')
            clean.pop_back();
        comment = std::move(clean);
        return *ms;
    }
    return -1;
}

std::string withClock(std::int64_t ms, std::string_view comment) {
    if (ms < 0)
        return std::string(comment);
    std::string text = "[%clk " + clockText(ms) + "]";
    if (!comment.empty())
        text += " " + std::string(comment);
    return text;
}

bool lostOnTime(const GameRecord &record) { return record.tag(kTerminationTag) == kTerminationTime; }

void setLostOnTime(GameRecord &record, bool lost) {
    if (lost)
        record.setTag(kTerminationTag, std::string(kTerminationTime));
    else if (lostOnTime(record))
        record.removeTag(kTerminationTag);
}

std::string timeControlProblem(const GameRecord &record) {
    const RecordTag *tag = record.findTag(kTimeControlTag);
    std::string error;
    if (!tag || parseTimeControl(tag->value, error))
        return {};
    return error;
}

} // namespace gamut
