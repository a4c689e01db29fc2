#include "newgamedialog.h"

#include "gameicon.h"

#include "ui/panels/seatchoice.h"
#include "ui/settings/appsettings.h"
#include "ui/text/labels.h"

#include "core/ai/player.h"
#include "core/registry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gamut {

namespace {

const QString kCustomData = QStringLiteral("*custom*");

// "size=N,towers=n,distance=d" -> the three numbers; false for anything else.
bool parseSetup(const QString &variant, int &size, int &towers, int &distance) {
    static const QRegularExpression pattern(QStringLiteral("^size=(\\d+),towers=(\\d+),distance=(\\d+)$"));
    const auto match = pattern.match(variant);
    if (!match.hasMatch())
        return false;
    size = match.captured(1).toInt();
    towers = match.captured(2).toInt();
    distance = match.captured(3).toInt();
    return true;
}

} // namespace

NewGameDialog::NewGameDialog(const GameSetup &current, QWidget *parent)
    : QDialog(parent), games_(new QListWidget(this)) {
    setWindowTitle(tr("New Game"));
    games_->setIconSize(QSize(48, 48));
    games_->setSpacing(3);
    games_->setMinimumWidth(230);
    games_->setAccessibleName(tr("Game")); // no label beside it for a screen reader to use
    for (const GameEntry &entry : allGames()) {
        const QString id = QString::fromUtf8(entry.info->id);
        auto *item = new QListWidgetItem(gameIcon(id, 48), labels::gameTitle(id), games_);
        item->setData(Qt::UserRole, id);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *columns = new QHBoxLayout;
    columns->setSpacing(14);
    columns->addWidget(games_);
    columns->addWidget(buildOptions(), 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);

    connect(games_, &QListWidget::currentRowChanged, this, &NewGameDialog::gameSelected);
    setSetup(current);
    resize(640, 420);
}

QWidget *NewGameDialog::buildOptions() {
    auto *host = new QWidget(this);
    auto *layout = new QVBoxLayout(host);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(12);

    summary_ = new QLabel(host);
    summary_->setWordWrap(true);
    summary_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    summary_->setMinimumHeight(fontMetrics().height() * 5);
    layout->addWidget(summary_);

    auto *variantBox = new QGroupBox(tr("Variant"), host);
    auto *variantForm = new QFormLayout(variantBox);
    variant_ = new QComboBox(variantBox);
    variantForm->addRow(tr("&Setup:"), variant_);
    custom_ = new QWidget(variantBox);
    auto *customForm = new QFormLayout(custom_);
    customForm->setContentsMargins(0, 0, 0, 0);
    size_ = new QSpinBox(custom_);
    size_->setRange(3, 26);
    towers_ = new QSpinBox(custom_);
    distance_ = new QSpinBox(custom_);
    size_->setToolTip(tr("The field is N x N cells (3 to 26)"));
    towers_->setToolTip(tr("Towers on the diagonal; take more than half of them to win"));
    distance_->setToolTip(tr("Free cells between two towers"));
    customForm->addRow(tr("Field si&ze:"), size_);
    customForm->addRow(tr("&Towers:"), towers_);
    customForm->addRow(tr("&Distance:"), distance_);
    variantForm->addRow(custom_);
    layout->addWidget(variantBox);
    connect(variant_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateCustom);
    connect(size_, &QSpinBox::valueChanged, this, &NewGameDialog::updateCustom);

    auto *playersBox = new QGroupBox(tr("Players"), host);
    auto *playersForm = new QFormLayout(playersBox);
    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        kind_[s] = new QComboBox(playersBox);
        kind_[s]->addItem(tr("Human"));
        kind_[s]->addItem(tr("Computer"));
        level_[s] = new QComboBox(playersBox);
        for (int n = kMinLevel; n <= kMaxLevel; ++n)
            level_[s]->addItem(tr("Level %1 – %2").arg(n).arg(labels::levelName(n)), QStringLiteral("level:%1").arg(n));
        auto *row = new QHBoxLayout;
        row->addWidget(kind_[s]);
        row->addWidget(level_[s], 1);
        sideLabel_[s] = new QLabel(playersBox);
        playersForm->addRow(sideLabel_[s], row);
        connect(kind_[s], &QComboBox::currentIndexChanged, level_[s],
                [this, s](int index) { level_[s]->setEnabled(index == 1); });
    }
    layout->addWidget(playersBox);
    layout->addStretch(1);
    return host;
}

