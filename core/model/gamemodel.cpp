// The game model: moves, the cursor, undo/redo, new games and rounds. Files live in gamemodel_files.cpp.
#include "gamemodel.h"

#include "autosavewriter.h"

#include "../movechecks.h"
#include "../record/resignation.h"
#include "../registry.h"

#include <QDate>

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

} // namespace

GameModel::GameModel(QObject *parent) : QObject(parent), writer_(std::make_unique<AutosaveWriter>()) {
    qRegisterMetaType<gamut::Move>("gamut::Move");
    qRegisterMetaType<gamut::MoveEffects>("gamut::MoveEffects");
    std::string error;
    auto start = allGames().front().create({}, 1, error);
    doc_ = freshGame(std::move(start));
    current_ = doc_.start->clone();
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
    texts.reserve(qsizetype(notes_.size()));
    for (const MoveNote &note : notes_)
        texts << note.text;
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
    return fromStd(doc_.record.tag(gamut::playerTagName(info(), side)));
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

QString GameModel::tag(const QString &name) const { return fromStd(doc_.record.tag(name.toStdString())); }

QString GameModel::comment(int ply) const {
    if (ply == 0)
        return fromStd(doc_.record.comment);
    if (ply < 1 || ply > plyCount())
        return {};
    return fromStd(doc_.comments[std::size_t(ply - 1)]);
}

int GameModel::resignedSide() const { return resignedSideOf(doc_); }

Outcome GameModel::finalOutcome(const ReplayedGame &game) const {
    if (const int resigned = resignedSideOf(game); resigned >= 0)
        return resigned == 0 ? Outcome::SecondWins : Outcome::FirstWins;
    if (&game == &doc_ && doc_.ply == plyCount())
        return current_->outcome();
    return game.finalPosition()->outcome();
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
    count(finalOutcome(doc_));
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
        return refuse(tr("the game is over: %1 resigned").arg(fromStd(current_->playerName(resignedSide()))));
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
    applyMove(move);
    return true;
}

bool GameModel::playChosenMove(Move move, qint64 revision) {
    if (revision != revision_)
        return refuse(tr("the position changed since this move was chosen"));
    if (resignedAtCursor() || current_->isOver())
        return refuse(tr("the game is over"));
    applyMove(move);
    return true;
}

// Plays `move` at the cursor: later moves of the list are cut off, as in any editor's undo history.
void GameModel::applyMove(Move move) {
    const auto at = std::size_t(doc_.ply);
    const bool replaying = at < doc_.moves.size() && doc_.moves[at] == move;
    if (!replaying) {
        if (at < doc_.moves.size()) // the resignation ended the moves cut off here
            clearResigned(doc_.record);
        doc_.moves.resize(at);
        doc_.comments.resize(at);
        notes_.resize(at);
        doc_.moves.push_back(move);
        doc_.comments.emplace_back();
        notes_.push_back({fromStd(current_->moveText(move)), current_->moveCells(move), {}});
    }
    const QString token = notes_[at].text;
    const MoveEffects effects = current_->describeMove(move);
    current_->play(move);
    notes_[at].decided = current_->isOver() ? current_->decidingCells(effects) : std::vector<int>{};
    doc_.ply = int(at) + 1;
    commitChange(); // a played move is saved at once: a crash loses nothing
    emit movePlayed(doc_.ply, move, token, effects);
    if (current_->isOver())
        emit gameOver(fromStd(current_->resultText()));
    emitRoundChange();
}

std::vector<int> GameModel::decidingCells() const {
    if (doc_.ply <= 0 || !current_->isOver())
        return {};
    return notes_[std::size_t(doc_.ply - 1)].decided;
}

bool GameModel::undo() {
    if (!canUndo())
        return refuse(tr("nothing to undo"));
    setCursor(doc_.ply - 1);
    return true;
}

bool GameModel::redo() {
    if (!canRedo())
        return refuse(tr("nothing to redo"));
    setCursor(doc_.ply + 1);
    return true;
}

bool GameModel::jumpToPly(int ply) {
    if (ply < 0 || ply > plyCount())
        return refuse(tr("no ply %1 (the game has %2)").arg(ply).arg(plyCount()));
    if (ply != doc_.ply)
        setCursor(ply);
    return true;
}

void GameModel::setCursor(int ply) {
    current_ = doc_.positionAt(ply);
    doc_.ply = ply;
    finishChange(kPosition, Save::Later); // browsing: one autosave after the last step, not one per step
}

ReplayedGame GameModel::freshGame(std::unique_ptr<GameState> start) const {
    ReplayedGame game;
    game.start = std::move(start);
    const GameInfo &newInfo = game.start->info();
    game.record.setTag("Format", std::string(kRecordFormat));
    game.record.setTag("Game", std::string(newInfo.id));
    // The players stay who they were (a new game of the same people); the tag names follow the new game.
    if (current_) {
        for (int side = 0; side < 2; ++side) {
            const std::string oldName = gamut::playerTagName(info(), side);
            const std::string newName = gamut::playerTagName(newInfo, side);
            if (const RecordTag *tag = doc_.record.findTag(oldName))
                game.record.setTag(newName, tag->value);
            if (const RecordTag *tag = doc_.record.findTag(oldName + "Engine")) // the computer seats stay too
                game.record.setTag(newName + "Engine", tag->value);
        }
    }
    game.record.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    return game;
}

bool GameModel::newGame(const QString &game, const QString &variant) {
    std::string error;
    auto start = gamut::newGame(game.toStdString(), variant.toStdString(), error);
    if (!start)
        return refuse(fromStd(error));
    ReplayedGame fresh = freshGame(std::move(start));
    rounds_.clear();
    doc_ = std::move(fresh);
    notes_.clear();
    current_ = doc_.start->clone();
    filePath_.clear();
    finishChange(kGame | kPosition);
    return true;
}

bool GameModel::nextRound() {
    auto next = doc_.start->nextRound();
    if (!next)
        return refuse(tr("%1 is not played in rounds").arg(fromStd(std::string(info().title))));
    ReplayedGame fresh = freshGame(std::move(next));
    rounds_.push_back(std::move(doc_));
    doc_ = std::move(fresh);
    notes_.clear();
    current_ = doc_.start->clone();
    finishChange(kGame | kPosition);
    return true;
}

bool GameModel::resign(int side) {
    if (side < 0 || side > 1)
        return refuse(tr("no side %1 (0 or 1)").arg(side));
    auto final = canRedo() ? doc_.positionAt(plyCount()) : current_->clone();
    if (resignedSide() >= 0 || final->isOver())
        return refuse(tr("the game is over"));
    if (canRedo()) {
        current_ = std::move(final);
        doc_.ply = plyCount();
    }
    const int winner = 1 - side;
    setResigned(doc_.record, info(), side);
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
            doc_.record.removeTag(name.toStdString());
        else
            doc_.record.setTag(name.toStdString(), clean.toStdString());
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
        doc_.record.removeTag(name.toStdString());
    else
        doc_.record.setTag(name.toStdString(), clean.toStdString());
    finishChange(kHistory);
    return true;
}

bool GameModel::setComment(int ply, const QString &text) {
    if (ply < 0 || ply > plyCount())
        return refuse(tr("no ply %1 (the game has %2)").arg(ply).arg(plyCount()));
    // Stored as it will read back from a file: one line, white space collapsed, no '}' (it would end the comment).
    std::string clean = oneLine(text).replace(QLatin1Char('}'), QLatin1Char(')')).toStdString();
    (ply == 0 ? doc_.record.comment : doc_.comments[std::size_t(ply - 1)]) = std::move(clean);
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
