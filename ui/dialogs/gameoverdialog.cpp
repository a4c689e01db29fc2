#include "gameoverdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gamut {

GameOverDialog::GameOverDialog(QWidget *parent)
    : QDialog(parent), headline_(new QLabel(this)), detail_(new QLabel(this)) {
    setObjectName(QStringLiteral("gameOverDialog"));
    setWindowTitle(tr("Game Over"));
    setModal(false); // the board stays usable behind it: Close is only one way to look at it
    QFont big = headline_->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    headline_->setFont(big);
    headline_->setAlignment(Qt::AlignCenter);
    detail_->setAlignment(Qt::AlignCenter);
    detail_->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(this);
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
    layout->addWidget(detail_);
    layout->addSpacing(6);
    layout->addWidget(buttons);
}

void GameOverDialog::setResult(const QString &headline, const QString &detail, Next next) {
    headline_->setText(headline);
    detail_->setText(detail);
    detail_->setVisible(!detail.isEmpty());
    playAgain_->setText(next == Next::NextRound  ? tr("&Next Round")
                        : next == Next::NextGame ? tr("&Next Game")
                                                 : tr("&Play Again"));
    // A screen reader reads the dialog's name and description when it opens.
    setAccessibleName(tr("Game over: %1").arg(headline));
    setAccessibleDescription(detail);
    adjustSize();
}

QString GameOverDialog::headline() const { return headline_->text(); }
QString GameOverDialog::detail() const { return detail_->text(); }

} // namespace gamut
