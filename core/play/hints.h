// Hints: the best move for the side to move at a small fixed budget (hintEngine()), answered within 0.3 s, on an
// engine of their own, so that a computer seat's search goes on undisturbed. A hint asked for a position that
// changes before it comes is dropped; a change of the record that leaves the position (a comment, a tag) keeps it.
#pragma once

#include "../move.h"

#include <QObject>
#include <QString>

namespace gamut {

class ComputerPlayer;
class GameModel;

class Hints : public QObject {
    Q_OBJECT
public:
    explicit Hints(GameModel *model, QObject *parent = nullptr);
    ~Hints() override;

    static QString engine(); // the engine spec hints use
    // False (and nothing comes) when the game is over.
    bool request();
    void cancel(); // the position changed: the hint asked for it is dropped

signals:
    void ready(gamut::Move move, const QString &token);

private:
    GameModel *model_;
    ComputerPlayer *computer_ = nullptr;
    QString game_;         // the game computer_'s engine was made for
    qint64 revision_ = -1; // the position asked about, -1 when nothing is asked
};

} // namespace gamut
