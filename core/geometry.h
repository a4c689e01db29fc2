// What a board looks like, so that the UI and the command line can name and draw cells of any game.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gamut {

struct BoardGeometry {
    enum class Kind { Square, Triangular };
    Kind kind = Kind::Square;
    int columns = 0;
    int rows = 0;

    int cellCount() const { return columns * rows; }
    // Cells are numbered row-major from a1: index = row * columns + column, both 0-based.
    int index(int column, int row) const { return row * columns + column; }
    bool contains(int column, int row) const {
        return column >= 0 && column < columns && row >= 0 && row < rows;
    }
};

// "c4" <-> (column 2, row 3). Case-insensitive on input; nullopt when the text is not a cell of the board.
std::string cellName(int column, int row);
std::optional<int> parseCell(std::string_view text, const BoardGeometry &geometry);

} // namespace gamut
