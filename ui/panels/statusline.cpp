#include "statusline.h"

#include "ui/panels/busyindicator.h"
#include "ui/text/labels.h"

#include "ui/text/gameovertext.h"

#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QTimer>

namespace gamut {

namespace {

QPixmap swatch(const QColor &colour, int size) {
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(90, 90, 90), 1));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1.5, 1.5, size - 3, size - 3));
    return pixmap;
}

QLabel *separated(QLabel *label) {
    label->setContentsMargins(8, 0, 8, 0);
    return label;
}

} // namespace

StatusLine::StatusLine(GameModel *model, TurnController *turns, QWidget *parent)
    : QWidget(parent), model_(model), turns_(turns), swatch_(new QLabel(this)), turn_(new QLabel(this)),
      lastMove_(separated(new QLabel(this))), message_(separated(new QLabel(this))), offer_(new QPushButton(this)),
      thinking_(separated(new QLabel(this))), busy_(new BusyIndicator(this)), figures_(separated(new QLabel(this))),
      messageTimer_(new QTimer(this)) {
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 0);
    layout->setSpacing(4);
    layout->addWidget(swatch_);
    layout->addWidget(turn_);
    layout->addWidget(lastMove_);
    layout->addWidget(message_);
    layout->addWidget(offer_);
    layout->addStretch(1);
    layout->addWidget(thinking_);
    layout->addWidget(busy_);
    layout->addWidget(figures_);
    QFont bold = turn_->font();
    bold.setBold(true);
    turn_->setFont(bold);
    message_->setStyleSheet(QStringLiteral("color: palette(link);"));
    busy_->hide();
    thinking_->hide();
    messageTimer_->setSingleShot(true);
    connect(messageTimer_, &QTimer::timeout, this, &StatusLine::clearMessage);
    turn_->setObjectName(QStringLiteral("statusTurn"));
    turn_->installEventFilter(this); // at game over a click on the result brings the message back
    offer_->setObjectName(QStringLiteral("statusOffer"));
    offer_->setFlat(true);
    offer_->setFocusPolicy(Qt::TabFocus); // its mnemonic reaches it from anywhere; a click keeps the focus where it is
    offer_->hide();
    connect(offer_, &QPushButton::clicked, this, [this] {
        const std::function<void()> action = std::move(offerAction_);
        clearMessage();
        if (action)
            action();
    });

    for (auto signal :
         {&GameModel::gameChanged, &GameModel::positionChanged, &GameModel::historyChanged, &GameModel::linesChanged})
        connect(model_, signal, this, &StatusLine::refresh);
    connect(model_, &GameModel::movePlayed, this, &StatusLine::refresh);
    connect(model_, &GameModel::roundChanged, this, &StatusLine::refresh);
    connect(model_, &GameModel::gameChanged, this, [this] { // what was said about the old game is over with it
        messageTimer_->stop();
        message_->clear();
    });
    connect(model_, &GameModel::refused, this, [this](const QString &reason) { showMessage(reason); });
    connect(model_, &GameModel::notice, this, [this](const QString &text) { showMessage(text, 8000); });
    connect(turns_, &TurnController::seatsChanged, this, &StatusLine::refresh);
    connect(turns_, &TurnController::thinkingStarted, this, [this](int side) { showThinking(side, 0); });
    connect(turns_, &TurnController::thinkingProgress, this,
            [this](int side, int depth, int, const QString &) { showThinking(side, depth); });
    connect(turns_, &TurnController::thinkingStopped, this, &StatusLine::hideThinking);
    connect(turns_, &TurnController::pausedChanged, this, &StatusLine::refresh);
    refresh();
}

QString StatusLine::turnText() const { return turn_->text(); }
QString StatusLine::figuresText() const { return figures_->text(); }
QString StatusLine::messageText() const { return message_->text(); }
QString StatusLine::browsingText() const {
    return model_->ply() < model_->plyCount() || !model_->onMainLine() ? lastMove_->text() : QString();
}
bool StatusLine::isThinkingShown() const { return !busy_->isHidden(); }

void StatusLine::showMessage(const QString &text, int milliseconds) {
    offerAction_ = nullptr;
    offer_->hide();
    message_->setText(text);
    message_->setToolTip(text);
    messageTimer_->start(milliseconds);
}

void StatusLine::showOffer(const QString &text, const QString &button, std::function<void()> action, int milliseconds) {
    showMessage(text, milliseconds);
    offerAction_ = std::move(action);
    offer_->setText(button);
    offer_->setAccessibleName(QString(button).remove(QLatin1Char('&')));
    offer_->show();
    const QString key = QKeySequence::mnemonic(button).toString(QKeySequence::NativeText);
    emit offered(key.isEmpty() ? text : tr("%1 %2: %3").arg(text, offer_->accessibleName(), key));
}

QString StatusLine::offerText() const { return offer_->isVisible() ? offer_->text() : QString(); }

