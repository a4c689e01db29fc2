// The choice of a game's clock: presets, or any control typed in its text form.
#include "timecontrolchoice.h"

#include "ui/text/clocktext.h"

#include "core/clock/timecontrol.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace gamut {

namespace {

const QString kOther = QStringLiteral("other");
// The usual controls, fastest first, then a time a move (the people's and the engines' favourites).
const char *const kPresets[] = {"none", "1+0",  "2+1",   "3+0",  "3+2",    "5+0",     "5+3",
                                "10+0", "10+5", "15+10", "30+0", "move:5", "move:10", "move:30"};

// The control's canonical text, or "" when it is not one a window's game may have.
QString canonical(const QString &text, QString *problem = nullptr) {
    std::string error;
    const auto control = parseTimeControl(text.toStdString(), error);
    if (!control) {
        if (problem)
            *problem = QString::fromStdString(error);
        return {};
    }
    if (control->kind == TimeControl::Kind::Days) {
        if (problem)
            *problem = TimeControlChoice::tr("Days a move are for correspondence games at a network table.");
        return {};
    }
    return QString::fromStdString(control->text());
}

} // namespace

TimeControlChoice::TimeControlChoice(QWidget *parent)
    : QWidget(parent), presets_(new QComboBox(this)), other_(new QLineEdit(this)), problem_(new QLabel(this)) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(presets_);
    layout->addWidget(other_);
    layout->addWidget(problem_);
    for (const char *preset : kPresets)
        presets_->addItem(clocktext::controlText(QString::fromLatin1(preset)), QString::fromLatin1(preset));
    presets_->addItem(tr("Other…"), kOther);
    presets_->setAccessibleName(tr("Clock"));
    presets_->setToolTip(tr("The time each side has: minutes each and seconds added after every move, or a fixed "
                            "time a move"));
    other_->setPlaceholderText(tr("e.g. 5+3 (minutes + seconds a move) or move:10"));
    other_->setAccessibleName(tr("Other clock"));
    other_->setAccessibleDescription(
        tr("Minutes each plus seconds added a move, as 5+3 or 0.5+0, or seconds a move, as move:10"));
    other_->hide();
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: palette(link);"));
    problem_->hide();
    connect(presets_, &QComboBox::currentIndexChanged, this, &TimeControlChoice::presetChosen);
    connect(other_, &QLineEdit::textEdited, this, &TimeControlChoice::otherEdited);
    setFocusProxy(presets_);
}

QString TimeControlChoice::value() const { return value_; }

bool TimeControlChoice::isValid() const { return valid_; }

void TimeControlChoice::setValid(bool valid) {
    if (valid == valid_)
        return;
    valid_ = valid;
    emit validityChanged(valid);
}

int TimeControlChoice::indexOf(const QString &control) const {
    for (int i = 0; i < presets_->count(); ++i)
        if (presets_->itemData(i).toString() == control)
            return i;
    return -1;
}

void TimeControlChoice::setValue(const QString &control) {
    const QString clean = canonical(control);
    value_ = clean.isEmpty() ? QStringLiteral("none") : clean;
    filling_ = true;
    int index = indexOf(value_);
    if (index < 0) { // one of its own, before "Other…"
        index = presets_->count() - 1;
        presets_->insertItem(index, clocktext::controlText(value_), value_);
    }
    presets_->setCurrentIndex(index);
    other_->hide();
    problem_->hide();
    filling_ = false;
    setValid(true);
}

void TimeControlChoice::presetChosen() {
    if (filling_)
        return;
    const QString data = presets_->currentData().toString();
    if (data == kOther) {
        other_->setText(value_ == QLatin1String("none") ? QString() : value_);
        other_->show();
        other_->setFocus();
        otherEdited();
        return;
    }
    other_->hide();
    problem_->hide();
    setValid(true);
    if (data != value_) {
        value_ = data;
        emit valueChanged(value_);
    }
}

void TimeControlChoice::otherEdited() {
    QString problem;
    const QString clean = other_->text().trimmed().isEmpty() ? QString() : canonical(other_->text(), &problem);
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    setValid(!clean.isEmpty());
    if (!clean.isEmpty() && clean != value_) {
        value_ = clean;
        emit valueChanged(value_);
    }
}

} // namespace gamut
