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

// The recorded form of a replayed line (tokens in the canonical notation), played on from `state` to its end.
std::vector<RecordedMove> recordedLine(GameState &state, const std::vector<Move> &moves,
                                       const std::vector<std::string> &comments, const std::vector<SideLine> &lines) {
    std::vector<RecordedMove> out;
    out.reserve(moves.size());
    std::vector<const SideLine *> sides; // in the order of the moves they replace, and as given where they tie
    for (const SideLine &side : lines)
        if (!side.moves.empty() && side.at >= 0 && side.at < int(moves.size()))
            sides.push_back(&side);
    std::stable_sort(sides.begin(), sides.end(), [](const SideLine *a, const SideLine *b) { return a->at < b->at; });
    auto next = sides.begin();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        std::string comment = i < comments.size() ? comments[i] : std::string();
        out.push_back({state.moveText(moves[i]), std::move(comment), 0, {}});
        for (; next != sides.end() && (*next)->at == int(i); ++next) {
            RecordedLine &written = out.back().variations.emplace_back();
            written.comment = (*next)->comment;
            auto side = state.clone();
            written.moves = recordedLine(*side, (*next)->moves, (*next)->comments, (*next)->lines);
        }
        state.play(moves[i]);
    }
    return out;
}

void writeLine(MoveTextWriter &writer, const std::vector<RecordedMove> &moves) {
    for (const RecordedMove &move : moves) {
        writer.add(move.token, move.comment);
        for (const RecordedLine &side : move.variations) {
            writer.openLine(side.comment);
            writeLine(writer, side.moves);
            writer.closeLine();
        }
    }
}

} // namespace

std::string playerTagName(const GameInfo &info, int player) {
    std::string name(info.players[std::size_t(player)]);
    if (!name.empty() && name[0] >= 'a' && name[0] <= 'z')
        name[0] = char(name[0] - 'a' + 'A');
    return name;
}

GameRecord canonicalRecord(const ReplayedGame &game) {
    GameRecord out;
    out.comment = game.record.comment;
    if (!game.start)
        return out;
    auto state = game.start->clone();
    out.moves = recordedLine(*state, game.moves, game.comments, game.lines);
    out.tags = canonicalTags(game, *state);
    return out;
}

std::vector<RecordTag> canonicalTags(const ReplayedGame &game, const GameState &final) {
    std::vector<RecordTag> out;
    if (!game.start)
        return out;
    const GameInfo &info = game.start->info();
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
            out.push_back({name, tag->value, 0});
        else if (const RecordTag *kept = game.record.findTag(name))
            out.push_back({name, kept->value, 0});
    }
    for (const RecordTag &tag : game.record.tags)
        if (std::find(order.begin(), order.end(), tag.name) == order.end())
            out.push_back({tag.name, tag.value, 0});
    return out;
}

std::string writeTags(const std::vector<RecordTag> &tags) {
    std::string text;
    for (const RecordTag &tag : tags)
        text += "[" + tag.name + " \"" + escapeValue(tag.value) + "\"]\n";
    return text;
}

MoveTextWriter::MoveTextWriter(std::string_view recordComment) {
    for (const std::string &word : commentWords(recordComment))
        addUnit(word);
}

void MoveTextWriter::add(std::string_view token, std::string_view comment) {
    const std::string number = std::to_string(moves_ / 2 + 1);
    std::string unit = moves_ % 2 == 0 ? number + ". " : (numberNext_ ? number + "... " : "");
    addUnit(unit + printable(token));
    const auto words = commentWords(comment);
    for (const std::string &word : words)
        addUnit(word);
    numberNext_ = !words.empty();
    ++moves_;
}

void MoveTextWriter::openLine(std::string_view comment) {
    open_.push_back(moves_);
    if (moves_ > 0)
        --moves_; // the side line's first move is played instead of the move added last
    opening_ += '(';
    const auto words = commentWords(comment);
    for (const std::string &word : words)
        addUnit(word);
    numberNext_ = true; // its first move has its number, even a second player's
}

void MoveTextWriter::closeLine() {
    if (open_.empty())
        return;
    moves_ = open_.back();
    open_.pop_back();
    if (!opening_.empty()) { // "()": a line without moves is not written (the reader would drop it)
        opening_.pop_back();
        return;
    }
    line_ += ')';
    if (line_.size() > kColumns && lastUnit_ > 0) { // the parenthesis takes its unit to the next line
        lines_ += line_.substr(0, lastUnit_ - 1);
        lines_ += '\n';
        line_.erase(0, lastUnit_);
        lastUnit_ = 0;
    }
    numberNext_ = true; // the line it left goes on: "2... h7-f5"
}

// Lines of at most kColumns characters; a unit is never split (nor is it from the parentheses glued to it).
void MoveTextWriter::addUnit(std::string_view text) {
    const std::string unit = opening_ + std::string(text);
    opening_.clear();
    if (!line_.empty() && line_.size() + 1 + unit.size() > kColumns) {
        lines_ += line_;
        lines_ += '\n';
        line_.clear();
    }
    if (!line_.empty())
        line_ += ' ';
    lastUnit_ = line_.size();
    line_ += unit;
}

std::string MoveTextWriter::text() const { return line_.empty() ? lines_ : lines_ + line_ + '\n'; }

std::string writeRecord(const GameRecord &record) {
    MoveTextWriter moves(record.comment);
    writeLine(moves, record.moves);
    return writeTags(record.tags) + '\n' + moves.text();
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
