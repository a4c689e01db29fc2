// Trails and Towers rule edge cases, written from shared/spec/trails.md.
#include "core/games/trails/trails.h"
#include "core/gamestate.h"
#include "core/perft.h"
#include "core/registry.h"

#include "tests/rules/positiontext.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <tuple>

using namespace gamut;

using namespace gamut::test;

namespace {

using D = TrailsPosition::Direction;

TrailsPosition start(std::string_view variant = "classic") {
    std::string error;
    auto p = TrailsRules::start(variant, 1, error);
    if (!p)
        qFatal("bad variant %s: %s", std::string(variant).c_str(), error.c_str());
    return *p;
}

// A position from rows (top first), the side to move, and each side's last direction, boost and towers taken.
TrailsPosition setUp(std::string_view variant, std::vector<std::string> rows, int toMove, std::array<D, 2> dirs,
                     std::array<int, 2> boosts = {0, 0}, std::array<int, 2> taken = {0, 0}) {
    std::string error;
    auto setup = TrailsSetup::parse(variant, error);
    if (!setup)
        qFatal("bad variant: %s", error.c_str());
    auto p = TrailsPosition::custom(*setup, {std::move(rows), toMove, dirs, boosts, taken}, error);
    if (!p)
        qFatal("bad test position: %s", error.c_str());
    return *p;
}

// The rules straight from the spec on a plain cell array, slow and obvious: the bitboard hot path (rows framed by
// sentinels, masks for jumps, cached landing cells) is checked against it on every board size up to 26.
struct SpecModel {
    int n = 0;
    std::vector<int> owner; // -1 free, 0 blue, 1 red
    std::vector<bool> tower;
    std::array<int, 2> head{}, dir{}, boost{}, taken{};
    explicit SpecModel(const TrailsPosition &p) : n(p.size()) {
        for (int c = 0; c < n * n; ++c) {
            owner.push_back(p.owner(c));
            tower.push_back(p.isTower(c));
        }
        for (int q = 0; q < 2; ++q)
            head[q] = p.head(q), dir[q] = p.lastDirection(q), boost[q] = p.boost(q), taken[q] = p.towersTaken(q);
    }
    // Landing cell of direction d for player q, or -1 if illegal.
    int landing(int q, int d) const {
        static constexpr int dc[4] = {0, -1, 1, 0}, dr[4] = {-1, 0, 0, 1};
        const bool continuing = d == dir[q];
        const int want = continuing ? boost[q] + 2 : 1;
        int col = head[q] % n, row = head[q] / n, k = 0;
        while (k < want && col + dc[d] >= 0 && col + dc[d] < n && row + dr[d] >= 0 && row + dr[d] < n)
            col += dc[d], row += dr[d], ++k;
        const int cell = row * n + col;
        const bool free = owner[cell] < 0 && !tower[cell];
        if (k == want)
            return free || (continuing && tower[cell]) ? cell : -1;
        return continuing && k > 0 && free ? cell : -1; // the edge rule
    }
    int mask(int q) const {
        int m = 0;
        for (int d = 0; d < 4; ++d)
            m |= (landing(q, d) >= 0) << d;
        return m;
    }
    // Plays d for q; returns the outcome as the spec's end checks give it.
    Outcome play(int q, int d, int towersTotal) {
        static constexpr int dc[4] = {0, -1, 1, 0}, dr[4] = {-1, 0, 0, 1};
        const int to = landing(q, d), step = dr[d] * n + dc[d];
        for (int c = head[q] + step; c != to; c += step)
            if (owner[c] < 0 && !tower[c])
                owner[c] = q;
        boost[q] = d == dir[q] ? boost[q] + 1 : 0;
        taken[q] += tower[to];
        tower[to] = false;
        owner[to] = q, head[q] = to, dir[q] = d;
        if (taken[q] > towersTotal / 2 || mask(q ^ 1) == 0)
            return winFor(q);
        return mask(q) == 0 ? winFor(q ^ 1) : Outcome::Ongoing;
    }
};

int cell(const TrailsPosition &p, std::string_view name) {
    const auto c = parseCell(name, p.geometry());
    if (!c)
        qFatal("bad cell %s", std::string(name).c_str());
    return *c;
}

std::string towerCells(const TrailsSetup &setup) {
    std::string out;
    for (int k : setup.towerIndices())
        out += (out.empty() ? "" : " ") + cellName(k, k);
    return out;
}

} // namespace

