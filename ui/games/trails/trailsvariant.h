// Trails' custom set-up in the window (trails.md, "size=N,towers=n,distance=d[,first=red]"): the New Game dialog's
// editor of the field size, the towers and their distance, and the set-up's values in words for the labels. Both are
// hooks of Trails' entry (trailsui.cpp); nothing outside this folder names a parameter.
#pragma once

#include "ui/dialogs/varianteditor.h"

class QSpinBox;

namespace gamut {

class TrailsVariantEditor : public VariantEditor {
    Q_OBJECT
public:
    explicit TrailsVariantEditor(QWidget *parent = nullptr);

    QString variant() const override; // "size=11,towers=3,distance=1"
    // Only "size=N,towers=n,distance=d" is taken (the dialog has no box for "first"): the default set-up otherwise.
    bool setVariant(const QString &variant) override;

    // For the tests: the boxes a person uses.
    QSpinBox *sizeBox() const { return size_; }
    QSpinBox *towersBox() const { return towers_; }
    QSpinBox *distanceBox() const { return distance_; }

private:
    void updateRanges();
    void valueChanged();

    QSpinBox *size_, *towers_, *distance_;
    bool filling_ = false; // setVariant() sets three boxes and says changed() once
};

VariantEditor *makeTrailsVariantEditor(QWidget *parent);
// "size=9,towers=3,distance=1" -> "9x9, 3 towers, distance 1"; a key it does not know stays as it is written.
QString trailsVariantText(const QString &variant);

} // namespace gamut
