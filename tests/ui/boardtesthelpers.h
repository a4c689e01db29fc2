// A board on screen for the tests: a model, its turn controller with two people at the board, and the view shown
// offscreen at 800x800, animation off unless a test turns it on.
#pragma once

#include "gameids.h"

#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"
#include "ui/board/boardview.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <string>

namespace gamut::test {

struct BoardFixture {
    explicit BoardFixture(const QString &game, const QString &variant = QString(), QSize size = {800, 800}) {
        model.newGame(game, variant);
        turns.setMinimumDelay(0);
        turns.setSeat(0, QStringLiteral("human"));
        turns.setSeat(1, QStringLiteral("human"));
        view = std::make_unique<BoardView>(&model, &turns);
        BoardOptions options = view->options();
        options.animation = AnimationSpeed::Off;
        view->setOptions(options);
        view->resize(size);
        view->show();
        view->activateWindow();
        view->setFocus();
        ok = QTest::qWaitForWindowExposed(view.get());
        // Under X the focus comes with the window's activation, a moment after it is exposed; the keyboard and the
        // accessible Focus events need it. (Not part of `ok`: a platform without activation still runs the rest.)
        (void)QTest::qWaitForWindowActive(view.get());
    }

    void setOption(void (*change)(BoardOptions &)) {
        BoardOptions options = view->options();
        change(options);
        view->setOptions(options);
    }

    void click(int cell) { QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->cellPosition(cell)); }
    void key(Qt::Key key) { QTest::keyClick(view.get(), key); }

    // The cell of a token such as "c4" in this game's geometry.
    int cell(const char *name) const {
        const BoardGeometry g = model.position().geometry();
        const auto found = parseCell(name, g);
        return found ? *found : -1;
    }
    std::string text(Move move) const { return model.position().moveText(move); }
    std::string lastMoveText() const {
        return model.plyCount() == 0 ? std::string() : model.moveTexts().last().toStdString();
    }

    GameModel model;
    TurnController turns{&model};
    std::unique_ptr<BoardView> view;
    bool ok = false;
};

} // namespace gamut::test
