#include "tableindex.h"

#include <algorithm>
#include <functional>

namespace gamut::net {

void TableIndex::set(int number, int rank) {
    const auto it = rankOf_.find(number);
    if (it != rankOf_.end()) {
        if (it->second == rank)
            return;
        std::vector<int> &list = byRank_[std::size_t(it->second)];
        const auto at = std::lower_bound(list.begin(), list.end(), number, std::greater<int>());
        if (at != list.end() && *at == number)
            list.erase(at);
        rankOf_.erase(it);
    }
    if (rank < 0 || rank > 2)
        return;
    std::vector<int> &list = byRank_[std::size_t(rank)];
    list.insert(std::lower_bound(list.begin(), list.end(), number, std::greater<int>()), number);
    rankOf_[number] = rank;
}

int TableIndex::total(int rank) const {
    if (rank == All)
        return int(byRank_[0].size() + byRank_[1].size() + byRank_[2].size());
    return int(byRank_[std::size_t(rank)].size());
}

std::vector<int> TableIndex::page(int rank, int from, int count) const {
    std::vector<int> out;
    const int first = rank == All ? 0 : rank, last = rank == All ? 2 : rank;
    for (int r = first; r <= last && int(out.size()) < count; ++r) {
        const std::vector<int> &list = byRank_[std::size_t(r)];
        if (from >= int(list.size())) {
            from -= int(list.size());
            continue;
        }
        const int take = std::min(count - int(out.size()), int(list.size()) - from);
        out.insert(out.end(), list.begin() + from, list.begin() + from + take);
        from = 0;
    }
    return out;
}

} // namespace gamut::net
