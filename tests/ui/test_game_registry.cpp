// Every game the core registers is complete in the window: an entry in ui/games/gamelist (painter, icon, words,
// credits, side colours), a rules page of its own (ui/games/<id>/rules.html, compiled in as ":/rules/<id>.html") with
// a diagram, German for its words in a translation of its own (ui/games/<id>/gamut_<id>_de.ts), and for a parametrised
// variant an editor and words of its own, and its window test facts (ui/games/<id>/tests/facts.cpp). A game that
// forgets one of them fails here, with the game and what it lacks named; so does a window entry that names no
// registered game.
#include "ui/board/boardscene.h"
#include "ui/board/cellpainter.h"
#include "ui/dialogs/gameicon.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/rulesdiagram.h"
#include "ui/dialogs/rulesdialog.h"
#include "ui/dialogs/varianteditor.h"
#include "ui/gameui/gameui.h"
#include "ui/text/cellphrase.h"
#include "ui/text/labels.h"
#include "ui/theme/theme.h"

#include "tests/facts/uifacts.h"

#include "core/registry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QHash>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTranslator>
#include <QtTest>

#include <cmath>
#include <map>
#include <memory>

using namespace gamut;

namespace {

// The least a rules page holds: its title, the board, a move, the end and an example with a diagram take more.
constexpr qsizetype kRulesPageLeast = 1200;

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
    void everyGameHasItsColours_data() { everyGameHasAWindowEntry_data(); }
    void everyGameHasItsColours();
    void aboutListsEveryGame();
    void everyGameHasItsWindowFacts_data() { everyGameHasAWindowEntry_data(); }
    void everyGameHasItsWindowFacts();
    void everyGameSpeaksGerman_data() { everyGameHasAWindowEntry_data(); }
    void everyGameSpeaksGerman();
    void parametrisedVariantsHaveAnEditor_data() { everyGameHasAWindowEntry_data(); }
    void parametrisedVariantsHaveAnEditor();
    void everyEntryIsARegisteredGame();
    void sharedIdsHaveOneText();
    void unknownGameIsHarmless();

private:
    // The German of the game's own words, then the shared (what installTranslations("de") installs for the game).
    QString german(const QString &game, const char *context, const char *source, const char *comment = nullptr) const;
    void installGerman(const QString &game);
    void removeGerman(const QString &game);

    QTranslator german_;
    std::map<QString, std::unique_ptr<QTranslator>> gameGerman_; // by game, those the program has
};

QString TestGameRegistry::german(const QString &game, const char *context, const char *source,
                                 const char *comment) const {
    const auto own = gameGerman_.find(game);
    const QString text = own == gameGerman_.end() ? QString() : own->second->translate(context, source, comment);
    return text.isEmpty() ? german_.translate(context, source, comment) : text;
}

void TestGameRegistry::installGerman(const QString &game) {
    QCoreApplication::installTranslator(&german_);
    if (const auto own = gameGerman_.find(game); own != gameGerman_.end())
        QCoreApplication::installTranslator(own->second.get());
}

void TestGameRegistry::removeGerman(const QString &game) {
    if (const auto own = gameGerman_.find(game); own != gameGerman_.end())
        QCoreApplication::removeTranslator(own->second.get());
    QCoreApplication::removeTranslator(&german_);
}

void TestGameRegistry::initTestCase() {
    // The German the program itself loads (translations/gamut_de.ts and each game's ui/games/<id>/gamut_<id>_de.ts,
    // compiled into the window's library).
    QVERIFY2(german_.load(QStringLiteral(":/translations/gamut_de.qm")), "no :/translations/gamut_de.qm");
    for (const GameEntry &entry : allGames()) {
        auto own = std::make_unique<QTranslator>();
        if (own->load(QStringLiteral(":/translations/gamut_%1_de.qm").arg(idOf(entry))))
            gameGerman_.emplace(idOf(entry), std::move(own));
    }
    qInfo("%d registered games, %d window entries", int(allGames().size()), int(allGameUis().size()));
}

