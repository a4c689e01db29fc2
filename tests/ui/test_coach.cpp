// The coach (ui/review/coach.h): Game ▸ Coach is off by default and switches the setting; it applies only to a
// person against the computer at this window, never in a network game; a move that loses 15 or more points at the
// hint's budget is held back with Play It Anyway / Take It Back / Show Why (each answer tested, by mouse and by
// keyboard), a good move is played at once, and the judgement takes the hint's time.
// In a window, the person's move goes through the seat's holding place (core/play/personseat.h) to the coach.
#include "windowtesthelpers.h"

#include "ui/review/boardoverlay.h"
#include "ui/review/coach.h"
#include "ui/review/reviewui.h"
#include "ui/settings/appsettings.h"
#include "ui/window/mainwindow.h"

#include "core/ai/player.h"
#include "core/model/gamemodel.h"
#include "core/play/personseat.h"
#include "core/play/turncontroller.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace gamut;

namespace {

// A position of `game` after a few first legal moves, and one of its moves that loses at least `from` points at the
// coach's budget (and one that loses less), found by judging every move.
struct Trial {
    std::unique_ptr<GameState> position;
    std::vector<Move> moves; // from the start to `position`
    Move bad = kNoMove, good = kNoMove;
};

// The first position of seeded random play (from ply 2 on) that has both.
Trial findTrial(const QString &game) {
    std::string error;
    for (std::uint64_t seed = 1; seed < 50; ++seed) {
        auto state = newGame(game.toStdString(), "", error);
        Random random(seed);
        std::vector<Move> moves;
        for (int ply = 0; ply < 30 && !state->isOver(); ++ply) {
            MoveList legal;
            state->legalMoves(legal);
            if (ply >= 2) {
                Trial trial;
                for (Move m : legal) {
                    const auto verdict = judgeMove(*state, m, Coach::kEngine, nullptr, error);
                    if (verdict && verdict->loss >= Coach::kHoldBackFrom && trial.bad == kNoMove)
                        trial.bad = m;
                    if (verdict && verdict->loss < 2 && trial.good == kNoMove)
                        trial.good = m;
                }
                if (trial.bad != kNoMove && trial.good != kNoMove) {
                    trial.position = std::move(state);
                    trial.moves = moves;
                    return trial;
                }
            }
            moves.push_back(legal[random.below(legal.size())]);
            state->play(moves.back());
        }
    }
    return {};
}

} // namespace

class TestCoach : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }
    void offByDefaultAndOnlyAgainstTheComputer();
    void theQuestionAndItsThreeAnswers();
    void holdsThePersonsMoveInTheWindow();
};

void TestCoach::offByDefaultAndOnlyAgainstTheComputer() {
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    ReviewUi *review = window.review();
    QAction *action = review->coachAction();
    QVERIFY(action->isCheckable());
    QVERIFY(!action->isChecked());
    QVERIFY(!AppSettings::coach());
    bool inGameMenu = false;
    for (QObject *object : action->associatedObjects())
        if (auto *menu = qobject_cast<QMenu *>(object))
            inGameMenu = menu->actions().contains(review->reviewAction());
    QVERIFY(inGameMenu);
    QVERIFY(!review->coachApplies()); // off
    action->trigger();
    QVERIFY(AppSettings::coach());
    QVERIFY(!review->coachApplies()); // on, but two people play
    QVERIFY(window.turns()->setSeat(1, QStringLiteral("level:1")));
    QVERIFY(review->coachApplies()); // a person against the computer, the person to move
    QVERIFY(window.turns()->setSeat(0, QStringLiteral("level:1")));
    QVERIFY(!review->coachApplies()); // the computer against itself
    // Where the coach does not apply, the move is played at once.
    bool played = false;
    review->considerMove(Move(0), [&](bool play) { played = play; });
    QVERIFY(played);
    action->trigger();
    QVERIFY(!AppSettings::coach());
}

