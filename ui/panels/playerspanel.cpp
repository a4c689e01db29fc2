#include "playerspanel.h"

#include "clockface.h"
#include "seatchoice.h"

#include "ui/text/labels.h"
#include "ui/theme/theme.h"

#include "core/ai/player.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

namespace gamut {

namespace {

QIcon sideIcon(const QColor &fill, const QColor &outline) {
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(outline.isValid() ? outline : QColor(80, 80, 80), 1.2));
    painter.setBrush(fill);
    painter.drawEllipse(QRectF(2, 2, 12, 12));
    return QIcon(pixmap);
}

} // namespace

PlayersPanel::PlayersPanel(QWidget *parent) : QWidget(parent) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(12);
    clocks_ = new ClockFace(this);
    layout->addWidget(clocks_);
    layout->addWidget(buildPlayers());
    layout->addWidget(buildGraphics());
    layout->addStretch(1);
    watchChoices();
}

QWidget *PlayersPanel::buildPlayers() {
    auto *box = new QGroupBox(tr("Players"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setVerticalSpacing(6);
    for (int side = 0; side < 2; ++side) {
        auto *kind = new QComboBox(box);
        kind->addItem(tr("Human"), QStringLiteral("human"));
        kind->addItem(tr("Computer"), QStringLiteral("computer"));
        auto *level = new QComboBox(box);
        seatchoice::fillLevels(level);
        auto *time = new QComboBox(box);
        seatchoice::fillMoveTimes(time);
        name_[std::size_t(side)] = new QLabel(box);
        kind_[std::size_t(side)] = kind;
        level_[std::size_t(side)] = level;
        time_[std::size_t(side)] = time;
        form->addRow(name_[std::size_t(side)], kind);
        form->addRow(QString(), level);
        form->addRow(QString(), time);
        for (QComboBox *combo : {kind, level, time}) {
            // A narrow dock elides the entries instead of scrolling sideways.
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(8);
            connect(combo, &QComboBox::currentIndexChanged, this, [this, side] { seatEdited(side); });
        }
    }
    return box;
}

bool PlayersPanel::eventFilter(QObject *watched, QEvent *event) {
    // How the next choice is made: a click gives the keyboard back to the board (choiceMade), a key leaves it here
    // (a person stepping through a combo box with the arrows chooses at every step).
    if (event->type() == QEvent::MouseButtonPress)
        byMouse_ = true;
    else if (event->type() == QEvent::KeyPress)
        byMouse_ = false;
    if (event->type() == QEvent::Wheel)
        if (auto *combo = qobject_cast<QComboBox *>(watched); combo && !combo->hasFocus()) {
            event->ignore(); // scrolling the panel past a combo box does not change it
            return true;
        }
    return QWidget::eventFilter(watched, event);
}

void PlayersPanel::watchChoices() {
    const auto chosen = [this] {
        if (byMouse_)
            emit choiceMade();
    };
    for (QComboBox *combo : findChildren<QComboBox *>()) {
        combo->setFocusPolicy(Qt::StrongFocus); // not by the wheel
        combo->installEventFilter(this);
        connect(combo, &QComboBox::activated, this, chosen);
    }
    for (QCheckBox *check : findChildren<QCheckBox *>()) {
        check->installEventFilter(this);
        connect(check, &QCheckBox::clicked, this, chosen);
    }
}

QWidget *PlayersPanel::buildGraphics() {
    auto *box = new QGroupBox(tr("Graphics"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    theme_ = new QComboBox(box);
    for (const QString &name : Theme::available())
        theme_->addItem(Theme::named(name).title, name);
    form->addRow(tr("&Theme:"), theme_);
    coordinates_ = new QCheckBox(tr("&Coordinates"), box);
    legalMoves_ = new QCheckBox(tr("&Legal moves"), box);
    lastMove_ = new QCheckBox(tr("Last &move"), box);
    preview_ = new QCheckBox(tr("&Preview on hover"), box);
    for (QCheckBox *check : {coordinates_, legalMoves_, lastMove_, preview_}) {
        form->addRow(check);
        connect(check, &QCheckBox::toggled, this, &PlayersPanel::optionsEdited);
    }
    animation_ = new QComboBox(box);
    animation_->addItem(tr("Off"), int(AnimationSpeed::Off));
    animation_->addItem(tr("Fast"), int(AnimationSpeed::Fast));
    animation_->addItem(tr("Normal"), int(AnimationSpeed::Normal));
    form->addRow(tr("&Animation:"), animation_);
    for (QComboBox *combo : {theme_, animation_}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    connect(theme_, &QComboBox::currentIndexChanged, this, &PlayersPanel::optionsEdited);
    connect(animation_, &QComboBox::currentIndexChanged, this, &PlayersPanel::optionsEdited);
    setOptions(options_);
    return box;
}

void PlayersPanel::setSeats(const QString &gameId, const std::array<QString, 2> &specs) {
    const auto colours = labels::sideColours(gameId, options_.theme);
    // The window calls this at every refresh (each move; each judged move of a review writes its comment). When the
    // panel shows these seats already, touching its boxes would only send a screen reader a burst of renamed and
    // redrawn boxes: Orca drops events once 100 are queued, and the review's end announcement was lost in one.
    if (gameId == gameId_ && colours == shownColours_ && specs[0] == seat(0) && specs[1] == seat(1))
        return;
    updating_ = true;
    gameId_ = gameId;
    shownColours_ = colours;
    clocks_->setSides(gameId, colours);
    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        const QString sideName = labels::sideName(gameId, side);
        name_[s]->setText(sideName + QLatin1Char(':'));
        kind_[s]->setAccessibleName(tr("%1 is played by").arg(sideName));
        level_[s]->setAccessibleName(tr("Computer level of %1").arg(sideName));
        time_[s]->setAccessibleName(tr("Time a move of %1").arg(sideName));
        QComboBox *kind = kind_[s], *level = level_[s];
        kind->setItemIcon(0, sideIcon(colours[s], colours[s].darker(170)));
        kind->setItemIcon(1, sideIcon(colours[s], colours[s].darker(170)));
        // A spec the lists do not hold ("random", "atom4-classic:2", a network seat) gets an entry of its own. A
        // player elsewhere is a third kind, "Over the network", there only while a seat is one (it is no choice).
        const bool human = specs[s] == QLatin1String("human"), network = specs[s] == QLatin1String("network");
        if (network && kind->count() == 2)
            kind->addItem(tr("Over the network"), QStringLiteral("network"));
        else if (!network && kind->count() > 2)
            kind->removeItem(2);
        kind->setCurrentIndex(human ? 0 : network ? 2 : 1);
        seatchoice::showSeat(level, time_[s], specs[s]); // a network seat's spec stays in the level box: seat()
        level->setEnabled(!human && !network);
        seatchoice::showComputerBoxes(level, time_[s], !human && !network);
        // A person's seat at a table is theirs to play: a computer must not take it over in the middle of a game
        // against someone elsewhere (fair play, as hints and analysis are off then).
        const bool atTable = !network && specs[s ^ 1] == QLatin1String("network");
        kind->setEnabled(!network && !atTable);
        kind->setToolTip(atTable ? tr("You play this seat at the table") : QString());
    }
    updating_ = false;
}

QString PlayersPanel::seat(int side) const {
    const auto s = std::size_t(side);
    if (kind_[s]->currentIndex() == 0)
        return QStringLiteral("human");
    return seatchoice::chosenEngine(level_[s], time_[s]);
}

void PlayersPanel::seatEdited(int side) {
    const auto s = std::size_t(side);
    if (kind_[s]->currentIndex() == 2) // a player elsewhere: setSeats shows it, nobody chooses it
        return;
    const bool computer = kind_[s]->currentIndex() == 1;
    level_[s]->setEnabled(computer);
    time_[s]->setEnabled(computer && seatchoice::takesTime(level_[s]->currentData().toString()));
    seatchoice::showComputerBoxes(level_[s], time_[s], computer);
    if (!updating_)
        emit seatChanged(side, seat(side));
}

void PlayersPanel::setOptions(const BoardOptions &options) {
    updating_ = true;
    options_ = options;
    theme_->setCurrentIndex(qMax(0, theme_->findData(options.theme)));
    coordinates_->setChecked(options.coordinates);
    legalMoves_->setChecked(options.legalMoves);
    lastMove_->setChecked(options.lastMove);
    preview_->setChecked(options.preview);
    animation_->setCurrentIndex(qMax(0, animation_->findData(int(options.animation))));
    updating_ = false;
}

void PlayersPanel::optionsEdited() {
    if (updating_)
        return;
    options_.theme = theme_->currentData().toString();
    options_.coordinates = coordinates_->isChecked();
    options_.legalMoves = legalMoves_->isChecked();
    options_.lastMove = lastMove_->isChecked();
    options_.preview = preview_->isChecked();
    options_.animation = AnimationSpeed(animation_->currentData().toInt());
    if (!gameId_.isEmpty())
        setSeats(gameId_, {seat(0), seat(1)}); // the side icons follow the theme
    emit optionsChanged(options_);
}

} // namespace gamut