void TestGameRegistry::cleanupTestCase() {}

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
    // A real page, its own: what Help > Rules shows, its sections (no stub), and at least one diagram of its own
    // positions (drawn by test_settings_help in every theme).
    QFETCH(QString, game);
    QFile page(QStringLiteral(":/rules/%1.html").arg(game));
    QVERIFY2(page.open(QIODevice::ReadOnly),
             qPrintable(QStringLiteral("%1: no rules page ui/games/%1/rules.html").arg(game)));
    const QString html = QString::fromUtf8(page.readAll());
    QCOMPARE(RulesDialog::rulesHtml(game), html);
    const QStringList diagrams = rulesdiagram::references(html);
    qInfo("%s: rules page of %lld bytes, %lld diagrams", qPrintable(game), qint64(html.toUtf8().size()),
          qint64(diagrams.size()));
    QVERIFY2(html.toUtf8().size() > kRulesPageLeast,
             qPrintable(QStringLiteral("%1: the rules page has %2 bytes, a page with the rules takes more than %3")
                            .arg(game)
                            .arg(html.toUtf8().size())
                            .arg(kRulesPageLeast)));
    QVERIFY2(html.contains(QStringLiteral("<h2>")), qPrintable(game + QStringLiteral(": the rules page has no title")));
    QVERIFY2(!diagrams.isEmpty(),
             qPrintable(game + QStringLiteral(": the rules page shows no diagram "
                                              "(<img src=\"diagram:...\">, resources/README.md)")));
    for (const QString &reference : diagrams)
        QVERIFY2(reference.startsWith(QStringLiteral("diagram:%1").arg(game)),
                 qPrintable(QStringLiteral("%1: the diagram %2 is of another game").arg(game, reference)));
    // The diagrams are pictures of real positions, no longer hand-made tables.
    QVERIFY2(!html.contains(QLatin1String("<table cellspacing=\"0\"")), qPrintable(game));
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
    QVERIFY2(ui->words.credits && *ui->words.credits,
             qPrintable(game + QStringLiteral(": no credits for the About box (GameWords::credits)")));
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
    // The game's own German, compiled in; every word of the entry has a German translation there or among the
    // shared words, in the labels' context; the rules summary shown is German, not the English source. (The titles
    // are names: German keeps them as they are, so for them the check is that the translation exists.)
    QFETCH(QString, game);
    const GameUi *ui = findGameUi(game);
    QVERIFY(ui);
    QVERIFY2(gameGerman_.count(game),
             qPrintable(QStringLiteral("%1 has no German of its own words (ui/games/%1/gamut_%1_de.ts: cmake --build "
                                       "<dir> --target update_translations, then translate it; translations/README.md)")
                            .arg(game)));
    const auto german = [this, &game](const char *source, const char *comment = nullptr) {
        return this->german(game, "gamut::labels", source, comment);
    };
    QStringList missing;
    for (const char *source : {ui->words.title, ui->words.rules, ui->words.credits})
        if (source && german(source).isEmpty())
            missing << QString::fromUtf8(source).left(40);
    for (const auto &list : {ui->words.sides, ui->words.variants, ui->words.figures})
        for (const Word &word : list)
            if (german(word.text, word.comment).isEmpty())
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

    installGerman(game);
    const QString title = labels::gameTitle(game), rules = labels::rulesSummary(game),
                  variant = labels::variantName(game, QString::fromUtf8(ui->words.variants.back().id)),
                  cell = cellContent(game, *position, empty);
    removeGerman(game);
    qInfo("%s: %s; %s; cell %d %s; %s...", qPrintable(game), qPrintable(title), qPrintable(variant), empty,
          qPrintable(cell), qPrintable(rules.left(50)));
    QCOMPARE(title, german(ui->words.title));
    QVERIFY2(!rules.isEmpty() && rules != QString::fromUtf8(ui->words.rules),
             qPrintable(game + QStringLiteral(": the rules summary is shown in English")));
    QCOMPARE(variant, german(ui->words.variants.back().text));
    QCOMPARE(cell, this->german(game, "gamut", "empty"));
}

void TestGameRegistry::everyGameHasItsColours() {
    // The entry's side colours are what every theme shows for the game unless it names its own: two opaque colours
    // that differ plainly. A theme that names the game gives two colours too.
    QFETCH(QString, game);
    const GameUi *ui = findGameUi(game);
    QVERIFY(ui);
    const QColor first = QColor::fromRgba(ui->sideColours[0]), second = QColor::fromRgba(ui->sideColours[1]);
    qInfo("%s: sides %s and %s", qPrintable(game), qPrintable(first.name()), qPrintable(second.name()));
    QVERIFY2(first.alpha() == 255 && second.alpha() == 255,
             qPrintable(game + QStringLiteral(": no side colours (GameUi::sideColours, two opaque colours)")));
    const double distance =
        std::hypot(first.red() - second.red(), first.green() - second.green(), first.blue() - second.blue());
    QVERIFY2(distance > 100,
             qPrintable(QStringLiteral("%1: its sides %2 and %3 look alike").arg(game, first.name(), second.name())));
    for (const QString &name : Theme::available()) {
        const Theme theme = Theme::named(name);
        const auto shown = sideColours(theme, game);
        if (!theme.sides.contains(game))
            QCOMPARE(shown, (std::array<QColor, 2>{first, second}));
        QCOMPARE(labels::sideColours(game, name), shown);
    }
}

void TestGameRegistry::aboutListsEveryGame() {
    // Help > About names every registered game with its credits, and no game twice.
    const QString about = RulesDialog::aboutText();
    for (const GameEntry &entry : allGames()) {
        const QString game = idOf(entry);
        const QString line =
            QStringLiteral("<li><b>%1</b> %2</li>").arg(labels::gameTitle(game), labels::gameCredits(game));
        QVERIFY2(about.count(line) == 1, qPrintable(game + QStringLiteral(" is not once in the About box: ") + about));
    }
}

