#include "commandline.h"

#include "core/registry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

namespace gamut {

namespace {

// "gamut" is the context lupdate files a free tr() in namespace gamut under; another would never be translated.
QString tr(const char *text) { return QCoreApplication::translate("gamut", text); }

CommandLine failure(const QString &message) {
    CommandLine result;
    result.exit = true;
    result.exitCode = kUsageExitCode;
    result.error = QStringLiteral("gamut: %1\n%2\n").arg(message, tr("Try 'gamut --help' for more information."));
    return result;
}

bool isLanguageCode(const QString &code) {
    static const QRegularExpression pattern(QStringLiteral("^[a-z]{2,3}([_-][A-Za-z]{2})?$"));
    return pattern.match(code).hasMatch();
}

} // namespace

QString languageArgument(const QStringList &arguments) {
    QString code;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (argument == QLatin1String("--"))
            break;
        for (const QLatin1String option : {QLatin1String("--lang"), QLatin1String("-lang")}) {
            if (argument == option && i + 1 < arguments.size())
                code = arguments[i + 1];
            else if (argument.startsWith(option + QLatin1Char('=')))
                code = argument.mid(option.size() + 1);
        }
    }
    return isLanguageCode(code) ? code : QString();
}

CommandLine parseCommandLine(const QStringList &arguments, const QString &lastGame) {
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Two-player abstract strategy games."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help and exit."));
    const QCommandLineOption version(QStringLiteral("version"), tr("Show the version and exit."));
    const QCommandLineOption game(QStringLiteral("game"),
                                  tr("Start a new game of ID (%1).").arg(QString::fromStdString(gameIdList())),
                                  QStringLiteral("ID"));
    const QCommandLineOption variant(QStringLiteral("variant"), tr("The variant of the new game."),
                                     QStringLiteral("V"));
    const QCommandLineOption first(QStringLiteral("first"), tr("Who plays first: human, level:N, random, ..."),
                                   QStringLiteral("SPEC"));
    const QCommandLineOption second(QStringLiteral("second"), tr("Who plays second: human, level:N, random, ..."),
                                    QStringLiteral("SPEC"));
    const QCommandLineOption clock(QStringLiteral("clock"),
                                   tr("The clock of the new game: none, 5+3 (minutes each + seconds a move), move:10."),
                                   QStringLiteral("CONTROL"));
    const QCommandLineOption load(QStringLiteral("load"), tr("Open a saved game."), QStringLiteral("FILE"));
    const QCommandLineOption fresh(QStringLiteral("new"), tr("Start a new game instead of resuming the last one."));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("The language of the window (e.g. de)."),
                                  QStringLiteral("CODE"));
    const QCommandLineOption newInstance(
        QStringLiteral("new-instance"),
        tr("Open a window of its own instead of handing the game to the Gamut window already running."));
    parser.addOptions({help, version, game, variant, first, second, clock, load, fresh, lang, newInstance});

    if (!parser.parse(arguments))
        return failure(parser.errorText());
    if (parser.isSet(help)) {
        CommandLine result;
        result.exit = true;
        // The first line names the program as it was started, or not at all before the application exists.
        const QString text = parser.helpText();
        result.output = tr("Usage: gamut [options]") + text.mid(text.indexOf(QLatin1Char('\n')));
        return result;
    }
    if (parser.isSet(version)) {
        CommandLine result;
        result.exit = true;
        result.output = QStringLiteral("gamut %1\n").arg(QCoreApplication::applicationVersion());
        return result;
    }
    if (!parser.positionalArguments().isEmpty())
        return failure(tr("unexpected argument '%1' (a file is opened with --load FILE)")
                           .arg(parser.positionalArguments().first()));
    // An option given twice is a mistake, not a choice between the two.
    for (const QCommandLineOption *option : {&game, &variant, &first, &second, &clock, &load, &lang})
        if (parser.values(*option).size() > 1)
            return failure(tr("option '--%1' is given more than once").arg(option->names().last()));

    CommandLine result;
    StartOptions &options = result.options;
    if (parser.isSet(game))
        options.game = parser.value(game);
    if (parser.isSet(variant))
        options.variant = parser.value(variant);
    if (parser.isSet(first))
        options.seats[0] = parser.value(first);
    if (parser.isSet(second))
        options.seats[1] = parser.value(second);
    if (parser.isSet(clock))
        options.clock = parser.value(clock);
    options.loadFile = parser.value(load);
    options.language = parser.value(lang);
    options.newInstance = parser.isSet(newInstance);
    options.newGame =
        parser.isSet(fresh) || options.game || options.variant || options.seats[0] || options.seats[1] || options.clock;

    if (parser.isSet(load) && options.loadFile.isEmpty())
        return failure(tr("--load needs a file name"));
    if (!options.loadFile.isEmpty() && options.newGame)
        return failure(tr("--load cannot be combined with --new, --game, --variant, --first, --second or --clock"));
    if (parser.isSet(lang) && !isLanguageCode(options.language))
        return failure(tr("bad language code '%1' (for example: de, en, pt_BR)").arg(options.language));

    GameSetup setup;
    const bool lastKnown = findGame(lastGame.toStdString()) != nullptr;
    setup.game = options.game.value_or(lastKnown ? lastGame : defaultGameId());
    setup.variant = options.variant.value_or(QString());
    for (int side = 0; side < 2; ++side)
        setup.seats[std::size_t(side)] = options.seats[std::size_t(side)].value_or(kHumanSpec);
    setup.timeControl = options.clock.value_or(setup.timeControl);
    if (const QString problem = setup.check(); !problem.isEmpty())
        return failure(problem);
    return result;
}

} // namespace gamut