class TestTrails : public QObject {
    Q_OBJECT

private slots:
    void towerPlacement_data();
    void towerPlacement();
    void towersOnTheBoard();
    void variantIds_data();
    void variantIds();
    void variantErrors_data();
    void variantErrors();
    void startPosition();
    void firstRed();
    void turningMove();
    void continuingMovesGrowAndBoostSurvives();
    void jumpOverOpponentTrail();
    void jumpOverTower();
    void edgeRuleLandsOnLastCell();
    void edgeRuleRefusesTowerOrHead();
    void turningMoveReasons();
    void clickRefusalIsTheKeysReason();
    void clicksAlongTheHeadsLines();
    void clickRefusalsMatchTheKeysInGames();
    void towerCaptureWithoutWin();
    void towerWinOnMoreThanHalf();
    void towerWinComesBeforeBeingBlocked();
    void bothBlockedMoverWins();
    void moverBlockedMoverLoses();
    void perftFromClassic();
    void malformedTokens();
    void hashIsIncremental();
    void describeMoveClaimAndTower();
    void randomGamesMatchSpecModel_data();
    void randomGamesMatchSpecModel();
};

void TestTrails::towerPlacement_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("towers");
    QTest::addColumn<int>("total");
    QTest::newRow("classic") << "classic"
                             << "d4 f6 h8" << 3;
    QTest::newRow("11/3/2") << "size=11,towers=3,distance=2"
                            << "c3 f6 i9" << 3;
    QTest::newRow("11/3/4") << "size=11,towers=3,distance=4"
                            << "a1 f6 k11" << 3;
    QTest::newRow("11/3/5") << "size=11,towers=3,distance=5"
                            << "f6" << 3;
    QTest::newRow("11/4/1") << "size=11,towers=4,distance=1"
                            << "c3 e5 g7 i9" << 4;
    QTest::newRow("9/3/1") << "size=9,towers=3,distance=1"
                           << "c3 e5 g7" << 3;
    QTest::newRow("13/5/1") << "size=13,towers=5,distance=1"
                            << "c3 e5 g7 i9 k11" << 5;
    QTest::newRow("10/3/1") << "size=10,towers=3,distance=1"
                            << "b2 d4 g7 i9" << 4;
    QTest::newRow("10/4/1") << "size=10,towers=4,distance=1"
                            << "b2 d4 g7 i9" << 4;
    QTest::newRow("8/2/1") << "size=8,towers=2,distance=1"
                           << "b2 g7" << 2;
    QTest::newRow("12/4/0") << "size=12,towers=4,distance=0"
                            << "a1 b2 k11 l12" << 4;
    QTest::newRow("no towers") << "size=6,towers=0,distance=0"
                               << "" << 0;
}

void TestTrails::towerPlacement() {
    QFETCH(QString, variant);
    QFETCH(QString, towers);
    QFETCH(int, total);
    std::string error;
    const auto setup = TrailsSetup::parse(variant.toStdString(), error);
    QVERIFY2(setup, error.c_str());
    QCOMPARE(QString::fromStdString(towerCells(*setup)), towers);
    QCOMPARE(setup->effectiveTowers(), total);
    const TrailsPosition p = start(variant.toStdString());
    QCOMPARE(p.towersTotal(), total);
    QCOMPARE(extraOf(p).front(), "towers_total " + std::to_string(total));
}

void TestTrails::towersOnTheBoard() {
    const TrailsPosition p = start("size=11,towers=3,distance=4");
    const std::vector<std::string> rows = rowsOf(p);
    QCOMPARE(rows.front(), std::string("B . . . . . . . . . T")); // k11
    QCOMPARE(rows[5], std::string(". . . . . T . . . . ."));      // f6
    QCOMPARE(rows.back(), std::string("T . . . . . . . . . R"));  // a1
    QVERIFY(p.isTower(cell(p, "a1")) && p.isTower(cell(p, "k11")) && !p.isTower(cell(p, "b2")));
}

