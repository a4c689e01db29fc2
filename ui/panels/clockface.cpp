// The game's two clocks, large, the running one marked, a low one in the warning colour, spoken at 60, 30, 10 s.
#include "clockface.h"

#include "ui/text/clocktext.h"
#include "ui/text/labels.h"

#include "core/play/clockkeeper.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>

namespace gamut {

namespace {

constexpr int kTickMs = 100; // tenths show under 20 s

// The warning colour: a red that reads on the light and the dark themes alike, white on it.
const QColor kWarning(198, 40, 40);

} // namespace

ClockFace::ClockFace(QWidget *parent) : QWidget(parent) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 2.0);
    big.setBold(true);
    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        row_[s] = new QFrame(this);
        row_[s]->setObjectName(QStringLiteral("clockRow"));
        row_[s]->setAutoFillBackground(true);
        auto *line = new QHBoxLayout(row_[s]);
        line->setContentsMargins(8, 4, 8, 4);
        swatch_[s] = new QLabel(row_[s]);
        swatch_[s]->setFixedSize(14, 14);
        name_[s] = new QLabel(row_[s]);
        time_[s] = new QLabel(row_[s]);
        time_[s]->setFont(big);
        time_[s]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        // Wide enough for "1:00:00" so that the row does not jump as the time shrinks.
        time_[s]->setMinimumWidth(QFontMetrics(big).horizontalAdvance(QStringLiteral("0:00:00")) + 4);
        line->addWidget(swatch_[s]);
        line->addWidget(name_[s], 1);
        line->addWidget(time_[s]);
        layout->addWidget(row_[s]);
    }
    tick_.setInterval(kTickMs);
    connect(&tick_, &QTimer::timeout, this, &ClockFace::tick);
    hide();
}

void ClockFace::setKeeper(ClockKeeper *keeper) {
    if (keeper_)
        disconnect(keeper_, nullptr, this, nullptr);
    keeper_ = keeper;
    if (keeper_)
        connect(keeper_, &ClockKeeper::changed, this, &ClockFace::reread);
    reread();
}

void ClockFace::setSides(const QString &gameId, const std::array<QColor, 2> &colours) {
    gameId_ = gameId;
    colours_ = colours;
    label();
    for (int side = 0; side < 2; ++side)
        style(side); // the disc in the side's colour
    reread();
}

void ClockFace::setPlayerNames(const std::array<QString, 2> &names) {
    if (names == players_)
        return;
    players_ = names;
    label();
}

void ClockFace::label() {
    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        const QString player = players_[s];
        name_[s]->setText(player.isEmpty() ? labels::sideName(gameId_, side) : player);
        name_[s]->setToolTip(player.isEmpty() ? QString()
                                              : tr("%1 plays %2").arg(player, labels::sideName(gameId_, side)));
        time_[s]->setAccessibleName(tr("Clock of %1").arg(labels::playerSide(player, gameId_, side)));
    }
}

void ClockFace::reread() {
    const bool timed = keeper_ && keeper_->isTimed();
    setVisible(timed);
    running_ = timed ? keeper_->running() : -1;
    for (int side = 0; side < 2; ++side) {
        const std::int64_t left = timed ? keeper_->left(side) : -1;
        shown_[std::size_t(side)] = left; // a jump (undo, a new game) passes no mark
        showTime(side, left);
    }
    if (running_ >= 0)
        tick_.start();
    else
        tick_.stop();
}

void ClockFace::tick() {
    if (!keeper_ || keeper_->running() != running_ || running_ < 0) {
        reread();
        return;
    }
    const auto s = std::size_t(running_);
    const std::int64_t left = keeper_->left(running_);
    if (const int mark = clocktext::markPassed(shown_[s], left); mark > 0)
        emit announcement(
            tr("%1: %2 left").arg(labels::playerSide(players_[s], gameId_, running_), clocktext::spoken(mark * 1000)));
    shown_[s] = left;
    showTime(running_, left);
}

void ClockFace::showTime(int side, std::int64_t leftMs) {
    const auto s = std::size_t(side);
    QLabel *time = time_[s];
    const QString reading = leftMs < 0 ? QString() : clocktext::reading(leftMs);
    if (time->text() != reading)
        time->setText(reading);
    const QString spoken = leftMs < 0         ? QString()
                           : side == running_ ? tr("%1, running").arg(clocktext::spoken(leftMs))
                                              : clocktext::spoken(leftMs);
    if (time->accessibleDescription() != spoken)
        time->setAccessibleDescription(spoken);
    const bool warning = leftMs >= 0 && leftMs < clocktext::kWarningMs;
    if (warning != warning_[s] || time->property("running").toBool() != (side == running_)) {
        warning_[s] = warning;
        time->setProperty("running", side == running_);
        style(side);
    }
}

void ClockFace::changeEvent(QEvent *event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        for (int side = 0; side < 2; ++side)
            style(side);
}

// The running row on the highlight colour (or the warning colour under 10 s); a clock that waits under 10 s has
// its digits in the warning colour.
void ClockFace::style(int side) {
    const auto s = std::size_t(side);
    const bool running = side == running_;
    QPalette palette = this->palette();
    QColor background = palette.color(QPalette::Window), text = palette.color(QPalette::WindowText);
    if (running && warning_[s])
        background = kWarning, text = Qt::white;
    else if (running)
        background = palette.color(QPalette::Highlight), text = palette.color(QPalette::HighlightedText);
    else if (warning_[s])
        text = kWarning;
    palette.setColor(QPalette::Window, background);
    palette.setColor(QPalette::WindowText, text);
    row_[s]->setPalette(palette);
    name_[s]->setPalette(palette);
    time_[s]->setPalette(palette);
    // On a coloured row the side's disc gets a ring in the row's text colour: Blue's disc on the highlight blue, or
    // Red's on the warning red, had all but vanished into it.
    const QColor fill = colours_[s];
    swatch_[s]->setStyleSheet(QStringLiteral("background: %1; border: %2px solid %3; border-radius: 7px;")
                                  .arg(fill.name())
                                  .arg(running ? 2 : 1)
                                  .arg((running ? text : fill.darker(170)).name()));
    QFont bold = name_[s]->font();
    bold.setBold(running);
    name_[s]->setFont(bold);
}

} // namespace gamut
