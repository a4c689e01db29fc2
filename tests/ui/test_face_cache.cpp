// The painters' cache of rendered faces: identical faces are rendered once and then drawn from the cache, a new
// size, zoom, sub-pixel offset or theme renders them again, and what the cache draws looks like the direct painting
// (the same pixels up to rounding, 3 of 255 where semi-transparent strokes overlap, where the face starts on a quarter
// pixel, as the board's cells do at whole zooms).
#include "ui/board/boardscene.h"
#include "ui/board/cellitem.h"
#include "ui/board/cellpainter.h"
#include "ui/gameui/gameui.h"

#include "core/registry.h"

#include <QPainter>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace gamut;

namespace {

CellFace atoms(int owner, int count, bool nearCritical = false) {
    CellFace face;
    face.owner = std::int8_t(owner);
    face.value = count;
    face.flags = CellFace::Occupied | (nearCritical ? CellFace::NearCritical : 0);
    return face;
}

std::unique_ptr<CellPainter> painterOf(const char *game) { return findGameUi(std::string_view(game))->makePainter(); }

PaintContext contextFor(const Theme &theme, const QString &game) {
    PaintContext context;
    context.theme = &theme;
    context.sides = sideColours(theme, game);
    return context;
}

// One face drawn on a fresh ground, through the cache or directly, with the painter scaled by `scale` and moved by
// `offset` (device pixels), on an image of `ratio` device pixels per logical one.
QImage drawn(const CellPainter &painter, const CellFace &face, const PaintContext &context, bool cached,
             qreal scale = 1.0, QPointF offset = {}, qreal ratio = 1.0) {
    QImage image(QSize(160, 160) * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(context.theme->cellLight);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(offset / ratio);
    p.scale(scale, scale);
    const QRectF rect(10, 10, 80, 80);
    if (cached)
        painter.drawFace(&p, rect, face, context);
    else
        painter.paintFace(&p, rect, face, context);
    return image;
}

// The largest difference of one colour channel between two images of the same size.
int largestDifference(const QImage &a, const QImage &b) {
    int largest = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            largest = std::max({largest, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                                std::abs(qBlue(p) - qBlue(q)), std::abs(qAlpha(p) - qAlpha(q))});
        }
    return largest;
}

} // namespace

class TestFaceCache : public QObject {
    Q_OBJECT
private slots:
    void identicalFacesRenderedOnce();
    void newSizeZoomOrOffsetRendersAgain();
    void newThemeRendersAgain();
    void looksAsPaintedDirectly_data();
    void looksAsPaintedDirectly();
    void fadingOrTurnedPainterPaintsDirectly();
    void boardCellsShareTheirFaces();
};

