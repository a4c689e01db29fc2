// What a seek or a challenge offers (protocol.md 1.2): the game, its variant, the time control, rated or casual,
// and the seat wanted. One small form for both, so that the lobby's two ways of asking for a game read alike. The
// time control is read by the core's one reader (core/clock/timecontrol.h): a control it refuses is named under the
// field and the form says it is not ready.
#pragma once

#include "core/clock/timecontrol.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace gamut {

class OfferForm : public QWidget {
    Q_OBJECT
public:
    explicit OfferForm(QWidget *parent = nullptr);

    QString game() const;
    QString variant() const;
    QString control() const; // the canonical text (`3+2`, `days:3`), empty when the field is not a control
    bool rated() const;
    QString colour() const; // first, second or random
    bool isValid() const { return !control().isEmpty() && (!rated() || controlIsTimed()); }
    QString problem() const; // why the form is not ready, in words (empty when it is)

    void setGame(const QString &game);
    void setControl(const QString &control);
    void setRated(bool rated);
    void setColour(const QString &colour);
    void setRatedAllowed(bool allowed); // a guest plays casual games only
    // A row above the game (a challenge's opponent), aligned with the form's own labels.
    void addLeadingRow(const QString &label, QWidget *field);

    QComboBox *gameBox() const { return game_; }
    QComboBox *controlBox() const { return control_; }
    QCheckBox *ratedBox() const { return rated_; }

    // The usual controls offered in the time field (any other the reader takes may be typed).
    static QStringList presetControls();
    // A control's words: "3 min + 2 s", "10 s a move", "3 days a move", "No clock".
    static QString controlWords(const QString &control);

signals:
    void changed();

private:
    bool controlIsTimed() const;
    void fillVariants();
    void fillColours();
    void check();

    QComboBox *game_, *variant_, *control_, *colour_;
    QCheckBox *rated_;
    QLabel *problem_;
};

} // namespace gamut