void TestCoach::theQuestionAndItsThreeAnswers() {
    MainWindow window;
    window.show();
    const Trial trial = findTrial(QStringLiteral("loa"));
    QVERIFY2(trial.bad != kNoMove && trial.good != kNoMove, "no blunder and no good move in the position");
    Coach *coach = window.review()->coach();
    BoardOverlay *overlay = window.review()->overlay();
    // A good move: played at once, no question.
    {
        QSignalSpy judged(coach, &Coach::judged);
        std::optional<bool> answer;
        coach->consider(*trial.position, trial.good, [&](bool play) { answer = play; });
        QVERIFY(judged.wait(20000));
        QCOMPARE(judged.last()[0].toBool(), false);
        QCOMPARE(answer, std::optional<bool>(true));
        QVERIFY(!coach->question());
        qInfo("a good move judged in %d ms (loss %.1f)", coach->lastMs(), coach->lastVerdict()->loss);
    }
    // A blunder, taken back with Enter (the default answer).
    {
        QSignalSpy judged(coach, &Coach::judged);
        std::optional<bool> answer;
        coach->consider(*trial.position, trial.bad, [&](bool play) { answer = play; });
        QVERIFY(judged.wait(20000));
        QCOMPARE(judged.last()[0].toBool(), true);
        QVERIFY(!answer);
        CoachDialog *question = coach->question();
        QVERIFY(question && question->isVisible());
        QVERIFY2(question->text().contains(QString::fromStdString(trial.position->moveText(trial.bad))),
                 qPrintable(question->text()));
        qInfo("the question after %d ms: %s", coach->lastMs(), qPrintable(question->text()));
        QVERIFY(question->takeBackButton()->isDefault());
        QTest::keyClick(question, Qt::Key_Return);
        QCOMPARE(answer, std::optional<bool>(false));
        QVERIFY(!coach->pending());
    }
    // Show Why, then Play It Anyway: the line is drawn on the board while asked, and cleared after.
    {
        QSignalSpy judged(coach, &Coach::judged);
        std::optional<bool> answer;
        coach->consider(*trial.position, trial.bad, [&](bool play) { answer = play; });
        QVERIFY(judged.wait(20000));
        CoachDialog *question = coach->question();
        QVERIFY(question);
        const QString before = question->text();
        QTest::mouseClick(question->whyButton(), Qt::LeftButton);
        QVERIFY(question->text().size() > before.size());
        QVERIFY(!question->whyButton()->isEnabled());
        QVERIFY(!overlay->marks().empty());
        qInfo("why: %s", qPrintable(question->text().mid(before.size()).trimmed()));
        QTest::mouseClick(question->playButton(), Qt::LeftButton);
        QCOMPARE(answer, std::optional<bool>(true));
        QVERIFY(overlay->marks().empty());
    }
    // Take It Back by mouse.
    {
        QSignalSpy judged(coach, &Coach::judged);
        std::optional<bool> answer;
        coach->consider(*trial.position, trial.bad, [&](bool play) { answer = play; });
        QVERIFY(judged.wait(20000));
        QTest::mouseClick(coach->question()->takeBackButton(), Qt::LeftButton);
        QCOMPARE(answer, std::optional<bool>(false));
    }
}

