// The text side of Lines of Action: variants, move tokens and their reasons, board rows, set-up, effects.
#include "loa.h"

#include "loa_tables.h"

#include "../../text.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace gamut {

using loa::bit;

namespace {

constexpr std::string_view kMoveShape = "not a move: expected like b1-b3, b1xd3 or pass";
constexpr std::string_view kVariantNames[] = {"standard", "olympiad", "scrambled"};

std::optional<LoaPosition::Variant> parseVariant(std::string_view text) {
    const std::string lower = toLower(text);
    for (int i = 0; i < 3; ++i)
        if (lower == kVariantNames[i])
            return LoaPosition::Variant(i);
    return std::nullopt;
}

std::string name(int cell) { return cellName(cell % 8, cell / 8); }
std::string playerName(int player) { return std::string(LoaRules::info().players[std::size_t(player)]); }
const char *pieceToken(int player) { return player == 0 ? "b" : player == 1 ? "w" : "."; }

// "c3" -> true when the text has the shape of a cell name (a letter then digits), whether or not it is on the board.
bool looksLikeCell(std::string_view text) {
    if (text.size() < 2 || text.size() > 3 || !std::isalpha(static_cast<unsigned char>(text[0])))
        return false;
    for (std::size_t i = 1; i < text.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(text[i])))
            return false;
    return true;
}

} // namespace

std::string LoaPosition::variantId() const { return std::string(kVariantNames[int(variant_)]); }

std::string LoaPosition::moveText(Move move) const {
    if (move == kPass)
        return "pass";
    const int from = moveFrom(move), to = moveTo(move);
    const bool capture = pieces_[side_ ^ 1] & bit(to);
    return name(from) + (capture ? "x" : "-") + name(to);
}

ParsedMove LoaPosition::parseMove(std::string_view token) const {
    if (outcome_ != Outcome::Ongoing)
        return ParsedMove::illegal("the game is over", Refusal::GameOver);
    if (token.size() > 16)
        return ParsedMove::illegal(std::string(kMoveShape), Refusal::Unreadable, {std::string(kMoveShape)});
    const std::string text = toLower(token);
    MoveList legal;
    legalMoves(legal);
    if (text == "pass") {
        if (legal[0] != kPass)
            return ParsedMove::illegal("cannot pass: " + playerName(side_) + " has a legal move", Refusal::CannotPass,
                                       {playerName(side_)});
        return ParsedMove::legal(kPass);
    }
    // The separator comes after the first cell name: a letter and one or two digits.
    const std::size_t sep = text.find_first_of("-x", 1);
    if (sep == std::string::npos || !looksLikeCell(text.substr(0, sep)) || !looksLikeCell(text.substr(sep + 1)))
        return ParsedMove::illegal(std::string(kMoveShape), Refusal::Unreadable, {std::string(kMoveShape)});
    const auto from = parseCell(text.substr(0, sep), geometry());
    const auto to = parseCell(text.substr(sep + 1), geometry());
    for (const auto &[cell, part] : {std::pair{from, text.substr(0, sep)}, std::pair{to, text.substr(sep + 1)}})
        if (!cell)
            return ParsedMove::illegal(part + " is not a cell of the board (a1..h8)", Refusal::NotOnBoard,
                                       {part, "a1..h8"});
    if (ParsedMove why = whyNot(*from, *to, text[sep] == 'x'); why.reason != Refusal::None)
        return why;
    const Move move = makeMove(*from, *to);
    if (!legal.contains(move)) // cannot happen unless whyNot and the generator disagree
        return ParsedMove::illegal("not a legal move here", Refusal::NotLegal);
    return ParsedMove::legal(move);
}

ParsedMove LoaPosition::refusalAt(int cell, int from) const {
    if (outcome() != Outcome::Ongoing)
        return ParsedMove::illegal("the game is over", Refusal::GameOver);
    if (from < 0)
        return (pieces_[side_] & bit(cell)) ? ParsedMove{}
                                            : ParsedMove::illegal("no " + playerName(side_) + " piece on " + name(cell),
                                                                  Refusal::NoOwnPiece, {name(cell), playerName(side_)});
    // Written as the move is (a capture with 'x'): a click says nothing of notation.
    const ParsedMove why = whyNot(from, cell, (pieces_[side_ ^ 1] & bit(cell)) != 0);
    return why.reason != Refusal::None ? why : ParsedMove{};
}

