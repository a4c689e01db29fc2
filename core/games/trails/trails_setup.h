// The setup of a Trails and Towers game: board size, towers, their spacing and who starts. Text only, never on
// the hot path.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamut {

struct TrailsSetup {
    static constexpr int kMinSize = 3;
    static constexpr int kMaxSize = 26;

    int size = 11;
    int towers = 3;   // as requested; see effectiveTowers()
    int distance = 1; // free diagonal cells between neighbouring towers
    bool redFirst = false;

    // n_eff: an odd count on an even board gets one more tower, so that the towers stay symmetric.
    int effectiveTowers() const { return towers + ((size % 2 == 0 && towers % 2 == 1) ? 1 : 0); }
    // Diagonal indices k (tower on cell (k, k)), sorted, without repeats or indices off the board.
    std::vector<int> towerIndices() const;
    // "classic", or "size=N,towers=n,distance=d" plus ",first=red" when red starts.
    std::string canonicalId() const;

    // `classic`, or comma-separated key=value pairs in any order: size (3..26), towers (0..size),
    // distance (0..size-1), all required, and optional first (blue or red). Case-insensitive; spaces around
    // keys and values are ignored. nullopt with a message naming the bad part otherwise.
    static std::optional<TrailsSetup> parse(std::string_view text, std::string &error);
};

} // namespace gamut
