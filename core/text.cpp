#include "text.h"

#include <cctype>

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
    return "unknown variant '" + std::string(variant) + "' for " + std::string(info.id) + " (variants: " + list + ")";
}

} // namespace gamut
