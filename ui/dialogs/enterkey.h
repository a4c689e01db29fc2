// Enter in a dialog whose fields each act on it themselves (connect, sign in, play a typed move): none of its buttons
// may be a default one, because QDialog presses the default button with the same Enter, and left to itself it makes
// the first button after the focus at opening the default (in the lobby that was Disconnect; in Network Game, Host a
// Server). Called once the dialog's buttons exist.
#pragma once

#include <QPushButton>
#include <QWidget>

namespace gamut::dialogs {

inline void leaveEnterToTheFields(QWidget *dialog) {
    for (QPushButton *button : dialog->findChildren<QPushButton *>())
        button->setAutoDefault(false);
}

} // namespace gamut::dialogs
