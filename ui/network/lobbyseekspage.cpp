#include "lobbyseekspage.h"

#include "lobbysession.h"
#include "offerform.h"
#include "onlinesettings.h"

#include "ui/text/labels.h"

#include "core/clock/timecontrol.h"
#include "core/registry.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gamut {

namespace {

enum Column { PlayerColumn, RatingColumn, GameColumn, TimeColumn, ModeColumn, SideColumn, Columns };

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

// The side the seeker wants, in the game's words.
QString sideWords(const net::SeekInfo &seek) {
    if (seek.colour == QLatin1String("first"))
        return labels::sideName(seek.game, 0);
    if (seek.colour == QLatin1String("second"))
        return labels::sideName(seek.game, 1);
    return LobbySeeksPage::tr("either");
}

} // namespace

LobbySeeksPage::Speed LobbySeeksPage::speedOf(const QString &control) {
    std::string error;
    const auto parsed = parseTimeControl(control.toStdString(), error);
    if (!parsed || !parsed->isTimed())
        return Speed::Untimed;
    if (parsed->kind == TimeControl::Kind::Days)
        return Speed::Correspondence;
    const std::int64_t estimate =
        parsed->kind == TimeControl::Kind::Fischer ? parsed->baseMs + 40 * parsed->incrementMs : 40 * parsed->moveMs;
    if (estimate < 180000)
        return Speed::Bullet;
    if (estimate < 480000)
        return Speed::Blitz;
    if (estimate < 1500000)
        return Speed::Rapid;
    return Speed::Classical;
}

QString LobbySeeksPage::speedName(Speed speed) {
    switch (speed) {
    case Speed::Bullet:
        return tr("Bullet");
    case Speed::Blitz:
        return tr("Blitz");
    case Speed::Rapid:
        return tr("Rapid");
    case Speed::Classical:
        return tr("Classical");
    case Speed::Correspondence:
        return tr("Correspondence");
    case Speed::Untimed:
        return tr("No clock");
    }
    return QString();
}

LobbySeeksPage::LobbySeeksPage(LobbySession *session, QWidget *parent) : QWidget(parent), session_(session) {
    auto *layout = new QVBoxLayout(this);
    auto *filters = new QHBoxLayout;
    gameFilter_ = new QComboBox(this);
    gameFilter_->addItem(tr("All games"), QString());
    for (const GameEntry &entry : allGames())
        gameFilter_->addItem(labels::gameTitle(fromView(entry.info->id)), fromView(entry.info->id));
    gameFilter_->setAccessibleName(tr("Show the seeks of"));
    speedFilter_ = new QComboBox(this);
    speedFilter_->addItem(tr("Any time"), -1);
    for (Speed s : {Speed::Bullet, Speed::Blitz, Speed::Rapid, Speed::Classical, Speed::Correspondence, Speed::Untimed})
        speedFilter_->addItem(speedName(s), int(s));
    speedFilter_->setAccessibleName(tr("Show the seeks with the time"));
    ratedFilter_ = new QComboBox(this);
    ratedFilter_->addItem(tr("Rated and casual"), 0);
    ratedFilter_->addItem(tr("Rated only"), 1);
    ratedFilter_->addItem(tr("Casual only"), 2);
    ratedFilter_->setAccessibleName(tr("Show rated or casual seeks"));
    auto *filterLabel = new QLabel(tr("Sho&w:"), this);
    filterLabel->setBuddy(gameFilter_);
    filters->addWidget(filterLabel);
    filters->addWidget(gameFilter_);
    filters->addWidget(speedFilter_);
    filters->addWidget(ratedFilter_);
    filters->addStretch();
    layout->addLayout(filters);

    table_ = new QTableWidget(0, Columns, this);
    table_->setHorizontalHeaderLabels({tr("Player"), tr("Rating"), tr("Game"), tr("Time"), tr("Mode"), tr("Plays")});
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setTabKeyNavigation(false);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setAccessibleName(tr("Seeks"));
    layout->addWidget(table_, 1);
    auto *row = new QHBoxLayout;
    count_ = new QLabel(this);
    play_ = new QPushButton(tr("&Play"), this);
    play_->setToolTip(tr("Accept the selected seek: the game starts at once"));
    row->addWidget(count_, 1);
    row->addWidget(play_);
    layout->addLayout(row);

    auto *own = new QGroupBox(tr("Your seek"), this);
    auto *ownLayout = new QVBoxLayout(own);
    form_ = new OfferForm(own);
    const OnlineSettings::Seek last = OnlineSettings::seek();
    form_->setGame(last.game);
    form_->setControl(last.control);
    form_->setRated(last.rated);
    form_->setColour(last.colour);
    ownLayout->addWidget(form_);
    auto *ownButtons = new QHBoxLayout;
    seek_ = new QPushButton(tr("&Seek"), own);
    seek_->setToolTip(tr("Wait in the lobby for someone to accept this game (at most 3 seeks)"));
    cancel_ = new QPushButton(tr("Cance&l My Seeks"), own);
    ownButtons->addStretch();
    ownButtons->addWidget(cancel_);
    ownButtons->addWidget(seek_);
    ownLayout->addLayout(ownButtons);
    layout->addWidget(own);

    for (QComboBox *box : {gameFilter_, speedFilter_, ratedFilter_})
        connect(box, &QComboBox::currentIndexChanged, this, &LobbySeeksPage::refill);
    connect(table_, &QTableWidget::itemSelectionChanged, this, &LobbySeeksPage::updateButtons);
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this] { playSelected(); });
    table_->installEventFilter(this);
    connect(play_, &QPushButton::clicked, this, &LobbySeeksPage::playSelected);
    connect(seek_, &QPushButton::clicked, this, &LobbySeeksPage::seekNow);
    connect(cancel_, &QPushButton::clicked, session_, &LobbySession::cancelSeeks);
    connect(form_, &OfferForm::changed, this, &LobbySeeksPage::updateButtons);
    connect(session_, &LobbySession::seeksChanged, this, &LobbySeeksPage::refill);
    connect(session_, &LobbySession::stateChanged, this, [this] {
        form_->setRatedAllowed(session_->signedIn());
        updateButtons();
    });
    form_->setRatedAllowed(session_->signedIn());
    refill();
}

