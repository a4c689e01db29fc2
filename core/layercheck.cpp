// Links the record reader and the model WITHOUT the search (gamut_ai): if either starts to use the AI layer, this
// program no longer links and the build says so. Run as a test, it also reads a record through both.
#include "model/gamemodel.h"
#include "record/record.h"

#include <cstdio>

int main() {
    gamut::RecordError error;
    const auto games = gamut::loadRecordText("[Format \"gamut 1\"]\n[Game \"loa\"]\n\nb1-b3\n", "check", error);
    if (!games || games->front().moves.size() != 1) {
        std::fprintf(stderr, "record: %s\n", error.text().c_str());
        return 1;
    }
    gamut::GameModel model;
    if (!model.newGame("loa")) {
        std::fprintf(stderr, "model: no loa game\n");
        return 1;
    }
    return 0;
}
