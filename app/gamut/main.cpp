// The desktop application: parses the command line and shows the window. Everything else lives in ui/.
#include "ui/settings/appsettings.h"
#include "ui/window/appsetup.h"
#include "ui/window/commandline.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstdio>

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
    gamut::MainWindow window;
    window.show();
    window.start(command.options);
    return app.exec();
}
