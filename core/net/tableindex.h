// The order `tables` lists the open tables in (waiting, then playing, then over; newest first inside each), kept as
// the tables change, so that a page of the list costs what the page holds, not what the server holds (issue 33, N3:
// a `tables` of 10,000 tables cost 3.5-6.1 ms of the server's time when it sorted them all every time).
#pragma once

#include <array>
#include <unordered_map>
#include <vector>

namespace gamut::net {

class TableIndex {
public:
    enum Rank { Waiting = 0, Playing = 1, Over = 2, All = 3 };

    // Puts table `number` under `rank` (moving it when it was elsewhere); -1 takes it out.
    void set(int number, int rank);
    int total(int rank) const;
    // The tables at positions [from, from + count) of the list of `rank` (All: the three lists one after another).
    std::vector<int> page(int rank, int from, int count) const;

private:
    std::array<std::vector<int>, 3> byRank_; // each sorted newest (highest number) first
    std::unordered_map<int, int> rankOf_;
};

} // namespace gamut::net
