#include "labels.h"

#include "ui/text/seattext.h"

#include "core/ai/player.h"
#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"
#include "core/registry.h"
#include "ui/theme/theme.h"

#include <QCoreApplication>

#include <array>

namespace gamut::labels {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::labels", text); }

// Pairs of a stable id and its English text, translated when looked up (QT_TRANSLATE_NOOP marks them for lupdate).
struct Word {
    const char *id;
    const char *text;
};

QString lookUp(const auto &words, const QString &id) {
    for (const Word &word : words)
        if (id == QLatin1String(word.id))
            return tr(word.text);
    return id;
}

constexpr std::array kGameTitles = {
    Word{"addtraction", QT_TRANSLATE_NOOP("gamut::labels", "AddTraction")},
    Word{"atom4", QT_TRANSLATE_NOOP("gamut::labels", "Atom-4")},
    Word{"atoms", QT_TRANSLATE_NOOP("gamut::labels", "Atoms")},
    Word{"loa", QT_TRANSLATE_NOOP("gamut::labels", "Lines of Action")},
    Word{"trails", QT_TRANSLATE_NOOP("gamut::labels", "Trails and Towers")},
};

constexpr std::array kSideNames = {
    Word{"red", QT_TRANSLATE_NOOP("gamut::labels", "Red")},
    Word{"green", QT_TRANSLATE_NOOP("gamut::labels", "Green")},
    Word{"black", QT_TRANSLATE_NOOP("gamut::labels", "Black")},
    Word{"white", QT_TRANSLATE_NOOP("gamut::labels", "White")},
    Word{"blue", QT_TRANSLATE_NOOP("gamut::labels", "Blue")},
    Word{"first", QT_TRANSLATE_NOOP("gamut::labels", "First")},
    Word{"second", QT_TRANSLATE_NOOP("gamut::labels", "Second")},
};

constexpr std::array kVariants = {
    Word{"standard", QT_TRANSLATE_NOOP("gamut::labels", "Standard")},
    Word{"olympiad", QT_TRANSLATE_NOOP("gamut::labels", "Olympiad")},
    Word{"scrambled", QT_TRANSLATE_NOOP("gamut::labels", "Scrambled eggs")},
    Word{"tutorial", QT_TRANSLATE_NOOP("gamut::labels", "Tutorial (critical mass 4)")},
    Word{"classic", QT_TRANSLATE_NOOP("gamut::labels", "Classic")},
};

constexpr std::array kFigures = {
    Word{"score", QT_TRANSLATE_NOOP("gamut::labels", "Score")},
    Word{"fieldsLeft", QT_TRANSLATE_NOOP("gamut::labels", "Fields left")},
    Word{"pieces", QT_TRANSLATE_NOOP("gamut::labels", "Pieces")},
    Word{"groups", QT_TRANSLATE_NOOP("gamut::labels", "Groups")},
    Word{"atoms", QT_TRANSLATE_NOOP("gamut::labels", "Atoms")},
    Word{"cells", QT_TRANSLATE_NOOP("gamut::labels", "Cells")},
    Word{"criticalMass", QT_TRANSLATE_NOOP("gamut::labels", "Critical mass")},
    Word{"towers", QT_TRANSLATE_NOOP("gamut::labels", "Towers taken")},
    Word{"towersToWin", QT_TRANSLATE_NOOP("gamut::labels", "Towers to win")},
    Word{"boost", QT_TRANSLATE_NOOP("gamut::labels", "Boost")},
    Word{"nextColour", QT_TRANSLATE_NOOP("gamut::labels", "Next colour")},
};

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

constexpr std::array kRules = {
    Word{"addtraction",
         QT_TRANSLATE_NOOP("gamut::labels",
                           "Players take turns setting any empty field of the 6x6 board. A new field is worth the "
                           "sum of its eight neighbours: red fields count plus, green fields minus; the sign makes "
                           "it red, green or neutral, whoever set it. When all fields are set, the sum of the board "
                           "decides: above zero red wins, below zero green wins.")},
    Word{"atom4",
         QT_TRANSLATE_NOOP("gamut::labels",
                           "Pieces go on the points of a triangular lattice, in the fixed order red, yellow, green, "
                           "cyan, blue, magenta. A piece may go where it completes a small triangle. It mixes its "
                           "colour into the first piece along each of the six directions. The first player (red, "
                           "green, blue) wins with four white pieces in a line, the second (yellow, cyan, magenta) "
                           "with four black ones. A match is played in rounds.")},
    Word{"atoms",
         QT_TRANSLATE_NOOP("gamut::labels",
                           "Add an atom to an empty cell or one of your own. A cell that reaches its critical mass "
                           "explodes: it sends one atom to each neighbour, and every cell that receives one becomes "
                           "yours, which may set off more explosions. Win by leaving your opponent without atoms.")},
    Word{"loa",
         QT_TRANSLATE_NOOP("gamut::labels",
                           "A piece moves along a row, column or diagonal exactly as many cells as there are pieces "
                           "on that line. It may jump its own pieces but not the opponent's, and it captures by "
                           "landing on one. Connect all of your pieces into one group to win.")},
    Word{"trails",
         QT_TRANSLATE_NOOP("gamut::labels",
                           "Each player draws a trail from their base, one direction per move. Turning moves one "
                           "cell; going on in the same direction goes one cell further each time, claiming the "
                           "free cells passed over. Landing on a tower takes it. Take more than half of the towers, "
                           "or leave your opponent without a move, to win.")},
};

} // namespace

