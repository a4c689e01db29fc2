#include "librarydialog.h"

#include "librarytable.h"

#include "ui/dialogs/gameicon.h"
#include "ui/text/labels.h"

#include "core/library/gamelibrary.h"
#include "core/record/atomicfile.h"
#include "core/registry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace gamut {

namespace {

QComboBox *comboBox(QWidget *parent, const QStringList &items) {
    auto *box = new QComboBox(parent);
    box->addItems(items);
    return box;
}

} // namespace

LibraryDialog::LibraryDialog(GameLibrary *library, QWidget *parent)
    : QDialog(parent), library_(library), table_(new LibraryTable(this)), filter_(new LibraryFilter(table_, this)) {
    setWindowTitle(tr("Library"));
    setObjectName(QStringLiteral("libraryDialog"));
    auto *layout = new QVBoxLayout(this);

    // The filters, in one row: game, opponent, result, date.
    game_ = new QComboBox(this);
    game_->addItem(tr("All games"), QString());
    for (const GameEntry &entry : allGames()) {
        const QString id = QString::fromUtf8(entry.info->id);
        game_->addItem(gameIcon(id, 16), labels::gameTitle(id), id);
    }
    opponent_ = new QLineEdit(this);
    opponent_->setPlaceholderText(tr("anyone"));
    opponent_->setClearButtonEnabled(true);
    opponent_->installEventFilter(this);
    result_ = comboBox(this, {tr("Any result"), tr("Won"), tr("Lost"), tr("Drawn"), tr("Unfinished"), tr("Finished")});
    since_ = comboBox(this, {tr("Any time"), tr("Today"), tr("Last 7 days"), tr("Last month"), tr("Last year")});
    auto *filters = new QHBoxLayout;
    const auto labelled = [&](const QString &text, QWidget *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        filters->addWidget(label);
        filters->addWidget(field, field == opponent_ ? 2 : 0);
    };
    labelled(tr("&Game:"), game_);
    labelled(tr("&Opponent:"), opponent_);
    labelled(tr("Res&ult:"), result_);
    labelled(tr("&When:"), since_);
    layout->addLayout(filters);

    view_ = new QTableView(this);
    view_->setModel(filter_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(LibraryTable::When, Qt::DescendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setAlternatingRowColors(true);
    view_->setShowGrid(false);
    view_->setWordWrap(false);
    view_->setTabKeyNavigation(false);
    view_->verticalHeader()->hide();
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 8);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view_->horizontalHeader()->setSectionResizeMode(LibraryTable::Opponent, QHeaderView::Stretch);
    view_->horizontalHeader()->resizeSection(LibraryTable::When, 150);
    view_->horizontalHeader()->resizeSection(LibraryTable::Game, 170);
    view_->horizontalHeader()->resizeSection(LibraryTable::Result, 120);
    view_->horizontalHeader()->resizeSection(LibraryTable::Moves, 70);
    view_->setAccessibleName(tr("Kept games"));
    layout->addWidget(view_, 1);
    empty_ = new QLabel(tr("No game yet: every game you play is kept here, finished or not."), this);
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);
    layout->addWidget(empty_);

    auto *below = new QHBoxLayout;
    count_ = new QLabel(this);
    message_ = new QLabel(this);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    undo_ = new QPushButton(tr("&Undo"), this);
    undo_->hide();
    below->addWidget(count_);
    below->addSpacing(12);
    below->addWidget(message_, 1);
    below->addWidget(undo_);
    layout->addLayout(below);

    auto *buttons = new QDialogButtonBox(this);
    open_ = buttons->addButton(tr("O&pen"), QDialogButtonBox::ActionRole);
    open_->setToolTip(tr("Show the game where it was left"));
    resume_ = buttons->addButton(tr("&Resume"), QDialogButtonBox::ActionRole);
    resume_->setToolTip(tr("Go to the end of the game and play on, with its players"));
    review_ = buttons->addButton(tr("Re&view"), QDialogButtonBox::ActionRole);
    review_->setToolTip(tr("Open the game and review it"));
    export_ = buttons->addButton(tr("&Export…"), QDialogButtonBox::ActionRole);
    export_->setToolTip(tr("Save the game as a .gamut file"));
    delete_ = buttons->addButton(tr("&Delete"), QDialogButtonBox::ActionRole);
    delete_->setToolTip(tr("Delete the selected games (Undo brings them back)"));
    import_ = buttons->addButton(tr("&Import Folder…"), QDialogButtonBox::ActionRole);
    import_->setToolTip(tr("Keep every .gamut file of a folder in the library"));
    buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    for (QPushButton *button : {open_, resume_, review_, export_, delete_, import_})
        button->setAutoDefault(false);

    connect(game_, &QComboBox::currentIndexChanged, this, [this] {
        filter_->setGame(game_->currentData().toString());
        filtered();
    });
    connect(opponent_, &QLineEdit::textChanged, this, [this](const QString &text) {
        filter_->setOpponent(text);
        filtered();
    });
    connect(result_, &QComboBox::currentIndexChanged, this, [this](int index) {
        filter_->setResults(LibraryFilter::Results(index));
        filtered();
    });
    connect(since_, &QComboBox::currentIndexChanged, this, [this](int index) {
        filter_->setSince(LibraryFilter::Since(index));
        filtered();
    });
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LibraryDialog::updateButtons);
    connect(view_, &QTableView::activated, this, [this] { choose(Use::Open); });
    connect(open_, &QPushButton::clicked, this, [this] { choose(Use::Open); });
    connect(resume_, &QPushButton::clicked, this, [this] { choose(Use::Resume); });
    connect(review_, &QPushButton::clicked, this, [this] { choose(Use::Review); });
    connect(export_, &QPushButton::clicked, this, &LibraryDialog::exportGame);
    connect(delete_, &QPushButton::clicked, this, &LibraryDialog::deleteGames);
    connect(import_, &QPushButton::clicked, this, &LibraryDialog::importFolder);
    connect(undo_, &QPushButton::clicked, this, [this] {
        library_->restoreRemoved();
        say(tr("The games are back."));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *remove = new QShortcut(QKeySequence::Delete, view_, nullptr, nullptr, Qt::WidgetShortcut);
    connect(remove, &QShortcut::activated, this, &LibraryDialog::deleteGames);

    connect(library_, &GameLibrary::listed, this, &LibraryDialog::showGames);
    connect(library_, &GameLibrary::changed, this, [this] {
        stale_ = true;
        if (isVisible())
            refresh();
    });
    connect(library_, &GameLibrary::fetched, this, [this](qint64 id, const QString &text) {
        if (id != wanted_)
            return;
        wanted_ = 0;
        if (text.isEmpty()) {
            say(tr("That game is no longer in the library."));
            return;
        }
        if (!exportPath_.isEmpty()) {
            QString error;
            const QString path = std::exchange(exportPath_, QString());
            if (writeFileAtomically(path, text.toStdString(), error))
                say(tr("Saved as %1.").arg(QDir::toNativeSeparators(path)));
            else
                say(tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), error));
            return;
        }
        emit gameChosen(text, wantedUse_);
    });
    connect(library_, &GameLibrary::imported, this, [this](int kept, int skipped, const QStringList &problems) {
        QString text = kept == 1 ? tr("Imported 1 game.") : tr("Imported %1 games.").arg(kept);
        if (skipped > 0)
            text +=
                QLatin1Char(' ') + (skipped == 1 ? tr("1 file skipped (%1).").arg(problems.value(0))
                                                 : tr("%1 files skipped (%2, …).").arg(skipped).arg(problems.value(0)));
        say(text);
    });
    connect(library_, &GameLibrary::problem, this, [this](const QString &text) { say(text); });

    askExportPath = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(this, tr("Export Game"), suggested, tr("Gamut games (*.gamut)"));
    };
    askImportFolder = [this] {
        return QFileDialog::getExistingDirectory(this, tr("Import Folder"),
                                                 QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    };
    resize(820, 520);
    updateButtons();
    updateCount();
}

