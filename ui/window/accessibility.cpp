#include "accessibility.h"

#include "labels.h"

#include "core/geometry.h"
#include "core/model/gamemodel.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QRegularExpression>
#include <QWidget>

namespace gamut::accessibility {

namespace {

QString plain(QString text) {
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    if (text.endsWith(QLatin1Char(':')))
        text.chop(1);
    return text.trimmed();
}

// The label a form shows beside `widget`, or the label whose buddy it is.
QString labelFor(QWidget *widget) {
    for (QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        for (QLabel *label : parent->findChildren<QLabel *>())
            if (label->buddy() == widget)
                return plain(label->text());
        auto *form = qobject_cast<QFormLayout *>(parent->layout());
        if (!form)
            continue;
        if (auto *label = qobject_cast<QLabel *>(form->labelForField(widget)); label && !label->text().isEmpty())
            return plain(label->text());
        // A row without a label continues the row above ("Black: [Computer]", then "[Level 3]"); a row whose field
        // is a layout ("Black: [Computer] [Level 3]") names each of its widgets.
        int row = -1;
        QFormLayout::ItemRole role;
        form->getWidgetPosition(widget, &row, &role);
        for (int r = 0; row < 0 && r < form->rowCount(); ++r)
            if (QLayoutItem *field = form->itemAt(r, QFormLayout::FieldRole); field && field->layout())
                if (field->layout()->indexOf(widget) >= 0)
                    row = r + 1; // the label of row r, looked up below
        if (row < 0)
            continue;
        for (--row; row >= 0; --row)
            if (QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole))
                if (auto *label = qobject_cast<QLabel *>(item->widget()); label && !label->text().isEmpty())
                    return plain(label->text());
    }
    return {};
}

QString tr(const char *text) { return QCoreApplication::translate("gamut::accessibility", text); }

} // namespace

void nameControls(QWidget *root) {
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (widget->focusPolicy() == Qt::NoFocus || !widget->accessibleName().isEmpty())
            continue;
        QString name;
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            name = plain(button->text().isEmpty() ? button->toolTip() : button->text());
        if (name.isEmpty())
            name = labelFor(widget);
        if (name.isEmpty())
            name = plain(widget->toolTip());
        if (!name.isEmpty())
            widget->setAccessibleName(name);
        if (widget->accessibleDescription().isEmpty() && !widget->toolTip().isEmpty())
            widget->setAccessibleDescription(widget->toolTip());
    }
}

QString describeCell(const GameModel &model, int cell) {
    const GameState &position = model.position();
    const BoardGeometry geometry = position.geometry();
    if (cell < 0 || cell >= geometry.cellCount())
        return {};
    const QString name = QString::fromStdString(cellName(cell % geometry.columns, cell / geometry.columns));
    const CellFace face = position.cellFace(cell);
    QStringList parts;
    const QString game = model.gameId();
    if (face.colour >= 0)
        parts << tr("%1 piece").arg(labels::colourName(face.colour));
    else if (face.owner >= 0 && game == QLatin1String("loa"))
        parts << tr("%1 piece").arg(labels::sideName(game, face.owner).toLower());
    else if (face.owner >= 0)
        parts << labels::sideName(game, face.owner);
    if (face.has(CellFace::Occupied) && face.value != 0)
        parts << (game != QLatin1String("atoms") ? tr("value %1").arg(face.value)
                  : face.value == 1              ? tr("1 atom")
                                                 : tr("%1 atoms").arg(face.value));
    else if (face.has(CellFace::Occupied) && face.owner < 0 && face.colour < 0)
        parts << tr("neutral");
    if (face.has(CellFace::Head))
        parts << tr("head");
    if (face.has(CellFace::Base))
        parts << tr("base");
    if (face.has(CellFace::Tower))
        parts << tr("tower");
    if (face.has(CellFace::NearCritical))
        parts << tr("one atom from exploding");
    if (parts.isEmpty())
        parts << tr("empty");
    return QStringLiteral("%1: %2").arg(name, parts.join(QStringLiteral(", ")));
}

} // namespace gamut::accessibility
