#include "seatchoice.h"

#include "ui/text/labels.h"

#include "core/ai/player.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>

#include <array>

namespace gamut::seatchoice {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::seatchoice", text); }

// The times a seat offers, in milliseconds; any other valid time (typed on the command line) is shown as it is.
constexpr std::array<int, 8> kMoveTimes = {1000, 2000, 3000, 5000, 10000, 20000, 30000, 60000};
constexpr int kLevelCount = kMaxLevel - kMinLevel + 1;
constexpr int kTimeCount = int(kMoveTimes.size()) + 1;

void trim(QComboBox *box, int count) {
    for (int i = box->count() - 1; i >= count; --i)
        box->removeItem(i);
}

} // namespace

void fillLevels(QComboBox *box) {
    for (int n = kMinLevel; n <= kMaxLevel; ++n)
        box->addItem(tr("Level %1 – %2").arg(n).arg(labels::levelName(n)), QStringLiteral("level:%1").arg(n));
    box->setToolTip(tr("How strong the computer plays; a change applies from its next move"));
}

void fillMoveTimes(QComboBox *box) {
    box->addItem(tr("No fixed time"), 0);
    for (int ms : kMoveTimes)
        box->addItem(moveTimeText(ms), ms);
    box->setToolTip(tr("A fixed time for each computer move instead of the level's own pace (the level still "
                       "decides how carefully it plays)"));
}

void showSeat(QComboBox *level, QComboBox *time, const QString &spec) {
    trim(level, kLevelCount);
    trim(time, kTimeCount);
    const bool human = spec == kHumanSpec;
    const Seat seat = split(spec);
    int index = human ? kDefaultLevel - 1 : level->findData(seat.engine);
    if (index < 0) {
        // A network seat (ui/network) is played by the server's player: shown, not chosen here.
        level->addItem(seat.engine == QLatin1String("network") ? tr("Over the network") : seat.engine, seat.engine);
        index = level->count() - 1;
    }
    level->setCurrentIndex(index);
    int timeIndex = time->findData(seat.movetimeMs);
    if (timeIndex < 0) {
        time->addItem(moveTimeText(seat.movetimeMs), seat.movetimeMs);
        timeIndex = time->count() - 1;
    }
    time->setCurrentIndex(timeIndex);
    time->setEnabled(!human && takesTime(seat.engine));
}

QString chosenEngine(const QComboBox *level, const QComboBox *time) {
    return join(level->currentData().toString(), time->currentData().toInt());
}

void showComputerBoxes(QComboBox *level, QComboBox *time, bool computer) {
    for (QComboBox *box : {level, time}) {
        auto *form = box->parentWidget() ? qobject_cast<QFormLayout *>(box->parentWidget()->layout()) : nullptr;
        if (form && form->indexOf(box) >= 0)
            form->setRowVisible(box, computer); // the row's label goes with it
        else
            box->setVisible(computer);
    }
}

} // namespace gamut::seatchoice