void TestTrails::variantIds_data() {
    QTest::addColumn<QString>("given");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("classic") << "classic"
                             << "classic";
    QTest::newRow("upper case") << "CLASSIC"
                                << "classic";
    QTest::newRow("classic spelled out") << "size=11,towers=3,distance=1"
                                         << "classic";
    QTest::newRow("any order, any case") << "Distance=1,TOWERS=3,size=9"
                                         << "size=9,towers=3,distance=1";
    QTest::newRow("first=red") << "size=11,towers=3,distance=1,first=red"
                               << "size=11,towers=3,distance=1,first=red";
    QTest::newRow("first=blue is the default") << "first=blue,size=7,towers=3,distance=1"
                                               << "size=7,towers=3,distance=1";
    QTest::newRow("spaces around parts") << " size = 5 , towers=1, distance=0 "
                                         << "size=5,towers=1,distance=0";
    QTest::newRow("largest") << "size=26,towers=26,distance=25"
                             << "size=26,towers=26,distance=25";
}

void TestTrails::variantIds() {
    QFETCH(QString, given);
    QFETCH(QString, canonical);
    QCOMPARE(QString::fromStdString(start(given.toStdString()).variantId()), canonical);
}

void TestTrails::variantErrors_data() {
    QTest::addColumn<QString>("given");
    QTest::addColumn<QString>("error");
    QTest::newRow("size too small") << "size=2,towers=1,distance=1"
                                    << "size 2 is out of range 3..26";
    QTest::newRow("size too large") << "size=27,towers=1,distance=1"
                                    << "size 27 is out of range 3..26";
    QTest::newRow("huge size") << "size=99999999999999999999,towers=1,distance=1"
                               << "size 99999999999999999999 is out of range 3..26";
    QTest::newRow("towers over size") << "size=5,towers=6,distance=0"
                                      << "towers 6 is out of range 0..5";
    QTest::newRow("distance too large") << "size=5,towers=1,distance=5"
                                        << "distance 5 is out of range 0..4";
    QTest::newRow("negative") << "size=5,towers=-1,distance=0"
                              << "towers '-1' is not a number";
    QTest::newRow("not a number") << "size=x,towers=1,distance=0"
                                  << "size 'x' is not a number";
    QTest::newRow("empty value") << "size=,towers=1,distance=0"
                                 << "size '' is not a number";
    QTest::newRow("unknown key") << "size=5,towers=1,distance=0,foo=1"
                                 << "unknown setup key 'foo' (keys: size, towers, distance, first)";
    QTest::newRow("missing key") << "size=5,distance=0"
                                 << "setup key 'towers' is missing";
    QTest::newRow("twice") << "size=5,size=6,towers=1,distance=0"
                           << "setup key 'size' is given twice";
    QTest::newRow("bad first") << "size=5,towers=1,distance=0,first=green"
                               << "first 'green' is not blue or red";
    QTest::newRow("empty part") << "size=5,,towers=1,distance=0"
                                << "setup part '' is not key=value";
    QTest::newRow("unknown name")
        << "standard"
        << "unknown variant 'standard' for trails (variants: classic, or size=N,towers=n,distance=d[,first=red])";
    QTest::newRow("empty")
        << ""
        << "unknown variant '' for trails (variants: classic, or size=N,towers=n,distance=d[,first=red])";
}

void TestTrails::variantErrors() {
    QFETCH(QString, given);
    QFETCH(QString, error);
    std::string message;
    QVERIFY(!TrailsRules::start(given.toStdString(), 1, message));
    QCOMPARE(QString::fromStdString(message), error);
}

void TestTrails::startPosition() {
    const TrailsPosition p = start();
    QCOMPARE(p.turn(), 0);
    QCOMPARE(p.outcome(), Outcome::Ongoing);
    QCOMPARE(legalTexts(p), (std::vector<std::string>{"D", "R"}));
    const std::vector<std::string> rows = rowsOf(p);
    QCOMPARE(rows.size(), std::size_t(11));
    QCOMPARE(rows.front(), std::string("B . . . . . . . . . ."));
    QCOMPARE(rows[3], std::string(". . . . . . . T . . .")); // h8
    QCOMPARE(rows.back(), std::string(". . . . . . . . . . R"));
    QCOMPARE(extraOf(p), (std::vector<std::string>{"towers_total 3", "blue_towers 0", "red_towers 0", "blue_dir L",
                                                   "blue_boost 0", "red_dir R", "red_boost 0"}));
    QCOMPARE(p.geometry().columns, 11);
    QCOMPARE(p.geometry().kind, BoardGeometry::Kind::Square);
}

