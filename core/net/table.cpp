#include "table.h"

#include "../record/resignation.h"
#include "../registry.h"

#include <QCryptographicHash>
#include <QDate>

namespace gamut::net {

QString tokenHash(const QString &token) {
    return QString::fromLatin1(QCryptographicHash::hash(token.toLatin1(), QCryptographicHash::Sha256).toHex());
}

std::unique_ptr<Table> Table::create(const QString &id, const QString &game, const QString &variant, QString &error) {
    std::string why;
    auto start = gamut::newGame(game.toStdString(), variant.toStdString(), why);
    if (!start) {
        error = QString::fromStdString(why);
        return nullptr;
    }
    std::unique_ptr<Table> table(new Table);
    table->id_ = id;
    table->game_ = table->freshGame(std::move(start));
    table->state_ = table->game_.start->clone();
    return table;
}

std::unique_ptr<Table> Table::restore(const QString &id, const std::string &currentText,
                                      const std::array<Seat, 2> &seats, int finishedGames, QString &error) {
    RecordError why;
    auto games = loadRecordText(currentText, id.toStdString(), why);
    if (!games) {
        error = QString::fromStdString(why.text());
        return nullptr;
    }
    if (games->size() != 1) {
        error = QStringLiteral("%1: %2 games where the current one was expected").arg(id).arg(games->size());
        return nullptr;
    }
    std::unique_ptr<Table> table(new Table);
    table->id_ = id;
    table->game_ = std::move(games->front());
    table->game_.record.moves.clear(); // the moves live in game_.moves
    table->game_.ply = int(table->game_.moves.size());
    table->finishedGames_ = std::max(0, finishedGames);
    table->state_ = table->game_.finalPosition();
    table->cacheMoveText();
    table->seats_ = seats;
    if (!table->game_.record.tag(kResignedTag).empty()) {
        const int side = resignedSide(table->game_.record, table->state_->info());
        if (side < 0) {
            error = QStringLiteral("%1: Resigned names no player of the game").arg(id);
            return nullptr;
        }
        table->resigned_ = table->playerName(side);
    }
    return table;
}

ReplayedGame Table::freshGame(std::unique_ptr<GameState> start) const {
    ReplayedGame game;
    game.start = std::move(start);
    game.record.setTag("Format", std::string(kRecordFormat));
    game.record.setTag("Game", std::string(game.start->info().id));
    game.record.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    return game;
}

int Table::gameNumber() const {
    if (info().playedInRounds)
        return std::max(1, game_.start->round());
    return finishedGames_ + 1;
}

int Table::seatOfToken(const QString &token) const {
    if (token.size() != 32)
        return -1;
    const QString hash = tokenHash(token);
    for (int side = 0; side < 2; ++side) {
        const QString &mine = seats_[std::size_t(side)].tokenHash;
        if (mine.size() != hash.size())
            continue;
        // Compare every character, so that the time taken tells nothing about where a guess went wrong.
        int diff = 0;
        for (qsizetype i = 0; i < mine.size(); ++i)
            diff |= mine[i].unicode() ^ hash[i].unicode();
        if (diff == 0)
            return side;
    }
    return -1;
}

QString Table::stateText() const {
    if (isOver())
        return QStringLiteral("over");
    return bothSeated() ? QStringLiteral("playing") : QStringLiteral("waiting");
}

int Table::turn() const { return resigned_.isEmpty() ? state_->turn() : -1; }

QString Table::turnText() const {
    const int side = turn();
    return side < 0 ? QStringLiteral("none") : playerName(side);
}

QString Table::resultText() const {
    if (!resigned_.isEmpty())
        return resigned_ == playerName(0) ? playerName(1) : playerName(0);
    return QString::fromStdString(state_->resultText());
}

void Table::play(Move move) {
    moveText_.add(state_->moveText(move));
    before_ = state_->clone();
    state_->play(move);
    ReplayedGame &game = game_;
    game.moves.push_back(move);
    game.comments.emplace_back();
    game.ply = int(game.moves.size());
}

void Table::undoLastMove() {
    ReplayedGame &game = game_;
    if (!before_ || game.moves.empty())
        return;
    game.moves.pop_back();
    game.comments.pop_back();
    game.ply = int(game.moves.size());
    state_ = std::move(before_);
    cacheMoveText(); // rare (a move that could not be stored): the text is written again
}

void Table::resign(int side) {
    resigned_ = playerName(side);
    setResigned(game_.record, state_->info(), side);
}

void Table::unresign() {
    resigned_.clear();
    clearResigned(game_.record);
}

bool Table::startNext(QString &error) {
    std::unique_ptr<GameState> start;
    if (info().playedInRounds) {
        start = game_.start->nextRound();
    } else {
        std::string why;
        start = gamut::newGame(std::string(info().id), state_->variant(), why);
        error = QString::fromStdString(why);
    }
    if (!start) {
        if (error.isEmpty())
            error = QStringLiteral("no next game");
        return false;
    }
    previous_ = std::move(game_);
    game_ = freshGame(std::move(start));
    ++finishedGames_;
    state_ = game_.start->clone();
    syncPlayerTags();
    moveText_ = MoveTextWriter(game_.record.comment);
    before_.reset();
    resigned_.clear();
    for (Seat &seat : seats_)
        seat.wantsNext = false;
    return true;
}

void Table::dropNext() {
    if (!previous_)
        return;
    game_ = std::move(*previous_);
    previous_.reset();
    --finishedGames_;
    state_ = game_.finalPosition();
    cacheMoveText();
    const int side = resignedSide(game_.record, state_->info());
    resigned_ = side < 0 ? QString() : playerName(side);
}

void Table::setSeat(int side, const QString &name, const QString &token) {
    Seat &seat = seats_[std::size_t(side)];
    seat.name = name;
    seat.tokenHash = token.isEmpty() ? QString() : tokenHash(token);
    seat.wantsNext = false;
    syncPlayerTags();
}

void Table::syncPlayerTags() {
    // The seats' names are the current game's player tags (earlier games keep the names they were played by).
    for (int side = 0; side < 2; ++side) {
        const std::string tag = gamut::playerTagName(info(), side);
        const Seat &seat = seats_[std::size_t(side)];
        if (seat.name.isEmpty())
            game_.record.removeTag(tag);
        else
            game_.record.setTag(tag, seat.name.toStdString());
    }
}

void Table::cacheMoveText() {
    const GameRecord record = canonicalRecord(game_); // rare: a replay of the game is fine here
    moveText_ = MoveTextWriter(record.comment);
    for (const RecordedMove &move : record.moves)
        moveText_.add(move.token, move.comment);
}

// The move text grows a move at a time (no replay of the game, no rewriting of its moves).
std::string Table::currentGameText() const {
    return writeTags(canonicalTags(game_, *state_)) + '\n' + moveText_.text();
}

std::string Table::headText() const {
    std::vector<RecordTag> tags = canonicalTags(game_, *state_);
    std::erase_if(tags, [](const RecordTag &tag) { return tag.name == "Result" || tag.name == "Ply"; });
    return writeTags(tags);
}

} // namespace gamut::net
