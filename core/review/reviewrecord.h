// A review saved with its game: each judged move's comment (record.md's `{...}` after the move) gets one command
//   [%review CLASS WIN_BEFORE WIN_AFTER BEST PV...]
// e.g. `{[%review mistake 62.5 48.0 c3 c3 d5 e4]}` (the win chances of the mover with one decimal, the best move's
// token, then the best line's tokens, the best move again first), and the game one tag `Review` with the engine
// spec it was made at. A move whose class comes from a forced result has a second command with the reason and the
// plies from its position to the game's end, `{[%review blunder 40.0 0.0 c3 c3 d5] [%why walks-into-loss 7]}`. Any other text of a comment is kept before the command. A reader that knows nothing of
// reviews keeps the comments as they are, and a file without them is a game without a review: every program reads
// both. Writing a review again replaces the old commands.
#pragma once

#include "../record/record.h"
#include "review.h"

#include <optional>
#include <string>
#include <string_view>

namespace gamut {

inline constexpr std::string_view kReviewTag = "Review";

// Puts `review` into `record`'s move comments and its Review tag. The record must be the review's game (the same
// moves; `start` is its start position, for the tokens of the best moves and lines).
void writeReviewComments(GameRecord &record, const GameState &start, const GameReview &review);
// The comment `comment` with any review command taken out (what a move's own comment was).
std::string withoutReviewCommand(std::string_view comment);
// The review saved in a replayed game: nullopt when it has none (no Review tag, or a move without its command).
// A command that cannot be read (a bad class or number, an illegal best move) is an error naming the move's line:
// "FILE:LINE: bad review comment ...".
std::optional<GameReview> readReviewComments(const ReplayedGame &game, std::string_view fileName, RecordError &error);

} // namespace gamut
