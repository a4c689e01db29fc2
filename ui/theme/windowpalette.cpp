#include "windowpalette.h"

#include "theme.h"

#include <QApplication>

namespace gamut::windowpalette {

const QPalette &desktop() {
    static const QPalette palette = QGuiApplication::palette();
    return palette;
}

bool desktopIsDark() { return desktop().color(QPalette::Window).lightnessF() < 0.5; }

bool wantsDark(const Theme &theme) {
    return contrast::luminance(theme.background) < 0.05 && contrast::luminance(theme.cellLight) < 0.2;
}

QPalette darkPalette(const Theme &theme) {
    // Greys a step apart so that panels, fields and buttons stay distinct; text near white (over 10:1 on them).
    const QColor window(0x2a, 0x2e, 0x32), base(0x1f, 0x22, 0x25), button(0x35, 0x3a, 0x40);
    const QColor text(0xec, 0xee, 0xf0), dimmed(0x8a, 0x92, 0x9a);
    QPalette p(window);
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(group, QPalette::Window, window);
        p.setColor(group, QPalette::WindowText, text);
        p.setColor(group, QPalette::Base, base);
        p.setColor(group, QPalette::AlternateBase, window);
        p.setColor(group, QPalette::Text, text);
        p.setColor(group, QPalette::Button, button);
        p.setColor(group, QPalette::ButtonText, text);
        p.setColor(group, QPalette::ToolTipBase, base);
        p.setColor(group, QPalette::ToolTipText, text);
        p.setColor(group, QPalette::PlaceholderText, dimmed);
        p.setColor(group, QPalette::BrightText, Qt::white);
        p.setColor(group, QPalette::Highlight, theme.legalTarget.darker(150));
        p.setColor(group, QPalette::HighlightedText, Qt::white);
        p.setColor(group, QPalette::Link, theme.legalTarget.lighter(120));
        p.setColor(group, QPalette::LinkVisited, theme.hint);
        p.setColor(group, QPalette::Light, button.lighter(150));
        p.setColor(group, QPalette::Midlight, button.lighter(120));
        p.setColor(group, QPalette::Mid, button.darker(130));
        p.setColor(group, QPalette::Dark, base.darker(130));
        p.setColor(group, QPalette::Shadow, Qt::black);
    }
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
        p.setColor(QPalette::Disabled, role, dimmed);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Button, window);
    return p;
}

void apply(const Theme &theme) {
    desktop(); // kept before the first change
    const QPalette wanted = wantsDark(theme) ? darkPalette(theme) : desktop();
    if (QApplication::palette() != wanted)
        QApplication::setPalette(wanted);
}

} // namespace gamut::windowpalette
