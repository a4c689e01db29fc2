#include "rulesdialog.h"

#include "ui/window/labels.h"

#include "core/registry.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFormLayout>
#include <QMessageBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gamut {

RulesDialog::RulesDialog(const QString &game, QWidget *parent) : QDialog(parent) {
    setObjectName(QStringLiteral("rulesDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    game_ = new QComboBox(this);
    for (const GameEntry &entry : allGames()) {
        const QString id = QString::fromUtf8(entry.info->id);
        game_->addItem(labels::gameTitle(id), id);
    }
    game_->setAccessibleName(tr("Game whose rules are shown"));
    form->addRow(tr("&Game:"), game_);
    layout->addLayout(form);
    browser_ = new QTextBrowser(this);
    browser_->setOpenExternalLinks(true);
    browser_->setAccessibleName(tr("Rules"));
    browser_->setTabChangesFocus(true); // Tab moves on to the buttons instead of being swallowed
    layout->addWidget(browser_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(game_, &QComboBox::currentIndexChanged, this, [this] { showGame(game_->currentData().toString()); });
    resize(640, 600);
    showGame(game);
}

void RulesDialog::showGame(const QString &game) {
    if (const int index = game_->findData(game); index >= 0 && index != game_->currentIndex())
        game_->setCurrentIndex(index); // shows it through currentIndexChanged
    setWindowTitle(tr("Rules of %1").arg(labels::gameTitle(game)));
    browser_->setHtml(rulesHtml(game));
}

QString RulesDialog::rulesHtml(const QString &game) {
    QFile file(QStringLiteral(":/rules/%1.html").arg(game));
    if (file.open(QIODevice::ReadOnly))
        return QString::fromUtf8(file.readAll());
    return QStringLiteral("<h2>%1</h2><p>%2</p>")
        .arg(labels::gameTitle(game).toHtmlEscaped(), labels::rulesSummary(game).toHtmlEscaped());
}

QString RulesDialog::aboutText() {
    return tr("<h2>Gamut %1</h2>"
              "<p>Five two-player abstract strategy games with computer opponents from Beginner to Master.</p>"
              "<p>Copyright © the Gamut authors. Gamut is free software: you can redistribute it and/or modify it "
              "under the terms of the GNU General Public License, version 3 or (at your option) any later version "
              "(GPL-3.0-or-later). It comes with no warranty.</p>"
              "<h3>The games and their authors</h3><ul>"
              "<li><b>AddTraction</b> by Andre Kloss (\"llogiq\")</li>"
              "<li><b>Atom-4</b> by Hwei Sheng Teoh</li>"
              "<li><b>Lines of Action</b> by Claude Soucie, from Sid Sackson's book <i>A Gamut of Games</i></li>"
              "<li><b>Atoms</b> (Chain Reaction): a traditional game, after the classic Amiga and Unix game "
              "\"Atoms\"</li>"
              "<li><b>Trails and Towers</b> by so-called-games</li></ul>"
              "<p>Built with Qt %2.</p>")
        .arg(QCoreApplication::applicationVersion(), QLatin1String(qVersion()));
}

void RulesDialog::showAbout(QWidget *parent) { QMessageBox::about(parent, tr("About Gamut"), aboutText()); }

} // namespace gamut