QString gameTitle(const QString &gameId) { return lookUp(kGameTitles, gameId); }

QString sideName(const QString &gameId, int side) {
    const GameEntry *entry = findGame(gameId.toStdString());
    if (!entry || side < 0 || side > 1)
        return {};
    return lookUp(kSideNames, QString::fromUtf8(entry->info->players[std::size_t(side)]));
}

QString personSide(const GameModel &model, int side) {
    const QString name = TurnController::personNameIn(model, side), side_ = sideName(model.gameId(), side);
    return name.isEmpty() ? side_ : QStringLiteral("%1 (%2)").arg(name, side_);
}

QString colourName(int colour) {
    return colour >= 0 && colour < int(kColours.size()) ? tr(kColours[std::size_t(colour)]) : QString();
}

QColor colourValue(int colour) {
    // Bit 0 red, bit 1 green, bit 2 blue (atom4.md); softened a little so the swatches sit well in a panel.
    if (colour < 0 || colour > 7)
        return {};
    const auto channel = [colour](int bit) { return (colour & bit) ? 235 : 30; };
    return QColor(channel(1), channel(2), channel(4));
}

std::array<QColor, 2> sideColours(const QString &gameId, const QString &theme) {
    const GameEntry *entry = findGame(gameId.toStdString());
    if (entry && entry->info->playedInRounds)
        return {colourValue(7), colourValue(0)};
    return Theme::named(theme).sideColours(gameId);
}

QString variantName(const QString &variant) {
    if (!variant.contains(QLatin1Char('=')))
        return lookUp(kVariants, variant);
    // A parametrised set-up (Trails' "size=11,towers=3,distance=1"): as the New Game dialog calls it, with its
    // values in words.
    QStringList parts;
    for (const QString &pair : variant.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString key = pair.section(QLatin1Char('='), 0, 0).trimmed(),
                      value = pair.section(QLatin1Char('='), 1).trimmed();
        if (key == QLatin1String("size"))
            parts << tr("%1x%1").arg(value);
        else if (key == QLatin1String("towers"))
            parts << tr("%1 towers").arg(value);
        else if (key == QLatin1String("distance"))
            parts << tr("distance %1").arg(value);
        else if (key == QLatin1String("first"))
            parts << tr("%1 first").arg(lookUp(kSideNames, value));
        else
            parts << pair;
    }
    return tr("Custom setup (%1)").arg(parts.join(QStringLiteral(", ")));
}

QString levelName(int level) {
    return level >= kMinLevel && level <= kMaxLevel ? tr(kLevels[std::size_t(level - 1)]) : QString();
}

QString seatText(const QString &spec) {
    if (spec.isEmpty() || spec == QLatin1String("human"))
        return tr("human");
    std::string error;
    const auto parsed = parseEngineSpec(spec.toStdString(), error);
    if (parsed && parsed->kind == "level" && parsed->hasNumber && parsed->movetimeMs > 0)
        return tr("computer, level %1, %2").arg(parsed->number).arg(seatchoice::moveTimeText(parsed->movetimeMs));
    if (parsed && parsed->kind == "level" && parsed->hasNumber)
        return tr("computer, level %1").arg(parsed->number);
    return tr("computer (%1)").arg(spec);
}

QString figureLabel(const QString &key) { return lookUp(kFigures, key); }

QString resultText(const GameModel &model) {
    if (!model.isOver())
        return {};
    const int winner = model.winner();
    const bool rounds = model.info().playedInRounds;
    if (winner < 0)
        return rounds ? tr("Round %1 is a draw").arg(model.round()) : tr("Draw");
    const QString name = sideName(model.gameId(), winner);
    if (const int resigned = model.resignedSide(); resigned >= 0) {
        const QString loser = sideName(model.gameId(), resigned);
        return rounds ? tr("%1 resigned: %2 wins round %3").arg(loser, name).arg(model.round())
                      : tr("%1 resigned: %2 wins").arg(loser, name);
    }
    return rounds ? tr("%1 wins round %2").arg(name).arg(model.round()) : tr("%1 wins").arg(name);
}

QString pastResultText(const GameModel &model) {
    if (!model.isOver())
        return {};
    const int winner = model.winner();
    const bool rounds = model.info().playedInRounds;
    if (winner < 0)
        return rounds ? tr("Round %1 was a draw").arg(model.round()) : tr("Draw");
    const QString name = sideName(model.gameId(), winner);
    if (const int resigned = model.resignedSide(); resigned >= 0) {
        const QString loser = sideName(model.gameId(), resigned);
        return rounds ? tr("%1 resigned: %2 won round %3").arg(loser, name).arg(model.round())
                      : tr("%1 resigned: %2 won").arg(loser, name);
    }
    return rounds ? tr("%1 won round %2").arg(name).arg(model.round()) : tr("%1 won").arg(name);
}

QString rulesSummary(const QString &gameId) {
    const QString text = lookUp(kRules, gameId);
    return text == gameId ? QString() : text;
}

} // namespace gamut::labels
