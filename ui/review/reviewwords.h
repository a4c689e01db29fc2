// The review in words for a screen reader: a judged move's verdict ("Mistake, better c4 (12.5 points lost)") and
// each side's accuracy and counts, which the History's marks, the summary table and the graph show by colour and
// symbol. The History's cells, the review panel and the narration say these.
#pragma once

#include <QString>

namespace gamut {

class ReviewController;

namespace reviewwords {

// What the review says of the move of `ply` (1-based): "Best", "Best, the only legal move", "Mistake, better c4.
// 12.5 points of win chance lost" (the marks' reason); "" when the review does not cover it.
QString verdict(const ReviewController &review, int ply);
// What the graph shows after the move of `ply`: "Red's win chance 42.1%" (the mover's); "" when not judged.
QString chanceAfter(const ReviewController &review, int ply, const QString &game);
// "Blue: accuracy 87.5%, 1 inaccuracy, 2 mistakes, no blunder. Red: ..."; "" without a review.
QString summary(const ReviewController &review, const QString &game);

} // namespace reviewwords
} // namespace gamut
