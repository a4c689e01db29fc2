// The syntax of .gamut files: UTF-8 and size checks, tag lines, comments, move tokens. No rules here.
#include "record.h"

#include "../text.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <unordered_set>

namespace gamut {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

std::string_view trimLeft(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && isBlank(s[i]))
        ++i;
    return s.substr(i);
}

std::string hexByte(unsigned char byte) {
    const char *digits = "0123456789ABCDEF";
    return std::string("0x") + digits[byte >> 4] + digits[byte & 15];
}

// One pass over the whole text before parsing: valid UTF-8, no control characters, no over-long line.
bool checkText(std::string_view text, std::string_view fileName, RecordError &error) {
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            lineStart = ++i;
            continue;
        }
        if (i - lineStart >= kMaxRecordLine) {
            error = {std::string(fileName), line, "line is too long (more than 1 MiB)"};
            return false;
        }
        if ((c < 0x20 && c != '\t' && c != '\r' && c != '\f' && c != '\v') || c == 0x7F) {
            error = {std::string(fileName), line, "control character " + hexByte(c) + " (not a text file?)"};
            return false;
        }
        const std::size_t length = utf8SequenceLength(text, i);
        if (length == 0) {
            error = {std::string(fileName), line, "invalid UTF-8 (byte " + hexByte(c) + ")"};
            return false;
        }
        i += length;
    }
    return true;
}

// Collapses runs of white space to one space and trims, so that comments survive rewrapping unchanged.
std::string collapseSpaces(std::string_view text) {
    std::string out;
    bool space = false;
    for (char c : text) {
        if (isBlank(c) || c == '\n') {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

class Parser {
public:
    Parser(std::string_view fileName, RecordError &error) : fileName_(fileName), error_(error) {}

    bool parse(std::string_view text);
    std::vector<GameRecord> games;

private:
    bool fail(int line, std::string message) {
        error_ = {std::string(fileName_), line, std::move(message)};
        return false;
    }
    bool tagLine(std::string_view rest, int line);
    bool moveText(std::string_view rest, int line);
    void addComment(std::string_view text);
    bool openLine(int line);
    bool closeLine(int line);
    bool endGame(); // the game's text ended: every side line must be closed

    // Where moves and comments go: the main line, or the side line opened last.
    struct Target {
        std::vector<RecordedMove> *moves;
        std::string *comment; // a comment before the line's first move
        int line;             // where its '(' stands (0 for the main line)
    };
    std::vector<Target> targets_;

    std::string_view fileName_;
    RecordError &error_;
    // The current game's tag names, views into the text being parsed: one lookup per tag, not a scan of all the
    // earlier ones (a file of a million tags took hours).
    std::unordered_set<std::string_view> tagNames_;
    bool inTags_ = false;    // the current game is still in its tag block
    bool inComment_ = false; // a {...} runs on over the end of a line
    int commentLine_ = 0;    // where it was opened
    std::string commentText_;
};

bool Parser::parse(std::string_view text) {
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3); // a byte order mark, as some editors write
    int line = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        std::string_view content = text.substr(pos, end - pos);
        pos = end + 1;
        ++line;
        if (inComment_) {
            const std::size_t close = content.find('}');
            commentText_ += ' ';
            commentText_ += content.substr(0, close == std::string_view::npos ? content.size() : close);
            if (close == std::string_view::npos)
                continue;
            inComment_ = false;
            addComment(commentText_);
            if (!moveText(content.substr(close + 1), line))
                return false;
            continue;
        }
        content = trimLeft(content);
        if (content.empty()) {
            inTags_ = false; // a blank line ends the tag block
            continue;
        }
        if (content.front() == '[') {
            if (!tagLine(content.substr(1), line))
                return false;
            continue;
        }
        if (games.empty())
            return fail(line, "text before the first tag (a game starts with [Format \"gamut 1\"])");
        inTags_ = false;
        if (!moveText(content, line))
            return false;
    }
    if (inComment_)
        return fail(commentLine_, "unterminated comment: '{' without '}'");
    return endGame();
}

bool Parser::endGame() {
    if (targets_.size() > 1)
        return fail(targets_.back().line, "unterminated side line: '(' without ')'");
    return true;
}

bool Parser::tagLine(std::string_view rest, int line) {
    if (!inTags_) {
        if (!endGame())
            return false;
        tagNames_.clear();
        games.emplace_back();
        games.back().firstLine = line;
        targets_.assign(1, {&games.back().moves, &games.back().comment, 0});
        inTags_ = true;
    }
    rest = trimLeft(rest);
    std::size_t i = 0;
    while (i < rest.size() && (std::isalnum(static_cast<unsigned char>(rest[i])) || rest[i] == '_'))
        ++i;
    if (i == 0)
        return fail(line, "bad tag: expected [Name \"value\"]");
    const std::string_view name = rest.substr(0, i);
    RecordTag tag{std::string(name), {}, line};
    rest = trimLeft(rest.substr(i));
    if (rest.empty() || rest.front() != '"')
        return fail(line, "bad tag '" + tag.name + "': expected a value in double quotes");
    for (i = 1;; ++i) {
        if (i >= rest.size())
            return fail(line, "unterminated tag value: missing '\"'");
        const char c = rest[i];
        if (c == '"')
            break;
        if (c == '\\') {
            if (i + 1 >= rest.size() || (rest[i + 1] != '"' && rest[i + 1] != '\\'))
                return fail(line, "bad escape in tag value (only \\\" and \\\\ are allowed)");
            tag.value += rest[++i];
            continue;
        }
        tag.value += c;
    }
    rest = trimLeft(rest.substr(i + 1));
    if (rest.empty() || rest.front() != ']')
        return fail(line, "unterminated tag: missing ']'");
    if (!trimLeft(rest.substr(1)).empty())
        return fail(line, "unexpected text after the tag");
    if (!tagNames_.insert(name).second)
        return fail(line, "tag '" + tag.name + "' given twice");
    games.back().tags.push_back(std::move(tag));
    return true;
}

bool Parser::moveText(std::string_view rest, int line) {
    std::size_t i = 0;
    while (true) {
        while (i < rest.size() && isBlank(rest[i]))
            ++i;
        if (i >= rest.size())
            return true;
        if (rest[i] == '{') {
            const std::size_t close = rest.find('}', i + 1);
            if (close == std::string_view::npos) {
                inComment_ = true;
                commentLine_ = line;
                commentText_ = std::string(rest.substr(i + 1));
                return true;
            }
            addComment(rest.substr(i + 1, close - i - 1));
            i = close + 1;
            continue;
        }
        if (rest[i] == '}')
            return fail(line, "'}' without '{'");
        if (rest[i] == '(' || rest[i] == ')') {
            if (!(rest[i] == '(' ? openLine(line) : closeLine(line)))
                return false;
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < rest.size() && !isBlank(rest[j]) && rest[j] != '{' && rest[j] != '}' && rest[j] != '(' &&
               rest[j] != ')')
            ++j;
        std::string_view token = rest.substr(i, j - i);
        i = j;
        // A move number: digits and at least one dot ("12.", "12...", or glued "12.b1-b3").
        std::size_t digits = 0;
        while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
            ++digits;
        if (digits > 0 && digits < token.size() && token[digits] == '.') {
            token.remove_prefix(digits);
            while (!token.empty() && token.front() == '.')
                token.remove_prefix(1);
            if (token.empty())
                continue;
        }
        targets_.back().moves->push_back({std::string(token), {}, line, {}});
    }
}

// A side line replaces the move before it: it is filled from here on until its ')'. The vectors pointed to stay
// in place meanwhile: only the innermost line open grows.
bool Parser::openLine(int line) {
    Target &outer = targets_.back();
    if (outer.moves->empty())
        return fail(line, "'(' before any move (a side line follows the move it replaces)");
    if (int(targets_.size()) > kMaxLineDepth)
        return fail(line, "side lines nested more than " + std::to_string(kMaxLineDepth) + " deep");
    RecordedLine &side = outer.moves->back().variations.emplace_back();
    side.line = line;
    targets_.push_back({&side.moves, &side.comment, line});
    return true;
}

bool Parser::closeLine(int line) {
    if (targets_.size() <= 1)
        return fail(line, "')' without '('");
    targets_.pop_back();
    std::vector<RecordedLine> &variations = targets_.back().moves->back().variations;
    if (variations.back().moves.empty()) // "()" or "({only a comment})": no line
        variations.pop_back();
    return true;
}

void Parser::addComment(std::string_view text) {
    const Target &line = targets_.back();
    std::string &target = line.moves->empty() ? *line.comment : line.moves->back().comment;
    const std::string collapsed = collapseSpaces(text);
    if (collapsed.empty())
        return;
    if (!target.empty())
        target += ' ';
    target += collapsed;
}

} // namespace

