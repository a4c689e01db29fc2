#include "settingsdialog.h"

#include "ui/panels/seatchoice.h"
#include "ui/panels/timecontrolchoice.h"
#include "ui/settings/appsettings.h"
#include "ui/text/labels.h"
#include "ui/theme/theme.h"

#include "core/ai/player.h"
#include "core/registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gamut {

namespace {

QCheckBox *check(const QString &text, const QString &description, QWidget *parent) {
    auto *box = new QCheckBox(text, parent);
    box->setAccessibleDescription(description);
    box->setToolTip(description);
    return box;
}

QString gameId(const GameEntry &entry) { return QString::fromUtf8(entry.info->id); }

// The entry holding `value`; a valid value the list does not offer (a custom Trails setup, the "random" engine)
// gets an entry of its own, so that showing it never changes it.
int findOrAdd(QComboBox *box, const QString &value, const QString &text) {
    if (const int index = box->findData(value); index >= 0)
        return index;
    box->addItem(text, value); // by the New Game dialog's name, not the id
    return box->count() - 1;
}

} // namespace

SettingsDialog::SettingsDialog(const QString &currentGame, QWidget *parent) : QDialog(parent) {
    setWindowTitle(tr("Configure Gamut"));
    setObjectName(QStringLiteral("settingsDialog"));
    auto *layout = new QVBoxLayout(this);
    tabs_ = new QTabWidget(this);
    tabs_->setAccessibleName(tr("Settings pages"));
    tabs_->addTab(buildPlayers(), tr("&Players"));
    tabs_->addTab(buildGraphics(), tr("&Graphics"));
    tabs_->addTab(buildGame(), tr("G&ame"));
    layout->addWidget(tabs_);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close | QDialogButtonBox::RestoreDefaults, this);
    QPushButton *restore = buttons->button(QDialogButtonBox::RestoreDefaults);
    restore->setToolTip(tr("Reset the settings of the page shown to their defaults"));
    restore->setAccessibleDescription(restore->toolTip());
    connect(restore, &QPushButton::clicked, this, [this] { restoreDefaults(Page(tabs_->currentIndex())); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Enter closes, as Close does (every change is kept as it is made). Left to itself QDialog made Restore Defaults
    // the default button, and Enter after typing a name put the page back to its defaults.
    restore->setAutoDefault(false);
    QPushButton *close = buttons->button(QDialogButtonBox::Close);
    close->setAutoDefault(true);
    close->setDefault(true);

    if (const int index = game_->findData(currentGame); index >= 0)
        game_->setCurrentIndex(index);
    load();
    // A change made elsewhere (the dock, the View menu) while the dialog is open shows here at once.
    connect(AppSettings::notifier(), &SettingsNotifier::changed, this, &SettingsDialog::load);
}

QWidget *SettingsDialog::buildPlayers() {
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    auto *top = new QFormLayout;
    game_ = new QComboBox(page);
    for (const GameEntry &entry : allGames())
        game_->addItem(labels::gameTitle(gameId(entry)), gameId(entry));
    game_->setAccessibleName(tr("Game whose players are set"));
    top->addRow(tr("Ga&me:"), game_); // Alt+G is the Graphics page
    clock_ = new TimeControlChoice(page);
    top->addRow(tr("&Clock:"), clock_);
    layout->addLayout(top);
    connect(game_, &QComboBox::currentIndexChanged, this, &SettingsDialog::load);
    connect(clock_, &TimeControlChoice::valueChanged, this, &SettingsDialog::storePlayers);

    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        auto *box = new QGroupBox(page);
        auto *form = new QFormLayout(box);
        name_[s] = new QLineEdit(box);
        name_[s]->setMaxLength(40);
        name_[s]->setClearButtonEnabled(true);
        kind_[s] = new QComboBox(box);
        kind_[s]->addItem(tr("Human"), kHumanSpec);
        kind_[s]->addItem(tr("Computer"), QStringLiteral("computer"));
        level_[s] = new QComboBox(box);
        seatchoice::fillLevels(level_[s]);
        time_[s] = new QComboBox(box);
        seatchoice::fillMoveTimes(time_[s]);
        form->addRow(tr("&Name:"), name_[s]);
        form->addRow(tr("&Played by:"), kind_[s]);
        form->addRow(tr("&Level:"), level_[s]);
        form->addRow(tr("&Time a move:"), time_[s]);
        layout->addWidget(box);
        box->setObjectName(QStringLiteral("side%1").arg(side));
        connect(name_[s], &QLineEdit::editingFinished, this, &SettingsDialog::storePlayers);
        for (QComboBox *combo : {kind_[s], level_[s], time_[s]})
            connect(combo, &QComboBox::currentIndexChanged, this, &SettingsDialog::storePlayers);
    }

    auto *computer = new QGroupBox(tr("Against the computer"), page);
    auto *form = new QFormLayout(computer);
    hints_ = check(tr("&Hints allowed"), tr("A person playing the computer may ask for a hint"), computer);
    undo_ = check(tr("&Undo allowed"), tr("A person playing the computer may take moves back"), computer);
    delay_ = new QDoubleSpinBox(computer);
    delay_->setRange(0, AppSettings::kMaxComputerDelay);
    delay_->setSingleStep(0.1);
    delay_->setDecimals(1);
    delay_->setSuffix(tr(" s"));
    delay_->setAccessibleName(tr("Minimum delay before a computer move, in seconds"));
    form->addRow(hints_);
    form->addRow(undo_);
    form->addRow(tr("&Delay before a computer move:"), delay_);
    layout->addWidget(computer);
    layout->addStretch(1);
    connect(hints_, &QCheckBox::toggled, this, &SettingsDialog::storePlayers);
    connect(undo_, &QCheckBox::toggled, this, &SettingsDialog::storePlayers);
    connect(delay_, &QDoubleSpinBox::valueChanged, this, &SettingsDialog::storePlayers);
    return page;
}

