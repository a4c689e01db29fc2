// The syntax of .gamut files: UTF-8 and size checks, tag lines, comments, move tokens. No rules here.
#include "record.h"

#include <algorithm>
#include <cctype>
#include <cstdint>

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

// Length of the valid UTF-8 sequence at text[i], or 0 if it is not one (overlong forms, surrogates and code
// points above U+10FFFF are invalid too).
std::size_t utf8Length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b0 = byte(i);
    if (b0 < 0x80)
        return 1;
    std::size_t length = 0;
    std::uint32_t min = 0, code = 0;
    if ((b0 & 0xE0) == 0xC0) {
        length = 2, min = 0x80, code = b0 & 0x1F;
    } else if ((b0 & 0xF0) == 0xE0) {
        length = 3, min = 0x800, code = b0 & 0x0F;
    } else if ((b0 & 0xF8) == 0xF0) {
        length = 4, min = 0x10000, code = b0 & 0x07;
    } else {
        return 0;
    }
    if (i + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80)
            return 0;
        code = (code << 6) | (byte(i + k) & 0x3F);
    }
    if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return 0;
    return length;
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
        const std::size_t length = utf8Length(text, i);
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

    std::string_view fileName_;
    RecordError &error_;
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
    return true;
}

bool Parser::tagLine(std::string_view rest, int line) {
    if (!inTags_) {
        games.emplace_back();
        games.back().firstLine = line;
        inTags_ = true;
    }
    rest = trimLeft(rest);
    std::size_t i = 0;
    while (i < rest.size() && (std::isalnum(static_cast<unsigned char>(rest[i])) || rest[i] == '_'))
        ++i;
    if (i == 0)
        return fail(line, "bad tag: expected [Name \"value\"]");
    RecordTag tag{std::string(rest.substr(0, i)), {}, line};
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
    GameRecord &game = games.back();
    if (game.findTag(tag.name))
        return fail(line, "tag '" + tag.name + "' given twice");
    game.tags.push_back(std::move(tag));
    return true;
}

bool Parser::moveText(std::string_view rest, int line) {
    GameRecord &game = games.back();
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
        std::size_t j = i;
        while (j < rest.size() && !isBlank(rest[j]) && rest[j] != '{' && rest[j] != '}')
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
        game.moves.push_back({std::string(token), {}, line});
    }
}

void Parser::addComment(std::string_view text) {
    GameRecord &game = games.back();
    std::string &target = game.moves.empty() ? game.comment : game.moves.back().comment;
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
    if (line <= 0)
        return file + ": " + message;
    return file + ":" + std::to_string(line) + ": " + message;
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

std::string quotedToken(std::string_view token) {
    constexpr std::size_t kMax = 40;
    if (token.size() <= kMax)
        return std::string(token);
    std::size_t cut = kMax;
    while (cut > 0 && (static_cast<unsigned char>(token[cut]) & 0xC0) == 0x80)
        --cut; // never split a UTF-8 sequence
    return std::string(token.substr(0, cut)) + "...";
}

} // namespace gamut
