// The German translation: the window started as `--lang de` starts it speaks German in its menus, a dialog and the
// status line, with Qt's own texts in German too; and the German files (translations/gamut_de.ts, the shared words,
// and each game's ui/games/<id>/gamut_<id>_de.ts) leave nothing untranslated, neither what they hold nor what lupdate
// would add from the sources of the moment (text other code adds later). And English says "1 move" and "3 moves" where
// the sources say "%n move(s)" (translations/plurals/gamut_en.ts), with a language's own forms answering first.
#include "windowtesthelpers.h"

#include "ui/dialogs/newgamedialog.h"
#include "ui/gameui/gameui.h"
#include "ui/panels/statusline.h"
#include "ui/text/labels.h"
#include "ui/text/refusaltext.h"
#include "ui/window/commandline.h"
#include "ui/window/mainwindow.h"

#include "core/registry.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QFileInfo>
#include <QGroupBox>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

using namespace gamut;

namespace {

// One <message> of a .ts file.
struct TsMessage {
    QString context;
    QString source;
    QString type;      // "unfinished", "vanished", "obsolete" or empty (finished)
    QStringList texts; // the translation, or its numerus forms
    bool numerus = false;
    QStringList files; // its <location>s' files, relative to the .ts file's folder
};

// A German .ts file and the sources lupdate reads into it, as translations/CMakeLists.txt has them: the shared words
// from every folder with tr() but the games' own, or one game's words from its two folders (its tests left aside).
struct TsFile {
    QString path;
    QStringList sources;
};

QStringList sourcesUnder(const QString &folder, const QStringList &patterns, const QRegularExpression &leaveOut) {
    QStringList found;
    QDirIterator it(folder, patterns, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        if (const QString path = it.next(); !leaveOut.match(path).hasMatch())
            found << path;
    found.sort();
    return found;
}

QList<TsFile> germanFiles() {
    const QString root = QStringLiteral(GAMUT_SOURCE_DIR);
    const QStringList code{QStringLiteral("*.cpp"), QStringLiteral("*.h")};
    static const QRegularExpression games(QStringLiteral("/(ui|core)/games/[^/]+/"));
    QList<TsFile> files{{QStringLiteral(GAMUT_TS_DIR "/gamut_de.ts"),
                         sourcesUnder(root + QStringLiteral("/app"), {QStringLiteral("*.cpp")}, games) +
                             sourcesUnder(root + QStringLiteral("/ui"), code, games) +
                             sourcesUnder(root + QStringLiteral("/core"), code, games)}};
    for (const GameEntry &entry : allGames()) {
        const QString id = QString::fromUtf8(entry.info->id);
        const QString path = root + QStringLiteral("/ui/games/%1/gamut_%1_de.ts").arg(id);
        if (!QFileInfo::exists(path))
            continue; // test_game_registry names the game
        static const QRegularExpression tests(QStringLiteral("/games/[^/]+/tests/"));
        files.append({path, sourcesUnder(root + QStringLiteral("/ui/games/") + id, code, tests) +
                                sourcesUnder(root + QStringLiteral("/core/games/") + id, code, tests)});
    }
    return files;
}

// The messages of `path`, or an error message in `error`.
QList<TsMessage> readTs(const QString &path, QString *error) {
    QList<TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            TsMessage message;
            message.context = context;
            message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    message.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    message.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (message.numerus) {
                        while (xml.readNextStartElement())
                            message.texts << xml.readElementText(); // <numerusform>
                    } else {
                        message.texts << xml.readElementText();
                    }
                } else if (xml.name() == QLatin1String("location")) {
                    message.files << xml.attributes().value(QLatin1String("filename")).toString();
                    xml.skipCurrentElement();
                } else {
                    xml.skipCurrentElement(); // <comment>, ...
                }
            }
            messages << message;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

QString describe(const TsMessage &message) { return QStringLiteral("%1: \"%2\"").arg(message.context, message.source); }

// Why `message` is not a usable translation, or empty when it is. Besides unfinished and empty ones, a translation
// that loses a placeholder (the number would be missing) or the source's accelerator (no Alt key) is not usable.
QString problem(const TsMessage &message) {
    if (message.type == QLatin1String("unfinished"))
        return QStringLiteral("unfinished");
    if (message.texts.isEmpty())
        return QStringLiteral("no translation");
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
    static const QRegularExpression accelerator(QStringLiteral("&[^&\\s]"));
    QStringList wanted;
    for (const QRegularExpressionMatch &match : placeholder.globalMatch(message.source))
        wanted << match.captured();
    wanted.removeDuplicates();
    wanted.sort();
    for (const QString &text : message.texts) {
        if (text.trimmed().isEmpty())
            return QStringLiteral("empty translation");
        QStringList found;
        for (const QRegularExpressionMatch &match : placeholder.globalMatch(text))
            found << match.captured();
        found.removeDuplicates();
        found.sort();
        // A singular form may say "one" instead of %n; every other placeholder must stay.
        if (message.numerus && !found.contains(QLatin1String("%n"))) {
            found << QStringLiteral("%n");
            found.sort();
        }
        if (found != wanted)
            return QStringLiteral("placeholders %1 became %2").arg(wanted.join(u' '), found.join(u' '));
        if (message.source.contains(accelerator) != text.contains(accelerator))
            return QStringLiteral("accelerator (&) lost or added: \"%1\"").arg(text);
    }
    return QString();
}

// Every message of `path` that is not a usable translation, one a line; `error` for an unreadable file.
QStringList problems(const QString &path, int *count, QString *error) {
    QStringList found;
    const QList<TsMessage> messages = readTs(path, error);
    *count = 0;
    for (const TsMessage &message : messages) {
        if (message.type == QLatin1String("vanished") || message.type == QLatin1String("obsolete"))
            continue; // no longer in the sources: never shown
        ++*count;
        if (const QString why = problem(message); !why.isEmpty())
            found << describe(message) + QStringLiteral(" - ") + why;
    }
    return found;
}

QString plain(QString text) { return text.remove(QLatin1Char('&')); }

} // namespace

