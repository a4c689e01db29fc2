// A desktop notification for what happens away from the window (a correspondence opponent's move, a challenge):
// freedesktop.org's org.freedesktop.Notifications over the session D-Bus (Qt D-Bus, asynchronously: the GUI thread
// never waits for the bus), and where no notification service answers, the system tray's message if there is a tray.
// shown() says what was shown, by whichever way (the window's status line shows it too).
#pragma once

#include <QDBusConnection>
#include <QObject>

class QSystemTrayIcon;

namespace gamut {

class DesktopNotifier : public QObject {
    Q_OBJECT
public:
    enum class Route { Bus, Tray, None };
    // `bus`: the session bus (tests give a private one).
    explicit DesktopNotifier(QDBusConnection bus = QDBusConnection::sessionBus(), QObject *parent = nullptr);
    ~DesktopNotifier() override;

    void notify(const QString &summary, const QString &body);
    Route lastRoute() const { return route_; }

signals:
    void shown(const QString &summary, const QString &body, gamut::DesktopNotifier::Route route);

private:
    void showInTray(const QString &summary, const QString &body);

    QDBusConnection bus_;
    QSystemTrayIcon *tray_ = nullptr;
    uint lastId_ = 0; // the service's id of the last notification: a new one replaces it
    Route route_ = Route::None;
};

} // namespace gamut