void TestTrails::firstRed() {
    const TrailsPosition p = start("size=11,towers=3,distance=1,first=red");
    QCOMPARE(p.turn(), 1);
    QCOMPARE(legalTexts(p), (std::vector<std::string>{"L", "U"}));
    // Red's initial direction R points off the field: continuing R is refused by the edge rule (E is the head).
    QCOMPARE(reason(p, "R"), std::string("R goes 2 cells and would stay on the head at the edge"));
}

void TestTrails::turningMove() {
    TrailsPosition p = start();
    playText(p, "d"); // lower case is accepted
    QCOMPARE(p.head(0), cell(p, "a10"));
    QCOMPARE(rowsOf(p)[0], std::string("b . . . . . . . . . ."));
    QCOMPARE(rowsOf(p)[1], std::string("B . . . . . . . . . ."));
    QCOMPARE(p.lastDirection(0), D::Down);
    QCOMPARE(p.boost(0), 0);
    QCOMPARE(p.turn(), 1);
}

void TestTrails::continuingMovesGrowAndBoostSurvives() {
    TrailsPosition p = start();
    playText(p, "D"); // turning: 1 cell to a10
    playText(p, "U"); // red turning: k2
    playText(p, "D"); // continuing: 2 cells to a8, claims a9
    QCOMPARE(p.head(0), cell(p, "a8"));
    QCOMPARE(p.owner(cell(p, "a9")), 0);
    QCOMPARE(p.boost(0), 1);
    playText(p, "U"); // red continuing: 2 cells to k4
    QCOMPARE(p.head(1), cell(p, "k4"));
    QCOMPARE(p.boost(0), 1); // blue's boost survives red's turn
    playText(p, "D");        // continuing: 3 cells to a5
    QCOMPARE(p.head(0), cell(p, "a5"));
    QCOMPARE(p.boost(0), 2);
    for (const char *c : {"a11", "a10", "a9", "a8", "a7", "a6", "a5"})
        QCOMPARE(p.owner(cell(p, c)), 0);
    QCOMPARE(p.owner(cell(p, "a4")), -1);
    playText(p, "L"); // red turns: its boost resets, blue's stays
    QCOMPARE(p.boost(1), 0);
    QCOMPARE(p.boost(0), 2);
    QCOMPARE(extraOf(p)[3], std::string("blue_dir D"));
    QCOMPARE(extraOf(p)[4], std::string("blue_boost 2"));
    QCOMPARE(extraOf(p)[5], std::string("red_dir L"));
}

void TestTrails::jumpOverOpponentTrail() {
    TrailsPosition p =
        setUp("size=5,towers=0,distance=0", {"B r . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . R"}, 0,
              {D::Right, D::Up}, {1, 0});
    QCOMPARE(legalTexts(p), (std::vector<std::string>{"D", "R"}));
    playText(p, "R"); // 3 cells: jumps red's b5, claims c5, lands on d5
    QCOMPARE(rowsOf(p)[0], std::string("b r b B ."));
    QCOMPARE(p.boost(0), 2);
}

void TestTrails::jumpOverTower() {
    TrailsPosition p =
        setUp("size=5,towers=1,distance=0", {". . . . .", ". . . . .", "B . T . .", ". . . . .", ". . . . R"}, 0,
              {D::Right, D::Up}, {1, 0});
    playText(p, "R"); // 3 cells: b3 claimed, the tower on c3 is jumped and stays
    QCOMPARE(rowsOf(p)[2], std::string("b b T B ."));
    QCOMPARE(p.towersTaken(0), 0);
    QVERIFY(p.isTower(cell(p, "c3")));
}

void TestTrails::edgeRuleLandsOnLastCell() {
    TrailsPosition p =
        setUp("size=5,towers=0,distance=0", {"b B . r .", ". . . . .", ". . . . .", ". . . . .", ". . . . R"}, 0,
              {D::Right, D::Up}, {3, 0});
    playText(p, "R"); // 5 cells from b5 is beyond the edge: lands on e5, claims c5, keeps red's d5
    QCOMPARE(rowsOf(p)[0], std::string("b b b r B"));
    QCOMPARE(p.boost(0), 4); // the boost grows over the edge too
}