QString NewGameDialog::selectedGame() const {
    const QListWidgetItem *item = games_->currentItem();
    return item ? item->data(Qt::UserRole).toString() : defaultGameId();
}

void NewGameDialog::setSetup(const GameSetup &setup) {
    filling_ = true;
    for (int row = 0; row < games_->count(); ++row)
        if (games_->item(row)->data(Qt::UserRole).toString() == setup.game)
            games_->setCurrentRow(row);
    if (!games_->currentItem())
        games_->setCurrentRow(0);
    const QString game = selectedGame();
    summary_->setText(labels::rulesSummary(game));
    showVariant(game, setup.game == game ? setup.variant : QString());
    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        sideLabel_[s]->setText(tr("%1:").arg(labels::sideName(game, side)));
        // The time a move the settings give a computer seat is kept, not shown: the settings' Players page sets it.
        const seatchoice::Seat seat = seatchoice::split(setup.seats[s]);
        const QString spec = seat.engine;
        movetime_[s] = seat.movetimeMs;
        for (int i = level_[s]->count() - 1; i >= kMaxLevel; --i)
            level_[s]->removeItem(i);
        const bool human = spec == kHumanSpec;
        int index = level_[s]->findData(spec);
        if (!human && index < 0) { // "random", "atom4-classic:2": offered as they are
            level_[s]->addItem(spec, spec);
            index = level_[s]->count() - 1;
        }
        level_[s]->setCurrentIndex(index >= 0 ? index : kDefaultLevel - 1);
        kind_[s]->setCurrentIndex(human ? 0 : 1);
        level_[s]->setEnabled(!human);
    }
    filling_ = false;
}

void NewGameDialog::gameSelected() {
    if (!filling_)
        setSetup(AppSettings::setup(selectedGame()));
}

void NewGameDialog::showVariant(const QString &game, const QString &variant) {
    const GameEntry *entry = findGame(game.toStdString());
    variant_->blockSignals(true);
    variant_->clear();
    if (entry) {
        for (std::string_view name : entry->info->variants) {
            const QString id = QString::fromUtf8(name);
            variant_->addItem(labels::variantName(id), id);
        }
        if (!entry->info->variantPattern.empty())
            variant_->addItem(tr("Custom setup"), kCustomData);
    }
    int size = 11, towers = 3, distance = 1;
    const bool custom = parseSetup(variant, size, towers, distance);
    int index = custom ? variant_->findData(kCustomData) : variant_->findData(variant);
    variant_->setCurrentIndex(qMax(0, index));
    variant_->setEnabled(variant_->count() > 1);
    size_->setValue(size);
    towers_->setValue(towers);
    distance_->setValue(distance);
    variant_->blockSignals(false);
    updateCustom();
}

void NewGameDialog::updateCustom() {
    // Trails' valid ranges (trails.md): towers 0..N, distance 0..N-1.
    towers_->setRange(0, size_->value());
    distance_->setRange(0, size_->value() - 1);
    custom_->setVisible(variant_->currentData().toString() == kCustomData);
}

GameSetup NewGameDialog::setup() const {
    GameSetup setup;
    setup.game = selectedGame();
    setup.variant = variant_->currentData().toString();
    if (setup.variant == kCustomData)
        setup.variant = QStringLiteral("size=%1,towers=%2,distance=%3")
                            .arg(size_->value())
                            .arg(towers_->value())
                            .arg(distance_->value());
    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        setup.seats[s] = kind_[s]->currentIndex() == 0
                             ? kHumanSpec
                             : seatchoice::join(level_[s]->currentData().toString(), movetime_[s]);
    }
    return setup;
}

} // namespace gamut
