#include "accessibility.h"

#include <QAbstractButton>
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

} // namespace gamut::accessibility