void TestTrails::edgeRuleRefusesTowerOrHead() {
    // Towers a1, c3, e5. From e2 going up 4 cells ends beyond the edge; E = e5 is a tower.
    const TrailsPosition tower =
        setUp("size=5,towers=3,distance=1", {"R . . . T", ". . . . .", ". . T . .", ". . . . B", "T . . . b"}, 0,
              {D::Up, D::Down}, {2, 0});
    QCOMPARE(reason(tower, "U"), std::string("U would end on a tower at the edge"));
    QCOMPARE(legalTexts(tower), (std::vector<std::string>{"L"}));
    // Head already at the edge: E is the head itself.
    const TrailsPosition head =
        setUp("size=5,towers=0,distance=0", {". . . . .", ". . . . .", "b b b b B", ". . . . .", "R . . . ."}, 0,
              {D::Right, D::Down}, {0, 0});
    QCOMPARE(reason(head, "R"), std::string("R goes 2 cells and would stay on the head at the edge"));
    // E owned by the opponent.
    const TrailsPosition owned =
        setUp("size=5,towers=0,distance=0", {". . . . .", ". . . . .", "B . . . r", ". . . . .", "R . . . ."}, 0,
              {D::Right, D::Down}, {5, 0});
    QCOMPARE(reason(owned, "R"), std::string("R goes 7 cells and would end on a cell owned by red at the edge"));
}

void TestTrails::turningMoveReasons() {
    const TrailsPosition p =
        setUp("size=5,towers=1,distance=0", {"r r . . .", "B b . . .", ". . T . .", ". . . . .", ". . . . R"}, 0,
              {D::Left, D::Up});
    QCOMPARE(reason(p, "U"), std::string("U runs into a cell owned by red"));
    QCOMPARE(reason(p, "R"), std::string("R runs into a cell owned by blue"));
    QCOMPARE(reason(p, "L"), std::string("L goes 2 cells and would stay on the head at the edge"));
    QCOMPARE(reason(p, "D"), std::string("(accepted)"));
    const TrailsPosition t =
        setUp("size=5,towers=1,distance=0", {". . . . .", ". . . . .", ". B T . .", ". . . . .", ". . . . R"}, 0,
              {D::Up, D::Up});
    QCOMPARE(reason(t, "R"), std::string("R runs into a tower"));
    const TrailsPosition edge =
        setUp("size=5,towers=0,distance=0", {"B . . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . R"}, 0,
              {D::Right, D::Up}, {0, 0});
    QCOMPARE(reason(edge, "U"), std::string("U runs off the field"));
    const TrailsPosition land =
        setUp("size=5,towers=0,distance=0", {"B . r . .", ". . . . .", ". . . . .", ". . . . .", ". . . . R"}, 0,
              {D::Right, D::Up}, {0, 0});
    QCOMPARE(reason(land, "R"), std::string("R goes 2 cells and would end on a cell owned by red"));
}

// A click on a cell of the head's row or column asks for the direction towards it: refused, it gets the very
// reason (code and arguments) the direction's key gets; the head and a cell off its lines ask for no direction.
void TestTrails::clickRefusalIsTheKeysReason() {
    const TrailsPosition land =
        setUp("size=5,towers=0,distance=0", {"B . r . .", ". . . . .", ". . . . .", ". . . . .", ". . . . R"}, 0,
              {D::Right, D::Up}, {0, 0});
    const ParsedMove key = land.parseMove("R");
    QCOMPARE(int(key.reason), int(Refusal::LandsOnOwnedCell));
    QCOMPARE(key.args, (std::vector<std::string>{"R", "2", "red"}));
    for (const char *name : {"b5", "c5", "e5"}) { // any cell to the right, near or far, asks for R
        const ParsedMove click = land.refusalAt(cell(land, name), -1);
        QVERIFY2(!click.ok(), name);
        QCOMPARE(int(click.reason), int(key.reason));
        QCOMPARE(click.args, key.args);
        QCOMPARE(click.error, key.error);
        QCOMPARE(land.moveForClick(cell(land, name)), kNoMove);
    }
    const ParsedMove down = land.refusalAt(cell(land, "a2"), -1); // a legal direction is no refusal
    QVERIFY(down.ok());
    QCOMPARE(int(down.reason), int(Refusal::None));
    QCOMPARE(down.move, land.moveForClick(cell(land, "a2")));
    for (const char *name : {"a5", "b4", "e1"}) {
        const ParsedMove none = land.refusalAt(cell(land, name), -1);
        QCOMPARE(int(none.reason), int(Refusal::NotLegal));
        QCOMPARE(none.args, std::vector<std::string>{name});
    }
    QCOMPARE(int(land.refusalAt(-1, -1).reason), int(Refusal::NotOnBoard));
    // Through the game's state, as the window asks it.
    const GameStateOf<TrailsRules> state(land);
    QCOMPARE(int(state.refusalAt(cell(land, "c5")).reason), int(Refusal::LandsOnOwnedCell));
    QCOMPARE(state.refusalAt(cell(land, "c5")).args, key.args);
}