// The whole road in a window: a person against the computer, the coach on; the person's move goes through the
// seat (as a click or a typed move does), is held while judged, and the model plays it only after the answer.
void TestCoach::holdsThePersonsMoveInTheWindow() {
    const Trial trial = findTrial(QStringLiteral("loa"));
    QVERIFY(trial.bad != kNoMove && trial.good != kNoMove);
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    TurnController *turns = window.turns();
    turns->setMinimumDelay(0);
    for (Move m : trial.moves)
        QVERIFY(turns->playHumanMove(m));
    const int person = trial.position->turn(), plies = int(trial.moves.size());
    QVERIFY(turns->setSeat(person ^ 1, QStringLiteral("level:1"))); // the computer; the person is to move
    ReviewUi *review = window.review();
    Coach *coach = review->coach();
    auto *seat = qobject_cast<PersonSeat *>(turns->seat(person));
    QVERIFY(seat);
    QVERIFY(!seat->isHolding()); // the coach is off by default: nothing is held
    review->coachAction()->trigger();
    QVERIFY(seat->isHolding());

    // A blunder: held, asked about, taken back; the game has not moved and the person is still to move.
    QSignalSpy judged(coach, &Coach::judged);
    QVERIFY(turns->playHumanMove(trial.bad));
    QCOMPARE(window.model()->ply(), plies);
    QVERIFY(judged.wait(20000));
    QVERIFY(coach->question() && coach->question()->isVisible());
    QCOMPARE(window.model()->ply(), plies);
    QTest::mouseClick(coach->question()->takeBackButton(), Qt::LeftButton);
    QVERIFY(!seat->hasHeldMove());
    QCOMPARE(window.model()->ply(), plies);
    QVERIFY(turns->humanToMove());

    // Played anyway: the model plays it.
    QVERIFY(turns->playHumanMove(trial.bad));
    QVERIFY(judged.wait(20000));
    QVERIFY(coach->question());
    QTest::mouseClick(coach->question()->playButton(), Qt::LeftButton);
    QCOMPARE(window.model()->ply(), plies + 1);
    QVERIFY(!coach->question());

    // Undo back to the person's move (the computer's reply, if it came, goes too); a good move is played without
    // a question once judged.
    QTRY_VERIFY_WITH_TIMEOUT(turns->humanToMove() || window.model()->ply() == plies + 2, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!turns->isThinking(), 20000);
    QVERIFY(turns->undo());
    QCOMPARE(window.model()->ply(), plies);
    QVERIFY(turns->playHumanMove(trial.good));
    QCOMPARE(window.model()->ply(), plies);
    QTRY_COMPARE_WITH_TIMEOUT(window.model()->ply() >= plies + 1, true, 20000);
    QVERIFY(!coach->question());

    // Switching the coach off while its question is open: the question closes, nothing is held any more, and the
    // person's move is played (it was dropped before: the person had asked not to be asked, and lost the move).
    QTRY_VERIFY_WITH_TIMEOUT(!turns->isThinking(), 20000);
    while (window.model()->ply() > plies)
        QVERIFY(turns->undo());
    QCOMPARE(window.model()->ply(), plies);
    QVERIFY(turns->humanToMove());
    QVERIFY(turns->playHumanMove(trial.bad));
    QVERIFY(judged.wait(20000));
    QVERIFY(coach->question() && coach->question()->isVisible());
    QCOMPARE(window.model()->ply(), plies);
    review->coachAction()->trigger();
    QVERIFY(!seat->isHolding());
    QVERIFY(!seat->hasHeldMove());
    QVERIFY(!coach->pending());
    QVERIFY(!coach->question());
    QTRY_VERIFY_WITH_TIMEOUT(window.model()->ply() >= plies + 1, 5000);
    QCOMPARE(window.model()->moveAt(plies), trial.bad);

    // Switched off while the coach is still judging (no question yet): the move is played all the same.
    QTRY_VERIFY_WITH_TIMEOUT(!turns->isThinking(), 20000);
    while (window.model()->ply() > plies)
        QVERIFY(turns->undo());
    review->coachAction()->trigger();
    QVERIFY(seat->isHolding());
    QVERIFY(turns->playHumanMove(trial.good));
    QVERIFY(seat->hasHeldMove() || window.model()->ply() == plies + 1);
    review->coachAction()->trigger();
    QVERIFY(!seat->isHolding());
    QVERIFY(!coach->pending());
    QVERIFY(!coach->question());
    QTRY_VERIFY_WITH_TIMEOUT(window.model()->ply() >= plies + 1, 5000);
    QCOMPARE(window.model()->moveAt(plies), trial.good);
}

QTEST_MAIN(TestCoach)
#include "test_coach.moc"