void TestFaceCache::identicalFacesRenderedOnce() {
    const Theme theme = Theme::named(QStringLiteral("light"));
    const auto painter = painterOf("atoms");
    const PaintContext context = contextFor(theme, QStringLiteral("atoms"));
    QImage image(600, 600, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    // A 6x6 board of 100-pixel cells: two faces, each rendered once, drawn 18 times.
    for (int cell = 0; cell < 36; ++cell)
        painter->drawFace(&p, QRectF((cell % 6) * 100, (cell / 6) * 100, 100, 100), atoms(cell % 2, 3), context);
    qInfo("36 cells of 2 faces: %d rendered, %d from the cache, %d kept", painter->faces().misses(),
          painter->faces().hits(), painter->faces().size());
    QCOMPARE(painter->faces().misses(), 2);
    QCOMPARE(painter->faces().hits(), 34);
    // Another count, owner or near-critical ring is another face.
    painter->drawFace(&p, QRectF(0, 0, 100, 100), atoms(0, 2), context);
    painter->drawFace(&p, QRectF(0, 0, 100, 100), atoms(0, 3, true), context);
    QCOMPARE(painter->faces().misses(), 4);
    // An empty cell shows nothing: it is not kept.
    painter->drawFace(&p, QRectF(0, 0, 100, 100), CellFace{}, context);
    QCOMPARE(painter->faces().size(), 4);
}

void TestFaceCache::newSizeZoomOrOffsetRendersAgain() {
    const Theme theme = Theme::named(QStringLiteral("light"));
    const auto painter = painterOf("loa");
    const PaintContext context = contextFor(theme, QStringLiteral("loa"));
    const CellFace piece = atoms(1, 0);
    drawn(*painter, piece, context, true);
    drawn(*painter, piece, context, true);
    QCOMPARE(painter->faces().misses(), 1);
    QCOMPARE(painter->faces().hits(), 1);
    drawn(*painter, piece, context, true, 1.25); // zoomed (a resized window)
    QCOMPARE(painter->faces().misses(), 2);
    drawn(*painter, piece, context, true, 1.0, QPointF(0.5, 0)); // half a pixel aside
    QCOMPARE(painter->faces().misses(), 3);
    drawn(*painter, piece, context, true, 1.0, QPointF(7, 3)); // whole pixels aside: the same face
    QCOMPARE(painter->faces().misses(), 3);
    drawn(*painter, piece, context, true, 1.0, {}, 2.0); // a screen of two device pixels per pixel
    QCOMPARE(painter->faces().misses(), 4);
    qInfo("LOA's white piece at 4 sizes and offsets: %d rendered, %d from the cache", painter->faces().misses(),
          painter->faces().hits());
}

void TestFaceCache::newThemeRendersAgain() {
    const auto painter = painterOf("atoms");
    const Theme light = Theme::named(QStringLiteral("light"));
    Theme dark = light; // the same theme with other colours for the sides, as a user's theme file may give
    dark.name = QStringLiteral("user");
    dark.sides[QStringLiteral("atoms")] = {QColor(0x80, 0x40, 0x00), QColor(0x00, 0x40, 0x80)};
    QVERIFY(sideColours(light, QStringLiteral("atoms"))[0] != sideColours(dark, QStringLiteral("atoms"))[0]);
    const QImage before = drawn(*painter, atoms(0, 2), contextFor(light, QStringLiteral("atoms")), true);
    drawn(*painter, atoms(0, 2), contextFor(dark, QStringLiteral("atoms")), true);
    QCOMPARE(painter->faces().misses(), 2);

    // The board keeps one theme and copies a new one over it: the scene forgets the faces it had rendered.
    std::string error;
    const std::unique_ptr<GameState> game = newGame("atoms", "", error);
    QVERIFY2(game, error.c_str());
    BoardScene scene;
    scene.setGame(QStringLiteral("atoms"), *game);
    PaintContext context = scene.context();
    drawn(scene.painter(), atoms(0, 2), context, true);
    QCOMPARE(scene.painter().faces().size(), 1);
    scene.setAppearance(dark, false, true);
    QCOMPARE(scene.painter().faces().size(), 0);
    // And the colours drawn are the new theme's, not the old face's.
    context = scene.context();
    const QImage cached = drawn(scene.painter(), atoms(0, 2), context, true);
    const QImage direct = drawn(scene.painter(), atoms(0, 2), context, false);
    QVERIFY(largestDifference(cached, direct) <= 3);
    QVERIFY(before != direct);
}

void TestFaceCache::looksAsPaintedDirectly_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<qreal>("scale");
    QTest::addColumn<qreal>("ratio");
    for (const char *game : {"atoms", "loa", "addtraction", "atom4", "trails"}) {
        QTest::addRow("%s 1x", game) << game << 1.0 << 1.0;
        QTest::addRow("%s zoom 1.25", game) << game << 1.25 << 1.0;
        QTest::addRow("%s 2 device pixels per pixel", game) << game << 1.0 << 2.0;
    }
}

void TestFaceCache::looksAsPaintedDirectly() {
    QFETCH(QString, game);
    QFETCH(qreal, scale);
    QFETCH(qreal, ratio);
    const Theme theme = Theme::named(QStringLiteral("light"));
    const auto painter = painterOf(game.toLatin1().constData());
    const PaintContext context = contextFor(theme, game);
    // Faces of every game: owners, counts, colours, heads with directions, towers, bases.
    std::vector<CellFace> faces = {atoms(0, 1), atoms(1, 2), atoms(0, 3, true), atoms(1, 5)};
    for (std::int8_t colour : {0, 3, 7}) {
        CellFace face;
        face.colour = colour;
        face.flags = CellFace::Occupied;
        faces.push_back(face);
    }
    CellFace head = atoms(0, 0);
    head.flags |= CellFace::Head;
    head.direction = 2;
    CellFace tower;
    tower.flags = CellFace::Tower;
    CellFace base = atoms(1, 0);
    base.flags |= CellFace::Base;
    faces.insert(faces.end(), {head, tower, base});
    int largest = 0;
    for (const CellFace &face : faces) {
        // Twice through the cache: the second one is drawn from the cache and must look the same.
        drawn(*painter, face, context, true, scale, {}, ratio);
        const QImage cached = drawn(*painter, face, context, true, scale, {}, ratio);
        const QImage direct = drawn(*painter, face, context, false, scale, {}, ratio);
        largest = std::max(largest, largestDifference(cached, direct));
    }
    qInfo("%zu faces: largest channel difference %d of 255; %d rendered, %d from the cache", faces.size(), largest,
          painter->faces().misses(), painter->faces().hits());
    QVERIFY(painter->faces().hits() > 0);
    QVERIFY2(largest <= 3, "a face from the cache does not look like the face painted directly");
}