// Over random games of several sizes: every refused click on a cell of the head's lines gets its key's reason.
void TestTrails::clickRefusalsMatchTheKeysInGames() {
    int refused = 0;
    std::uint64_t seed = 99;
    for (const char *variant : {"classic", "size=5,towers=1,distance=0", "size=8,towers=2,distance=1,first=red"}) {
        for (int game = 0; game < 20; ++game) {
            TrailsPosition p = start(variant);
            while (p.outcome() == Outcome::Ongoing) {
                const int n = p.size(), head = p.head(p.turn());
                for (int c = 0; c < n * n; ++c) {
                    const int dc = c % n - head % n, dr = c / n - head / n;
                    const char *token = dc == 0 && dr != 0   ? (dr > 0 ? "U" : "D")
                                        : dr == 0 && dc != 0 ? (dc > 0 ? "R" : "L")
                                                             : nullptr;
                    const ParsedMove click = p.refusalAt(c, -1);
                    if (!token) {
                        QCOMPARE(int(click.reason), int(Refusal::NotLegal));
                        continue;
                    }
                    const ParsedMove key = p.parseMove(token);
                    QCOMPARE(click.move, key.move);
                    QCOMPARE(int(click.reason), int(key.reason));
                    QCOMPARE(click.args, key.args);
                    refused += !key.ok();
                }
                MoveList moves;
                p.legalMoves(moves);
                seed = seed * 6364136223846793005ull + 1442695040888963407ull;
                p.play(moves[int((seed >> 33) % std::uint64_t(moves.size()))]);
            }
        }
    }
    qInfo("%d refused clicks compared with their keys", refused);
    QVERIFY(refused > 1000);
}

void TestTrails::towerCaptureWithoutWin() {
    // n_eff 3: one tower is not more than half.
    TrailsPosition p =
        setUp("size=5,towers=3,distance=1", {"R . . . T", ". . . . .", ". . T . .", ". . . . B", "T . . . b"}, 0,
              {D::Up, D::Down}, {1, 0});
    playText(p, "U"); // exactly 3 cells: lands on the tower e5
    QCOMPARE(p.towersTaken(0), 1);
    QCOMPARE(rowsOf(p)[0], std::string("R . . . B"));
    QVERIFY(!p.isTower(cell(p, "e5")));
    QCOMPARE(p.owner(cell(p, "e5")), 0);
    QCOMPARE(p.outcome(), Outcome::Ongoing);
    QCOMPARE(extraOf(p)[1], std::string("blue_towers 1"));
}

void TestTrails::towerWinOnMoreThanHalf() {
    TrailsPosition p =
        setUp("size=5,towers=3,distance=1", {"R . . . T", ". . . . .", ". . T . .", ". . . . B", "T . . . b"}, 0,
              {D::Up, D::Down}, {1, 0}, {1, 0});
    playText(p, "U");
    QCOMPARE(p.towersTaken(0), 2);
    QCOMPARE(p.outcome(), Outcome::FirstWins);
    QVERIFY(p.ending() == (EndReason{Ending::TowersTaken, 0}));
    QCOMPARE(p.countLegalMoves(), 0);
    QCOMPARE(reason(p, "D"), std::string("the game is over"));
}

void TestTrails::towerWinComesBeforeBeingBlocked() {
    // Blue takes the only tower (n_eff 1) and is then boxed in: the tower win is checked first.
    TrailsPosition p = setUp("size=5,towers=1,distance=0",
                             {". . B . .", ". . . . .", ". r T r .", ". . r . .", "R . r . ."}, 0, {D::Down, D::Up});
    playText(p, "D");
    QCOMPARE(p.outcome(), Outcome::FirstWins);
    QVERIFY(p.ending() == (EndReason{Ending::TowersTaken, 0})); // not "red cannot move"
}

void TestTrails::bothBlockedMoverWins() {
    // Blue's continuing R claims b3, red's only way out, and ends boxed in on c3: both are stuck, the mover wins.
    TrailsPosition p = setUp("size=3,towers=0,distance=0", {"B . .", "r R r", "r r r"}, 0, {D::Right, D::Down});
    QCOMPARE(legalTexts(p), (std::vector<std::string>{"R"}));
    playText(p, "R");
    QCOMPARE(rowsOf(p)[0], std::string("b b B"));
    QCOMPARE(p.outcome(), Outcome::FirstWins);
    QVERIFY(p.ending() == (EndReason{Ending::CannotMove, 1})); // red, the loser
}

