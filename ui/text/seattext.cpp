#include "seattext.h"

#include "core/ai/player.h"

#include <QCoreApplication>
#include <QLocale>

namespace gamut::seatchoice {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::seatchoice", text); }

} // namespace

QString moveTimeText(int movetimeMs) {
    if (movetimeMs >= 60000 && movetimeMs % 60000 == 0)
        return tr("%1 min a move").arg(movetimeMs / 60000);
    return tr("%1 s a move").arg(QLocale().toString(movetimeMs / 1000.0, 'g', 6));
}

Seat split(const QString &spec) {
    std::string error;
    const auto parsed = parseEngineSpec(spec.toStdString(), error);
    if (!parsed || parsed->movetimeMs <= 0)
        return {spec, 0};
    return {QString::fromStdString(withMovetime(spec.toStdString(), 0)), parsed->movetimeMs};
}

QString join(const QString &engine, int movetimeMs) {
    if (movetimeMs <= 0 || !takesTime(engine))
        return engine;
    return QString::fromStdString(withMovetime(engine.toStdString(), movetimeMs));
}

bool takesTime(const QString &engine) {
    if (engine.isEmpty() || engine == kHumanSpec || engine.contains(QLatin1Char('/')))
        return false;
    std::string error;
    return bool(parseEngineSpec(engine.toStdString() + "/1s", error));
}

} // namespace gamut::seatchoice