void TestFaceCache::fadingOrTurnedPainterPaintsDirectly() {
    const Theme theme = Theme::named(QStringLiteral("light"));
    const auto painter = painterOf("atoms");
    const PaintContext context = contextFor(theme, QStringLiteral("atoms"));
    QImage image(200, 200, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setOpacity(0.5); // a ghost: its strokes fade one by one, as they always did
    painter->drawFace(&p, QRectF(10, 10, 80, 80), atoms(0, 2), context);
    p.setOpacity(1);
    p.rotate(10);
    painter->drawFace(&p, QRectF(10, 10, 80, 80), atoms(0, 2), context);
    QCOMPARE(painter->faces().misses() + painter->faces().hits(), 0);
}

void TestFaceCache::boardCellsShareTheirFaces() {
    // A real board in the middle of an Atoms game, its cells 75 pixels wide: each different face is rendered once.
    std::string error;
    const std::unique_ptr<GameState> game = newGame("atoms", "", error);
    QVERIFY2(game, error.c_str());
    MoveList moves;
    for (int ply = 0; ply < 60 && game->outcome() == Outcome::Ongoing; ++ply) {
        moves.clear();
        game->legalMoves(moves);
        game->play(moves[(ply * 7 + 3) % moves.size()]);
    }
    BoardScene scene;
    scene.setAppearance(Theme::named(QStringLiteral("light")), false, true);
    scene.setGame(QStringLiteral("atoms"), *game);
    int occupied = 0;
    std::vector<CellFace> distinct;
    for (int cell = 0; cell < scene.cellCount(); ++cell) {
        const CellFace face = game->cellFace(cell);
        occupied += face.occupied() ? 1 : 0;
        if (face.occupied() && std::find(distinct.begin(), distinct.end(), face) == distinct.end())
            distinct.push_back(face);
    }
    const QRectF source = scene.sceneRect();
    const QRectF target(0, 0, source.width() * 0.75, source.height() * 0.75);
    QImage image(target.size().toSize() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    const auto render = [&] { scene.render(&p, target, source); };
    render();
    const FaceCache &faces = scene.painter().faces();
    const int rendered = faces.misses();
    qInfo("%d occupied cells, %zu different faces: %d rendered, %d drawn from the cache", occupied, distinct.size(),
          rendered, faces.hits());
    QVERIFY(occupied > 10);
    QCOMPARE(faces.misses() + faces.hits(), occupied);
    QCOMPARE(rendered, int(distinct.size()));
    // Every cell painted again (the items' own caches dropped): all faces come from the cache.
    for (QGraphicsItem *item : scene.items())
        if (dynamic_cast<CellItem *>(item))
            item->update();
    render();
    qInfo("every cell again: %d rendered, %d drawn from the cache", faces.misses() - rendered, faces.hits());
    QCOMPARE(faces.misses(), rendered);
    QCOMPARE(faces.hits(), 2 * occupied - rendered);
    // The game goes on, each move's changed cells painted: most come from the cache.
    const int hitsBefore = faces.hits();
    for (int ply = 0; ply < 40 && game->outcome() == Outcome::Ongoing; ++ply) {
        moves.clear();
        game->legalMoves(moves);
        game->play(moves[(ply * 5 + 1) % moves.size()]);
        scene.showPosition(*game);
        render();
    }
    const int laterMisses = faces.misses() - rendered, laterHits = faces.hits() - hitsBefore;
    qInfo("40 more moves: %d faces rendered, %d drawn from the cache", laterMisses, laterHits);
    QVERIFY(laterHits > 2 * laterMisses);
}

QTEST_MAIN(TestFaceCache)
#include "test_face_cache.moc"