void LibraryDialog::showEvent(QShowEvent *event) {
    QDialog::showEvent(event);
    if (stale_)
        refresh();
    opponent_->setFocus();
}

void LibraryDialog::refresh() {
    stale_ = false;
    library_->list();
}

void LibraryDialog::showGames(const std::vector<LibraryGame> &games) {
    // The selection is kept by id across the new list (a game kept meanwhile moves to the top).
    std::vector<qint64> selected = selectedIds();
    table_->setGames(games);
    view_->selectionModel()->clearSelection();
    for (int row = 0; row < filter_->rowCount(); ++row) {
        const qint64 id = filter_->game(filter_->index(row, 0)).id;
        if (std::find(selected.begin(), selected.end(), id) != selected.end())
            view_->selectionModel()->select(filter_->index(row, 0),
                                            QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    filtered();
    emit listShown(int(games.size()));
}

void LibraryDialog::filtered() {
    // The filter took the selected rows out of the view (and so out of the selection): the first game shown is
    // selected instead, so that Open, the buttons and the keys act on a game the person sees.
    if (view_->selectionModel()->selectedRows().isEmpty() && filter_->rowCount() > 0)
        view_->selectionModel()->setCurrentIndex(filter_->index(0, 0),
                                                 QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    updateCount();
    updateButtons();
}

bool LibraryDialog::eventFilter(QObject *watched, QEvent *event) {
    // Down (or Page Down) in the opponent field goes on to the list, at the game selected there.
    if (watched == opponent_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Down || key == Qt::Key_PageDown) && filter_->rowCount() > 0) {
            view_->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

std::vector<qint64> LibraryDialog::selectedIds() const {
    std::vector<qint64> ids;
    for (const QModelIndex &index : view_->selectionModel()->selectedRows())
        ids.push_back(filter_->game(index).id);
    return ids;
}

void LibraryDialog::updateButtons() {
    const int selected = int(view_->selectionModel()->selectedRows().size());
    for (QPushButton *button : {open_, resume_, review_, export_})
        button->setEnabled(selected == 1);
    delete_->setEnabled(selected > 0);
}

void LibraryDialog::updateCount() {
    const int all = table_->rowCount(), shown = filter_->rowCount();
    const QString games = all == 1 ? tr("1 game") : tr("%1 games").arg(QLocale().toString(all));
    count_->setText(shown == all ? games : tr("%1 of %2").arg(QLocale().toString(shown), games));
    empty_->setVisible(all == 0);
    view_->setVisible(all > 0);
}

void LibraryDialog::say(const QString &text, bool offerUndo) {
    message_->setText(text);
    undo_->setVisible(offerUndo);
}

QString LibraryDialog::messageText() const { return message_->text(); }

void LibraryDialog::choose(Use use) {
    const std::vector<qint64> ids = selectedIds();
    if (ids.size() != 1)
        return;
    wanted_ = ids.front();
    wantedUse_ = use;
    exportPath_.clear();
    library_->fetch(wanted_);
}

void LibraryDialog::exportGame() {
    const QModelIndexList rows = view_->selectionModel()->selectedRows();
    if (rows.size() != 1)
        return;
    const LibraryGame &game = filter_->game(rows.front());
    const QString name =
        QStringLiteral("%1-%2.gamut").arg(game.game, game.updated.toString(QStringLiteral("yyyyMMdd-HHmm")));
    const QString path =
        askExportPath(QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(name));
    if (path.isEmpty())
        return;
    wanted_ = game.id;
    exportPath_ = path;
    library_->fetch(wanted_);
}

void LibraryDialog::deleteGames() {
    const std::vector<qint64> ids = selectedIds();
    if (ids.empty())
        return;
    library_->remove(ids);
    say(ids.size() == 1 ? tr("Deleted 1 game.") : tr("Deleted %1 games.").arg(ids.size()), true);
}

void LibraryDialog::importFolder() {
    const QString folder = askImportFolder();
    if (folder.isEmpty())
        return;
    say(tr("Importing %1…").arg(QDir::toNativeSeparators(folder)));
    library_->importFolder(folder);
}

} // namespace gamut
