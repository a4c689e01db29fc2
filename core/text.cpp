#include "text.h"

#include <cctype>
#include <cstdint>

namespace gamut {

std::string toLower(std::string_view text) {
    std::string lower(text);
    for (char &c : lower)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return lower;
}

std::string join(const std::vector<std::string> &parts, std::string_view separator) {
    std::string joined;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i)
            joined += separator;
        joined += parts[i];
    }
    return joined;
}

std::vector<std::string> splitWhitespace(std::string_view text) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
            ++i;
        std::size_t j = i;
        while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j])))
            ++j;
        if (j > i)
            words.emplace_back(text.substr(i, j - i));
        i = j;
    }
    return words;
}

std::string unknownVariantMessage(const GameInfo &info, std::string_view variant) {
    std::string list;
    for (std::string_view v : info.variants) {
        if (!list.empty())
            list += ", ";
        list += v;
    }
    if (!info.variantPattern.empty())
        list += (list.empty() ? "" : ", or ") + std::string(info.variantPattern);
    return "unknown variant '" + printableExcerpt(variant) + "' for " + std::string(info.id) + " (variants: " + list +
           ")";
}

std::size_t utf8SequenceLength(std::string_view text, std::size_t i) {
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

std::string printableExcerpt(std::string_view text, std::size_t maxBytes) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    const auto escape = [](std::string &out, unsigned char byte) {
        out += "\\x";
        out += kHex[byte >> 4];
        out += kHex[byte & 15];
    };
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t length = utf8SequenceLength(text, i);
        const std::size_t step = length == 0 ? 1 : length;
        if (i + step > maxBytes)
            return out + "...";
        const unsigned char c = static_cast<unsigned char>(text[i]);
        const bool control = (length == 1 && (c < 0x20 || c == 0x7F)) ||
                             (length == 2 && c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0);
        if (length == 0 || control) {
            for (std::size_t k = 0; k < step; ++k)
                escape(out, static_cast<unsigned char>(text[i + k]));
        } else {
            out.append(text.substr(i, step));
        }
        i += step;
    }
    return out;
}

} // namespace gamut