class TestTranslation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void menusInGerman();
    void menusHaveDistinctAccelerators();
    void newGameDialogInGerman();
    void statusInGerman();
    void gamesInGerman();
    void qtTextsInGerman();
    void helpInGerman();
    void helpLanguageReadFirst();

    void tsFileFinished();
    void sourcesHaveNothingUntranslated();
    void helpersLookUpTheirFilesContext();
    void englishSaysOneAndMany();

private:
    std::unique_ptr<MainWindow> window_;
};

void TestTranslation::initTestCase() {
    test::useCleanSettings();
    // What main() does with `gamut --lang de`.
    const CommandLine command =
        parseCommandLine({QStringLiteral("gamut"), QStringLiteral("--lang"), QStringLiteral("de")}, QString());
    QVERIFY2(!command.exit, qPrintable(command.error));
    QVERIFY2(installTranslations(command.options.language), "no German translation was found");
    window_ = std::make_unique<MainWindow>();
    window_->show();
    window_->start(command.options);
    QVERIFY(window_->newGame(test::humans(QStringLiteral("loa"))));
}

void TestTranslation::menusInGerman() {
    QStringList titles;
    for (QAction *action : window_->menuBar()->actions())
        titles << plain(action->text());
    for (const QString &title : {QStringLiteral("Spiel"), QStringLiteral("Bearbeiten"), QStringLiteral("Ansicht"),
                                 QStringLiteral("Einstellungen"), QStringLiteral("Hilfe")})
        QVERIFY2(titles.contains(title), qPrintable(titles.join(u", ")));
    QVERIFY2(!titles.contains(QStringLiteral("Game")) && !titles.contains(QStringLiteral("Help")),
             qPrintable(titles.join(u", ")));
}

// German words are longer and their letters other than the English ones: no menu may end up with two entries on
// the same Alt key.
void TestTranslation::menusHaveDistinctAccelerators() {
    static const QRegularExpression accelerator(QStringLiteral("&([^&\\s])"));
    for (QAction *title : window_->menuBar()->actions()) {
        QMenu *menu = title->menu();
        QVERIFY(menu);
        QHash<QString, QString> taken;
        for (QAction *action : menu->actions()) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            const QRegularExpressionMatch match = accelerator.match(action->text());
            if (!match.hasMatch())
                continue;
            const QString key = match.captured(1).toLower();
            QVERIFY2(!taken.contains(key),
                     qPrintable(QStringLiteral("%1: \"%2\" and \"%3\" share Alt+%4")
                                    .arg(plain(title->text()), taken.value(key), action->text(), key)));
            taken.insert(key, action->text());
        }
    }
}

