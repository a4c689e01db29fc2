#include "eval.h"

#include <array>
#include <cstdint>

namespace gamut::trails_eval {

namespace {

constexpr int kMaxCells = TrailsPosition::kMaxSize * TrailsPosition::kMaxSize;
constexpr std::int16_t kFar = 0x3FFF;

enum Cell : std::uint8_t { Free, Taken, Tower };

struct Board {
    int size = 0;
    std::array<std::uint8_t, kMaxCells> cell{};
};

// Steps from `head` to every cell over free cells (4-neighbour moves); towers get a distance but are not crossed.
void flood(const Board &board, int head, std::array<std::int16_t, kMaxCells> &distance) {
    const int n = board.size, cells = n * n;
    for (int i = 0; i < cells; ++i)
        distance[std::size_t(i)] = kFar;
    std::array<std::int16_t, kMaxCells> queue;
    int front = 0, back = 0;
    distance[std::size_t(head)] = 0;
    queue[std::size_t(back++)] = std::int16_t(head);
    while (front < back) {
        const int c = queue[std::size_t(front++)];
        const int x = c % n, y = c / n;
        const std::int16_t next = std::int16_t(distance[std::size_t(c)] + 1);
        const int around[4] = {x > 0 ? c - 1 : -1, x < n - 1 ? c + 1 : -1, y > 0 ? c - n : -1, y < n - 1 ? c + n : -1};
        for (int to : around) {
            if (to < 0 || distance[std::size_t(to)] <= next || board.cell[std::size_t(to)] == Taken)
                continue;
            distance[std::size_t(to)] = next;
            if (board.cell[std::size_t(to)] == Free)
                queue[std::size_t(back++)] = std::int16_t(to);
        }
    }
}

} // namespace

int evaluate(const TrailsPosition &pos) {
    const int us = pos.turn(), them = us ^ 1;
    Board board;
    board.size = pos.size();
    const int cells = board.size * board.size;
    for (int c = 0; c < cells; ++c)
        board.cell[std::size_t(c)] = pos.isTower(c) ? Tower : pos.owner(c) >= 0 ? Taken : Free;

    std::array<std::int16_t, kMaxCells> mine, theirs;
    flood(board, pos.head(us), mine);
    flood(board, pos.head(them), theirs);

    int area = 0, towersNearer = 0, towersInReach[2] = {0, 0};
    for (int c = 0; c < cells; ++c) {
        const int a = mine[std::size_t(c)], b = theirs[std::size_t(c)];
        if (board.cell[std::size_t(c)] == Free) {
            area += (a < b) - (b < a);
        } else if (board.cell[std::size_t(c)] == Tower) {
            // We move first: a tie in steps is ours.
            if (a <= b && a < kFar)
                ++towersNearer, ++towersInReach[0];
            else if (b < a)
                --towersNearer, ++towersInReach[1];
        }
    }
    const int need = pos.towersTotal() / 2 + 1;
    const int takenUs = pos.towersTaken(us), takenThem = pos.towersTaken(them);
    int value = 10 * area + 90 * towersNearer + 350 * (takenUs - takenThem);
    if (pos.towersTotal() > 0) {
        if (takenUs + towersInReach[0] >= need)
            value += 150;
        if (takenThem + towersInReach[1] >= need)
            value -= 150;
    }
    return value + 5 * pos.countLegalMoves(); // room to choose
}

} // namespace gamut::trails_eval