void StatusLine::clearMessage() {
    offerAction_ = nullptr;
    offer_->hide();
    message_->clear();
}

void StatusLine::refresh() {
    const QString game = model_->gameId();
    const GameState &position = model_->position();
    const int side = position.turn();
    int nextColour = -1;
    for (const Figure &figure : position.figures())
        if (figure.value == FigureValue::Colour)
            nextColour = int(figure.first);

    const bool over = model_->isOver();
    if (over)
        turn_->setCursor(Qt::PointingHandCursor);
    else
        turn_->unsetCursor();
    turn_->setToolTip(over ? tr("%1 Click to see the result again.").arg(gameover::reason(*model_)).trimmed()
                           : QString());
    if (over) {
        turn_->setText(labels::pastResultText(*model_)); // the game is over: in the past
    } else if (side >= 0) {
        // A person, here or elsewhere, by name when the game has one ("ada (Black)"); a computer by its side.
        const QString who = turns_->isHuman(side) || turns_->isNetwork(side) ? labels::personSide(*model_, side)
                                                                             : labels::sideName(game, side);
        const QString seat = labels::seatText(turns_->seatSpec(side));
        turn_->setText(nextColour >= 0 ? tr("%1 to move: %2 (%3)").arg(who, labels::colourName(nextColour), seat)
                                       : tr("%1 to move (%2)").arg(who, seat));
        if (turns_->isPaused() && !turns_->isHuman(side))
            turn_->setText(turn_->text() + QLatin1Char(' ') + tr("- paused"));
    }
    swatch_->setVisible(nextColour >= 0 && !model_->isOver());
    if (nextColour >= 0)
        swatch_->setPixmap(swatch(labels::colourValue(nextColour), fontMetrics().height()));

    const int ply = model_->ply();
    if (!model_->onMainLine()) // a side line: which one, and where on it
        lastMove_->setText(tr("Viewing move %1 of %2 on %3")
                               .arg(QLocale().toString(ply), QLocale().toString(model_->plyCount()),
                                    labels::lineName(*model_, model_->currentLine().back())));
    else if (ply < model_->plyCount()) // browsing the history: say so, and how to get back
        lastMove_->setText(tr("Viewing move %1 of %2: End returns to the game")
                               .arg(QLocale().toString(ply), QLocale().toString(model_->plyCount())));
    else
        lastMove_->setText(ply > 0 ? tr("last: %1").arg(model_->moveTexts().value(ply - 1)) : QString());

    // The game's figures only while the game panel is hidden: the status line does not repeat it. After the end
    // the figure that decided the game, in the past ("Final score: Green by 7,122").
    figures_->setVisible(figuresShown_);
    if (!figuresShown_)
        return;
    if (model_->isOver()) {
        figures_->setText(gameover::decidingFigure(*model_));
        return;
    }
    const QLocale locale;
    QStringList parts;
    if (model_->info().playedInRounds) {
        const auto scores = model_->scores();
        parts << tr("round %1").arg(locale.toString(model_->round()))
              << tr("%1 %2 : %3 %4")
                     .arg(labels::sideName(game, 0), locale.toString(scores[0]), locale.toString(scores[1]),
                          labels::sideName(game, 1));
    }
    for (const Figure &figure : position.figures()) {
        const QString key = QLatin1String(figure.key);
        if (figure.role == FigureRole::PanelOnly)
            continue; // the panel shows these; the status bar keeps to what changes the outcome
        if (figure.role == FigureRole::Decides && !figure.perSide) { // a signed lead (AddTraction's score)
            const qint64 score = figure.first;
            parts << (score == 0 ? tr("score even")
                                 : tr("score %1 %2")
                                       .arg(labels::sideName(game, score > 0 ? 0 : 1), locale.toString(qAbs(score))));
        } else if (figure.perSide) {
            // The label as the panel writes it (German nouns keep their capital letter).
            parts << QStringLiteral("%1 %2 : %3")
                         .arg(labels::figureLabel(key), locale.toString(figure.first), locale.toString(figure.second));
        } else {
            parts << QStringLiteral("%1 %2").arg(labels::figureLabel(key), locale.toString(figure.first));
        }
    }
    figures_->setText(parts.join(QStringLiteral("  ·  ")));
}

bool StatusLine::eventFilter(QObject *watched, QEvent *event) {
    if (watched == turn_ && event->type() == QEvent::MouseButtonRelease && model_->isOver()) {
        emit resultRequested();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void StatusLine::setFiguresShown(bool shown) {
    figuresShown_ = shown;
    refresh();
}

void StatusLine::showThinking(int side, int depth) {
    const QString who = labels::sideName(model_->gameId(), side);
    thinking_->setText(depth > 0 ? tr("%1 thinking… depth %2").arg(who).arg(depth) : tr("%1 thinking…").arg(who));
    thinking_->show();
    busy_->show();
}

void StatusLine::hideThinking() {
    thinking_->hide();
    busy_->hide();
}

} // namespace gamut