void TestGameRegistry::everyGameHasItsWindowFacts() {
    // What the window's shared tests take from the game (tests/facts/uifacts.h): its words in the game-over message
    // and the narration, and what its painter puts on what for the theme tests.
    QFETCH(QString, game);
    const test::UiFacts *facts = test::uiFacts(game.toStdString());
    QVERIFY2(facts, qPrintable(QStringLiteral("%1 has no window test facts: write ui/games/%1/tests/facts.cpp (a "
                                              "UiFacts and its Registration, tests/facts/uifacts.h)")
                                   .arg(game)));
    QStringList missing;
    if (!facts->gameOverWord || !*facts->gameOverWord)
        missing << QStringLiteral("gameOverWord (a word of the game-over message's deciding figure)");
    if (!facts->lastMoveEffect || !*facts->lastMoveEffect)
        missing << QStringLiteral("lastMoveEffect (what Describe Last Move says a move did)");
    if (!facts->contrasts)
        missing << QStringLiteral("contrasts (what its painter puts on what)");
    if (!facts->markGrounds)
        missing << QStringLiteral("markGrounds (the grounds its marks stand on)");
    if (!facts->ghosts)
        missing << QStringLiteral("ghosts (its hover preview's ghost pieces)");
    if (facts->showPlies < 1 || facts->benchPlies < 1)
        missing << QStringLiteral("showPlies and benchPlies (at least 1)");
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1's window facts (ui/games/%1/tests/facts.cpp) lack: %2")
                                               .arg(game, missing.join(QStringLiteral("; ")))));
    int seen = 0;
    for (const test::UiFacts *other : test::allUiFacts())
        seen += other->game == facts->game;
    QCOMPARE(seen, 1);
    for (const test::UiFacts *other : test::allUiFacts())
        QVERIFY2(findGame(other->game),
                 qPrintable(QString::fromUtf8(other->game.data(), qsizetype(other->game.size())) +
                            QStringLiteral(": window test facts of no registered game")));
}

void TestGameRegistry::parametrisedVariantsHaveAnEditor() {
    // A game whose core takes a parametrised variant (GameInfo::variantPattern) offers it in the New Game dialog
    // through its own editor and names it in its own words; a game without one has neither, which nobody would see.
    QFETCH(QString, game);
    const GameUi *ui = findGameUi(game);
    QVERIFY(ui);
    const GameInfo &info = *findGame(game.toStdString())->info;
    if (info.variantPattern.empty()) {
        QVERIFY2(!ui->makeVariantEditor && !ui->variantText,
                 qPrintable(game + QStringLiteral(": an editor or words for a parametrised variant it does not have")));
        // The New Game dialog offers no editor and no "Custom setup" for it.
        NewGameDialog dialog(GameSetup{game, QString(), {kHumanSpec, kHumanSpec}});
        QVERIFY(!dialog.variantEditor());
        QCOMPARE(dialog.variantBox()->findText(QStringLiteral("Custom setup")), -1);
        qInfo("%s: named variants only", qPrintable(game));
        return;
    }
    const QString pattern = QString::fromUtf8(info.variantPattern);
    QVERIFY2(
        ui->makeVariantEditor,
        qPrintable(
            QStringLiteral("%1 takes \"%2\" but has no editor of it (GameUi::makeVariantEditor)").arg(game, pattern)));
    QVERIFY2(
        ui->variantText,
        qPrintable(QStringLiteral("%1 takes \"%2\" but has no words for it (GameUi::variantText)").arg(game, pattern)));
    QWidget parent;
    VariantEditor *editor = ui->makeVariantEditor(&parent);
    QVERIFY(editor && editor->parent() == &parent);
    // Its default set-up is one the core starts; it takes it back as it gives it, and takes no named variant.
    const QString variant = editor->variant();
    std::string error;
    QVERIFY2(newGame(game.toStdString(), variant.toStdString(), error), error.c_str());
    QVERIFY(editor->setVariant(variant));
    QCOMPARE(editor->variant(), variant);
    QVERIFY(!editor->setVariant(QString::fromUtf8(info.variants.front())));
    // Every value in words, in English and in German.
    const QString words = ui->variantText(variant), name = labels::variantName(game, variant);
    installGerman(game);
    const QString german = ui->variantText(variant), germanName = labels::variantName(game, variant);
    removeGerman(game);
    qInfo("%s takes %s; its editor's default %s is \"%s\", in German \"%s\"", qPrintable(game), qPrintable(pattern),
          qPrintable(variant), qPrintable(name), qPrintable(germanName));
    QVERIFY2(!words.isEmpty() && !words.contains(QLatin1Char('=')),
             qPrintable(QStringLiteral("%1: \"%2\" is not in words").arg(game, words)));
    QVERIFY(name.contains(words));
    QVERIFY2(german != words, qPrintable(QStringLiteral("%1: \"%2\" has no German").arg(game, words)));
    QVERIFY(germanName.contains(german));
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
