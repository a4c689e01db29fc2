#include "refusaltext.h"

#include "ui/text/labels.h"

#include <QCoreApplication>

namespace gamut {

namespace {

// "gamut" is the context lupdate files a free tr() in namespace gamut under; another would never be translated.
QString tr(const char *text) { return QCoreApplication::translate("gamut", text); }

QString direction(const std::string &token) {
    if (token == "U")
        return tr("Up");
    if (token == "D")
        return tr("Down");
    if (token == "L")
        return tr("Left");
    if (token == "R")
        return tr("Right");
    return QString::fromStdString(token);
}

} // namespace

QString refusalText(const ParsedMove &refusal) {
    const auto arg = [&](std::size_t i) {
        return i < refusal.args.size() ? QString::fromStdString(refusal.args[i]) : QString();
    };
    const auto player = [&](std::size_t i) { return labels::sideTitle(arg(i)); }; // one word per side id
    const std::string first = refusal.args.empty() ? std::string() : refusal.args.front();
    switch (refusal.reason) {
    case Refusal::None:
        return {};
    case Refusal::NotLegal:
        return tr("That is not a legal move here.");
    case Refusal::Unreadable:
        return tr("Not a move of this game (expected %1).").arg(arg(0));
    case Refusal::GameOver:
        return tr("The game is over.");
    case Refusal::NotOnBoard:
        return tr("%1 is not a cell of the board (%2).").arg(arg(0), arg(1));
    case Refusal::Occupied:
        return tr("%1 is already taken.").arg(arg(0));
    case Refusal::OwnedByOpponent:
        return tr("%1 belongs to %2.").arg(arg(0), player(1));
    case Refusal::NoTriangle:
        return tr("%1 does not complete a triangle: it needs two neighbouring pieces that touch each other.")
            .arg(arg(0));
    case Refusal::CannotPass:
        return tr("%1 has a legal move and may not pass.").arg(player(0));
    case Refusal::NoOwnPiece:
        return tr("There is no %2 piece on %1.").arg(arg(0), player(1));
    case Refusal::MustMove:
        return tr("The piece on %1 must move.").arg(arg(0));
    case Refusal::NotInLine:
        return tr("%1 to %2 is not along a row, column or diagonal.").arg(arg(0), arg(1));
    case Refusal::WrongDistance:
        return tr("%1 cannot move to %2: it must move exactly %3 cells along that line.").arg(arg(0), arg(1), arg(2));
    case Refusal::Blocked:
        return tr("%1 cannot move to %2: a %3 piece blocks the way.").arg(arg(0), arg(1), player(2));
    case Refusal::OwnPieceThere:
        return tr("%1 cannot move to %2: your own piece stands there.").arg(arg(0), arg(1));
    case Refusal::WriteCapture:
    case Refusal::WriteMove:
        return tr("Write it as %1.").arg(arg(0));
    case Refusal::OffField:
        return tr("%1 runs off the field.").arg(direction(first));
    case Refusal::IntoOwnedCell:
        return tr("%1 runs into a cell of %2.").arg(direction(first), player(1));
    case Refusal::IntoTower:
        return tr("%1 runs into a tower.").arg(direction(first));
    case Refusal::LandsOnOwnedCell:
        return tr("%1 goes %2 cells and would land on a cell of %3.").arg(direction(first), arg(1), player(2));
    case Refusal::StaysOnHead:
        return tr("%1 goes %2 cells, but the head is already at the edge.").arg(direction(first), arg(1));
    case Refusal::LandsOnOwnedEdge:
        return tr("%1 goes %2 cells and would land on a cell of %3 at the edge.")
            .arg(direction(first), arg(1), player(2));
    case Refusal::LandsOnTowerEdge:
        return tr("%1 would land on a tower at the edge.").arg(direction(first));
    }
    return QString::fromStdString(refusal.error);
}

} // namespace gamut
