#include "offerform.h"

#include "ui/text/labels.h"

#include "core/registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

namespace gamut {

namespace {
QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

std::optional<TimeControl> readControl(const QString &text) {
    std::string error;
    return parseTimeControl(text.trimmed().toStdString(), error);
}
} // namespace

OfferForm::OfferForm(QWidget *parent) : QWidget(parent) {
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    game_ = new QComboBox(this);
    for (const GameEntry &entry : allGames())
        game_->addItem(labels::gameTitle(fromView(entry.info->id)), fromView(entry.info->id));
    variant_ = new QComboBox(this);
    control_ = new QComboBox(this);
    control_->setEditable(true);
    control_->setInsertPolicy(QComboBox::NoInsert);
    for (const QString &preset : presetControls())
        control_->addItem(preset);
    control_->setToolTip(tr("Minutes + seconds added per move (3+2), move:S for S seconds a move, days:D for D days a "
                            "move (correspondence), or none"));
    rated_ = new QCheckBox(tr("&Rated"), this);
    rated_->setChecked(true);
    colour_ = new QComboBox(this);
    problem_ = new QLabel(this);
    problem_->setWordWrap(true);
    problem_->hide();
    form->addRow(tr("Ga&me:"), game_);
    form->addRow(tr("&Variant:"), variant_);
    form->addRow(tr("&Time:"), control_);
    form->addRow(QString(), rated_);
    form->addRow(tr("&Your side:"), colour_);
    form->addRow(problem_);
    fillVariants();
    fillColours();
    connect(game_, &QComboBox::currentIndexChanged, this, [this] {
        fillVariants();
        fillColours();
        check();
    });
    connect(variant_, &QComboBox::currentIndexChanged, this, &OfferForm::check);
    connect(control_, &QComboBox::currentTextChanged, this, &OfferForm::check);
    connect(rated_, &QCheckBox::toggled, this, &OfferForm::check);
    connect(colour_, &QComboBox::currentIndexChanged, this, &OfferForm::check);
    check();
}

QStringList OfferForm::presetControls() {
    return {QStringLiteral("1+0"),    QStringLiteral("3+0"),    QStringLiteral("3+2"),   QStringLiteral("5+3"),
            QStringLiteral("10+5"),   QStringLiteral("15+10"),  QStringLiteral("30+20"), QStringLiteral("days:1"),
            QStringLiteral("days:3"), QStringLiteral("days:7"), QStringLiteral("none")};
}

QString OfferForm::controlWords(const QString &control) {
    const auto parsed = readControl(control);
    if (!parsed)
        return control;
    switch (parsed->kind) {
    case TimeControl::Kind::None:
        return tr("No clock");
    case TimeControl::Kind::Fischer:
        return tr("%1 min + %2 s")
            .arg(QLocale().toString(double(parsed->baseMs) / 60000.0, 'g', 4))
            .arg(QLocale().toString(double(parsed->incrementMs) / 1000.0, 'g', 3));
    case TimeControl::Kind::PerMove:
        return tr("%1 s a move").arg(QLocale().toString(double(parsed->moveMs) / 1000.0, 'g', 4));
    case TimeControl::Kind::Days:
        return tr("%n day(s) a move", nullptr, int(parsed->moveMs / TimeControl::kDayMs));
    }
    return control;
}

QString OfferForm::game() const { return game_->currentData().toString(); }
QString OfferForm::variant() const { return variant_->currentData().toString(); }
bool OfferForm::rated() const { return rated_->isEnabled() && rated_->isChecked(); }
QString OfferForm::colour() const { return colour_->currentData().toString(); }

QString OfferForm::control() const {
    const auto parsed = readControl(control_->currentText());
    return parsed ? QString::fromStdString(parsed->text()) : QString();
}

bool OfferForm::controlIsTimed() const {
    const auto parsed = readControl(control_->currentText());
    return parsed && parsed->isTimed();
}

QString OfferForm::problem() const {
    std::string error;
    if (!parseTimeControl(control_->currentText().trimmed().toStdString(), error))
        return QString::fromStdString(error);
    if (rated() && !controlIsTimed())
        return tr("A rated game needs a clock.");
    return QString();
}

void OfferForm::check() {
    const QString why = problem();
    problem_->setText(why);
    problem_->setVisible(!why.isEmpty());
    control_->lineEdit()->setAccessibleDescription(why);
    emit changed();
}

void OfferForm::fillVariants() {
    const QString game = this->game();
    variant_->clear();
    const GameEntry *entry = findGame(game.toStdString());
    if (!entry)
        return;
    for (std::string_view v : entry->info->variants)
        variant_->addItem(labels::variantName(game, fromView(v)), fromView(v));
}

void OfferForm::fillColours() {
    const QString game = this->game();
    const QString before = colour();
    colour_->clear();
    colour_->addItem(tr("Either (random)"), QStringLiteral("random"));
    colour_->addItem(labels::sideName(game, 0), QStringLiteral("first"));
    colour_->addItem(labels::sideName(game, 1), QStringLiteral("second"));
    setColour(before);
}

void OfferForm::setGame(const QString &game) {
    const int index = game_->findData(game);
    if (index >= 0)
        game_->setCurrentIndex(index);
}

void OfferForm::setControl(const QString &control) { control_->setCurrentText(control); }
void OfferForm::setRated(bool rated) { rated_->setChecked(rated); }

void OfferForm::setColour(const QString &colour) {
    const int index = colour_->findData(colour);
    colour_->setCurrentIndex(index >= 0 ? index : 0);
}

void OfferForm::addLeadingRow(const QString &label, QWidget *field) {
    static_cast<QFormLayout *>(layout())->insertRow(0, label, field);
}

void OfferForm::setRatedAllowed(bool allowed) {
    rated_->setEnabled(allowed);
    rated_->setToolTip(allowed ? QString() : tr("Rated games are for signed-in players"));
    check();
}

} // namespace gamut
