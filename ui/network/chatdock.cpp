#include "chatdock.h"

#include "networksession.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace gamut {

ChatDock::ChatDock(NetworkSession *session, QWidget *parent) : QDockWidget(tr("Chat"), parent), session_(session) {
    setObjectName(QStringLiteral("chatDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    log_ = new QPlainTextEdit(body);
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(500); // a long evening's chat does not grow without end
    input_ = new QLineEdit(body);
    input_->setPlaceholderText(tr("Say something to the table"));
    input_->setMaxLength(1000); // the server's lines are at most 4096 bytes
    layout->addWidget(log_, 1);
    layout->addWidget(input_);
    setWidget(body);
    connect(input_, &QLineEdit::returnPressed, this, &ChatDock::send);
    connect(session_, &NetworkSession::chatLine, this, &ChatDock::addLine);
}

QString ChatDock::text() const { return log_->toPlainText(); }

void ChatDock::addLine(const QString &name, const QString &text) {
    log_->appendPlainText(tr("%1: %2").arg(name, text));
}

void ChatDock::addNotice(const QString &text) {
    log_->appendHtml(QStringLiteral("<i>%1</i>").arg(text.toHtmlEscaped()));
}

void ChatDock::send() {
    const QString text = input_->text().trimmed();
    if (text.isEmpty())
        return;
    session_->say(text);
    input_->clear();
}

} // namespace gamut
