#include "gameoverdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gamut {

GameOverDialog::GameOverDialog(QWidget *parent)
    : QDialog(parent), headline_(new QLabel(this)), reason_(new QLabel(this)), detail_(new QLabel(this)) {
    setObjectName(QStringLiteral("gameOverDialog"));
    setWindowTitle(tr("Game Over"));
    setModal(false); // the board stays usable behind it: Close is only one way to look at it
    QFont big = headline_->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    headline_->setObjectName(QStringLiteral("gameOverHeadline"));
    headline_->setFont(big);
    headline_->setAlignment(Qt::AlignCenter);
    headline_->setWordWrap(true);
    reason_->setObjectName(QStringLiteral("gameOverReason"));
    reason_->setAlignment(Qt::AlignCenter);
    reason_->setWordWrap(true);
    QFont larger = reason_->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.15);
    reason_->setFont(larger);
    detail_->setAlignment(Qt::AlignCenter);
    detail_->setWordWrap(true);

    // A narrow column, so that it finds room beside the board (resultplacement.h) instead of over it.
    auto *buttons = new QDialogButtonBox(Qt::Vertical, this);
    playAgain_ = buttons->addButton(tr("&Play Again"), QDialogButtonBox::AcceptRole);
    review_ = buttons->addButton(tr("&Review Game"), QDialogButtonBox::ActionRole);
    newGame_ = buttons->addButton(tr("&New Game…"), QDialogButtonBox::ActionRole);
    close_ = buttons->addButton(QDialogButtonBox::Close);
    playAgain_->setDefault(true); // Enter
    playAgain_->setAutoDefault(true);
    connect(playAgain_, &QPushButton::clicked, this, [this] {
        hide();
        emit playAgainRequested();
    });
    connect(review_, &QPushButton::clicked, this, [this] {
        hide();
        emit reviewRequested();
    });
    connect(newGame_, &QPushButton::clicked, this, [this] {
        hide();
        emit newGameRequested();
    });
    connect(close_, &QPushButton::clicked, this, &QDialog::reject); // Escape rejects too

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 18, 24, 14);
    layout->setSpacing(10);
    layout->addWidget(headline_);
    layout->addWidget(reason_);
    layout->addWidget(detail_);
    layout->addSpacing(6);
    layout->addWidget(buttons);
    const QMargins margins = layout->contentsMargins();
    setMaximumWidth(columnWidth() + margins.left() + margins.right());
}

int GameOverDialog::columnWidth() const { return fontMetrics().averageCharWidth() * 40; }

// A word-wrapped label asks for little width, so the column would wrap even "Red cannot move." after "cannot": a
// line that fits the column is given its full width, and only longer ones wrap.
void GameOverDialog::fitOnOneLine(QLabel *label) {
    const int wanted = label->fontMetrics().horizontalAdvance(label->text()) + 2;
    label->setMinimumWidth(std::min(wanted, columnWidth()));
}

void GameOverDialog::setResult(const QString &headline, const QString &reason, const QString &detail, Next next) {
    headline_->setText(headline);
    reason_->setText(reason);
    reason_->setVisible(!reason.isEmpty());
    detail_->setText(detail);
    detail_->setVisible(!detail.isEmpty());
    for (QLabel *label : {headline_, reason_, detail_})
        fitOnOneLine(label);
    // Keys of their own: N is New Game's, R Review Game's.
    playAgain_->setText(next == Next::NextRound  ? tr("Ne&xt Round")
                        : next == Next::NextGame ? tr("Ne&xt Game")
                        : next == Next::Rematch  ? tr("Re&match")
                                                 : tr("&Play Again"));
    // A screen reader reads the dialog's name and description when it opens.
    setAccessibleName(tr("Game over: %1").arg(headline));
    setAccessibleDescription(reason.isEmpty()   ? detail
                             : detail.isEmpty() ? reason
                                                : reason + QLatin1Char(' ') + detail);
    adjustSize();
}

QString GameOverDialog::headline() const { return headline_->text(); }
QString GameOverDialog::reason() const { return reason_->text(); }
QString GameOverDialog::detail() const { return detail_->text(); }

} // namespace gamut
