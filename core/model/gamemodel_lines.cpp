// The game model's lines: jumping to any move of the tree, promoting and deleting lines, and the tree's way in
// and out of the replayed form the record reader and writer use.
#include "gamemodel.h"

#include "../record/clockcomment.h"
#include "../record/resignation.h"

namespace gamut {

namespace {

QString fromStd(const std::string &text) { return QString::fromStdString(text); }

} // namespace

std::vector<Move> GameModel::mainLineMoves() const {
    std::vector<Move> moves;
    for (int id : tree_.mainLine())
        if (id != GameTree::root())
            moves.push_back(tree_.node(id).move);
    return moves;
}

void GameModel::setLine(std::vector<int> line, int ply) {
    line_ = std::move(line);
    ply_ = ply;
    tree_.follow(line_);
    current_ = positionAt(ply_);
}

bool GameModel::jumpToNode(int id) {
    if (!tree_.isNode(id))
        return refuse(tr("no such move"));
    const int ply = tree_.node(id).ply;
    if (ply <= plyCount() && line_[std::size_t(ply)] == id)
        return jumpToPly(ply);
    setLine(tree_.lineThrough(id), ply);
    finishChange(kPosition, Save::Later);
    return true;
}

bool GameModel::promoteLine(int id) {
    if (!tree_.isNode(id))
        return refuse(tr("no such move"));
    if (!tree_.promote(id))
        return refuse(tr("this is the main line already"));
    commitChange();
    emit linesChanged();
    emitRoundChange(); // the match counts the main line's result
    return true;
}

bool GameModel::deleteLine(int id) {
    if (!tree_.isNode(id))
        return refuse(tr("no such move"));
    const int start = tree_.lineStart(id);
    if (start == GameTree::root())
        return refuse(tr("the main line cannot be deleted (make another line the main line first)"));
    const int from = tree_.node(start).ply; // the line's first move is ply `from` of its lines
    const bool lineInside = plyCount() >= from && line_[std::size_t(from)] == start;
    removed_.push_back(tree_.remove(start));
    if (lineInside) { // the current line ran through it: it goes on by another child, or ends there
        const int keep = std::min(ply_, from - 1);
        setLine(tree_.lineThrough(line_[std::size_t(keep)]), keep);
    }
    commitChange();
    emit linesChanged();
    if (lineInside)
        emit positionChanged();
    emitRoundChange();
    return true;
}

bool GameModel::restoreLine() {
    if (removed_.empty())
        return refuse(tr("no deleted line to bring back"));
    tree_.restore(removed_.back());
    removed_.pop_back();
    commitChange();
    emit linesChanged();
    emitRoundChange();
    return true;
}

int GameModel::savedPly() const {
    const std::vector<int> main = tree_.mainLine();
    int ply = 0;
    while (ply < ply_ && std::size_t(ply) + 1 < main.size() &&
           main[std::size_t(ply) + 1] == line_[std::size_t(ply) + 1])
        ++ply;
    return ply;
}

// --- The replayed form ---------------------------------------------------------------------------------------

namespace {

// Builds the nodes of a replayed line from `state` (the position at `from`), playing it to the line's end. A move
// that `from` has already (a side line that begins as the main line goes on) joins that node instead of a twin.
void addLine(GameTree &tree, int from, GameState &state, const std::vector<Move> &moves,
             const std::vector<std::string> &comments, const std::vector<SideLine> &lines,
             const std::string &lineComment) {
    int at = from;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move move = moves[i];
        int child = tree.childWith(at, move);
        if (child < 0) {
            GameTree::Node made;
            made.move = move;
            made.side = state.turn();
            made.text = fromStd(state.moveText(move));
            made.cells = state.moveCells(move);
            child = tree.add(at, std::move(made));
            if (i == 0)
                tree.node(child).lineComment = lineComment;
        }
        if (i < comments.size() && !comments[i].empty()) {
            std::string comment = comments[i];
            tree.node(child).clockMs = takeClock(comment); // the clock rides apart from the words
            tree.node(child).comment = std::move(comment);
        }
        for (const SideLine &side : lines) {
            if (side.at != int(i))
                continue;
            auto branch = state.clone();
            addLine(tree, at, *branch, side.moves, side.comments, side.lines, side.comment);
        }
        if (i + 1 == moves.size() && tree.node(child).children.empty()) { // only a line's last move can end it
            const MoveEffects effects = state.describeMove(move);
            state.play(move);
            if (state.isOver())
                tree.node(child).decided = state.decidingCells(effects);
        } else {
            state.play(move);
        }
        at = child;
    }
}

// The replayed form of the line from `first` (the first child of its parent, or a side line's first node).
void writeLine(const GameTree &tree, int first, std::vector<Move> &moves, std::vector<std::string> &comments,
               std::vector<SideLine> &lines) {
    int index = 0;
    for (int at = first; at >= 0; ++index) {
        const GameTree::Node &n = tree.node(at);
        moves.push_back(n.move);
        comments.push_back(withClock(n.clockMs, n.comment));
        const std::vector<int> &siblings = tree.node(n.parent).children;
        if (index > 0 || at == siblings.front()) { // a side line's first node: its siblings are its parent line's
            for (std::size_t k = 1; k < siblings.size(); ++k) {
                SideLine &side = lines.emplace_back();
                side.at = index;
                side.comment = tree.node(siblings[k]).lineComment;
                writeLine(tree, siblings[k], side.moves, side.comments, side.lines);
            }
        }
        at = n.children.empty() ? -1 : n.children.front();
    }
}

} // namespace

void GameModel::readTree(const ReplayedGame &game) {
    tree_.clear();
    tree_.node(GameTree::root()).comment = game.record.comment;
    auto state = start_->clone();
    addLine(tree_, GameTree::root(), *state, game.moves, game.comments, game.lines, {});
    const std::vector<int> main = tree_.mainLine();
    GameTree::Node &end = tree_.node(main.back());
    end.resigned = sideThatGaveUp(game.record, info(), *state);
    end.onTime = end.resigned >= 0 && gamut::resignedSide(game.record, info()) < 0; // the side to move ran out
    setLine(main, std::clamp(game.ply, 0, int(main.size()) - 1));
}

ReplayedGame GameModel::currentGame() const {
    ReplayedGame game;
    game.record = record_;
    game.record.comment = tree_.node(GameTree::root()).comment;
    game.start = start_->clone();
    const std::vector<int> &first = tree_.node(GameTree::root()).children;
    if (!first.empty())
        writeLine(tree_, first.front(), game.moves, game.comments, game.lines);
    game.ply = savedPly();
    const GameTree::Node &end = tree_.node(tree_.mainLine().back());
    if (end.resigned >= 0 && !end.onTime)
        setResigned(game.record, info(), end.resigned);
    else
        clearResigned(game.record);
    setLostOnTime(game.record, end.resigned >= 0 && end.onTime);
    return game;
}

} // namespace gamut
