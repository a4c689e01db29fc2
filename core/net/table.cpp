#include "table.h"

#include "../record/resignation.h"
#include "../registry.h"

#include <QCryptographicHash>
#include <QDate>

namespace gamut::net {

namespace {

constexpr std::string_view kTimeControlTag = "TimeControl", kRatedTag = "Rated", kTerminationTag = "Termination",
                           kDrawOfferedTag = "DrawOffered", kRematchTag = "Rematch";

// The side whose player name `name` is (any case), or -1.
int sideNamed(const GameInfo &info, const std::string &name) {
    for (int side = 0; side < 2; ++side)
        if (QString::fromStdString(name).compare(QString::fromUtf8(info.players[std::size_t(side)].data()),
                                                 Qt::CaseInsensitive) == 0)
            return side;
    return -1;
}

// The time in a move's clock comment `[%clk h:mm:ss.t]`, or -1.
std::int64_t clockIn(const std::string &comment) {
    const std::size_t at = comment.find("[%clk ");
    if (at == std::string::npos)
        return -1;
    const std::size_t end = comment.find(']', at);
    if (end == std::string::npos)
        return -1;
    const auto ms = parseClockText(std::string_view(comment).substr(at + 6, end - at - 6));
    return ms ? *ms : -1;
}

} // namespace

// h:mm:ss.mmm: the record's clock form to the millisecond (its reader takes one to three decimals), so that a
// restarted server puts back exactly the time it took away.
std::string clockComment(std::int64_t ms) {
    if (ms < 0)
        ms = 0;
    char text[64];
    std::snprintf(text, sizeof text, "[%%clk %lld:%02lld:%02lld.%03lld]", static_cast<long long>(ms / 3600000),
                  static_cast<long long>(ms / 60000 % 60), static_cast<long long>(ms / 1000 % 60),
                  static_cast<long long>(ms % 1000));
    return text;
}

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
    const std::string control = table->game_.record.tag(kTimeControlTag);
    if (!control.empty()) {
        std::string why;
        const auto parsed = parseTimeControl(control, why);
        if (!parsed) {
            error = QStringLiteral("%1: %2").arg(id, QString::fromStdString(why));
            return nullptr;
        }
        table->clock_.reset(*parsed);
    }
    table->rated_ = table->game_.record.tag(kRatedTag) == "yes";
    table->readRequestTags();
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

int Table::turn() const { return resigned_.isEmpty() && ending_ == Ending::None ? state_->turn() : -1; }

QString Table::turnText() const {
    const int side = turn();
    return side < 0 ? QStringLiteral("none") : playerName(side);
}

QString Table::resultText() const {
    if (!resigned_.isEmpty())
        return resigned_ == playerName(0) ? playerName(1) : playerName(0);
    switch (ending_) {
    case Ending::Time:
        return playerName(1 - std::max(0, state_->turn()));
    case Ending::Agreement:
        return QStringLiteral("draw");
    case Ending::Aborted:
        return QStringLiteral("aborted");
    case Ending::None:
        break;
    }
    return QString::fromStdString(state_->resultText());
}

QString Table::howText() const {
    switch (ending_) {
    case Ending::Time:
        return QStringLiteral("time");
    case Ending::Agreement:
        return QStringLiteral("agreed");
    default:
        return QString();
    }
}

int Table::winner() const {
    if (!resigned_.isEmpty())
        return resigned_ == playerName(0) ? 1 : 0;
    if (ending_ == Ending::Time)
        return 1 - std::max(0, state_->turn());
    if (ending_ != Ending::None)
        return -1;
    switch (state_->outcome()) {
    case Outcome::FirstWins:
        return 0;
    case Outcome::SecondWins:
        return 1;
    default:
        return -1;
    }
}

double Table::firstScore() const {
    const int w = winner();
    return w == 0 ? 1.0 : w == 1 ? 0.0 : 0.5;
}

void Table::endOnTime() {
    ending_ = Ending::Time;
    drawOffer_ = -1;
    syncRequestTags();
}

void Table::agreeDraw() {
    ending_ = Ending::Agreement;
    drawOffer_ = -1;
    syncRequestTags();
}

void Table::abortGame() {
    ending_ = Ending::Aborted;
    drawOffer_ = -1;
    syncRequestTags();
}

void Table::clearEnding() {
    ending_ = Ending::None;
    syncRequestTags();
}

void Table::setDrawOffer(int side) {
    drawOffer_ = side;
    syncRequestTags();
}

void Table::setRematch(int side, bool wants) {
    rematch_[std::size_t(side)] = wants;
    syncRequestTags();
}

void Table::setControl(const TimeControl &control, bool rated) {
    clock_.reset(control);
    rated_ = rated;
    if (control.isTimed())
        game_.record.setTag(std::string(kTimeControlTag), control.text());
    else
        game_.record.removeTag(std::string(kTimeControlTag));
    if (rated)
        game_.record.setTag(std::string(kRatedTag), "yes");
    else
        game_.record.removeTag(std::string(kRatedTag));
}

std::int64_t Table::clockAfter(int ply) const {
    if (ply < 1 || ply > int(game_.comments.size()))
        return -1;
    return clockIn(game_.comments[std::size_t(ply - 1)]);
}

std::array<std::int64_t, 2> Table::storedTimes() const {
    const std::int64_t start = control().startMs();
    std::array<std::int64_t, 2> times = {start, start};
    auto position = game_.start->clone();
    for (std::size_t i = 0; i < game_.moves.size(); ++i) {
        const int side = position->turn();
        const std::int64_t recorded = clockIn(game_.comments[i]);
        if (side >= 0 && side <= 1 && recorded >= 0)
            times[std::size_t(side)] = clock_.nextTurnFrom(recorded);
        position->play(game_.moves[i]);
    }
    return times;
}

int Table::movesBy(int side) const {
    int count = 0;
    auto position = game_.start->clone();
    for (Move move : game_.moves) {
        count += position->turn() == side;
        position->play(move);
    }
    return count;
}

void Table::syncRequestTags() {
    GameRecord &record = game_.record;
    const auto set = [&](std::string_view tag, const std::string &value) {
        if (value.empty())
            record.removeTag(std::string(tag));
        else
            record.setTag(std::string(tag), value);
    };
    set(kTerminationTag, ending_ == Ending::Time        ? "time"
                         : ending_ == Ending::Agreement ? "agreement"
                         : ending_ == Ending::Aborted   ? "aborted"
                                                        : "");
    set(kDrawOfferedTag, drawOffer_ < 0 ? std::string() : std::string(info().players[std::size_t(drawOffer_)]));
    std::string rematch;
    for (int side = 0; side < 2; ++side)
        if (rematch_[std::size_t(side)])
            rematch += (rematch.empty() ? "" : " ") + std::string(info().players[std::size_t(side)]);
    set(kRematchTag, rematch);
}

void Table::readRequestTags() {
    const GameRecord &record = game_.record;
    const std::string termination = record.tag(kTerminationTag);
    ending_ = termination == "time"        ? Ending::Time
              : termination == "agreement" ? Ending::Agreement
              : termination == "aborted"   ? Ending::Aborted
                                           : Ending::None;
    drawOffer_ = sideNamed(info(), record.tag(kDrawOfferedTag));
    rematch_ = {false, false};
    const QStringList rematch =
        QString::fromStdString(record.tag(kRematchTag)).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &name : rematch) {
        const int side = sideNamed(info(), name.toStdString());
        if (side >= 0)
            rematch_[std::size_t(side)] = true;
    }
}

void Table::play(Move move, const std::string &comment) {
    moveText_.add(state_->moveText(move), comment);
    before_ = state_->clone();
    state_->play(move);
    ReplayedGame &game = game_;
    game.moves.push_back(move);
    game.comments.push_back(comment);
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
    setControl(clock_.control(), rated_); // the next game under the same control, its clock from the start
    ending_ = Ending::None;
    drawOffer_ = -1;
    rematch_ = {false, false};
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
    readRequestTags();
}

void Table::setSeat(int side, const QString &name, const QString &token) {
    accounts_[std::size_t(side)].clear(); // a new sitter: the caller names its account
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
