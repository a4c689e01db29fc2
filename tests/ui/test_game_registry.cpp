// Every game the core registers is complete in the window: an entry in ui/games/gamelist (painter, icon, words),
// a rules page compiled in as ":/rules/<id>.html", and German for its words in the program's own translation. A
// game that forgets one of them fails here, with the game and what it lacks named; so does a window entry that
// names no registered game.
#include "ui/board/boardscene.h"
#include "ui/board/cellpainter.h"
#include "ui/dialogs/gameicon.h"
#include "ui/games/gamelist.h"
#include "ui/text/cellphrase.h"
#include "ui/text/labels.h"

#include "core/registry.h"

#include <QFile>
#include <QHash>
#include <QSet>
#include <QTranslator>
#include <QtTest>

using namespace gamut;

namespace {

QString idOf(const GameEntry &entry) { return QString::fromUtf8(entry.info->id); }

QString idsOf(std::span<const Word> words) {
    QStringList ids;
    for (const Word &word : words)
        ids << QString::fromUtf8(word.id);
    return ids.join(QStringLiteral(", "));
}

const Word *findWord(std::span<const Word> words, std::string_view id) {
    for (const Word &word : words)
        if (id == word.id)
            return &word;
    return nullptr;
}

QImage iconImage(const QString &game) { return gameIcon(game, 48).pixmap(48, 48).toImage(); }

} // namespace

class TestGameRegistry : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();

    void everyGameHasAWindowEntry_data();
    void everyGameHasAWindowEntry();
    void everyGameHasAnIcon_data() { everyGameHasAWindowEntry_data(); }
    void everyGameHasAnIcon();
    void everyGameHasARulesPage_data() { everyGameHasAWindowEntry_data(); }
    void everyGameHasARulesPage();
    void everyGameHasItsWords_data() { everyGameHasAWindowEntry_data(); }
    void everyGameHasItsWords();
    void everyGameSpeaksGerman_data() { everyGameHasAWindowEntry_data(); }
    void everyGameSpeaksGerman();
    void everyEntryIsARegisteredGame();
    void sharedIdsHaveOneText();
    void unknownGameIsHarmless();

private:
    QTranslator german_;
};

void TestGameRegistry::initTestCase() {
    // The German the program itself loads (translations/gamut_de.ts, compiled into the window's library).
    QVERIFY2(german_.load(QStringLiteral(":/translations/gamut_de.qm")), "no :/translations/gamut_de.qm");
    qInfo("%d registered games, %d window entries", int(allGames().size()), int(allGameUis().size()));
}

void TestGameRegistry::cleanupTestCase() { QCoreApplication::removeTranslator(&german_); }

void TestGameRegistry::everyGameHasAWindowEntry_data() {
    QTest::addColumn<QString>("game");
    for (const GameEntry &entry : allGames())
        QTest::newRow(entry.info->id.data()) << idOf(entry);
}

void TestGameRegistry::everyGameHasAWindowEntry() {
    QFETCH(QString, game);
    const GameUi *ui = findGameUi(game);
    QVERIFY2(ui, qPrintable(QStringLiteral("%1 has no entry in ui/games/gamelist.cpp").arg(game)));
    QVERIFY2(ui->makePainter && ui->makePainter(), qPrintable(game + QStringLiteral(": no cell painter")));
    // The board of its first position is built with its painter and traits.
    std::string error;
    const std::unique_ptr<GameState> position = newGame(game.toStdString(), "", error);
    QVERIFY2(position, error.c_str());
    BoardScene scene;
    scene.setGame(game, *position);
    QCOMPARE(scene.cellCount(), position->geometry().cellCount());
    QCOMPARE(scene.traits().input, ui->board.input);
    // Every cell has words for a screen reader.
    for (int cell = 0; cell < position->geometry().cellCount(); ++cell)
        QVERIFY2(!cellContent(game, *position, cell).isEmpty(),
                 qPrintable(QStringLiteral("%1: cell %2 has no words").arg(game).arg(cell)));
    qInfo("%s: window entry, input kind %d, %d cells described", qPrintable(game), int(ui->board.input),
          position->geometry().cellCount());
}