QWidget *SettingsDialog::buildGraphics() {
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    theme_ = new QComboBox(page);
    for (const QString &name : Theme::available())
        theme_->addItem(Theme::named(name).title, name);
    animation_ = new QComboBox(page);
    animation_->addItem(tr("Off"), int(AnimationSpeed::Off));
    animation_->addItem(tr("Fast"), int(AnimationSpeed::Fast));
    animation_->addItem(tr("Normal"), int(AnimationSpeed::Normal));
    form->addRow(tr("&Theme:"), theme_);
    form->addRow(tr("&Animation speed:"), animation_);
    coordinates_ = check(tr("Show &coordinates"), tr("Letters and numbers along the board's edges"), page);
    legalMoves_ = check(tr("Highlight &legal moves"), tr("Mark the cells where a move may be played"), page);
    lastMove_ = check(tr("Highlight the la&st move"), tr("Mark the cells of the last move played"), page);
    preview_ = check(tr("&Preview a move on hover"), tr("Show what a move would do before it is played"), page);
    colourLetters_ = check(tr("Atom-4: colour letters on the pi&eces"),
                           tr("Each sphere also shows its colour's letter, for colour-blind players"), page);
    fullScreen_ = check(tr("Start in &full screen"), tr("Open the window in full screen at the next start"), page);
    for (QCheckBox *box : {coordinates_, legalMoves_, lastMove_, preview_, colourLetters_, fullScreen_}) {
        form->addRow(box);
        connect(box, &QCheckBox::toggled, this, &SettingsDialog::storeGraphics);
    }
    connect(theme_, &QComboBox::currentIndexChanged, this, &SettingsDialog::storeGraphics);
    connect(animation_, &QComboBox::currentIndexChanged, this, &SettingsDialog::storeGraphics);
    return page;
}

QWidget *SettingsDialog::buildGame() {
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    auto *box = new QGroupBox(tr("Default variant"), page);
    auto *form = new QFormLayout(box);
    for (const GameEntry &entry : allGames()) {
        const QString id = gameId(entry);
        auto *variant = new QComboBox(box);
        variant->addItem(
            tr("%1 (default)").arg(labels::variantName(id, QString::fromUtf8(entry.info->variants.front()))),
            QString());
        for (std::size_t i = 1; i < entry.info->variants.size(); ++i) {
            const QString name = QString::fromUtf8(entry.info->variants[i]);
            variant->addItem(labels::variantName(id, name), name);
        }
        variant->setAccessibleName(tr("Default variant of %1").arg(labels::gameTitle(id)));
        form->addRow(labels::gameTitle(id) + QLatin1Char(':'), variant);
        variants_.emplace_back(id, variant);
        // Only the edited game's variant is stored: a custom setup the list does not hold stays as it is.
        connect(variant, &QComboBox::currentIndexChanged, this, [this, id, variant] {
            if (!loading_)
                AppSettings::setVariant(id, variant->currentData().toString());
        });
    }
    layout->addWidget(box);
    autosave_ = check(tr("&Keep the game between sessions"),
                      tr("Save the game automatically and resume it at the next start"), page);
    ask_ = check(tr("&Ask before abandoning a game in progress"),
                 tr("Starting another game or quitting with unsaved moves asks first"), page);
    layout->addWidget(autosave_);
    layout->addWidget(ask_);
    layout->addStretch(1);
    connect(autosave_, &QCheckBox::toggled, this, &SettingsDialog::storeGame);
    connect(ask_, &QCheckBox::toggled, this, &SettingsDialog::storeGame);
    return page;
}

QComboBox *SettingsDialog::variantBox(const QString &game) const {
    for (const auto &[id, box] : variants_)
        if (id == game)
            return box;
    return nullptr;
}

QString SettingsDialog::selectedGame() const { return game_->currentData().toString(); }

