#include "resultplacement.h"

#include "ui/board/boardview.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>
#include <climits>
#include <tuple>

namespace gamut::placement {

namespace {

constexpr int kGap = 8;

qint64 overlap(const QRect &a, const QRect &b) {
    const QRect both = a.intersected(b);
    return both.isEmpty() ? 0 : qint64(both.width()) * both.height();
}

// The distance between two rectangles (0 when they touch or overlap).
int distance(const QRect &a, const QRect &b) {
    const int dx = std::max({0, b.left() - a.right(), a.left() - b.right()});
    const int dy = std::max({0, b.top() - a.bottom(), a.top() - b.bottom()});
    return std::max(dx, dy);
}

QRect within(QRect rect, const QRect &allowed) {
    rect.moveLeft(
        std::clamp(rect.left(), allowed.left(), std::max(allowed.left(), allowed.right() - rect.width() + 1)));
    rect.moveTop(std::clamp(rect.top(), allowed.top(), std::max(allowed.top(), allowed.bottom() - rect.height() + 1)));
    return rect;
}

} // namespace

QPoint resultPosition(const QSize &frame, const QRect &board, const QRect &view, const std::vector<QRect> &deciding,
                      const QRect &allowed, const QRect &window) {
    const int w = frame.width(), h = frame.height();
    const QPoint centre = board.center();
    // Beside the board first (right, left, under, over it), then over the board at its edges and corners.
    std::vector<QRect> candidates = {
        QRect(board.right() + kGap, centre.y() - h / 2, w, h),
        QRect(board.left() - kGap - w, centre.y() - h / 2, w, h),
        QRect(centre.x() - w / 2, board.bottom() + kGap, w, h),
        QRect(centre.x() - w / 2, board.top() - kGap - h, w, h),
    };
    const QRect inner = board.adjusted(kGap, kGap, -kGap, -kGap);
    const int xs[] = {inner.left(), centre.x() - w / 2, inner.right() - w + 1};
    const int ys[] = {inner.top(), centre.y() - h / 2, inner.bottom() - h + 1};
    for (int y : ys)
        for (int x : xs)
            if (x != xs[1] || y != ys[1]) // the middle of the board covers most
                candidates.emplace_back(x, y, w, h);

    // The best: over no deciding cell; then over as little of the board as possible; then as little off the window
    // as possible; then inside the board's own widget (covering no other panel); then as far from the deciding cells
    // as possible; then the first.
    using Cost = std::tuple<qint64, qint64, qint64, int, int, int>;
    Cost best{LLONG_MAX, 0, 0, 0, 0, 0};
    QRect chosen = within(candidates.front(), allowed);
    for (int i = 0; i < int(candidates.size()); ++i) {
        const QRect place = within(candidates[std::size_t(i)], allowed);
        qint64 covered = 0;
        int nearest = INT_MAX;
        for (const QRect &cell : deciding) {
            covered += overlap(place, cell);
            nearest = std::min(nearest, distance(place, cell));
        }
        const qint64 offWindow = qint64(place.width()) * place.height() - overlap(place, window);
        const Cost cost{covered,
                        overlap(place, board),
                        offWindow,
                        view.contains(place) ? 0 : 1,
                        deciding.empty() ? 0 : -std::min(nearest, 400),
                        i};
        if (cost < best) {
            best = cost;
            chosen = place;
        }
    }
    return chosen.topLeft();
}

void placeBesideBoard(QWidget *message, const BoardView &board, const std::vector<int> &deciding) {
    const QWidget *viewport = board.viewport();
    const auto global = [viewport](const QRect &rect) {
        return QRect(viewport->mapToGlobal(rect.topLeft()), rect.size());
    };
    QRect cells;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        cells |= board.cellRect(cell);
    std::vector<QRect> decided;
    for (int cell : deciding)
        decided.push_back(global(board.cellRect(cell)));
    // The frame the window manager adds: the message's own once shown, else the main window's as a guess.
    const QWidget *window = board.window();
    const QWidget *framed = message->frameGeometry().size() != message->size() ? message : window;
    const QMargins frame(framed->geometry().left() - framed->frameGeometry().left(),
                         framed->geometry().top() - framed->frameGeometry().top(),
                         framed->frameGeometry().right() - framed->geometry().right(),
                         framed->frameGeometry().bottom() - framed->geometry().bottom());
    const QSize size = message->size().grownBy(frame);
    // The screen the window is on; a window larger than its screen (a test's offscreen one) may be used whole.
    const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    const QRect allowed = (screen ? screen->availableGeometry() : QRect()).united(window->frameGeometry());
    const QRect view(board.mapToGlobal(QPoint(0, 0)), board.size());
    message->move(resultPosition(size, global(cells), view, decided, allowed, window->frameGeometry()));
}

} // namespace gamut::placement