void TestTranslation::newGameDialogInGerman() {
    NewGameDialog dialog(window_->currentSetup(), window_.get());
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Neues Spiel"));
    QStringList boxes;
    for (QGroupBox *box : dialog.findChildren<QGroupBox *>())
        boxes << box->title();
    QVERIFY2(boxes.contains(QStringLiteral("Variante")) && boxes.contains(QStringLiteral("Spieler")),
             qPrintable(boxes.join(u", ")));
    QStringList buttons;
    for (QAbstractButton *button : dialog.findChildren<QAbstractButton *>())
        buttons << plain(button->text());
    QVERIFY2(buttons.contains(QStringLiteral("Starten")), qPrintable(buttons.join(u", ")));
}

void TestTranslation::statusInGerman() {
    QCOMPARE(window_->statusLine()->turnText(), QStringLiteral("Schwarz am Zug (Mensch)"));
    test::playMoves(*window_->model(), 1);
    QCOMPARE(window_->statusLine()->turnText(), QStringLiteral("Weiß am Zug (Mensch)"));
    // A refused move: the model's sentence around it, and the board's reasons (ui/text/refusaltext.cpp, a tr()
    // outside any class, whose context must be the one lupdate files it under).
    QVERIFY(!window_->model()->requestMove(QStringLiteral("zz99")));
    const QString message = window_->statusLine()->messageText();
    QVERIFY2(message.startsWith(QStringLiteral("unerlaubter Zug")), qPrintable(message));
    QCOMPARE(refusalText(ParsedMove::illegal("taken", Refusal::Occupied, {"a6"})),
             QStringLiteral("a6 ist schon besetzt."));
}

// Each game's own German (ui/games/<id>/gamut_<id>_de.ts) comes with the shared words: the window started in German
// gives every game's rules summary in German.
void TestTranslation::gamesInGerman() {
    for (const GameUi *ui : allGameUis()) {
        const QString game = QString::fromUtf8(ui->id), rules = labels::rulesSummary(game);
        qInfo("%s: %s...", qPrintable(game), qPrintable(rules.left(40)));
        QVERIFY2(!rules.isEmpty() && rules != QString::fromUtf8(ui->words.rules),
                 qPrintable(game + QStringLiteral(": its rules summary is in English (its gamut_") + game +
                            QStringLiteral("_de.qm was not loaded)")));
    }
    // A figure's label and a game's title that are one word in English are two in German: Atoms' panel counts
    // "Atome" while the game stays "Atoms" (issue 29: the panel said "Atoms").
    QCOMPARE(labels::gameTitle(QStringLiteral("atoms")), QStringLiteral("Atoms"));
    QCOMPARE(labels::figureLabel(QStringLiteral("atoms")), QStringLiteral("Atome"));
}

// Qt's own texts (the dialogs' standard buttons) come from qtbase_de.qm, where the system has it (Debian:
// qt6-translations-l10n, which tools/setup.sh installs).
void TestTranslation::qtTextsInGerman() {
    const QString qtbase = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm");
    if (!QFileInfo::exists(qtbase))
        QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(qtbase)));
    QDialogButtonBox box(QDialogButtonBox::Cancel);
    QCOMPARE(plain(box.button(QDialogButtonBox::Cancel)->text()), QStringLiteral("Abbrechen"));
}