void SettingsDialog::load() {
    if (loading_)
        return;
    loading_ = true;
    const QString game = selectedGame();
    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        const QString sideName = labels::sideName(game, side);
        qobject_cast<QGroupBox *>(kind_[s]->parentWidget())->setTitle(sideName);
        name_[s]->setPlaceholderText(sideName);
        name_[s]->setAccessibleName(tr("Name of %1").arg(sideName));
        kind_[s]->setAccessibleName(tr("%1 is played by").arg(sideName));
        level_[s]->setAccessibleName(tr("Computer level of %1").arg(sideName));
        time_[s]->setAccessibleName(tr("Time a move of %1").arg(sideName));
        if (!name_[s]->hasFocus() || name_[s]->text().isEmpty())
            name_[s]->setText(AppSettings::playerName(game, side));
        const QString spec = AppSettings::seat(game, side);
        const bool human = spec == kHumanSpec;
        kind_[s]->setCurrentIndex(human ? 0 : 1);
        seatchoice::showSeat(level_[s], time_[s], spec);
        level_[s]->setEnabled(!human);
        seatchoice::showComputerBoxes(level_[s], time_[s], !human);
    }
    clock_->setValue(AppSettings::timeControl(game));
    hints_->setChecked(AppSettings::hintsAgainstComputer());
    undo_->setChecked(AppSettings::undoAgainstComputer());
    delay_->setValue(AppSettings::computerDelay());

    const BoardOptions options = AppSettings::boardOptions();
    theme_->setCurrentIndex(qMax(0, theme_->findData(options.theme)));
    animation_->setCurrentIndex(qMax(0, animation_->findData(int(options.animation))));
    coordinates_->setChecked(options.coordinates);
    legalMoves_->setChecked(options.legalMoves);
    lastMove_->setChecked(options.lastMove);
    preview_->setChecked(options.preview);
    colourLetters_->setChecked(options.colourLetters);
    fullScreen_->setChecked(AppSettings::startFullScreen());

    for (const auto &[id, box] : variants_)
        box->setCurrentIndex(
            findOrAdd(box, AppSettings::variant(id), labels::variantName(id, AppSettings::variant(id))));
    autosave_->setChecked(AppSettings::autosave());
    ask_->setChecked(AppSettings::askBeforeAbandon());
    loading_ = false;
}

void SettingsDialog::storePlayers() {
    if (loading_)
        return;
    loading_ = true; // the notifier's echo would refill the controls being edited
    const QString game = selectedGame();
    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        const bool human = kind_[s]->currentIndex() == 0;
        level_[s]->setEnabled(!human);
        time_[s]->setEnabled(!human && seatchoice::takesTime(level_[s]->currentData().toString()));
        seatchoice::showComputerBoxes(level_[s], time_[s], !human);
        AppSettings::setPlayerName(game, side, name_[s]->text());
        AppSettings::setSeat(game, side, human ? kHumanSpec : seatchoice::chosenEngine(level_[s], time_[s]));
    }
    AppSettings::setTimeControl(game, clock_->value());
    AppSettings::setHintsAgainstComputer(hints_->isChecked());
    AppSettings::setUndoAgainstComputer(undo_->isChecked());
    AppSettings::setComputerDelay(delay_->value());
    loading_ = false;
}

void SettingsDialog::storeGraphics() {
    if (loading_)
        return;
    loading_ = true;
    BoardOptions options = AppSettings::boardOptions();
    options.theme = theme_->currentData().toString();
    options.animation = AnimationSpeed(animation_->currentData().toInt());
    options.coordinates = coordinates_->isChecked();
    options.legalMoves = legalMoves_->isChecked();
    options.lastMove = lastMove_->isChecked();
    options.preview = preview_->isChecked();
    options.colourLetters = colourLetters_->isChecked();
    AppSettings::setBoardOptions(options);
    AppSettings::setStartFullScreen(fullScreen_->isChecked());
    loading_ = false;
}

void SettingsDialog::storeGame() {
    if (loading_)
        return;
    loading_ = true;
    AppSettings::setAutosave(autosave_->isChecked());
    AppSettings::setAskBeforeAbandon(ask_->isChecked());
    loading_ = false;
}

void SettingsDialog::restoreDefaults(Page page) {
    switch (page) {
    case PlayersPage:
        for (const GameEntry &entry : allGames())
            for (int side = 0; side < 2; ++side) {
                AppSettings::setSeat(gameId(entry), side, GameSetup().seats[std::size_t(side)]);
                AppSettings::setPlayerName(gameId(entry), side, QString());
            }
        for (const GameEntry &entry : allGames())
            AppSettings::setTimeControl(gameId(entry), GameSetup().timeControl);
        AppSettings::setHintsAgainstComputer(true);
        AppSettings::setUndoAgainstComputer(true);
        AppSettings::setComputerDelay(AppSettings::kDefaultComputerDelay);
        break;
    case GraphicsPage: {
        BoardOptions defaults;
        if (!Theme::available().contains(defaults.theme) && !Theme::available().isEmpty())
            defaults.theme = Theme::available().constFirst();
        AppSettings::setBoardOptions(defaults);
        AppSettings::setStartFullScreen(false);
        break;
    }
    case GamePage:
        for (const GameEntry &entry : allGames())
            AppSettings::setVariant(gameId(entry), QString());
        AppSettings::setAutosave(true);
        AppSettings::setAskBeforeAbandon(true);
        break;
    }
    load();
}

} // namespace gamut
