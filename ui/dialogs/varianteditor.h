// The New Game dialog's editor of a parametrised variant (GameInfo::variantPattern, e.g. Trails' "size=N,towers=n,
// distance=d"): a small widget a game's entry makes (GameUi::makeVariantEditor, ui/gameui/gameui.h), so that the
// dialog shows the game's own boxes under "Custom setup" and reads back the variant string without knowing a single
// parameter.
#pragma once

#include <QString>
#include <QWidget>

namespace gamut {

class VariantEditor : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // The variant the boxes say now, in the core's syntax: what a new game is started with.
    virtual QString variant() const = 0;
    // Shows `variant` and returns true when it is of the editor's form; anything else (a named variant such as
    // "classic", an empty string, garbage) shows the editor's default set-up and returns false.
    virtual bool setVariant(const QString &variant) = 0;

signals:
    // variant() says another set-up now: a person changed a box, or setVariant() showed another one (once for it).
    void changed();
};

} // namespace gamut
