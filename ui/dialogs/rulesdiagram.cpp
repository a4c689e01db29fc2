#include "rulesdiagram.h"

#include "ui/board/boardscene.h"
#include "ui/text/boardreading.h"
#include "ui/text/cellphrase.h"
#include "ui/text/gamephrases.h"
#include "ui/theme/theme.h"

#include "core/geometry.h"
#include "core/registry.h"

#include <QCoreApplication>
#include <QPainter>
#include <QRegularExpression>
#include <QUrlQuery>

#include <algorithm>

namespace gamut::rulesdiagram {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("gamut::rulesdiagram", text); }

// <img ... src="diagram:..." ...>: the whole tag and the reference as written.
const QRegularExpression &imagePattern() {
    static const QRegularExpression pattern(QStringLiteral("<img\\b[^>]*\\bsrc\\s*=\\s*\"(diagram:[^\"]*)\"[^>]*>"),
                                            QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

// The text of an attribute as the HTML parser gives it (a page writes "&" in a src as "&amp;").
QString unescape(QString text) {
    return text.replace(QLatin1String("&lt;"), QLatin1String("<"))
        .replace(QLatin1String("&gt;"), QLatin1String(">"))
        .replace(QLatin1String("&quot;"), QLatin1String("\""))
        .replace(QLatin1String("&amp;"), QLatin1String("&"));
}

// A target a diagram points out: the board's legal-move mark, ringed as well, since the board's discreet dot is
// easily missed in a small picture.
constexpr unsigned kTarget = CellItem::Legal | CellItem::Hint;

struct Request {
    std::unique_ptr<GameState> position;
    QString game;
    std::vector<unsigned> marks;
    int width = 0;
};

std::optional<int> cellOf(const QString &text, const GameState &position, QString *error) {
    if (const auto cell = parseCell(text.trimmed().toLower().toStdString(), position.geometry()))
        return *cell;
    *error = tr("no cell '%1' on this board").arg(text);
    return std::nullopt;
}

bool build(const QString &reference, Request &request, QString *error) {
    if (!reference.startsWith(QLatin1String("diagram:"))) {
        *error = tr("a diagram reference starts with 'diagram:'");
        return false;
    }
    QString body = reference.mid(8), options;
    if (const qsizetype question = body.indexOf(QLatin1Char('?')); question >= 0) {
        options = body.mid(question + 1);
        body.truncate(question);
    }
    const QStringList parts = body.split(QLatin1Char('/'));
    if (parts.size() > 3 || parts.front().isEmpty()) {
        *error = tr("expected diagram:GAME/VARIANT/MOVES");
        return false;
    }
    request.game = parts.front().trimmed();
    if (!findGame(request.game.toStdString())) {
        *error = tr("unknown game '%1' (games: %2)").arg(request.game, QString::fromStdString(gameIdList()));
        return false;
    }
    std::string message;
    request.position = newGame(request.game.toStdString(), parts.value(1).trimmed().toStdString(), message);
    if (!request.position) {
        *error = QString::fromStdString(message);
        return false;
    }
    GameState &position = *request.position;
    const int cells = position.geometry().cellCount();
    request.marks.assign(std::size_t(cells), 0u);
    const auto mark = [&](int cell, unsigned bits) {
        if (cell >= 0 && cell < cells)
            request.marks[std::size_t(cell)] |= bits;
    };
    MoveCells last{-1, -1};
    int ply = 0;
    for (const QString &token : parts.value(2).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        ++ply;
        const ParsedMove parsed = position.parseMove(token.trimmed().toStdString());
        if (!parsed.ok()) {
            *error = tr("move %1 '%2' is not legal: %3").arg(ply).arg(token, QString::fromStdString(parsed.error));
            return false;
        }
        last = position.moveCells(parsed.move);
        position.play(parsed.move);
    }
    bool markLast = ply > 0;
    for (const QString &option : options.split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
        const QString key = option.section(QLatin1Char('='), 0, 0).trimmed();
        const QString value = option.section(QLatin1Char('='), 1).trimmed();
        if (key == QLatin1String("legal")) {
            MoveList moves;
            position.legalMoves(moves);
            for (Move move : moves)
                mark(position.moveCells(move).to, kTarget);
        } else if (key == QLatin1String("from")) {
            const auto cell = cellOf(value, position, error);
            if (!cell)
                return false;
            const std::vector<Move> moves = position.legalMovesFrom(*cell);
            if (moves.empty()) {
                *error = tr("the piece on %1 has no legal move").arg(value);
                return false;
            }
            mark(*cell, CellItem::Selected);
            for (Move move : moves)
                mark(position.moveCells(move).to, kTarget);
        } else if (key == QLatin1String("mark")) {
            for (const QString &name : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const auto cell = cellOf(name, position, error);
                if (!cell)
                    return false;
                mark(*cell, CellItem::Hint);
            }
        } else if (key == QLatin1String("nolast")) {
            markLast = false;
        } else if (key == QLatin1String("size")) {
            bool ok = false;
            request.width = value.toInt(&ok);
            if (!ok || request.width < 120 || request.width > 640) {
                *error = tr("size must be 120 to 640 pixels, not '%1'").arg(value);
                return false;
            }
        } else {
            *error = tr("unknown option '%1' (options: legal, from=CELL, mark=CELLS, nolast, size=PX)").arg(key);
            return false;
        }
    }
    if (markLast) {
        mark(last.from, CellItem::LastMove);
        mark(last.to, CellItem::LastMove);
    }
    for (int cell : position.winningCells())
        mark(cell, CellItem::Winning);
    return true;
}

} // namespace

QImage render(const QString &reference, const QString &theme, qreal devicePixelRatio, QString *error) {
    QString ignored;
    QString &why = error ? *error : ignored;
    Request request;
    if (!build(reference, request, &why))
        return {};
    BoardScene scene;
    scene.setGame(request.game, *request.position);
    scene.setAppearance(Theme::named(theme), false, true);
    scene.setMarks(request.marks);
    const QRectF source = scene.sceneRect();
    // About 40 pixels a column, within what a page holds comfortably.
    const int columns = request.position->geometry().columns;
    const int width = request.width > 0 ? request.width : std::clamp(columns * 40 + 40, 240, 440);
    const int height = qRound(width * source.height() / source.width());
    const qreal ratio = std::clamp(devicePixelRatio, 1.0, 4.0);
    QImage image(QSize(width, height) * ratio, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
        scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(image.size())), source, Qt::KeepAspectRatio);
    }
    image.setDevicePixelRatio(ratio);
    return image;
}

