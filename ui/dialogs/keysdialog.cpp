#include "keysdialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gamut {

namespace {

struct Key {
    QString keys, what;
};

QList<Key> keys() {
    return {
        {KeysDialog::tr("Arrows (Trails and Towers: Shift+arrows)"),
         KeysDialog::tr("move the cursor and hear the cell")},
        {KeysDialog::tr("Enter, Space"),
         KeysDialog::tr("play on the cursor's cell (Lines of Action: first the piece, then its target)")},
        {KeysDialog::tr("Escape"), KeysDialog::tr("put a picked piece back; from a pane, back to the board")},
        {KeysDialog::tr("M or /"), KeysDialog::tr("the move box: type a move (b1-d3, c4, U) and press Enter")},
        {KeysDialog::tr("O, Shift+O"), KeysDialog::tr("the cursor to the next (previous) piece of yours")},
        {KeysDialog::tr("E, Shift+E"), KeysDialog::tr("the cursor to the next (previous) piece of the opponent's")},
        {KeysDialog::tr("T, Shift+T"),
         KeysDialog::tr("the cursor to the next (previous) legal move: a playable point, a target of the picked "
                        "piece, a piece that can move")},
        {KeysDialog::tr("R, C"), KeysDialog::tr("read the cursor's row, its column")},
        {KeysDialog::tr("Y, X"), KeysDialog::tr("read your pieces, the opponent's")},
        {KeysDialog::tr("Shift+M"), KeysDialog::tr("read the legal moves (Lines of Action: of the picked piece)")},
        {KeysDialog::tr("I"), KeysDialog::tr("describe the position: whose turn, the figures, the pieces row by row")},
        {KeysDialog::tr("L"), KeysDialog::tr("the last move and what it did; again, the move before")},
        {KeysDialog::tr("H, P"), KeysDialog::tr("a hint; pause or go on")},
        {KeysDialog::tr("Ctrl+Z, Ctrl+Shift+Z"), KeysDialog::tr("undo, redo")},
        {KeysDialog::tr("F6, Shift+F6"),
         KeysDialog::tr("the next (previous) pane: the board, Players & Graphics, History")},
        {KeysDialog::tr("Tab"), KeysDialog::tr("through the controls of a pane and on to the next")},
        {KeysDialog::tr("F1"), KeysDialog::tr("the rules of the game")},
        {KeysDialog::tr("?"), KeysDialog::tr("this list")},
    };
}

} // namespace

QStringList KeysDialog::lines() {
    QStringList list;
    for (const Key &key : keys())
        list << tr("%1: %2").arg(key.keys, key.what);
    return list;
}

KeysDialog::KeysDialog(QWidget *parent) : QDialog(parent), browser_(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("keysDialog"));
    setWindowTitle(tr("Keyboard"));
    browser_->setObjectName(QStringLiteral("keysText"));
    browser_->setAccessibleName(tr("Keys"));
    // One paragraph per key: a screen reader reads the text line by line with the arrow keys.
    QString html =
        QStringLiteral("<p>%1</p>")
            .arg(
                tr("With a screen reader: Orca reads one cell at a time after Orca+F11 (its switch between reading the "
                   "row and the cell); Gamut leaves every key pressed with Orca's modifier to Orca."));
    for (const Key &key : keys())
        html += QStringLiteral("<p><b>%1</b>: %2</p>").arg(key.keys.toHtmlEscaped(), key.what.toHtmlEscaped());
    browser_->setHtml(html);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(560, 520);
    browser_->setFocus();
}

} // namespace gamut
