#include "geometry.h"

#include <cctype>

namespace gamut {

std::string cellName(int column, int row) {
    std::string name(1, char('a' + column));
    name += std::to_string(row + 1);
    return name;
}

std::optional<int> parseCell(std::string_view text, const BoardGeometry &geometry) {
    if (text.size() < 2 || text.size() > 3)
        return std::nullopt;
    const char letter = char(std::tolower(static_cast<unsigned char>(text[0])));
    if (letter < 'a' || letter > 'z')
        return std::nullopt;
    int row = 0;
    for (std::size_t i = 1; i < text.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(text[i])))
            return std::nullopt;
        row = row * 10 + (text[i] - '0');
    }
    if (text[1] == '0') // "a01" is not a cell name
        return std::nullopt;
    const int column = letter - 'a';
    if (!geometry.contains(column, row - 1))
        return std::nullopt;
    return geometry.index(column, row - 1);
}

} // namespace gamut
