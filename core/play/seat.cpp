// The seat a spec names.
#include "seat.h"

#include "engineseat.h"
#include "personseat.h"
#include "remoteseat.h"

#include <QRandomGenerator>

namespace gamut {

QString cleanSeatSpec(const QString &spec) {
    const QString clean = spec.trimmed();
    for (const QString &kind : {QStringLiteral("human"), QStringLiteral("network")})
        if (clean.compare(kind, Qt::CaseInsensitive) == 0)
            return kind;
    return clean;
}

Seat *makeSeat(const QString &spec, const QString &personName, const GameState &state, QString *error) {
    const QString clean = cleanSeatSpec(spec);
    if (clean == QLatin1String("human"))
        return new PersonSeat(personName);
    if (clean == QLatin1String("network"))
        return new RemoteSeat;
    return EngineSeat::make(clean, state, QRandomGenerator::global()->generate64(), error);
}

} // namespace gamut
