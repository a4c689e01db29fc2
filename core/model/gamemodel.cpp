// The game model: moves, the cursor, undo/redo, new games and rounds. Files live in gamemodel_files.cpp.
#include "gamemodel.h"

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

} // namespace

GameModel::GameModel(QObject *parent) : QObject(parent) {
    qRegisterMetaType<gamut::Move>("gamut::Move");
    qRegisterMetaType<gamut::MoveEffects>("gamut::MoveEffects");
    std::string error;
    auto start = allGames().front().create({}, 1, error);
    doc_ = freshGame(std::move(start));
    current_ = doc_.start->clone();
}

GameModel::~GameModel() = default;

QString GameModel::gameId() const { return fromStd(std::string(info().id)); }

QString GameModel::variant() const { return fromStd(current_->variant()); }

QStringList GameModel::moveTexts() const {
    QStringList texts;
    auto state = doc_.start->clone();
    for (Move move : doc_.moves) {
        texts << fromStd(state->moveText(move));
        state->play(move);
    }
    return texts;
}

QString GameModel::player(int side) const {
    if (side < 0 || side > 1)
        return {};
    return fromStd(doc_.record.tag(playerTagName(info(), side)));
}

QString GameModel::comment(int ply) const {
    if (ply == 0)
        return fromStd(doc_.record.comment);
    if (ply < 1 || ply > plyCount())
        return {};
    return fromStd(doc_.comments[std::size_t(ply - 1)]);
}

Outcome GameModel::finalOutcome(const ReplayedGame &game) const {
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
    if (current_->isOver())
        return refuse(tr("the game is over"));
    if (side > 1)
        return refuse(tr("no side %1 (0 or 1)").arg(side));
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
    if (!legal.contains(move))
        return refuse(tr("not a legal move here"));
    applyMove(move);
    return true;
}

// Plays `move` at the cursor: later moves of the list are cut off, as in any editor's undo history.
void GameModel::applyMove(Move move) {
    const auto at = std::size_t(doc_.ply);
    const bool replaying = at < doc_.moves.size() && doc_.moves[at] == move;
    if (!replaying) {
        doc_.moves.resize(at);
        doc_.comments.resize(at);
        doc_.moves.push_back(move);
        doc_.comments.emplace_back();
    }
    const QString token = fromStd(current_->moveText(move));
    const MoveEffects effects = current_->describeMove(move);
    current_->play(move);
    doc_.ply = int(at) + 1;
    commitChange();
    emit movePlayed(doc_.ply, move, token, effects);
    emitChanges(kHistory | kPosition);
    if (current_->isOver())
        emit gameOver(fromStd(current_->resultText()));
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
    applyMove(doc_.moves[std::size_t(doc_.ply)]);
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
    finishChange(kHistory | kPosition);
}

ReplayedGame GameModel::freshGame(std::unique_ptr<GameState> start) const {
    ReplayedGame game;
    game.start = std::move(start);
    const GameInfo &newInfo = game.start->info();
    game.record.setTag("Format", std::string(kRecordFormat));
    game.record.setTag("Game", std::string(newInfo.id));
    // The players stay who they were (a new game of the same people); the tag names follow the new game.
    if (current_) {
        for (int side = 0; side < 2; ++side)
            if (const RecordTag *tag = doc_.record.findTag(playerTagName(info(), side)))
                game.record.setTag(playerTagName(newInfo, side), tag->value);
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
    current_ = doc_.start->clone();
    filePath_.clear();
    finishChange(kGame | kHistory | kPosition);
    return true;
}

bool GameModel::nextRound() {
    auto next = doc_.start->nextRound();
    if (!next)
        return refuse(tr("%1 is not played in rounds").arg(fromStd(std::string(info().title))));
    ReplayedGame fresh = freshGame(std::move(next));
    rounds_.push_back(std::move(doc_));
    doc_ = std::move(fresh);
    current_ = doc_.start->clone();
    finishChange(kGame | kHistory | kPosition);
    return true;
}

bool GameModel::setPlayer(int side, const QString &description) {
    if (side < 0 || side > 1)
        return refuse(tr("no side %1 (0 or 1)").arg(side));
    const std::string name = playerTagName(info(), side);
    const QString clean = oneLine(description);
    if (clean.isEmpty())
        doc_.record.removeTag(name);
    else
        doc_.record.setTag(name, clean.toStdString());
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
void GameModel::commitChange() {
    ++revision_;
    lastError_.clear();
    autosave();
}

void GameModel::finishChange(int changes) {
    commitChange();
    emitChanges(changes);
}

void GameModel::emitChanges(int changes) {
    if (changes & kGame)
        emit gameChanged();
    if (changes & kPosition)
        emit positionChanged();
    if (changes & kHistory)
        emit historyChanged();
    const std::array<int, 2> score = scores();
    const std::array<int, 3> now = {round(), score[0], score[1]};
    if (now != lastRound_) {
        lastRound_ = now;
        emit roundChanged(now[0], now[1], now[2]);
    }
}

} // namespace gamut
