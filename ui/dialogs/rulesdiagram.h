// The board diagrams of the rules pages, drawn from real positions. A page refers to one as an image,
//   <img src="diagram:GAME/VARIANT/MOVES?OPTIONS">
// GAME a registry id; VARIANT a variant id (empty for the game's default); MOVES the moves from the start, in the
// game's notation, separated by commas (may be left out); OPTIONS, separated by '&':
//   legal        mark the legal moves of the side to move
//   from=CELL    pick the piece on CELL and mark where it may go (LOA)
//   mark=C1,C2   highlight these cells
//   nolast       do not mark the last move (marked by default)
//   size=PX      the picture's width in pixels (120..640; the default suits the board)
// e.g. "diagram:loa/standard?from=b1", "diagram:atoms/classic/a1,a2,h8,h1,a1". The position is built by the core
// (registry, parseMove, play: the moves are checked by the rules) and painted by the window's own board scene in the
// chosen theme. A reference that cannot be built gives its reason instead of a picture, and never a crash.
#pragma once

#include <QHash>
#include <QImage>
#include <QString>

namespace gamut::rulesdiagram {

// The picture of `reference` ("diagram:..."), `devicePixelRatio` times its size in pixels; a null image and the
// reason in `error` when the reference is wrong (unknown game or option, an illegal move, a cell off the board).
QImage render(const QString &reference, const QString &theme, qreal devicePixelRatio, QString *error);

// A rules page with its diagrams resolved: every <img src="diagram:..."> that renders keeps its place and its
// picture goes into `images` (keyed by the src as written) and its words (describe) follow it; one that does not is
// replaced by a visible error paragraph naming the reference and the reason.
QString resolve(const QString &html, const QString &theme, qreal devicePixelRatio, QHash<QString, QImage> *images);

// The diagram in words, for a screen reader (and written under the picture): its pieces row by row from the top and
// the cells it marks ("Diagram: Row 2: a2 red, 1 atom. Row 1: a1 blue, 3 atoms. Marked: a1."); "" when the
// reference is wrong.
QString describe(const QString &reference);

// The diagram references of a page, as written (for the tests).
QStringList references(const QString &html);

} // namespace gamut::rulesdiagram