// `gamut --help` is printed before any window exists: the program itself, run with --lang de and with a German
// system locale, prints German help (Gamut's option texts and Qt's "Optionen:"); with --lang en it stays English.
void TestTranslation::helpInGerman() {
    const auto run = [](const QStringList &arguments, const QString &lang, QString *output) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("LANGUAGE"));
        environment.remove(QStringLiteral("LC_ALL"));
        environment.remove(QStringLiteral("LC_MESSAGES"));
        environment.insert(QStringLiteral("LANG"), lang);
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(GAMUT_APP_PATH), arguments);
        if (!process.waitForFinished(20000))
            return -1;
        *output =
            QString::fromUtf8(process.readAllStandardOutput()) + QString::fromUtf8(process.readAllStandardError());
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    };
    const QString german = QStringLiteral("Diese Hilfe anzeigen und beenden.");
    const QString english = QStringLiteral("Show this help and exit.");
    QString output;
    QCOMPARE(
        run({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")}, QStringLiteral("C"), &output),
        0);
    QVERIFY2(output.contains(german) && output.contains(QLatin1String("--lang")), qPrintable(output));
    QVERIFY2(output.startsWith(QLatin1String("Aufruf: gamut")), qPrintable(output));
    QVERIFY2(!output.contains(english), qPrintable(output));
    QCOMPARE(run({QStringLiteral("--help")}, QStringLiteral("de_DE.UTF-8"), &output), 0);
    QVERIFY2(output.contains(german), qPrintable(output));
    // An explicit --lang wins over the system's language; an error is German too.
    QCOMPARE(run({QStringLiteral("--help"), QStringLiteral("--lang=en")}, QStringLiteral("de_DE.UTF-8"), &output), 0);
    QVERIFY2(output.contains(english) && !output.contains(german), qPrintable(output));
    QCOMPARE(
        run({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--bogus")}, QStringLiteral("C"), &output),
        kUsageExitCode);
    QVERIFY2(output.contains(QLatin1String("gamut --help")) && !output.contains(QLatin1String("Try 'gamut")),
             qPrintable(output));
}

// The --lang value is found before the parse, in each spelling the parser accepts; a bad code is none.
void TestTranslation::helpLanguageReadFirst() {
    const auto lang = [](const QStringList &arguments) {
        return languageArgument(QStringList{QStringLiteral("gamut")} + arguments);
    };
    QCOMPARE(lang({QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("de")}), QStringLiteral("de"));
    QCOMPARE(lang({QStringLiteral("--lang=pt_BR"), QStringLiteral("--help")}), QStringLiteral("pt_BR"));
    QCOMPARE(lang({QStringLiteral("-lang"), QStringLiteral("de")}), QStringLiteral("de"));
    QCOMPARE(lang({QStringLiteral("--help")}), QString());
    QCOMPARE(lang({QStringLiteral("--lang")}), QString());
    QCOMPARE(lang({QStringLiteral("--lang"), QStringLiteral("../../etc")}), QString());
}

void TestTranslation::tsFileFinished() {
    int total = 0;
    for (const TsFile &ts : germanFiles()) {
        int count = 0;
        QString error;
        const QStringList found = problems(ts.path, &count, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(count > 0, qPrintable(QStringLiteral("no messages in %1").arg(ts.path)));
        QVERIFY2(
            found.isEmpty(),
            qPrintable(
                QStringLiteral("%1 of %2 messages in %3 are not usable:\n").arg(found.size()).arg(count).arg(ts.path) +
                found.join(u'\n')));
        total += count;
    }
    qInfo("%d German messages", total);
    QVERIFY2(total > 300, qPrintable(QStringLiteral("only %1 German messages").arg(total)));
}

// Text added to the sources after the last lupdate: lupdate, run now on a copy of each .ts over its sources, must find
// nothing new.
void TestTranslation::sourcesHaveNothingUntranslated() {
    const QString lupdate = QStringLiteral(GAMUT_LUPDATE);
    if (!QFileInfo(lupdate).isExecutable())
        QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(lupdate)));
    for (const TsFile &ts : germanFiles()) {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QFileInfo(ts.path).fileName());
        QVERIFY(QFile::copy(ts.path, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(lupdate, QStringList{QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                                           QStringLiteral("-locations"), QStringLiteral("none")} +
                                   ts.sources + QStringList{QStringLiteral("-ts"), copy});
        QVERIFY2(process.waitForFinished(180000), "lupdate did not finish");
        const QString output = QString::fromLocal8Bit(process.readAll());
        QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0, qPrintable(output));
        int count = 0;
        QString error;
        const QStringList found = problems(copy, &count, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(found.isEmpty(),
                 qPrintable(QStringLiteral("%1 messages in the sources are not translated in %2 (cmake --build <dir> "
                                           "--target update_translations, then translate):\n")
                                .arg(found.size())
                                .arg(ts.path) +
                            found.join(u'\n')));
    }
}

// A file that translates through its own helper, `QString tr(const char *text) { return
// QCoreApplication::translate("CONTEXT", text); }`, must name the context lupdate files its tr() calls under (that of
// the enclosing namespace): otherwise the German exists in the .ts and is never found, and the words stay English.
void TestTranslation::helpersLookUpTheirFilesContext() {
    QList<TsMessage> messages; // their files made absolute
    for (const TsFile &ts : germanFiles()) {
        QString error;
        const QDir folder = QFileInfo(ts.path).dir();
        for (TsMessage message : readTs(ts.path, &error)) {
            for (QString &file : message.files)
                file = QDir::cleanPath(folder.absoluteFilePath(file));
            messages << message;
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    // clang-format off
    static const QRegularExpression helper(QString::fromLatin1(
        R"re(QString tr\(const char \*text\) \{ return QCoreApplication::translate\("([^"]+)", text\); \})re"));
    // clang-format on
    static const QRegularExpression named(QString::fromLatin1(R"re((?:translate|QT_TRANSLATE_NOOP)\("([^"]+)")re"));
    QStringList wrong;
    int checked = 0;
    QDirIterator it(QStringLiteral(GAMUT_SOURCE_DIR), {QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.contains(QLatin1String("/build")) || path.contains(QLatin1String("/tests/")))
            continue;
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        const QRegularExpressionMatch match = helper.match(text);
        if (!match.hasMatch())
            continue;
        ++checked;
        QStringList contexts; // every context the file names itself
        for (auto m = named.globalMatch(text); m.hasNext();)
            contexts << m.next().captured(1);
        const QString relative = QDir(QStringLiteral(GAMUT_SOURCE_DIR)).relativeFilePath(path);
        for (const TsMessage &message : messages)
            if (message.files.contains(QDir::cleanPath(path)) && !contexts.contains(message.context))
                wrong << QStringLiteral("%1 looks up \"%2\", but lupdate files \"%3\" under \"%4\"")
                             .arg(relative, match.captured(1), message.source, message.context);
    }
    qInfo("%d files translate through their own helper", checked);
    QVERIFY(checked > 0);
    wrong.removeDuplicates();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
}

// Every message with %n has English singular and plural forms (no "(s)" left to read aloud), the compiled file gives
// them by the number, and the German answers before them once German is installed. The English file holds every
// numerus message the German files hold: those are checked against the sources above, so this one is current too.
void TestTranslation::englishSaysOneAndMany() {
    QString error;
    const QList<TsMessage> english = readTs(QStringLiteral(GAMUT_PLURAL_TS), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> have;
    for (const TsMessage &message : english) {
        QVERIFY2(message.numerus, qPrintable(describe(message) + QStringLiteral(" has no %n (lupdate -pluralonly)")));
        QVERIFY2(problem(message).isEmpty() && message.texts.size() == 2,
                 qPrintable(describe(message) + QStringLiteral(" - ") + problem(message)));
        for (const QString &text : message.texts)
            QVERIFY2(!text.contains(QStringLiteral("(s)")),
                     qPrintable(describe(message) + QStringLiteral(": ") + text));
        have.insert(message.context + u'|' + message.source);
    }
    int german = 0;
    for (const TsFile &ts : germanFiles())
        for (const TsMessage &message : readTs(ts.path, &error))
            if (message.numerus && message.type.isEmpty()) {
                ++german;
                QVERIFY2(have.contains(message.context + u'|' + message.source),
                         qPrintable(describe(message) + QStringLiteral(" has no English plural forms in ") +
                                    QStringLiteral(GAMUT_PLURAL_TS) +
                                    QStringLiteral(" (cmake --build <dir> --target update_translations)")));
            }
    QVERIFY(german > 0);

    QTranslator compiled;
    QVERIFY(compiled.load(QStringLiteral(":/translations/plurals/gamut_en.qm")));
    for (const TsMessage &message : english) {
        const QByteArray context = message.context.toUtf8(), source = message.source.toUtf8();
        QCOMPARE(compiled.translate(context, source, nullptr, 1), message.texts.at(0));
        QCOMPARE(compiled.translate(context, source, nullptr, 3), message.texts.at(1));
    }
    const char *review = "Review done: %n move(s) marked.";
    qInfo("%lld English plural messages; \"%s\" / \"%s\"; in German: \"%s\"", qlonglong(english.size()),
          qPrintable(compiled.translate("gamut::ReviewUi", review, nullptr, 1).replace(QStringLiteral("%n"), "1")),
          qPrintable(compiled.translate("gamut::ReviewUi", review, nullptr, 3).replace(QStringLiteral("%n"), "3")),
          qPrintable(QCoreApplication::translate("gamut::ReviewUi", review, nullptr, 1)));
    // German is installed (initTestCase, as `gamut --lang de`): its forms answer, not English's.
    QVERIFY(!QCoreApplication::translate("gamut::ReviewUi", review, nullptr, 1).contains(QStringLiteral("move")));
}

QTEST_MAIN(TestTranslation)
#include "test_translation.moc"
