#include "accessibility.h"

#include <QAbstractButton>
#include <QAccessibleWidget>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QEvent>
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

void nameCombo(QComboBox *combo);

class ComboWatcher : public QObject {
public:
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() == QEvent::Show || event->type() == QEvent::FocusIn)
            if (auto *combo = qobject_cast<QComboBox *>(watched))
                nameCombo(combo);
        return false;
    }
};

QObject *comboWatcher() {
    static ComboWatcher *watcher = new ComboWatcher; // one for the program, as long as it runs
    return watcher;
}

// Qt 6.4 on Linux names a combo box by its value alone (the purpose would come from a buddy label, and a screen
// reader then drops the value). This one says its accessible name, "<purpose>: <value>", and the value as value;
// the purpose being in the name, a label is no relation of its own (it would be said twice).
class ComboAccessible final : public QAccessibleWidget {
public:
    explicit ComboAccessible(QComboBox *combo) : QAccessibleWidget(combo, QAccessible::ComboBox) {}
    QList<std::pair<QAccessibleInterface *, QAccessible::Relation>>
    relations(QAccessible::Relation match) const override {
        return QAccessibleWidget::relations(QAccessible::Relation(int(match) & ~int(QAccessible::Label)));
    }
    QString text(QAccessible::Text t) const override {
        const auto *combo = static_cast<const QComboBox *>(widget());
        if (t == QAccessible::Value)
            return combo->currentText();
        if (t == QAccessible::Name)
            return combo->accessibleName().isEmpty() ? combo->currentText() : combo->accessibleName();
        return QAccessibleWidget::text(t);
    }
};

// A combo box's name is "<purpose>: <current value>": Qt 6.4 gives a screen reader either the purpose (a name set)
// or the value (no name), never both. The purpose is the name the program gave it (it may give another later:
// "White is played by"), else its label now.
void nameCombo(QComboBox *combo) {
    static const char *const kPurpose = "gamutPurpose", *const kNamed = "gamutNamed";
    if (!combo->property(kNamed).isValid()) {
        QObject::connect(combo, &QComboBox::currentTextChanged, combo, [combo] { nameCombo(combo); });
        // Its purpose may change while the value stays: the name is made again when the box is shown and when it
        // gets the focus, before the screen reader asks.
        combo->installEventFilter(comboWatcher());
        // In the place of Qt's own accessible of the box (QAccessible's cache answers for the object from now on).
        if (QAccessibleInterface *own = QAccessible::queryAccessibleInterface(combo))
            QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(own));
        QAccessible::registerAccessibleInterface(new ComboAccessible(combo));
    }
    if (combo->accessibleName() != combo->property(kNamed).toString())
        combo->setProperty(kPurpose, combo->accessibleName());
    QString purpose = combo->property(kPurpose).toString();
    if (purpose.isEmpty())
        purpose = labelFor(combo);
    if (purpose.isEmpty())
        purpose = plain(combo->toolTip());
    const QString value = combo->currentText();
    const QString name = purpose.isEmpty() ? value
                         : value.isEmpty() || purpose.endsWith(QStringLiteral(": ") + value)
                             ? purpose
                             : QStringLiteral("%1: %2").arg(purpose, value);
    combo->setProperty(kNamed, name);
    if (combo->accessibleName() != name)
        combo->setAccessibleName(name);
}

// A dock says its title as written: Qt's own takes a single "&" for a mnemonic and drops it ("Players  Graphics"),
// but a dock's title has none.
class DockAccessible final : public QAccessibleWidget {
public:
    explicit DockAccessible(QDockWidget *dock) : QAccessibleWidget(dock, QAccessible::Window) {}
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name)
            return widget()->accessibleName().isEmpty() ? widget()->windowTitle() : widget()->accessibleName();
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface *dockFactory(const QString &, QObject *object) {
    if (auto *dock = qobject_cast<QDockWidget *>(object))
        return new DockAccessible(dock);
    return nullptr;
}

} // namespace

void nameControls(QWidget *root) {
    static const bool docks = [] {
        QAccessible::installFactory(dockFactory);
        return true;
    }();
    Q_UNUSED(docks)
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            nameCombo(combo);
            continue;
        }
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

void optionsBeforeButtons(QWidget *dialog) {
    QList<QWidget *> options, buttons;
    for (QWidget *w = dialog->nextInFocusChain(); w && w != dialog; w = w->nextInFocusChain()) {
        if (!dialog->isAncestorOf(w) || !(w->focusPolicy() & Qt::TabFocus) || w->focusProxy() || options.contains(w) ||
            buttons.contains(w))
            continue;
        bool inButtonBox = false;
        for (QWidget *parent = w->parentWidget(); parent && parent != dialog; parent = parent->parentWidget())
            inButtonBox = inButtonBox || qobject_cast<QDialogButtonBox *>(parent);
        (inButtonBox ? buttons : options) << w;
    }
    if (options.isEmpty() || buttons.isEmpty())
        return;
    // Only the buttons move (behind the last option); the options keep the chain Qt made, compound widgets (a
    // tab widget's bar and pages) included.
    QWidget *last = options.last();
    for (QWidget *button : std::as_const(buttons)) {
        QWidget::setTabOrder(last, button);
        last = button;
    }
}

} // namespace gamut::accessibility
