// Help ▸ Keyboard (?): every key for playing from the keyboard and by ear, in a text a screen reader reads line by
// line (the board's cursor and jumps, the readouts, the move box, the window's keys), the same list as the README's
// "Playing with a screen reader".
#pragma once

#include <QDialog>

class QTextBrowser;

namespace gamut {

class KeysDialog : public QDialog {
    Q_OBJECT
public:
    explicit KeysDialog(QWidget *parent = nullptr);
    QTextBrowser *browser() const { return browser_; }
    // The keys as "key: what it does" lines, in the order shown.
    static QStringList lines();

private:
    QTextBrowser *browser_;
};

} // namespace gamut
