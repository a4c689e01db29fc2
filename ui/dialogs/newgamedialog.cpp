#include "newgamedialog.h"

#include "gameicon.h"
#include "varianteditor.h"

#include "ui/gameui/gameui.h"
#include "ui/panels/seatchoice.h"
#include "ui/panels/timecontrolchoice.h"
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
#include <QVBoxLayout>

namespace gamut {

namespace {

const QString kCustomData = QStringLiteral("*custom*");

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
    QPushButton *start = buttons->button(QDialogButtonBox::Ok);
    connect(clock_, &TimeControlChoice::validityChanged, start, &QPushButton::setEnabled);
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
    for (const GameEntry &entry : allGames()) {
        const GameUi *game = findGameUi(entry.info->id);
        if (entry.info->variantPattern.empty() || !game || !game->makeVariantEditor)
            continue;
        VariantEditor *editor = game->makeVariantEditor(variantBox);
        editor->hide();
        variantForm->addRow(editor);
        editors_.emplace_back(QString::fromUtf8(entry.info->id), editor);
    }
    layout->addWidget(variantBox);
    connect(variant_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateCustom);

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
    clock_ = new TimeControlChoice(playersBox);
    playersForm->addRow(tr("&Clock:"), clock_);
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
        // The row's two boxes, each by its purpose: the label names the side only, and a screen reader would say
        // "Black: Human" and "Black: Level 3" with nothing to tell which box chooses what.
        kind_[s]->setAccessibleName(tr("%1 player").arg(labels::sideName(game, side)));
        level_[s]->setAccessibleName(tr("%1 computer level").arg(labels::sideName(game, side)));
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
    clock_->setValue(setup.timeControl);
    filling_ = false;
}

void NewGameDialog::gameSelected() {
    if (!filling_)
        setSetup(AppSettings::setup(selectedGame()));
}

VariantEditor *NewGameDialog::variantEditor() const {
    const QString game = selectedGame();
    for (const auto &[id, editor] : editors_)
        if (id == game)
            return editor;
    return nullptr;
}

void NewGameDialog::showVariant(const QString &game, const QString &variant) {
    const GameEntry *entry = findGame(game.toStdString());
    VariantEditor *editor = variantEditor();
    variant_->blockSignals(true);
    variant_->clear();
    if (entry) {
        for (std::string_view name : entry->info->variants) {
            const QString id = QString::fromUtf8(name);
            variant_->addItem(labels::variantName(game, id), id);
        }
        if (editor)
            variant_->addItem(tr("Custom setup"), kCustomData);
    }
    // The editor takes a set-up of its form and otherwise shows its default, ready for "Custom setup".
    const bool custom = editor && editor->setVariant(variant);
    int index = custom ? variant_->findData(kCustomData) : variant_->findData(variant);
    variant_->setCurrentIndex(qMax(0, index));
    variant_->setEnabled(variant_->count() > 1);
    variant_->blockSignals(false);
    updateCustom();
}

void NewGameDialog::updateCustom() {
    const bool custom = variant_->currentData().toString() == kCustomData;
    VariantEditor *shown = variantEditor();
    for (const auto &[id, editor] : editors_)
        editor->setVisible(custom && editor == shown);
}

GameSetup NewGameDialog::setup() const {
    GameSetup setup;
    setup.game = selectedGame();
    setup.variant = variant_->currentData().toString();
    if (const VariantEditor *editor = variantEditor(); setup.variant == kCustomData && editor)
        setup.variant = editor->variant();
    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        setup.seats[s] = kind_[s]->currentIndex() == 0
                             ? kHumanSpec
                             : seatchoice::join(level_[s]->currentData().toString(), movetime_[s]);
    }
    setup.timeControl = clock_->value();
    return setup;
}

} // namespace gamut
