#include "figurespanel.h"

#include "colourwheel.h"

#include "ui/gameui/gameui.h"
#include "ui/text/labels.h"
#include "ui/theme/theme.h"

#include "core/model/gamemodel.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace gamut {

namespace {

QPixmap disc(const QColor &fill, const QColor &outline, int size) {
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(outline.isValid() ? outline : QColor(80, 80, 80), 1.2));
    painter.setBrush(fill);
    painter.drawEllipse(QRectF(1.5, 1.5, size - 3, size - 3));
    return pixmap;
}

QString number(qint64 value) { return QLocale().toString(value); }

} // namespace

FiguresPanel::FiguresPanel(GameModel *model, QWidget *parent)
    : QWidget(parent), model_(model), theme_(Theme::available().value(0)), wheel_(new ColourWheel(this)),
      nextRound_(new QPushButton(tr("&Next Round"), this)) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 8);
    layout->setSpacing(8);
    layout->addWidget(wheel_, 0, Qt::AlignHCenter);
    layout->addWidget(nextRound_, 0, Qt::AlignHCenter);
    // The window decides what starts the next round: the model, or in a network game the server (`next`).
    connect(nextRound_, &QPushButton::clicked, this, &FiguresPanel::nextRoundRequested);

    for (auto signal : {&GameModel::gameChanged, &GameModel::positionChanged, &GameModel::historyChanged})
        connect(model_, signal, this, &FiguresPanel::refresh);
    connect(model_, &GameModel::movePlayed, this, &FiguresPanel::refresh);
    connect(model_, &GameModel::roundChanged, this, &FiguresPanel::refresh);
    refresh();
}

void FiguresPanel::setNextGameOffered(bool offered) {
    if (offered == nextGameOffered_)
        return;
    nextGameOffered_ = offered;
    refresh();
}

void FiguresPanel::setTheme(const QString &theme) {
    theme_ = theme;
    builtFor_.clear(); // the header discs change colour
    refresh();
}

QList<FiguresPanel::Row> FiguresPanel::rows() const {
    const QString game = model_->gameId();
    const GameUi *ui = findGameUi(game);
    QList<Row> list;
    if (model_->info().playedInRounds) {
        const auto scores = model_->scores();
        list.append({QStringLiteral("round"), tr("Round"), number(model_->round()), {}, true});
        list.append({QStringLiteral("rounds"), tr("Rounds won"), number(scores[0]), number(scores[1])});
    }
    for (const Figure &figure : model_->position().figures()) {
        const QString key = QLatin1String(figure.key);
        const QString label = labels::figureLabel(key);
        const QString own = ui && ui->figureText ? ui->figureText(figure.key, figure.first) : QString();
        if (figure.value == FigureValue::Colour) {
            list.append({key, label, figure.first >= 0 ? labels::colourName(int(figure.first)) : tr("none"), {}, true});
        } else if (!own.isEmpty()) {
            list.append({key, label, own, {}, true});
        } else if (figure.role == FigureRole::Decides && !figure.perSide) { // a signed lead (AddTraction's score)
            const qint64 score = figure.first;
            // After the end the panel speaks in the past: the score decided the game.
            const QString leader = labels::sideName(game, score > 0 ? 0 : 1);
            const QString text = score == 0         ? tr("even")
                                 : model_->isOver() ? tr("%1 won by %2").arg(leader, number(qAbs(score)))
                                                    : tr("%1 leads by %2").arg(leader, number(qAbs(score)));
            list.append({key, label, text, {}, true});
        } else if (figure.perSide) {
            list.append({key, label, number(figure.first), number(figure.second)});
        } else {
            list.append({key, label, number(figure.first), {}, true});
        }
    }
    return list;
}

void FiguresPanel::rebuild(const QList<Row> &rows) {
    // A new table in a new host widget: the old one goes with everything in it, nested layouts included.
    delete gridHost_;
    gridHost_ = new QWidget(this);
    grid_ = new QGridLayout(gridHost_);
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setHorizontalSpacing(14);
    grid_->setVerticalSpacing(5);
    grid_->setColumnStretch(0, 1);
    static_cast<QVBoxLayout *>(layout())->insertWidget(0, gridHost_);
    cells_.clear();
    const QString game = model_->gameId();
    const auto colours = labels::sideColours(game, theme_);
    const int discSize = fontMetrics().height();
    for (int side = 0; side < 2; ++side) {
        auto *header = new QLabel(gridHost_);
        header->setText(QStringLiteral("<b>%1</b>").arg(labels::sideName(game, side).toHtmlEscaped()));
        auto *icon = new QLabel(gridHost_);
        icon->setPixmap(disc(colours[std::size_t(side)], colours[std::size_t(side)].darker(170), discSize));
        auto *box = new QHBoxLayout;
        box->setSpacing(4);
        box->addWidget(icon);
        box->addWidget(header);
        box->addStretch(1);
        grid_->addLayout(box, 0, 1 + side);
    }
    for (int r = 0; r < rows.size(); ++r) {
        QList<QLabel *> labels = {new QLabel(rows[r].label, gridHost_), new QLabel(gridHost_)};
        grid_->addWidget(labels[0], r + 1, 0);
        if (rows[r].wide) {
            grid_->addWidget(labels[1], r + 1, 1, 1, 2);
        } else {
            labels.append(new QLabel(gridHost_));
            grid_->addWidget(labels[1], r + 1, 1);
            grid_->addWidget(labels[2], r + 1, 2);
        }
        cells_.append(labels);
    }
}

void FiguresPanel::refresh() {
    const QList<Row> list = rows();
    QString shape = model_->gameId();
    for (const Row &row : list)
        shape += QLatin1Char(' ') + row.key;
    if (shape != builtFor_) {
        rebuild(list);
        builtFor_ = shape;
    }
    for (int r = 0; r < list.size(); ++r) {
        cells_[r][1]->setText(list[r].first);
        if (!list[r].wide)
            cells_[r][2]->setText(list[r].second);
    }
    shown_ = list;

    const bool rounds = model_->info().playedInRounds;
    int next = -1;
    for (const Figure &figure : model_->position().figures())
        if (figure.value == FigureValue::Colour)
            next = int(figure.first);
    wheel_->setVisible(rounds || next >= 0);
    wheel_->setNextColour(next);
    nextRound_->setVisible(rounds || nextGameOffered_);
    nextRound_->setEnabled((rounds || nextGameOffered_) && model_->isOver());
    nextRound_->setText(rounds ? tr("&Next Round") : tr("&Next Game"));
    nextRound_->setToolTip(rounds ? tr("Keep this round's result and start the next round")
                                  : tr("Start the next game at this table (it starts when both players ask)"));
}

QString FiguresPanel::rowText(const QString &key) const {
    for (const Row &row : shown_)
        if (row.key == key)
            return row.wide ? QStringLiteral("%1 %2").arg(row.label, row.first)
                            : QStringLiteral("%1 %2 %3").arg(row.label, row.first, row.second);
    return {};
}

} // namespace gamut
