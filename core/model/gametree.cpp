#include "gametree.h"

#include <algorithm>

namespace gamut {

void GameTree::clear() {
    nodes_.clear();
    nodes_.emplace_back();
}

bool GameTree::isNode(int id) const {
    if (id < 0 || id >= size())
        return false;
    while (id != root()) { // linked: every parent on the way still lists the child
        const int parent = node(id).parent;
        if (parent < 0)
            return false;
        const std::vector<int> &siblings = node(parent).children;
        if (std::find(siblings.begin(), siblings.end(), id) == siblings.end())
            return false;
        id = parent;
    }
    return true;
}

int GameTree::add(int parent, Node made) {
    made.parent = parent;
    made.ply = node(parent).ply + 1;
    made.children.clear();
    made.next = -1;
    const int id = size();
    nodes_.push_back(std::move(made));
    node(parent).children.push_back(id);
    return id;
}

int GameTree::childWith(int parent, Move move) const {
    for (int child : node(parent).children)
        if (node(child).move == move)
            return child;
    return -1;
}

int GameTree::continuation(int id) const {
    const Node &n = node(id);
    if (n.next >= 0 && std::find(n.children.begin(), n.children.end(), n.next) != n.children.end())
        return n.next;
    return n.children.empty() ? -1 : n.children.front();
}

std::vector<int> GameTree::path(int id) const {
    std::vector<int> out;
    for (int at = id; at >= 0; at = node(at).parent)
        out.push_back(at);
    std::reverse(out.begin(), out.end());
    return out;
}

std::vector<int> GameTree::lineThrough(int id) const {
    std::vector<int> out = path(id);
    for (int at = continuation(id); at >= 0; at = continuation(at))
        out.push_back(at);
    return out;
}

std::vector<int> GameTree::mainLine() const {
    std::vector<int> out{root()};
    while (!node(out.back()).children.empty())
        out.push_back(node(out.back()).children.front());
    return out;
}

bool GameTree::onMainLine(int id) const { return lineStart(id) == root(); }

int GameTree::lineStart(int id) const {
    for (int at = id; at != root(); at = node(at).parent)
        if (node(node(at).parent).children.front() != at)
            return at;
    return root();
}

bool GameTree::promote(int id) {
    bool moved = false;
    for (int at = id; at != root(); at = node(at).parent) {
        std::vector<int> &siblings = node(node(at).parent).children;
        const auto it = std::find(siblings.begin(), siblings.end(), at);
        if (it != siblings.begin()) {
            std::rotate(siblings.begin(), it, it + 1); // the others keep their order after it
            moved = true;
        }
    }
    return moved;
}

GameTree::Removed GameTree::remove(int start) {
    Removed removed{start, node(start).parent, 0};
    std::vector<int> &siblings = node(removed.parent).children;
    const auto it = std::find(siblings.begin(), siblings.end(), start);
    removed.index = int(it - siblings.begin());
    siblings.erase(it);
    return removed;
}

void GameTree::restore(const Removed &removed) {
    std::vector<int> &siblings = node(removed.parent).children;
    const int index = std::clamp(removed.index, 0, int(siblings.size()));
    siblings.insert(siblings.begin() + index, removed.node);
}

void GameTree::follow(const std::vector<int> &line) {
    for (std::size_t i = 0; i + 1 < line.size(); ++i)
        node(line[i]).next = line[i + 1];
}

} // namespace gamut