bool LobbySeeksPage::passes(const net::SeekInfo &seek) const {
    const QString game = gameFilter_->currentData().toString();
    if (!game.isEmpty() && seek.game != game)
        return false;
    const int speed = speedFilter_->currentData().toInt();
    if (speed >= 0 && int(speedOf(seek.control)) != speed)
        return false;
    const int rated = ratedFilter_->currentData().toInt();
    return rated == 0 || (rated == 1) == seek.rated;
}

void LobbySeeksPage::refill() {
    const QString selected =
        table_->currentRow() >= 0 && table_->currentRow() < shown_.size() ? shown_[table_->currentRow()].id : QString();
    const int before = int(shown_.size());
    shown_.clear();
    for (const net::SeekInfo &seek : session_->seeks())
        if (passes(seek))
            shown_ << seek;
    table_->setRowCount(int(shown_.size()));
    for (int r = 0; r < shown_.size(); ++r) {
        const net::SeekInfo &s = shown_[r];
        const bool mine = session_->isMine(s);
        const QStringList cells = {
            mine ? tr("%1 (you)").arg(s.name) : s.name,
            s.rating == QLatin1String("-") ? tr("none") : s.rating,
            labels::gameTitle(s.game) +
                (s.variant.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(labels::variantName(s.game, s.variant))),
            OfferForm::controlWords(s.control),
            s.rated ? tr("Rated") : tr("Casual"),
            sideWords(s)};
        for (int c = 0; c < Columns; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setData(Qt::UserRole, s.id);
            table_->setItem(r, c, item);
        }
    }
    table_->resizeColumnsToContents();
    count_->setText(tr("%n seek(s) shown, %1 in the lobby", nullptr, int(shown_.size())).arg(session_->seeks().size()));
    if (!selected.isEmpty())
        selectSeek(selected);
    if (shown_.size() > before && before >= 0 && isVisible())
        emit announce(tr("%n seek(s) in the list", nullptr, int(shown_.size())));
    updateButtons();
}

bool LobbySeeksPage::eventFilter(QObject *watched, QEvent *event) {
    if (watched == table_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter)
            return playSelected();
    }
    return QWidget::eventFilter(watched, event);
}

bool LobbySeeksPage::selectSeek(const QString &id) {
    for (int r = 0; r < shown_.size(); ++r)
        if (shown_[r].id == id) {
            table_->selectRow(r);
            table_->setCurrentCell(r, 0);
            return true;
        }
    return false;
}

void LobbySeeksPage::updateButtons() {
    const bool online = session_->hasLobby();
    const bool named = !session_->playerName().isEmpty();
    const int row = table_->currentRow();
    const bool playable = online && named && row >= 0 && row < shown_.size() && !session_->isMine(shown_[row]) &&
                          (!shown_[row].rated || session_->signedIn());
    play_->setEnabled(playable);
    seek_->setEnabled(online && named && form_->isValid() && session_->mySeekCount() < 3);
    cancel_->setEnabled(online && session_->mySeekCount() > 0);
}

bool LobbySeeksPage::playSelected() {
    const int row = table_->currentRow();
    if (!play_->isEnabled() || row < 0 || row >= shown_.size())
        return false;
    session_->accept(shown_[row].id);
    return true;
}

bool LobbySeeksPage::seekNow() {
    if (!seek_->isEnabled())
        return false;
    OnlineSettings::setSeek({form_->game(), form_->control(), form_->colour(), form_->rated()});
    session_->seek(form_->game(), form_->variant(), form_->control(), form_->rated(), form_->colour());
    return true;
}

} // namespace gamut