void TestGameRegistry::everyGameHasAnIcon() {
    QFETCH(QString, game);
    const GameUi *ui = findGameUi(game);
    QVERIFY2(ui && ui->drawIcon, qPrintable(game + QStringLiteral(": no icon")));
    // A drawing, not the empty frame a game without an icon gets.
    const QImage image = iconImage(game), frame = iconImage(QStringLiteral("no-such-game"));
    QVERIFY(!image.isNull());
    QSet<QRgb> colours;
    int differing = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            colours.insert(image.pixel(x, y));
            differing += image.pixel(x, y) != frame.pixel(x, y);
        }
    qInfo("%s: icon of %lld colours, %d of %d pixels differ from the empty frame", qPrintable(game),
          qint64(colours.size()), differing, int(image.width() * image.height()));
    QVERIFY2(colours.size() > 3 && differing > image.width() * image.height() / 4,
             qPrintable(game + QStringLiteral(": the icon is (nearly) blank")));
}

void TestGameRegistry::everyGameHasARulesPage() {
    QFETCH(QString, game);
    QFile page(QStringLiteral(":/rules/%1.html").arg(game));
    QVERIFY2(page.open(QIODevice::ReadOnly),
             qPrintable(QStringLiteral("%1: no rules page resources/rules/%1.html").arg(game)));
    const QByteArray html = page.readAll();
    qInfo("%s: rules page of %lld bytes", qPrintable(game), qint64(html.size()));
    QVERIFY2(html.size() > 200, qPrintable(game + QStringLiteral(": the rules page is (nearly) empty")));
}

void TestGameRegistry::everyGameHasItsWords() {
    // The entry's words cover what the core names: its title is the core's, and every side, variant and figure key
    // of the game has its English text.
    QFETCH(QString, game);
    const GameUi *ui = findGameUi(game);
    QVERIFY(ui);
    const GameInfo &info = *findGame(game.toStdString())->info;
    QVERIFY2(ui->words.title && info.title == ui->words.title,
             qPrintable(QStringLiteral("%1: the title marked for translation is not GameInfo::title \"%2\"")
                            .arg(game, QString::fromUtf8(info.title))));
    QVERIFY2(ui->words.rules && *ui->words.rules, qPrintable(game + QStringLiteral(": no rules summary")));
    for (const std::string_view side : info.players)
        QVERIFY2(findWord(ui->words.sides, side), qPrintable(QStringLiteral("%1: side %2 has no words (has: %3)")
                                                                 .arg(game, QString::fromUtf8(side))
                                                                 .arg(idsOf(ui->words.sides))));
    for (const std::string_view variant : info.variants)
        QVERIFY2(findWord(ui->words.variants, variant),
                 qPrintable(QStringLiteral("%1: variant %2 has no words (has: %3)")
                                .arg(game, QString::fromUtf8(variant))
                                .arg(idsOf(ui->words.variants))));
    std::string error;
    const std::unique_ptr<GameState> position = newGame(game.toStdString(), "", error);
    QVERIFY2(position, error.c_str());
    for (const Figure &figure : position->figures())
        QVERIFY2(findWord(ui->words.figures, figure.key),
                 qPrintable(QStringLiteral("%1: figure %2 has no words (has: %3)")
                                .arg(game, QString::fromUtf8(figure.key))
                                .arg(idsOf(ui->words.figures))));
}

