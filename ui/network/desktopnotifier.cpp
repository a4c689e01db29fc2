#include "desktopnotifier.h"

#include <QApplication>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QSystemTrayIcon>

namespace gamut {

DesktopNotifier::DesktopNotifier(QDBusConnection bus, QObject *parent) : QObject(parent), bus_(std::move(bus)) {}

DesktopNotifier::~DesktopNotifier() = default;

void DesktopNotifier::notify(const QString &summary, const QString &body) {
    if (!bus_.isConnected()) {
        showInTray(summary, body);
        return;
    }
    QDBusMessage call = QDBusMessage::createMethodCall(
        QStringLiteral("org.freedesktop.Notifications"), QStringLiteral("/org/freedesktop/Notifications"),
        QStringLiteral("org.freedesktop.Notifications"), QStringLiteral("Notify"));
    QVariantMap hints;
    hints.insert(QStringLiteral("desktop-entry"), QStringLiteral("gamut"));
    hints.insert(QStringLiteral("category"), QStringLiteral("im.received"));
    call << QStringLiteral("Gamut") << lastId_ << QStringLiteral("gamut") << summary << body << QStringList() << hints
         << int(-1);
    auto *watcher = new QDBusPendingCallWatcher(bus_.asyncCall(call, 5000), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, summary, body](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<uint> reply = *w;
        if (reply.isError()) { // no notification service on this desktop
            showInTray(summary, body);
            return;
        }
        lastId_ = reply.value();
        route_ = Route::Bus;
        emit shown(summary, body, route_);
    });
}

void DesktopNotifier::showInTray(const QString &summary, const QString &body) {
    if (!QSystemTrayIcon::isSystemTrayAvailable() || !qobject_cast<QApplication *>(QCoreApplication::instance())) {
        route_ = Route::None;
        emit shown(summary, body, route_);
        return;
    }
    if (!tray_) {
        tray_ = new QSystemTrayIcon(QApplication::windowIcon(), this);
        tray_->setToolTip(QStringLiteral("Gamut"));
    }
    tray_->show();
    tray_->showMessage(summary, body, QSystemTrayIcon::Information, 10000);
    route_ = Route::Tray;
    emit shown(summary, body, route_);
}

} // namespace gamut
