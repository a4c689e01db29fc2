#include "labels.h"

#include "ui/gameui/gameui.h"
#include "ui/text/seattext.h"

#include "core/ai/player.h"
#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"
#include "core/registry.h"
#include "ui/theme/theme.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>

namespace gamut::labels {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::labels", text); }

// The games' words (ui/games/<id>/): a stable id's English text, translated; the id itself when no game has it.
// Side, variant and figure ids mean the same in every game that has them ("red", "standard"), so the first game
// that knows the id answers.
QString lookUp(std::span<const Word> GameWords::*list, const QString &id) {
    for (const GameUi *game : allGameUis())
        for (const Word &word : game->words.*list)
            if (id == QLatin1String(word.id))
                return QCoreApplication::translate("gamut::labels", word.text, word.comment);
    return id;
}

constexpr std::array<const char *, 8> kColours = {
    QT_TRANSLATE_NOOP("gamut::labels", "black"), QT_TRANSLATE_NOOP("gamut::labels", "red"),
    QT_TRANSLATE_NOOP("gamut::labels", "green"), QT_TRANSLATE_NOOP("gamut::labels", "yellow"),
    QT_TRANSLATE_NOOP("gamut::labels", "blue"),  QT_TRANSLATE_NOOP("gamut::labels", "magenta"),
    QT_TRANSLATE_NOOP("gamut::labels", "cyan"),  QT_TRANSLATE_NOOP("gamut::labels", "white"),
};

constexpr std::array<const char *, kMaxLevel> kLevels = {
    QT_TRANSLATE_NOOP("gamut::labels", "Beginner"),     QT_TRANSLATE_NOOP("gamut::labels", "Novice"),
    QT_TRANSLATE_NOOP("gamut::labels", "Intermediate"), QT_TRANSLATE_NOOP("gamut::labels", "Advanced"),
    QT_TRANSLATE_NOOP("gamut::labels", "Expert"),       QT_TRANSLATE_NOOP("gamut::labels", "Master"),
};

} // namespace

QString gameTitle(const QString &gameId) {
    // The core's title is the English source; the game's entry marks the same text for translation.
    const GameEntry *entry = findGame(gameId.toStdString());
    return entry ? tr(std::string(entry->info->title).c_str()) : gameId;
}

QString sideName(const QString &gameId, int side) {
    const GameEntry *entry = findGame(gameId.toStdString());
    if (!entry || side < 0 || side > 1)
        return {};
    return lookUp(&GameWords::sides, QString::fromUtf8(entry->info->players[std::size_t(side)]));
}

QString sideTitle(const QString &sideId) { return lookUp(&GameWords::sides, sideId); }

QString gameCredits(const QString &gameId) {
    const GameUi *game = findGameUi(gameId);
    return game && game->words.credits ? tr(game->words.credits) : QString();
}

QString personSide(const GameModel &model, int side) {
    return playerSide(TurnController::personNameIn(model, side), model.gameId(), side);
}

QString playerSide(const QString &player, const QString &gameId, int side) {
    const QString side_ = sideName(gameId, side);
    return player.isEmpty() ? side_ : QStringLiteral("%1 (%2)").arg(player, side_);
}

QString colourName(int colour) {
    return colour >= 0 && colour < int(kColours.size()) ? tr(kColours[std::size_t(colour)]) : QString();
}

QColor colourValue(int colour) {
    // Bit 0 red, bit 1 green, bit 2 blue (Atom-4's notation); softened a little so the swatches sit well in a panel.
    if (colour < 0 || colour > 7)
        return {};
    const auto channel = [colour](int bit) { return (colour & bit) ? 235 : 30; };
    return QColor(channel(1), channel(2), channel(4));
}

std::array<QColor, 2> sideColours(const QString &gameId, const QString &theme) {
    return gamut::sideColours(Theme::named(theme), gameId);
}

QString variantName(const QString &gameId, const QString &variant) {
    if (!variant.contains(QLatin1Char('=')))
        return lookUp(&GameWords::variants, variant);
    // A parametrised set-up ("key=value,..."): as the New Game dialog calls it, with the values in the game's words
    // (GameUi::variantText); a game without them shows the pairs as they are written.
    const GameUi *game = findGameUi(gameId);
    const QString values = game && game->variantText
                               ? game->variantText(variant)
                               : variant.split(QLatin1Char(','), Qt::SkipEmptyParts).join(QStringLiteral(", "));
    return tr("Custom setup (%1)").arg(values);
}

