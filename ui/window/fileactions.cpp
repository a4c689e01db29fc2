#include "fileactions.h"

#include "ui/settings/appsettings.h"

#include "core/model/gamemodel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>

namespace gamut {

namespace {
QString fileFilter() { return QObject::tr("Gamut games (*.gamut);;All files (*)"); }
} // namespace

FileActions::FileActions(GameModel *model, QWidget *window) : QObject(window), model_(model), window_(window) {
    reportError = [this](const QString &message) {
        QMessageBox box(QMessageBox::Warning, tr("Gamut"), tr("The game could not be opened or saved."),
                        QMessageBox::Ok, window_);
        box.setInformativeText(message);
        box.exec();
    };
    reportPasteError = [this](const QString &message) {
        QMessageBox box(QMessageBox::Warning, tr("Paste Game"), tr("The clipboard's text could not be pasted."),
                        QMessageBox::Ok, window_);
        box.setInformativeText(message);
        box.exec();
    };
    askSaveChanges = [this] {
        QMessageBox box(QMessageBox::Warning, tr("Unsaved Game"),
                        tr("The current game has moves that are in no saved file. Save them first?"),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
        box.setDefaultButton(QMessageBox::Save);
        // Alt+D discards (the platform's Discard has no mnemonic; "Don't ask again" took D before, issue 29).
        box.button(QMessageBox::Discard)->setText(tr("&Discard"));
        auto *never = new QCheckBox(tr("Do&n't ask again"), &box);
        box.setCheckBox(never);
        const int answer = box.exec();
        if (never->isChecked() && answer != QMessageBox::Cancel) // the same as the setting in Configure
            AppSettings::setAskBeforeAbandon(false);
        return answer == QMessageBox::Save      ? Answer::Save
               : answer == QMessageBox::Discard ? Answer::Discard
                                                : Answer::Cancel;
    };
    askOpenPath = [this] {
        return QFileDialog::getOpenFileName(window_, tr("Open Game"), startFolder(), fileFilter());
    };
    askSavePath = [this] {
        return QFileDialog::getSaveFileName(window_, tr("Save Game"), suggestedPath(), fileFilter());
    };
}

QString FileActions::startFolder() {
    // The folder of the file used last (saved or opened), else Documents, else home: never the working directory.
    const QStringList recent = AppSettings::recentFiles();
    if (!recent.isEmpty())
        if (const QString dir = QFileInfo(recent.first()).absolutePath(); QDir(dir).exists())
            return dir;
    if (const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        !documents.isEmpty() && QDir(documents).exists())
        return documents;
    return QDir::homePath();
}

QString FileActions::suggestedPath() const {
    if (!model_->filePath().isEmpty())
        return model_->filePath();
    const QString dir = startFolder();
    const QString name =
        QStringLiteral("%1-%2.gamut").arg(model_->gameId(), QDate::currentDate().toString(Qt::ISODate));
    return QDir(dir).filePath(name);
}

bool FileActions::openFile(const QString &path) {
    if (!model_->load(path)) {
        reportError(model_->lastError());
        return false;
    }
    AppSettings::addRecentFile(QFileInfo(path).absoluteFilePath());
    emit gameLoaded();
    return true;
}

bool FileActions::saveTo(const QString &path) {
    if (!model_->save(path)) {
        reportError(model_->lastError());
        return false;
    }
    AppSettings::addRecentFile(QFileInfo(path).absoluteFilePath());
    emit fileSaved();
    return true;
}

bool FileActions::save() { return model_->filePath().isEmpty() ? saveAs() : saveTo(model_->filePath()); }

bool FileActions::saveAs() {
    QString path = askSavePath();
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".gamut");
    return saveTo(path);
}

bool FileActions::openWithDialog() {
    if (!confirmDiscard())
        return false;
    const QString path = askOpenPath();
    return !path.isEmpty() && openFile(path);
}

bool FileActions::copyGame() {
    QApplication::clipboard()->setText(model_->copyText());
    return true;
}

bool FileActions::pasteGame() {
    QString text = QApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        reportPasteError(tr("The clipboard is empty."));
        return false;
    }
    static const QRegularExpression tagLine(QStringLiteral("^\\s*\\["), QRegularExpression::MultilineOption);
    if (!text.contains(tagLine)) // no tags: the moves of a game like the current one
        text = asRecord(text);
    if (!confirmDiscard())
        return false;
    if (!model_->pasteText(text)) {
        reportPasteError(model_->lastError());
        return false;
    }
    emit gameLoaded();
    return true;
}

bool FileActions::openText(const QString &text) {
    if (!confirmDiscard())
        return false;
    if (!model_->pasteText(text)) {
        reportError(model_->lastError());
        return false;
    }
    emit gameLoaded();
    return true;
}

QString FileActions::asRecord(const QString &moveList) const {
    const auto quoted = [](const QString &value) {
        QString escaped = value;
        escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
        return QLatin1Char('"') + escaped + QLatin1Char('"');
    };
    QStringList lines = {QStringLiteral("[Format \"gamut 1\"]"),
                         QStringLiteral("[Game %1]").arg(quoted(model_->gameId())),
                         QStringLiteral("[Variant %1]").arg(quoted(model_->variant()))};
    for (int side = 0; side < 2; ++side) // the seats stay as they are
        for (const QString &name : {model_->playerTagName(side), model_->engineTagName(side)})
            if (const QString value = model_->tag(name); !value.isEmpty())
                lines << QStringLiteral("[%1 %2]").arg(name, quoted(value));
    return lines.join(QLatin1Char('\n')) + QStringLiteral("\n\n") + moveList.trimmed() + QLatin1Char('\n');
}

bool FileActions::confirmDiscard(Why why) {
    if (why != Why::Online && mayLeaveTable && !mayLeaveTable())
        return false; // the person stays at the table: nothing replaces its game
    if (keepsGame && keepsGame())
        return true; // nothing is lost: the library has it (the status line says where it went)
    if (!AppSettings::askBeforeAbandon() || !model_->isModified() || model_->plyCount() == 0)
        return true;
    if (why == Why::Quitting && AppSettings::autosave())
        return true; // the autosave keeps it for the next start
    switch (askSaveChanges()) {
    case Answer::Save:
        return save();
    case Answer::Discard:
        return true;
    case Answer::Cancel:
        break;
    }
    return false;
}

void FileActions::fillRecentMenu(QMenu *menu) {
    menu->clear();
    const QStringList files = AppSettings::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction *action = menu->addAction(QStringLiteral("&%1  %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (confirmDiscard())
                openFile(path);
        });
    }
    if (files.isEmpty())
        menu->addAction(tr("No Recent Games"))->setEnabled(false);
    menu->addSeparator();
    QAction *clear = menu->addAction(tr("&Clear List"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [] { AppSettings::clearRecentFiles(); });
}

} // namespace gamut
