// The moves of one game as a tree (gui.md "Lines, not cuts"): the main line and the side lines that leave it, as
// chess programs keep variations. Nodes are numbered; a number stays valid while the game does, also for a line
// that was deleted (it is only unlinked, so that the deletion can be undone). Everything kept with one move rides
// on its node: the move, its text and cells from when it was played, the cells that decided the game, its comment;
// other per-move data (a clock) belongs here too.
//
// Order: a node's first child continues its line; the others begin side lines, in the order they were made (or
// read). The main line is the root's first child, its first child, and so on.
#pragma once

#include "../gamestate.h"

#include <QString>

#include <cstdint>

#include <string>
#include <vector>

namespace gamut {

class GameTree {
public:
    struct Node {
        Move move = kNoMove;       // the root has none
        int side = -1;             // who played it (the root: -1)
        QString text;              // its canonical notation, in the position it was played from
        MoveCells cells;           // the cells it was picked by
        std::vector<int> decided;  // it ended the game: the cells that decided it
        std::string comment;       // the {...} after the move; the root's: before the first move
        std::string lineComment;   // the {...} before it, when it begins a side line
        int resigned = -1;         // a line that ends here ended by this side's resignation ...
        bool onTime = false;       // ... or by its time running out (record.md: [Termination "time"])
        std::int64_t clockMs = -1; // the mover's time left after it (its [%clk], clockcomment.h); -1: no clock
        int parent = -1;           // -1 for the root
        int ply = 0;               // moves from the start to here
        std::vector<int> children; // [0] continues the line, the others begin side lines
        int next = -1;             // the child the person last went on through (redo follows it); -1: children[0]
    };

    // A line taken out (deleteLine) and where it was, to put it back.
    struct Removed {
        int node = -1;   // the first node of the line
        int parent = -1; // it hung there ...
        int index = 0;   // ... as this child
    };

    GameTree() { clear(); }
    void clear(); // the root alone

    static constexpr int root() { return 0; }
    const Node &node(int id) const { return nodes_[std::size_t(id)]; }
    Node &node(int id) { return nodes_[std::size_t(id)]; }
    bool isNode(int id) const; // a node of the tree, linked to the root (not one of a deleted line)
    int size() const { return int(nodes_.size()); } // nodes made so far, deleted lines' included

    int add(int parent, Node node);             // a new last child of `parent`; returns its number
    int childWith(int parent, Move move) const; // the child of `parent` that plays `move`, or -1
    int continuation(int id) const;             // the child redo goes to: `next`, else the first; -1 at the end

    std::vector<int> path(int id) const; // the root, ..., id
    // The line through `id`: its path, then on by continuation() to the line's end.
    std::vector<int> lineThrough(int id) const;
    std::vector<int> mainLine() const; // the root and the first children to the end
    bool onMainLine(int id) const;
    // The first node of the side line `id` is on (the nearest node, `id` itself or an ancestor, that is not its
    // parent's first child); the root for a node of the main line.
    int lineStart(int id) const;
    // Makes the line through `id` the main line: at every branch on its path the child on the path moves first.
    // Returns whether anything moved.
    bool promote(int id);
    // Takes the side line starting at `start` (lineStart of a node not on the main line) out of the tree.
    Removed remove(int start);
    void restore(const Removed &removed);
    // Remembers `line` (a path from the root) as the way redo goes on from each of its nodes.
    void follow(const std::vector<int> &line);

private:
    std::vector<Node> nodes_;
};

} // namespace gamut
