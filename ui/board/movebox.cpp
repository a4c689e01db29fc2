#include "movebox.h"

#include "boardview.h"

#include "core/gamestate.h"

#include <QCompleter>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStringListModel>

namespace gamut {

MoveBox::MoveBox(BoardView *board)
    : QFrame(board), board_(board), label_(new QLabel(this)), line_(new QLineEdit(this)),
      completer_(new QCompleter(this)), moves_(new QStringListModel(this)) {
    setObjectName(QStringLiteral("moveBox"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    label_->setText(BoardView::tr("&Move:"));
    label_->setBuddy(line_);
    line_->setObjectName(QStringLiteral("moveLine"));
    line_->setAccessibleName(BoardView::tr("Move"));
    line_->setAccessibleDescription(
        BoardView::tr("Type a move in the game's notation and press Enter; Escape goes back to the board"));
    completer_->setModel(moves_);
    completer_->setCaseSensitivity(Qt::CaseInsensitive);
    // Inline: what completes the typed text appears selected in the line itself (a screen reader says it), with no
    // popup window to take the focus; Tab says every move that completes it.
    completer_->setCompletionMode(QCompleter::InlineCompletion);
    line_->setCompleter(completer_);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(label_);
    layout->addWidget(line_, 1);
    line_->installEventFilter(this);
    hide();
}

void MoveBox::updateCompletions() {
    QStringList texts;
    if (const GameState *position = board_->shownPosition())
        for (const std::string &text : position->legalMoveTexts())
            texts << QString::fromStdString(text);
    moves_->setStringList(texts);
    line_->setPlaceholderText(texts.isEmpty() ? QString() : BoardView::tr("a move, e.g. %1").arg(texts.first()));
}

void MoveBox::sayCompletions() {
    // What the user typed: the line's text without the inline completion's selected tail.
    const QString typed = line_->hasSelectedText() ? line_->text().left(line_->selectionStart()) : line_->text();
    const QStringList all = moves_->stringList();
    QStringList matching;
    for (const QString &move : all)
        if (move.startsWith(typed.trimmed(), Qt::CaseInsensitive))
            matching << move;
    if (matching.isEmpty())
        emit board_->message(BoardView::tr("No legal move starts with %1").arg(typed));
    else if (matching.size() > 30)
        emit board_->message(BoardView::tr("%1 moves, e.g. %2")
                                 .arg(matching.size())
                                 .arg(matching.mid(0, 10).join(QStringLiteral(", "))));
    else
        emit board_->message(BoardView::tr("%1: %2").arg(matching.size()).arg(matching.join(QStringLiteral(", "))));
}

void MoveBox::place() {
    const int height = sizeHint().height();
    setGeometry(0, board_->height() - height, board_->width(), height);
}

void MoveBox::open() {
    updateCompletions();
    place();
    show();
    raise();
    line_->clear();
    line_->setFocus(Qt::ShortcutFocusReason);
}

void MoveBox::close() {
    hide();
    board_->setFocus(Qt::OtherFocusReason);
}

void MoveBox::play() {
    const QString token = line_->text().trimmed();
    if (token.isEmpty()) {
        close();
        return;
    }
    if (board_->playTyped(token)) {
        close();
        return;
    }
    // Refused: the board said why; the move stays in the line to be mended.
    line_->selectAll();
}

bool MoveBox::eventFilter(QObject *watched, QEvent *event) {
    if (watched == line_ && event->type() == QEvent::KeyPress) {
        // Enter plays here and goes no further (a line edit lets it on to its parent: the board would play its
        // cursor's cell).
        switch (static_cast<QKeyEvent *>(event)->key()) {
        case Qt::Key_Escape:
            close();
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            play();
            return true;
        case Qt::Key_Tab:
            sayCompletions();
            return true;
        default:
            break;
        }
    }
    if (watched == line_ && event->type() == QEvent::FocusOut &&
        static_cast<QFocusEvent *>(event)->reason() != Qt::PopupFocusReason)
        hide(); // the box goes away when the focus goes elsewhere (a click on the board, F6)
    return QFrame::eventFilter(watched, event);
}

} // namespace gamut
