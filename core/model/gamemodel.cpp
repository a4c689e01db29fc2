// The game model: moves, the cursor, undo/redo, new games and rounds. Lines live in gamemodel_lines.cpp, files in
// gamemodel_files.cpp.
#include "gamemodel.h"

#include "autosavewriter.h"

#include "../movechecks.h"
#include "../record/clockcomment.h"
#include "../record/resignation.h"
#include "../registry.h"

#include <QDate>
#include <QUuid>

namespace gamut {

namespace {

QString fromStd(const std::string &text) { return QString::fromStdString(text); }

// Text as a file gives it back: one line, no control characters, white space collapsed.
QString oneLine(QString text) {
    for (QChar &c : text)
        if (c.unicode() < 0x20 || c.unicode() == 0x7F)
            c = QLatin1Char(' ');
    return text.simplified();
}

// A cursor move's autosave waits this long for the next one (browsing a game writes one file, not one per step).
constexpr int kLazyAutosaveMs = 2000;

// The tags the record writer computes from the game itself: setTag() leaves them alone.
bool isComputedTag(const QString &name) {
    static const QStringList computed = {"Format", "Game", "Variant", "Round", "Result", "Ply", "Resigned"};
    return computed.contains(name);
}

bool isTagName(const QString &name) {
    if (name.isEmpty() || name.size() > 64)
        return false;
    for (QChar c : name)
        if (!(c.isLetterOrNumber() && c.unicode() < 0x80) && c != QLatin1Char('_'))
            return false;
    return true;
}

// The side a game's `Resigned` tag names (the game's player name, any case), or -1.
int resignedSideOf(const ReplayedGame &game) { return resignedSide(game.record, game.start->info()); }

Outcome resignationOutcome(int resigned) { return resigned == 0 ? Outcome::SecondWins : Outcome::FirstWins; }

} // namespace

GameModel::GameModel(QObject *parent) : QObject(parent), writer_(std::make_unique<AutosaveWriter>()) {
    qRegisterMetaType<gamut::Move>("gamut::Move");
    qRegisterMetaType<gamut::MoveEffects>("gamut::MoveEffects");
    std::string error;
    auto start = allGames().front().create({}, 1, error);
    GameRecord record = freshRecord(start->info());
    startGame(std::move(start), std::move(record));
    autosaveTimer_.setSingleShot(true);
    autosaveTimer_.setInterval(kLazyAutosaveMs);
    connect(&autosaveTimer_, &QTimer::timeout, this, &GameModel::autosave);
    connect(writer_.get(), &AutosaveWriter::written, this, [this] { autosaveFailed_ = false; });
    connect(writer_.get(), &AutosaveWriter::failed, this,
            [this](const QString &path, const QString &error) { autosaveFailed(path, error); });
}

GameModel::~GameModel() { flushAutosave(); }

QString GameModel::gameId() const { return fromStd(std::string(info().id)); }

QString GameModel::variant() const { return fromStd(current_->variant()); }

QStringList GameModel::moveTexts() const {
    QStringList texts;
    texts.reserve(qsizetype(line_.size()));
    for (std::size_t i = 1; i < line_.size(); ++i)
        texts << tree_.node(line_[i]).text;
    return texts;
}

int GameModel::winner() const {
    if (resignedAtCursor())
        return 1 - resignedSide();
    switch (current_->outcome()) {
    case Outcome::FirstWins:
        return 0;
    case Outcome::SecondWins:
        return 1;
    default:
        return -1;
    }
}

QString GameModel::player(int side) const {
    if (side < 0 || side > 1)
        return {};
    return fromStd(record_.tag(gamut::playerTagName(info(), side)));
}

QString GameModel::playerTagName(int side) const {
    if (side < 0 || side > 1)
        return {};
    return fromStd(gamut::playerTagName(info(), side));
}

QString GameModel::engineTagName(int side) const {
    const QString player = playerTagName(side);
    return player.isEmpty() ? QString() : player + QStringLiteral("Engine");
}

QString GameModel::engineSpec(int side) const {
    const QString name = engineTagName(side);
    return name.isEmpty() ? QString() : tag(name);
}

QString GameModel::tag(const QString &name) const {
    if (name == QLatin1String(kResignedTag.data(), qsizetype(kResignedTag.size()))) { // it rides on the main line
        const int side = tree_.node(tree_.mainLine().back()).resigned;
        return side >= 0 && !tree_.node(tree_.mainLine().back()).onTime
                   ? fromStd(std::string(info().players[std::size_t(side)]))
                   : QString();
    }
    if (name == QLatin1String(kTerminationTag.data(), qsizetype(kTerminationTag.size())) &&
        tree_.node(tree_.mainLine().back()).onTime)
        return fromStd(std::string(kTerminationTime));
    return fromStd(record_.tag(name.toStdString()));
}

QString GameModel::comment(int ply) const {
    if (ply < 0 || ply > plyCount())
        return {};
    return fromStd(node(ply).comment);
}

QString GameModel::commentAt(int id) const { return tree_.isNode(id) ? fromStd(tree_.node(id).comment) : QString(); }

int GameModel::resignedSide() const { return tree_.node(line_.back()).resigned; }

Outcome GameModel::finalOutcome(const ReplayedGame &game) const {
    if (const int resigned = resignedSideOf(game); resigned >= 0)
        return resignationOutcome(resigned);
    auto final = game.finalPosition();
    if (gamut::lostOnTime(game.record) && !final->isOver())
        return resignationOutcome(final->turn());
    return final->outcome();
}

Outcome GameModel::currentOutcome() const {
    const std::vector<int> main = tree_.mainLine();
    if (const int resigned = tree_.node(main.back()).resigned; resigned >= 0)
        return resignationOutcome(resigned);
    if (line_ == main && ply_ == plyCount())
        return current_->outcome();
    auto state = start_->clone();
    for (std::size_t i = 1; i < main.size(); ++i)
        state->play(tree_.node(main[i]).move);
    return state->outcome();
}

std::array<int, 2> GameModel::scores() const {
    std::array<int, 2> score = {0, 0};
    if (!info().playedInRounds)
        return score;
    const auto count = [&](Outcome outcome) {
        if (outcome == Outcome::FirstWins)
            ++score[0];
        else if (outcome == Outcome::SecondWins)
            ++score[1];
    };
    for (const ReplayedGame &game : rounds_)
        count(finalOutcome(game));
    count(currentOutcome());
    return score;
}

// --- Requests ------------------------------------------------------------------------------------------------

bool GameModel::refuse(const QString &reason) {
    lastError_ = reason;
    emit refused(reason);
    return false;
}

bool GameModel::checkRequest(qint64 revision, int side) {
    if (revision >= 0 && revision != revision_)
        return refuse(tr("the position changed since this move was chosen"));
    if (resignedAtCursor())
        return refuse((lostOnTime() ? tr("the game is over: %1 ran out of time") : tr("the game is over: %1 resigned"))
                          .arg(fromStd(current_->playerName(resignedSide()))));
    if (current_->isOver())
        return refuse(tr("the game is over"));
    if (side > 1)
        return refuse(tr("no side %1 (0 or 1)").arg(side));
    if (side >= 0)
        movechecks::countTurn();
    if (side >= 0 && side != current_->turn())
        return refuse(tr("it is not %1's turn").arg(fromStd(current_->playerName(side))));
    return true;
}

bool GameModel::requestMove(const QString &token, qint64 revision, int side) {
    if (!checkRequest(revision, side))
        return false;
    const std::string text = token.toStdString();
    const ParsedMove parsed = current_->parseMove(text);
    if (!parsed.ok())
        return refuse(tr("illegal move '%1': %2").arg(fromStd(quotedToken(text)), fromStd(parsed.error)));
    return playMove(parsed.move, revision, side);
}

bool GameModel::playMove(Move move, qint64 revision, int side) {
    if (!checkRequest(revision, side))
        return false;
    MoveList legal;
    current_->legalMoves(legal);
    movechecks::countLegality();
    if (!legal.contains(move))
        return refuse(tr("not a legal move here"));
    std::int64_t clockMs = -1;
    if (!stampClock(clockMs))
        return false;
    applyMove(move, clockMs);
    return true;
}

bool GameModel::playChosenMove(Move move, qint64 revision) {
    if (revision != revision_)
        return refuse(tr("the position changed since this move was chosen"));
    if (resignedAtCursor() || current_->isOver())
        return refuse(tr("the game is over"));
    std::int64_t clockMs = -1;
    if (!stampClock(clockMs))
        return false;
    applyMove(move, clockMs);
    return true;
}

bool GameModel::stampClock(std::int64_t &clockMs) {
    const int side = current_->turn();
    if (!moveClock_ || moveClock_(side, clockMs))
        return true;
    return refuse(tr("%1's time ran out").arg(fromStd(current_->playerName(side))));
}

// Plays `move` at the cursor. The same move as the line's next one goes on along the line; another one begins a
// new line there (the line it left stays in the tree). Either way the line played on becomes the main line.
void GameModel::applyMove(Move move, std::int64_t clockMs) {
    const int from = currentNode();
    int child = tree_.childWith(from, move);
    if (child < 0) {
        GameTree::Node made;
        made.move = move;
        made.side = current_->turn();
        made.text = fromStd(current_->moveText(move));
        made.cells = current_->moveCells(move);
        child = tree_.add(from, std::move(made));
        // A line deleted from here that played this move cannot come back beside it.
        std::erase_if(removed_,
                      [&](const GameTree::Removed &r) { return r.parent == from && tree_.node(r.node).move == move; });
    }
    if (std::size_t(ply_) + 1 < line_.size() && line_[std::size_t(ply_) + 1] == child)
        ++ply_;
    else
        line_ = tree_.lineThrough(child), ply_ = tree_.node(child).ply;
    tree_.follow(line_);
    tree_.promote(line_.back()); // the game being played is the main line
    tree_.node(child).clockMs = clockMs;
    const QString token = tree_.node(child).text;
    const MoveEffects effects = current_->describeMove(move);
    current_->play(move);
    tree_.node(child).decided = current_->isOver() ? current_->decidingCells(effects) : std::vector<int>{};
    commitChange(); // a played move is saved at once: a crash loses nothing
    emit movePlayed(ply_, move, token, effects);
    if (current_->isOver())
        emit gameOver(fromStd(current_->resultText()));
    emitRoundChange();
}

std::vector<int> GameModel::decidingCells() const {
    if (ply_ <= 0 || !current_->isOver())
        return {};
    return node(ply_).decided;
}

bool GameModel::undo() {
    if (!canUndo())
        return refuse(tr("nothing to undo"));
    setCursor(ply_ - 1);
    return true;
}

bool GameModel::redo() {
    if (!canRedo())
        return refuse(tr("nothing to redo"));
    setCursor(ply_ + 1);
    return true;
}

bool GameModel::jumpToPly(int ply) {
    if (ply < 0 || ply > plyCount())
        return refuse(tr("no ply %1 (the game has %2)").arg(ply).arg(plyCount()));
    if (ply != ply_)
        setCursor(ply);
    return true;
}

void GameModel::setCursor(int ply) {
    current_ = positionAt(ply);
    ply_ = ply;
    finishChange(kPosition, Save::Later); // browsing: one autosave after the last step, not one per step
}

std::unique_ptr<GameState> GameModel::positionAt(int ply) const {
    auto state = start_->clone();
    const int count = std::clamp(ply, 0, plyCount());
    for (int i = 1; i <= count; ++i)
        state->play(node(i).move);
    return state;
}

std::string GameModel::newGameId() {
    return QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString();
}

GameRecord GameModel::freshRecord(const GameInfo &newInfo, bool sameMatch) const {
    GameRecord record;
    record.setTag("Format", std::string(kRecordFormat));
    record.setTag("Game", std::string(newInfo.id));
    // A game's identity (the library keeps it under it); the rounds of a match are one game.
    const std::string id = sameMatch ? record_.tag(kGameIdTag) : std::string();
    record.setTag(kGameIdTag, id.empty() ? newGameId() : id);
    // The players stay who they were (a new game of the same people); the tag names follow the new game.
    if (current_) {
        for (int side = 0; side < 2; ++side) {
            const std::string oldName = gamut::playerTagName(info(), side);
            const std::string newName = gamut::playerTagName(newInfo, side);
            if (const RecordTag *tag = record_.findTag(oldName))
                record.setTag(newName, tag->value);
            if (const RecordTag *tag = record_.findTag(oldName + "Engine")) // the computer seats stay too
                record.setTag(newName + "Engine", tag->value);
        }
    }
    record.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    return record;
}

void GameModel::startGame(std::unique_ptr<GameState> start, GameRecord record) {
    record_ = std::move(record);
    start_ = std::move(start);
    tree_.clear();
    line_.assign(1, GameTree::root());
    ply_ = 0;
    removed_.clear();
    current_ = start_->clone();
}

bool GameModel::newGame(const QString &game, const QString &variant) {
    std::string error;
    auto start = gamut::newGame(game.toStdString(), variant.toStdString(), error);
    if (!start)
        return refuse(fromStd(error));
    GameRecord record = freshRecord(start->info());
    rounds_.clear();
    startGame(std::move(start), std::move(record));
    filePath_.clear();
    finishChange(kGame | kPosition);
    return true;
}

bool GameModel::nextRound() {
    auto next = start_->nextRound();
    if (!next)
        return refuse(tr("%1 is not played in rounds").arg(fromStd(std::string(info().title))));
    GameRecord record = freshRecord(next->info(), true);
    if (const RecordTag *clock = record_.findTag(kTimeControlTag)) // the match's rounds are played on one control
        record.setTag(kTimeControlTag, clock->value);
    rounds_.push_back(currentGame());
    startGame(std::move(next), std::move(record));
    finishChange(kGame | kPosition);
    return true;
}

bool GameModel::resign(int side) { return endLine(side, false); }

bool GameModel::loseOnTime(int side) { return endLine(side, true); }

bool GameModel::endLine(int side, bool onTime) {
    if (side < 0 || side > 1)
        return refuse(tr("no side %1 (0 or 1)").arg(side));
    auto final = canRedo() ? positionAt(plyCount()) : current_->clone();
    if (resignedSide() >= 0 || final->isOver())
        return refuse(tr("the game is over"));
    if (canRedo()) {
        current_ = std::move(final);
        ply_ = plyCount();
    }
    const int winner = 1 - side;
    tree_.node(line_.back()).resigned = side;
    tree_.node(line_.back()).onTime = onTime;
    tree_.promote(line_.back()); // the game given up is the game
    commitChange();
    emit positionChanged();
    emit historyChanged();
    emit gameOver(fromStd(current_->playerName(winner)));
    emitRoundChange();
    return true;
}

bool GameModel::setPlayer(int side, const QString &description, const QString &engine) {
    if (side < 0 || side > 1)
        return refuse(tr("no side %1 (0 or 1)").arg(side));
    const auto put = [this](const QString &name, const QString &value) {
        const QString clean = oneLine(value);
        if (clean.isEmpty())
            record_.removeTag(name.toStdString());
        else
            record_.setTag(name.toStdString(), clean.toStdString());
    };
    put(playerTagName(side), description);
    put(engineTagName(side), engine);
    finishChange(kHistory);
    return true;
}

bool GameModel::setTag(const QString &name, const QString &value) {
    if (!isTagName(name))
        return refuse(tr("bad tag name '%1' (letters, digits and '_' only)").arg(name.left(64)));
    if (isComputedTag(name))
        return refuse(tr("the tag %1 follows from the game and cannot be set").arg(name));
    const QString clean = oneLine(value);
    if (clean.isEmpty())
        record_.removeTag(name.toStdString());
    else
        record_.setTag(name.toStdString(), clean.toStdString());
    finishChange(kHistory);
    return true;
}

bool GameModel::setComment(int ply, const QString &text) {
    if (ply < 0 || ply > plyCount())
        return refuse(tr("no ply %1 (the game has %2)").arg(ply).arg(plyCount()));
    return setCommentAt(line_[std::size_t(ply)], text);
}

bool GameModel::setCommentAt(int id, const QString &text) {
    if (!tree_.isNode(id))
        return refuse(tr("no such move"));
    // Stored as it will read back from a file: one line, white space collapsed, no '}' (it would end the comment).
    tree_.node(id).comment = oneLine(text).replace(QLatin1Char('}'), QLatin1Char(')')).toStdString();
    finishChange(kHistory);
    return true;
}

// Autosave first, signals after: a listener that crashes the program cannot lose the change.
void GameModel::commitChange(Save save) {
    ++revision_;
    lastError_.clear();
    if (save == Save::Now)
        autosave();
    else if (!autosavePath_.isEmpty())
        autosaveTimer_.start(); // (re)starts: a run of cursor moves coalesces into one write
}

void GameModel::finishChange(int changes, Save save) {
    commitChange(save);
    emitChanges(changes);
}

void GameModel::emitChanges(int changes) {
    if (changes & kGame)
        emit gameChanged();
    if (changes & kPosition)
        emit positionChanged();
    if (changes & kHistory)
        emit historyChanged();
    emitRoundChange();
}

void GameModel::emitRoundChange() {
    const std::array<int, 2> score = scores();
    const std::array<int, 3> now = {round(), score[0], score[1]};
    if (now != lastRound_) {
        lastRound_ = now;
        emit roundChanged(now[0], now[1], now[2]);
    }
}

} // namespace gamut
