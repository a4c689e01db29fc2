// The desktop application: parses the command line and shows the window. Everything else lives in ui/.
#include "ui/settings/appsettings.h"
#include "ui/window/appsetup.h"
#include "ui/window/commandline.h"
#include "ui/window/mainwindow.h"
#include "ui/window/singleinstance.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>

#include <cstdio>
#include <memory>

int main(int argc, char **argv) {
    // The command line first, without a display: --help, --version and a bad argument need no window.
    gamut::setApplicationIdentity();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    gamut::CommandLine command = gamut::parseCommandLine(arguments, gamut::AppSettings::lastGame());
    if (command.exit) {
        // Help, version and errors speak the user's language (--lang, else the system's): translations need an
        // application object, and a QCoreApplication needs no display. The texts are made again under them.
        QCoreApplication core(argc, argv);
        gamut::installTranslations(gamut::languageArgument(arguments));
        command = gamut::parseCommandLine(arguments, gamut::AppSettings::lastGame());
        std::fputs(qPrintable(command.output), stdout);
        std::fputs(qPrintable(command.error), stderr);
        return command.exitCode;
    }

    QApplication app(argc, argv);
    gamut::installTranslations(command.options.language);
    // One window per user and display: a Gamut already running there gets this command line and starts its game.
    std::unique_ptr<gamut::SingleInstance> instance;
    if (const QString name = gamut::SingleInstance::defaultName(); !name.isEmpty() && !command.options.newInstance) {
        QString error;
        const QStringList forwarded = gamut::SingleInstance::forwardable(arguments.mid(1), QDir::current());
        switch (gamut::SingleInstance::send(name, forwarded, &error)) {
        case gamut::SingleInstance::Sent::Delivered: // said, or a script would not know where its game went
            std::fprintf(stdout, "%s\n",
                         qPrintable(QCoreApplication::translate(
                             "gamut::main", "gamut: handed over to the Gamut window already open on this display "
                                            "(--new-instance opens another window)")));
            return 0;
        case gamut::SingleInstance::Sent::Failed:
            std::fprintf(stderr, "gamut: %s\n", qPrintable(error));
            return 1;
        case gamut::SingleInstance::Sent::NoServer:
            break;
        }
        instance = std::make_unique<gamut::SingleInstance>();
        if (!instance->listen(name)) // this window still works; only later starts open windows of their own
            std::fprintf(stderr, "gamut: %s\n", qPrintable(instance->errorString()));
    }
    gamut::MainWindow window;
    if (instance)
        QObject::connect(instance.get(), &gamut::SingleInstance::commandLine, &window,
                         &gamut::MainWindow::startFromCommandLine);
    window.show();
    window.start(command.options);
    return app.exec();
}