QString levelName(int level) {
    return level >= kMinLevel && level <= kMaxLevel ? tr(kLevels[std::size_t(level - 1)]) : QString();
}

QString seatText(const QString &spec) {
    if (spec.isEmpty() || spec == QLatin1String("human"))
        return tr("human");
    if (spec == QLatin1String("network"))
        return tr("over the network");
    std::string error;
    const auto parsed = parseEngineSpec(spec.toStdString(), error);
    if (parsed && parsed->kind == "level" && parsed->hasNumber && parsed->movetimeMs > 0)
        return tr("computer, level %1, %2").arg(parsed->number).arg(seatchoice::moveTimeText(parsed->movetimeMs));
    if (parsed && parsed->kind == "level" && parsed->hasNumber)
        return tr("computer, level %1").arg(parsed->number);
    return tr("computer (%1)").arg(spec);
}

QString figureLabel(const QString &key) { return lookUp(&GameWords::figures, key); }

QString winnerText(const GameModel &model) {
    if (!model.isOver())
        return {};
    const int winner = model.winner();
    const bool rounds = model.info().playedInRounds;
    if (winner < 0)
        return rounds ? tr("Round %1 is a draw").arg(model.round()) : tr("Draw");
    const QString name = sideName(model.gameId(), winner);
    return rounds ? tr("%1 wins round %2").arg(name).arg(model.round()) : tr("%1 wins").arg(name);
}

QString resultText(const GameModel &model) {
    if (!model.isOver())
        return {};
    const int winner = model.winner();
    const bool rounds = model.info().playedInRounds;
    if (winner < 0)
        return winnerText(model);
    const QString name = sideName(model.gameId(), winner);
    if (const int resigned = model.resignedSide(); resigned >= 0 && model.lostOnTime()) {
        const QString loser = sideName(model.gameId(), resigned);
        return rounds ? tr("%1 ran out of time: %2 wins round %3").arg(loser, name).arg(model.round())
                      : tr("%1 ran out of time: %2 wins").arg(loser, name);
    }
    if (const int resigned = model.resignedSide(); resigned >= 0) {
        const QString loser = sideName(model.gameId(), resigned);
        return rounds ? tr("%1 resigned: %2 wins round %3").arg(loser, name).arg(model.round())
                      : tr("%1 resigned: %2 wins").arg(loser, name);
    }
    return winnerText(model);
}

QString pastResultText(const GameModel &model) {
    if (!model.isOver())
        return {};
    const int winner = model.winner();
    const bool rounds = model.info().playedInRounds;
    if (winner < 0)
        return rounds ? tr("Round %1 was a draw").arg(model.round()) : tr("Draw");
    const QString name = sideName(model.gameId(), winner);
    if (const int resigned = model.resignedSide(); resigned >= 0 && model.lostOnTime()) {
        const QString loser = sideName(model.gameId(), resigned);
        return rounds ? tr("%1 ran out of time: %2 won round %3").arg(loser, name).arg(model.round())
                      : tr("%1 ran out of time: %2 won").arg(loser, name);
    }
    if (const int resigned = model.resignedSide(); resigned >= 0) {
        const QString loser = sideName(model.gameId(), resigned);
        return rounds ? tr("%1 resigned: %2 won round %3").arg(loser, name).arg(model.round())
                      : tr("%1 resigned: %2 won").arg(loser, name);
    }
    return rounds ? tr("%1 won round %2").arg(name).arg(model.round()) : tr("%1 won").arg(name);
}

QString moveNumberText(const GameModel &model, int node) {
    const GameTree &tree = model.tree();
    if (node <= GameTree::root() || node >= tree.size())
        return {};
    const GameTree::Node &n = tree.node(node);
    const int ply = n.ply + (model.startPosition().turn() == 1 ? 1 : 0); // a round the second player opens
    const QString number = QLocale().toString((ply - 1) / 2 + 1);
    return (n.side == 1 ? tr("%1\u2026 %2") : tr("%1. %2")).arg(number, n.text);
}

QString lineName(const GameModel &model, int node) {
    const GameTree &tree = model.tree();
    if (node < 0 || node >= tree.size() || tree.onMainLine(node))
        return tr("the main line");
    return tr("the side line %1").arg(moveNumberText(model, tree.lineStart(node)));
}

QString rulesSummary(const QString &gameId) {
    const GameUi *game = findGameUi(gameId);
    return game && game->words.rules ? tr(game->words.rules) : QString();
}

} // namespace gamut::labels
