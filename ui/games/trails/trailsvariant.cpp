#include "trailsvariant.h"

#include "trailsui.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStringList>

namespace gamut {

namespace {

// A side's word ("Red"), as the entry's words have it; the id itself when Trails has no such side.
QString sideWord(const QString &id) {
    for (const Word &word : trailsUi().words.sides)
        if (id == QLatin1String(word.id))
            return QCoreApplication::translate("gamut::labels", word.text);
    return id;
}

constexpr int kDefaultSize = 11, kDefaultTowers = 3, kDefaultDistance = 1;

} // namespace

// The boxes' words keep the translation context of the New Game dialog, which held them before and where their German
// is; the set-up's words keep the labels' (labels::variantName wraps them in "Custom setup (...)").
TrailsVariantEditor::TrailsVariantEditor(QWidget *parent)
    : VariantEditor(parent), size_(new QSpinBox(this)), towers_(new QSpinBox(this)), distance_(new QSpinBox(this)) {
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    size_->setRange(3, 26);
    size_->setToolTip(QCoreApplication::translate("gamut::NewGameDialog", "The field is N x N cells (3 to 26)"));
    towers_->setToolTip(QCoreApplication::translate("gamut::NewGameDialog",
                                                    "Towers on the diagonal; take more than half of them to win"));
    distance_->setToolTip(QCoreApplication::translate("gamut::NewGameDialog", "Free cells between two towers"));
    form->addRow(QCoreApplication::translate("gamut::NewGameDialog", "Field si&ze:"), size_);
    form->addRow(QCoreApplication::translate("gamut::NewGameDialog", "&Towers:"), towers_);
    form->addRow(QCoreApplication::translate("gamut::NewGameDialog", "&Distance:"), distance_);
    setVariant(QString());
    connect(size_, &QSpinBox::valueChanged, this, &TrailsVariantEditor::updateRanges);
    for (QSpinBox *box : {size_, towers_, distance_})
        connect(box, &QSpinBox::valueChanged, this, &TrailsVariantEditor::valueChanged);
}

void TrailsVariantEditor::updateRanges() {
    // Trails' valid ranges (trails.md): towers 0..N, distance 0..N-1.
    towers_->setRange(0, size_->value());
    distance_->setRange(0, size_->value() - 1);
}

void TrailsVariantEditor::valueChanged() {
    if (!filling_)
        emit changed();
}

QString TrailsVariantEditor::variant() const {
    return QStringLiteral("size=%1,towers=%2,distance=%3")
        .arg(size_->value())
        .arg(towers_->value())
        .arg(distance_->value());
}

bool TrailsVariantEditor::setVariant(const QString &wanted) {
    static const QRegularExpression pattern(QStringLiteral("^size=(\\d+),towers=(\\d+),distance=(\\d+)$"));
    const QRegularExpressionMatch match = pattern.match(wanted);
    const QString before = variant();
    filling_ = true;
    // The size first: it sets the ranges the other two are held in.
    size_->setValue(match.hasMatch() ? match.captured(1).toInt() : kDefaultSize);
    updateRanges();
    towers_->setValue(match.hasMatch() ? match.captured(2).toInt() : kDefaultTowers);
    distance_->setValue(match.hasMatch() ? match.captured(3).toInt() : kDefaultDistance);
    filling_ = false;
    if (variant() != before)
        emit changed();
    return match.hasMatch();
}

VariantEditor *makeTrailsVariantEditor(QWidget *parent) { return new TrailsVariantEditor(parent); }

QString trailsVariantText(const QString &variant) {
    QStringList parts;
    for (const QString &pair : variant.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString key = pair.section(QLatin1Char('='), 0, 0).trimmed(),
                      value = pair.section(QLatin1Char('='), 1).trimmed();
        if (key == QLatin1String("size"))
            parts << QCoreApplication::translate("gamut::labels", "%1x%1").arg(value);
        else if (key == QLatin1String("towers"))
            parts << QCoreApplication::translate("gamut::labels", "%1 towers").arg(value);
        else if (key == QLatin1String("distance"))
            parts << QCoreApplication::translate("gamut::labels", "distance %1").arg(value);
        else if (key == QLatin1String("first"))
            parts << QCoreApplication::translate("gamut::labels", "%1 first").arg(sideWord(value));
        else
            parts << pair;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace gamut