// Why `from` -> `to` is not a legal move for the side to move, checked in the order a player would think.
ParsedMove LoaPosition::whyNot(int from, int to, bool wroteCapture) const {
    using R = Refusal;
    const int me = side_, them = side_ ^ 1;
    if (!(pieces_[me] & bit(from)))
        return ParsedMove::illegal("no " + playerName(me) + " piece on " + name(from), R::NoOwnPiece,
                                   {name(from), playerName(me)});
    const std::string head = name(from) + " cannot move to " + name(to) + ": ";
    if (from == to)
        return ParsedMove::illegal(head + "a piece must move", R::MustMove, {name(from)});
    const int dx = to % 8 - from % 8, dy = to / 8 - from / 8;
    if (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy))
        return ParsedMove::illegal(head + "not on one row, column or diagonal", R::NotInLine, {name(from), name(to)});
    int dir = 0;
    while (loa::kDx[dir] != (dx > 0) - (dx < 0) || loa::kDy[dir] != (dy > 0) - (dy < 0))
        ++dir;
    const int distance = std::max(std::abs(dx), std::abs(dy));
    const int needed = lineCount_[loa::kTables.lineOf[from][dir >> 1]];
    if (distance != needed)
        return ParsedMove::illegal(head + "must move exactly " + std::to_string(needed) +
                                       (needed == 1 ? " cell" : " cells") + " along that line",
                                   R::WrongDistance, {name(from), name(to), std::to_string(needed)});
    if (pieces_[them] & loa::kTables.between[from][dir][distance])
        return ParsedMove::illegal(head + "a piece of " + playerName(them) + " blocks the way", R::Blocked,
                                   {name(from), name(to), playerName(them)});
    if (pieces_[me] & bit(to))
        return ParsedMove::illegal(head + "a " + playerName(me) + " piece stands there", R::OwnPieceThere,
                                   {name(from), name(to), playerName(me)});
    const bool capture = pieces_[them] & bit(to);
    if (capture && !wroteCapture)
        return ParsedMove::illegal(name(from) + "-" + name(to) + " captures a " + playerName(them) + " piece: write " +
                                       name(from) + "x" + name(to),
                                   R::WriteCapture, {name(from) + "x" + name(to)});
    if (!capture && wroteCapture)
        return ParsedMove::illegal(name(from) + "x" + name(to) + " captures nothing: write " + name(from) + "-" +
                                       name(to),
                                   R::WriteMove, {name(from) + "-" + name(to)});
    return {};
}

void LoaPosition::boardRows(std::vector<std::string> &rows) const {
    appendGridRows(
        kSize, kSize, [this](int cell) { return pieceToken(pieceAt(cell)); }, rows);
}

// A slide along the path (from, every cell passed, to), then, when an enemy piece stood on `to`, its capture.
void LoaPosition::describeMove(Move move, MoveEffects &effects) const {
    if (move == kPass)
        return;
    const int from = moveFrom(move), to = moveTo(move);
    const int dx = (to % 8 > from % 8) - (to % 8 < from % 8), dy = (to / 8 > from / 8) - (to / 8 < from / 8);
    LoaPosition after = *this;
    after.play(move);
    EffectStep slide{EffectKind::Slide, {}, {{from, after.cellFace(from)}, {to, after.cellFace(to)}}};
    for (int cell = from;; cell += dy * 8 + dx) {
        slide.path.push_back(cell);
        if (cell == to)
            break;
    }
    effects.push_back(slide);
    if (pieces_[side_ ^ 1] & bit(to))
        effects.push_back({EffectKind::Capture, {to}, {{to, after.cellFace(to)}}});
}

std::optional<LoaPosition> LoaPosition::fromRows(std::string_view variant, const std::vector<std::string> &rows,
                                                 int sideToMove, std::string &error) {
    const auto kind = parseVariant(variant);
    if (!kind) {
        error = unknownVariantMessage(LoaRules::info(), variant);
        return std::nullopt;
    }
    if (rows.size() != kSize || sideToMove < 0 || sideToMove > 1) {
        error = "expected 8 rows and a side to move of 0 or 1";
        return std::nullopt;
    }
    LoaPosition p;
    p.variant_ = *kind;
    p.side_ = std::uint8_t(sideToMove);
    if (sideToMove)
        p.hash_ ^= kSideToMoveKey;
    for (int y = 0; y < kSize; ++y) {
        const std::vector<std::string> cells = splitWhitespace(rows[std::size_t(kSize - 1 - y)]);
        if (cells.size() != kSize) {
            error = "row " + std::to_string(y + 1) + " does not have 8 cells";
            return std::nullopt;
        }
        for (int x = 0; x < kSize; ++x) {
            const std::string cell = toLower(cells[std::size_t(x)]);
            if (cell == "b" || cell == "w")
                p.put(y * kSize + x, cell == "w");
            else if (cell != ".") {
                error = "unknown cell token '" + cells[std::size_t(x)] + "'";
                return std::nullopt;
            }
        }
    }
    if (!p.pieces_[0] || !p.pieces_[1]) {
        error = "each player needs at least one piece";
        return std::nullopt;
    }
    p.judge(sideToMove ^ 1, true);
    return p;
}

const GameInfo &LoaRules::info() {
    static const GameInfo info{
        "loa", "Lines of Action", {"black", "white"}, "standard", {"standard", "olympiad", "scrambled"}, {}, false};
    return info;
}

std::optional<LoaPosition> LoaRules::start(std::string_view variant, int, std::string &error) {
    const auto kind = parseVariant(variant);
    if (!kind) {
        error = unknownVariantMessage(info(), variant);
        return std::nullopt;
    }
    return LoaPosition::initial(*kind);
}

} // namespace gamut