void TestTrails::moverBlockedMoverLoses() {
    // As above, but red keeps b1: blue is stuck after its own move and loses at once.
    TrailsPosition p = setUp("size=3,towers=0,distance=0", {"B . .", "r R r", "r . r"}, 0, {D::Right, D::Up});
    playText(p, "R");
    QCOMPARE(p.outcome(), Outcome::SecondWins);
    QVERIFY(p.ending() == (EndReason{Ending::CannotMove, 0})); // blue, stuck after its own move
    // The same with red as the mover.
    TrailsPosition q = setUp("size=3,towers=0,distance=0", {"b . b", "b B b", "R . ."}, 1, {D::Down, D::Right});
    playText(q, "R");
    QCOMPARE(rowsOf(q)[2], std::string("r r R"));
    QCOMPARE(q.outcome(), Outcome::FirstWins);
    QVERIFY(q.ending() == (EndReason{Ending::CannotMove, 1}));
}

void TestTrails::perftFromClassic() {
    const std::vector<std::uint64_t> expected = {2, 4, 8, 16, 40, 100, 240, 574, 1388, 3242, 7596, 18054};
    const TrailsPosition p = start();
    for (int depth = 1; depth <= 12; ++depth)
        QCOMPARE(perft(p, depth), expected[std::size_t(depth - 1)]);
}

void TestTrails::malformedTokens() {
    const TrailsPosition p = start();
    const std::string expected = "not a direction: expected U, D, L or R";
    for (std::string token :
         {std::string(), std::string("x"), std::string("UU"), std::string("up"), std::string(" D"), std::string("\xff"),
          std::string("\xc3\xbc"), std::string(1, '\0'), std::string(5000, 'D')})
        QCOMPARE(reason(p, token), expected);
    QCOMPARE(reason(p, "r"), std::string("(accepted)"));
    QCOMPARE(reason(p, "U"), std::string("U runs off the field"));
}

void TestTrails::hashIsIncremental() {
    TrailsPosition played = start();
    const std::uint64_t initial = played.hash();
    for (const char *m : {"D", "U", "D", "U", "R", "L"})
        playText(played, m);
    QVERIFY(played.hash() != initial);
    std::string error;
    const auto setup = TrailsSetup::parse("classic", error);
    TrailsPosition::Custom spec{rowsOf(played),
                                played.turn(),
                                {played.lastDirection(0), played.lastDirection(1)},
                                {played.boost(0), played.boost(1)},
                                {0, 0}};
    const auto rebuilt = TrailsPosition::custom(*setup, spec, error);
    QVERIFY2(rebuilt, error.c_str());
    QCOMPARE(rebuilt->hash(), played.hash());
    QCOMPARE(rowsOf(*rebuilt), rowsOf(played));
    TrailsPosition other = played;
    playText(other, legalTexts(other).front());
    QVERIFY(other.hash() != played.hash());
}