void TestGameRegistry::everyGameSpeaksGerman() {
    // Every word of the entry has a German translation in the program's .qm, in the labels' context; the rules
    // summary shown is German, not the English source. (The titles are names: German keeps them as they are, so for
    // them the check is that the translation exists.)
    QFETCH(QString, game);
    const GameUi *ui = findGameUi(game);
    QVERIFY(ui);
    const auto german = [this](const char *source) { return german_.translate("gamut::labels", source); };
    QStringList missing;
    for (const char *source : {ui->words.title, ui->words.rules})
        if (source && german(source).isEmpty())
            missing << QString::fromUtf8(source).left(40);
    for (const auto &list : {ui->words.sides, ui->words.variants, ui->words.figures})
        for (const Word &word : list)
            if (german(word.text).isEmpty())
                missing << QString::fromUtf8(word.text);
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 lacks German for: %2").arg(game, missing.join(QStringLiteral("; ")))));

    // An empty cell of the first position, for the screen reader's phrase (its words are in the context "gamut").
    std::string error;
    const std::unique_ptr<GameState> position = newGame(game.toStdString(), "", error);
    QVERIFY2(position, error.c_str());
    int empty = 0;
    while (empty < position->geometry().cellCount() && cellContent(game, *position, empty) != QLatin1String("empty"))
        ++empty;
    QVERIFY2(empty < position->geometry().cellCount(), qPrintable(game + QStringLiteral(": no empty cell")));

    QCoreApplication::installTranslator(&german_);
    const QString title = labels::gameTitle(game), rules = labels::rulesSummary(game),
                  variant = labels::variantName(QString::fromUtf8(ui->words.variants.back().id)),
                  cell = cellContent(game, *position, empty);
    QCoreApplication::removeTranslator(&german_);
    qInfo("%s: %s; %s; cell %d %s; %s...", qPrintable(game), qPrintable(title), qPrintable(variant), empty,
          qPrintable(cell), qPrintable(rules.left(50)));
    QCOMPARE(title, german(ui->words.title));
    QVERIFY2(!rules.isEmpty() && rules != QString::fromUtf8(ui->words.rules),
             qPrintable(game + QStringLiteral(": the rules summary is shown in English")));
    QCOMPARE(variant, german(ui->words.variants.back().text));
    QCOMPARE(cell, german_.translate("gamut", "empty"));
}

void TestGameRegistry::everyEntryIsARegisteredGame() {
    // An entry whose game the core does not register would never be offered: a typo in its id.
    QSet<QString> ids;
    for (const GameUi *ui : allGameUis()) {
        const QString id = QString::fromUtf8(ui->id);
        QVERIFY2(findGame(ui->id), qPrintable(id + QStringLiteral(" is no registered game")));
        QVERIFY2(!ids.contains(id), qPrintable(id + QStringLiteral(" has two entries")));
        ids.insert(id);
    }
    QCOMPARE(ids.size(), qsizetype(allGames().size()));
}

void TestGameRegistry::sharedIdsHaveOneText() {
    // labels::sideName, variantName and figureLabel ask every entry and take the first that knows the id: an id
    // that two games share ("red", "standard", "classic") must read the same in both.
    QHash<QString, QString> texts;
    int shared = 0;
    for (const GameUi *ui : allGameUis())
        for (const auto &list : {ui->words.sides, ui->words.variants, ui->words.figures})
            for (const Word &word : list) {
                const QString id = QString::fromUtf8(word.id), text = QString::fromUtf8(word.text);
                const auto known = texts.constFind(id);
                if (known == texts.constEnd()) {
                    texts.insert(id, text);
                    continue;
                }
                ++shared;
                QVERIFY2(*known == text, qPrintable(QStringLiteral("%1 (%2) is \"%3\" in another game, \"%4\" here")
                                                        .arg(id, QString::fromUtf8(ui->id), *known, text)));
            }
    qInfo("%lld ids, %d of them shared between games", qint64(texts.size()), shared);
}

void TestGameRegistry::unknownGameIsHarmless() {
    // No entry: no icon drawing, the id as title, no rules summary, and a plain board.
    const QString chess = QStringLiteral("chess");
    QVERIFY(!findGameUi(chess));
    QCOMPARE(labels::gameTitle(chess), chess);
    QVERIFY(labels::rulesSummary(chess).isEmpty());
    QVERIFY(!iconImage(chess).isNull());
    std::string error;
    const std::unique_ptr<GameState> position = newGame("loa", "", error);
    QVERIFY2(position, error.c_str());
    BoardScene scene;
    scene.setGame(chess, *position);
    QCOMPARE(scene.traits().input, BoardTraits::Input::Place);
    QVERIFY(!cellContent(chess, *position, 1).isEmpty());
}

QTEST_MAIN(TestGameRegistry)
#include "test_game_registry.moc"
