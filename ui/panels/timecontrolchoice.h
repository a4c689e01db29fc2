// The choice of a game's clock, shared by New Game and Settings ▸ Configure: a list of the usual controls (no clock,
// 1 min ... 30 min, with increments, a time a move) and "Other…", which opens a line for any control in its text
// form (`5+3`, `0.5+0`, `move:10`, core/clock/timecontrol.h), checked as it is typed: what is wrong is said under it,
// and value() keeps the last good control. A control the list lacks (a remembered one, a file's) gets an entry of
// its own, so that showing a control never changes it. Correspondence (days a move) is for network tables only.
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace gamut {

class TimeControlChoice : public QWidget {
    Q_OBJECT
public:
    explicit TimeControlChoice(QWidget *parent = nullptr);

    QString value() const; // the control's text form: "none", "5+3", "move:10"
    void setValue(const QString &control);
    bool isValid() const; // "Other…" holds a good control (else value() is the last good one)

    QComboBox *presetBox() const { return presets_; } // for the tests and the form's buddy
    QLineEdit *otherEdit() const { return other_; }
    QLabel *problemLabel() const { return problem_; }

signals:
    void valueChanged(const QString &control);
    void validityChanged(bool valid); // "Other…" came to hold a good control, or stopped to

private:
    void presetChosen();
    void otherEdited();
    void setValid(bool valid);
    int indexOf(const QString &control) const;

    QComboBox *presets_;
    QLineEdit *other_;
    QLabel *problem_;
    QString value_ = QStringLiteral("none");
    bool filling_ = false;
    bool valid_ = true;
};

} // namespace gamut
