// Writing records in the canonical form: what save, autosave, copy and match records produce.
#include "record.h"

#include <algorithm>
#include <array>

namespace gamut {

namespace {

constexpr std::size_t kColumns = 80;

// Tag values and comments are single-line text: control characters become spaces.
std::string printable(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text)
        out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) ? ' ' : c;
    return out;
}

std::string escapeValue(std::string_view value) {
    std::string out;
    for (char c : printable(value)) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

// A comment's words, braces included; a '}' inside would end it early, so it becomes ')'.
std::vector<std::string> commentWords(std::string_view comment) {
    std::string text = printable(comment);
    for (char &c : text)
        if (c == '}')
            c = ')';
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        const std::size_t j = std::min(text.find(' ', i), text.size());
        if (j > i)
            words.emplace_back(text.substr(i, j - i));
        i = j;
    }
    if (words.empty())
        return {};
    words.front().insert(0, "{");
    words.back() += '}';
    return words;
}

// Fills lines of at most kColumns characters with the given units (a unit is never split).
class LineFiller {
public:
    void add(const std::string &unit) {
        if (!line_.empty() && line_.size() + 1 + unit.size() > kColumns)
            flush();
        if (!line_.empty())
            line_ += ' ';
        line_ += unit;
    }
    std::string finish() {
        flush();
        return std::move(text_);
    }

private:
    void flush() {
        if (!line_.empty())
            text_ += line_ + '\n';
        line_.clear();
    }
    std::string line_, text_;
};

} // namespace

std::string playerTagName(const GameInfo &info, int player) {
    std::string name(info.players[std::size_t(player)]);
    if (!name.empty() && name[0] >= 'a' && name[0] <= 'z')
        name[0] = char(name[0] - 'a' + 'A');
    return name;
}

GameRecord canonicalRecord(const ReplayedGame &game) {
    if (!game.start) {
        GameRecord out;
        out.comment = game.record.comment;
        return out;
    }
    auto state = game.start->clone();
    std::vector<std::string> tokens;
    tokens.reserve(game.moves.size());
    for (Move move : game.moves) {
        tokens.push_back(state->moveText(move));
        state->play(move);
    }
    return canonicalRecord(game, tokens, *state);
}

GameRecord canonicalRecord(const ReplayedGame &game, const std::vector<std::string> &moveTokens,
                           const GameState &final) {
    GameRecord out;
    out.comment = game.record.comment;
    if (!game.start)
        return out;
    const GameInfo &info = game.start->info();
    for (std::size_t i = 0; i < moveTokens.size(); ++i) {
        std::string comment = i < game.comments.size() ? game.comments[i] : std::string();
        out.moves.push_back({moveTokens[i], std::move(comment), 0});
    }

    const std::array<std::string, 11> order = {
        "Format", "Game", "Variant", playerTagName(info, 0), playerTagName(info, 1), "Date", "Round", "Result",
        "Ply",    "Seed", ""};
    GameRecord computed;
    computed.setTag("Format", std::string(kRecordFormat));
    computed.setTag("Game", std::string(info.id));
    computed.setTag("Variant", game.start->variant());
    if (info.playedInRounds)
        computed.setTag("Round", std::to_string(std::max(1, game.start->round())));
    computed.setTag("Result", final.resultText());
    computed.setTag("Ply", std::to_string(std::clamp(game.ply, 0, int(game.moves.size()))));
    for (const std::string &name : order) {
        if (name.empty())
            continue;
        if (const RecordTag *tag = computed.findTag(name))
            out.tags.push_back({name, tag->value, 0});
        else if (const RecordTag *kept = game.record.findTag(name))
            out.tags.push_back({name, kept->value, 0});
    }
    for (const RecordTag &tag : game.record.tags)
        if (std::find(order.begin(), order.end(), tag.name) == order.end())
            out.tags.push_back({tag.name, tag.value, 0});
    return out;
}

std::string writeRecord(const GameRecord &record) {
    std::string text;
    for (const RecordTag &tag : record.tags)
        text += "[" + tag.name + " \"" + escapeValue(tag.value) + "\"]\n";
    text += '\n';
    LineFiller filler;
    for (const std::string &word : commentWords(record.comment))
        filler.add(word);
    bool commentBefore = false; // a comment after a first-player move makes the next move say "N..."
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const std::string number = std::to_string(i / 2 + 1);
        std::string unit = i % 2 == 0 ? number + ". " : (commentBefore ? number + "... " : "");
        filler.add(unit + printable(record.moves[i].token));
        const auto words = commentWords(record.moves[i].comment);
        for (const std::string &word : words)
            filler.add(word);
        commentBefore = !words.empty();
    }
    return text + filler.finish();
}

std::string writeRecords(const std::vector<const ReplayedGame *> &games) {
    std::string text;
    for (const ReplayedGame *game : games) {
        if (!game)
            continue;
        if (!text.empty())
            text += '\n';
        text += writeRecord(canonicalRecord(*game));
    }
    return text;
}

} // namespace gamut