QString describe(const QString &reference) {
    Request request;
    QString error;
    if (!build(reference, request, &error))
        return {};
    const GameState &position = *request.position;
    const BoardGeometry geometry = position.geometry();
    QStringList sentences;
    for (int r = geometry.rows - 1; r >= 0; --r)
        if (const QString row = reading::row(request.game, position, geometry.index(0, r), false); !row.isEmpty())
            sentences << row;
    if (sentences.isEmpty())
        sentences << tr("Every cell is empty.");
    // The cells the picture points out, by what it marks on them.
    const auto marked = [&](unsigned bits) {
        QStringList names;
        for (int cell = 0; cell < int(request.marks.size()); ++cell)
            if ((request.marks[std::size_t(cell)] & bits) == bits)
                names << cellLabel(position, cell);
        return phrases::list(names);
    };
    if (const QString picked = marked(CellItem::Selected); !picked.isEmpty())
        sentences << tr("Picked: %1.").arg(picked);
    if (const QString targets = marked(kTarget); !targets.isEmpty())
        sentences << tr("Marked as legal: %1.").arg(targets);
    else if (const QString hinted = marked(CellItem::Hint); !hinted.isEmpty())
        sentences << tr("Marked: %1.").arg(hinted);
    if (const QString last = marked(CellItem::LastMove); !last.isEmpty())
        sentences << tr("Last move: %1.").arg(last);
    return tr("Diagram: %1").arg(sentences.join(QLatin1Char(' ')));
}

QStringList references(const QString &html) {
    QStringList found;
    for (const QRegularExpressionMatch &match : imagePattern().globalMatch(html))
        found << unescape(match.captured(1));
    return found;
}

QString resolve(const QString &html, const QString &theme, qreal devicePixelRatio, QHash<QString, QImage> *images) {
    QString out;
    qsizetype done = 0;
    for (const QRegularExpressionMatch &match : imagePattern().globalMatch(html)) {
        out += html.mid(done, match.capturedStart() - done);
        done = match.capturedEnd();
        const QString reference = unescape(match.captured(1));
        QString error;
        const QImage image = render(reference, theme, devicePixelRatio, &error);
        if (image.isNull()) {
            out += QStringLiteral("<p style=\"color:#b00020\"><b>%1</b></p>")
                       .arg(tr("Diagram \"%1\" cannot be shown: %2").arg(reference, error).toHtmlEscaped());
            continue;
        }
        if (images)
            images->insert(reference, image);
        // The picture in words too (a screen reader cannot read a picture), right under it.
        out += match.captured(0) + QStringLiteral("<br><small>%1</small><br>").arg(describe(reference).toHtmlEscaped());
    }
    out += html.mid(done);
    return out;
}

} // namespace gamut::rulesdiagram