std::string GameRecord::tag(std::string_view name) const {
    const RecordTag *found = findTag(name);
    return found ? found->value : std::string();
}

const RecordTag *GameRecord::findTag(std::string_view name) const {
    for (const RecordTag &t : tags)
        if (t.name == name)
            return &t;
    return nullptr;
}

void GameRecord::setTag(std::string_view name, std::string value) {
    for (RecordTag &t : tags) {
        if (t.name == name) {
            t.value = std::move(value);
            return;
        }
    }
    tags.push_back({std::string(name), std::move(value), 0});
}

void GameRecord::removeTag(std::string_view name) {
    std::erase_if(tags, [&](const RecordTag &t) { return t.name == name; });
}

std::string RecordError::text() const {
    // The name and the message may carry text from the user or the file (a game's own message may quote a
    // variant whole): both go through the one escaping and clipping helper.
    constexpr std::size_t kLongest = 1024;
    const std::string name = printableExcerpt(file, kLongest), said = printableExcerpt(message, kLongest);
    if (line <= 0)
        return name + ": " + said;
    return name + ":" + std::to_string(line) + ": " + said;
}

std::optional<std::vector<GameRecord>> parseRecords(std::string_view text, std::string_view fileName,
                                                    RecordError &error) {
    if (text.size() > kMaxRecordBytes) {
        error = {std::string(fileName), 0,
                 "too large (" + std::to_string(text.size()) + " bytes; the limit is 16 MiB)"};
        return std::nullopt;
    }
    if (!checkText(text, fileName, error))
        return std::nullopt;
    Parser parser(fileName, error);
    if (!parser.parse(text))
        return std::nullopt;
    return std::move(parser.games);
}

std::string quotedToken(std::string_view token) { return printableExcerpt(token, kExcerptBytes); }

} // namespace gamut
