#include "rulesdialog.h"

#include "rulesdiagram.h"

#include "ui/settings/appsettings.h"
#include "ui/text/labels.h"

#include "core/registry.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFormLayout>
#include <QHash>
#include <QImage>
#include <QMessageBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gamut {

namespace {

// A text browser that shows the page's diagrams (rulesdiagram.h) from the pictures drawn for it.
class RulesBrowser final : public QTextBrowser {
public:
    explicit RulesBrowser(QWidget *parent) : QTextBrowser(parent) {}
    QHash<QString, QImage> images; // by QUrl(reference).toString()

protected:
    QVariant loadResource(int type, const QUrl &name) override {
        if (type == QTextDocument::ImageResource && name.scheme() == QLatin1String("diagram"))
            return images.value(name.toString());
        return QTextBrowser::loadResource(type, name);
    }
};

} // namespace

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
    browser_ = new RulesBrowser(this);
    browser_->setOpenExternalLinks(true);
    browser_->setAccessibleName(tr("Rules"));
    browser_->setTabChangesFocus(true); // Tab moves on to the buttons instead of being swallowed
    // A caret that the arrow keys move, so that a screen reader reads the rules line by line (a text browser only
    // scrolls by default); the diagrams are in words under each picture (rulesdiagram::describe).
    browser_->setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
    layout->addWidget(browser_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(game_, &QComboBox::currentIndexChanged, this, [this] { showGame(game_->currentData().toString()); });
    resize(660, 640);
    showGame(game);
}

void RulesDialog::showGame(const QString &game) {
    if (const int index = game_->findData(game); index >= 0 && index != game_->currentIndex())
        game_->setCurrentIndex(index); // shows it through currentIndexChanged
    setWindowTitle(tr("Rules of %1").arg(labels::gameTitle(game)));
    // The diagrams are drawn from their positions in the board's theme, at the screen's pixel density.
    QHash<QString, QImage> images;
    const QString html =
        rulesdiagram::resolve(rulesHtml(game), AppSettings::boardOptions().theme, devicePixelRatioF(), &images);
    auto *browser = static_cast<RulesBrowser *>(browser_);
    browser->images.clear();
    for (auto it = images.cbegin(); it != images.cend(); ++it)
        browser->images.insert(QUrl(it.key()).toString(), it.value());
    browser_->clear(); // forgets the pictures the document cached for the page before
    browser_->setHtml(html);
}

QString RulesDialog::rulesHtml(const QString &game) {
    QFile file(QStringLiteral(":/rules/%1.html").arg(game));
    if (file.open(QIODevice::ReadOnly))
        return QString::fromUtf8(file.readAll());
    return QStringLiteral("<h2>%1</h2><p>%2</p>")
        .arg(labels::gameTitle(game).toHtmlEscaped(), labels::rulesSummary(game).toHtmlEscaped());
}

QString RulesDialog::aboutText() {
    // Every registered game with its credits (its window entry's words), in the registry's order: a game added to
    // the registry appears here without a change to this text.
    QString games;
    for (const GameEntry &entry : allGames()) {
        const QString id = QString::fromUtf8(entry.info->id.data(), qsizetype(entry.info->id.size()));
        games += tr("<li><b>%1</b> %2</li>", "a game and its credits in the About box")
                     .arg(labels::gameTitle(id).toHtmlEscaped(), labels::gameCredits(id));
    }
    return tr("<h2>Gamut %1</h2>"
              "<p>Two-player abstract strategy games with computer opponents from Beginner to Master.</p>"
              "<p>Copyright © the Gamut authors. Gamut is free software: you can redistribute it and/or modify it "
              "under the terms of the GNU General Public License, version 3 or (at your option) any later version "
              "(GPL-3.0-or-later). It comes with no warranty.</p>"
              "<h3>The games and their authors</h3><ul>%3</ul>"
              "<p>Built with Qt %2.</p>")
        .arg(QCoreApplication::applicationVersion(), QLatin1String(qVersion()), games);
}

void RulesDialog::showAbout(QWidget *parent) { QMessageBox::about(parent, tr("About Gamut"), aboutText()); }

} // namespace gamut