void TestTrails::describeMoveClaimAndTower() {
    const TrailsPosition jump =
        setUp("size=5,towers=0,distance=0", {"B r . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . R"}, 0,
              {D::Right, D::Up}, {1, 0});
    MoveEffects effects;
    jump.describeMove(TrailsPosition::Right, effects);
    QCOMPARE(effects.size(), std::size_t(1));
    QCOMPARE(effects[0].kind, EffectKind::Claim);
    QCOMPARE(effects[0].path, (std::vector<int>{cell(jump, "b5"), cell(jump, "c5"), cell(jump, "d5")}));
    // Blue's old head a5 and c5 claimed (b5 is red's), d5 the new head looking right.
    std::vector<std::tuple<int, int, bool>> changes; // cell, owner, head
    for (const CellChange &c : effects[0].changes)
        changes.emplace_back(c.cell, c.face.owner, c.face.has(CellFace::Head));
    QCOMPARE(changes, (std::vector<std::tuple<int, int, bool>>{
                          {cell(jump, "a5"), 0, false}, {cell(jump, "c5"), 0, false}, {cell(jump, "d5"), 0, true}}));
    QCOMPARE(int(effects[0].changes.back().face.direction), int(TrailsPosition::Right));
    QCOMPARE(jump.claimPreview(TrailsPosition::Right), (std::vector<int>{cell(jump, "c5"), cell(jump, "d5")}));

    const TrailsPosition take =
        setUp("size=5,towers=3,distance=1", {"R . . . T", ". . . . .", ". . T . .", ". . . . B", "T . . . b"}, 0,
              {D::Up, D::Down}, {1, 0});
    effects.clear();
    take.describeMove(TrailsPosition::Up, effects);
    QCOMPARE(effects.size(), std::size_t(2));
    QCOMPARE(effects[0].path, (std::vector<int>{cell(take, "e3"), cell(take, "e4"), cell(take, "e5")}));
    QCOMPARE(effects[0].changes.size(), std::size_t(3)); // e2 stops being the head, e3 and e4 claimed
    QCOMPARE(effects[1].kind, EffectKind::Tower);
    QCOMPARE(effects[1].changes.size(), std::size_t(1));
    QCOMPARE(effects[1].changes[0].cell, cell(take, "e5"));
    QCOMPARE(effects[1].changes[0].face.owner, std::int8_t(0));
    QVERIFY(effects[1].changes[0].face.has(CellFace::Head));
    effects.clear();
    take.describeMove(TrailsPosition::Right, effects); // illegal: nothing to describe
    QVERIFY(effects.empty());
}

void TestTrails::randomGamesMatchSpecModel_data() {
    QTest::addColumn<QString>("variant");
    for (const char *v : {"classic", "size=3,towers=1,distance=0", "size=8,towers=2,distance=1,first=red",
                          "size=26,towers=26,distance=0", "size=26,towers=5,distance=3", "size=25,towers=0,distance=1"})
        QTest::newRow(v) << v;
}

void TestTrails::randomGamesMatchSpecModel() {
    QFETCH(QString, variant);
    std::uint64_t seed = 12345;
    int plies = 0;
    for (int game = 0; game < 40; ++game) {
        TrailsPosition p = start(variant.toStdString());
        SpecModel model(p);
        while (p.outcome() == Outcome::Ongoing) {
            const int q = p.turn();
            QCOMPARE(p.countLegalMoves(), std::popcount(unsigned(model.mask(q))));
            MoveList moves;
            p.legalMoves(moves);
            int got = 0;
            for (Move m : moves)
                got |= 1 << m;
            QCOMPARE(got, model.mask(q));
            for (Move m : moves) { // perft's shortcuts for its last two and three levels agree with playing moves
                TrailsPosition child = p;
                child.play(m);
                QCOMPARE(p.countLegalMovesAfter(m), child.outcome() == Outcome::Ongoing ? child.countLegalMoves() : 0);
                QCOMPARE(p.countMovePairsAfter(m), perft(child, 2));
            }
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            const Move m = moves[int((seed >> 33) % std::uint64_t(moves.size()))];
            p.play(m);
            QCOMPARE(p.outcome(), model.play(q, int(m), p.towersTotal()));
            for (int c = 0; c < model.n * model.n; ++c)
                QVERIFY2(p.owner(c) == model.owner[c] && p.isTower(c) == model.tower[c],
                         cellName(c % model.n, c / model.n).c_str());
            QCOMPARE(p.head(q), model.head[q]);
            QCOMPARE(p.boost(q), model.boost[q]);
            QCOMPARE(p.towersTaken(q), model.taken[q]);
            ++plies;
        }
    }
    qInfo("%d plies compared", plies);
}

// A click picks the head's row or column, not a cell: the cell clicked names the direction of the move.
void TestTrails::clicksAlongTheHeadsLines() {
    std::string error;
    auto state = newGame("trails", "", error); // blue's head on a11, blue to move: R and D are legal
    QVERIFY(state);
    const BoardGeometry g = state->geometry();
    QCOMPARE(state->moveText(state->moveForClick(g.index(7, 10))), std::string("R")); // h11, on the row
    QCOMPARE(state->moveText(state->moveForClick(g.index(0, 2))), std::string("D"));  // a3, on the column
    QCOMPARE(state->moveForClick(g.index(3, 3)), kNoMove);                            // d4: neither
    const CellFace head = state->cellFace(g.index(0, 10));
    QVERIFY(head.has(CellFace::Head) && head.has(CellFace::Base) && head.owner == 0);
}

QTEST_GUILESS_MAIN(TestTrails)
#include "test_trails.moc"
