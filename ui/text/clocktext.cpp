// A clock's words.
#include "clocktext.h"

#include <QCoreApplication>
#include <QLocale>

namespace gamut::clocktext {

namespace {

QString tr(const char *text, const char *comment = nullptr, int n = -1) {
    return QCoreApplication::translate("gamut::clocktext", text, comment, n);
}

// One or many, spelled out: English and German say both alike, and the program ships no English plural forms, so
// that Qt's "%n second(s)" would be read as it is written.
QString counted(std::int64_t n, const QString &one, const QString &many) {
    return n == 1 ? one : many.arg(QLocale().toString(qint64(n)));
}

// Seconds with at most one decimal, in the person's locale ("1.5", "10").
QString seconds(std::int64_t ms) {
    return ms % 1000 == 0 ? QLocale().toString(qint64(ms / 1000)) : QLocale().toString(double(ms) / 1000.0, 'f', 1);
}

QString minutes(std::int64_t ms) {
    const double value = double(ms) / 60000.0;
    return ms % 60000 == 0 ? QLocale().toString(qint64(ms / 60000)) : QLocale().toString(value, 'g', 4);
}

} // namespace

QString controlText(const TimeControl &control) {
    switch (control.kind) {
    case TimeControl::Kind::None:
        break;
    case TimeControl::Kind::Fischer:
        return control.incrementMs > 0 ? tr("%1 min + %2 s", "a clock: minutes each, seconds added a move")
                                             .arg(minutes(control.baseMs), seconds(control.incrementMs))
                                       : tr("%1 min", "a clock: minutes each").arg(minutes(control.baseMs));
    case TimeControl::Kind::PerMove:
        return tr("%1 s a move").arg(seconds(control.moveMs));
    case TimeControl::Kind::Days:
        return counted(control.moveMs / TimeControl::kDayMs, tr("1 day a move"), tr("%1 days a move"));
    }
    return tr("No clock");
}

QString controlText(const QString &control) {
    std::string error;
    const auto parsed = parseTimeControl(control.toStdString(), error);
    return parsed ? controlText(*parsed) : control;
}

QString reading(std::int64_t ms) {
    ms = std::max<std::int64_t>(0, ms);
    const std::int64_t totalSeconds = ms / 1000, hours = totalSeconds / 3600, mins = totalSeconds / 60 % 60,
                       secs = totalSeconds % 60;
    if (hours > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(hours)
            .arg(mins, 2, 10, QLatin1Char('0'))
            .arg(secs, 2, 10, QLatin1Char('0'));
    if (ms < 20'000) // the last seconds in tenths, as chess clocks show them
        return QStringLiteral("%1:%2%3%4")
            .arg(mins)
            .arg(secs, 2, 10, QLatin1Char('0'))
            .arg(QLocale().decimalPoint())
            .arg(ms / 100 % 10);
    return QStringLiteral("%1:%2").arg(mins).arg(secs, 2, 10, QLatin1Char('0'));
}

QString spoken(std::int64_t ms) {
    const std::int64_t total = std::max<std::int64_t>(0, ms) / 1000;
    const int hours = int(total / 3600), mins = int(total / 60 % 60), secs = int(total % 60);
    QStringList parts;
    if (hours > 0)
        parts << counted(hours, tr("1 hour"), tr("%1 hours"));
    if (mins > 0)
        parts << counted(mins, tr("1 minute"), tr("%1 minutes"));
    if (secs > 0 || parts.isEmpty())
        parts << counted(secs, tr("1 second"), tr("%1 seconds"));
    return parts.join(QLatin1Char(' '));
}

int markPassed(std::int64_t beforeMs, std::int64_t nowMs) {
    for (int mark : {10, 30, 60})
        if (beforeMs > mark * 1000 && nowMs <= mark * 1000)
            return mark;
    return 0;
}

} // namespace gamut::clocktext
