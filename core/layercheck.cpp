// Links the record reader and the model WITHOUT the search (gamut_ai): if either starts to use the AI layer, this
// program no longer links and the build says so. Run as a test, it also reads a record through both.
#include "model/gamemodel.h"
#include "record/record.h"
#include "registry.h"

#include <cstdio>

int main() {
    // A one-move record of the first registered game: its first legal move from the start.
    const gamut::GameEntry &entry = gamut::allGames().front();
    const std::string id(entry.info->id);
    std::string error;
    const auto start = entry.create({}, 1, error);
    if (!start) {
        std::fprintf(stderr, "%s: %s\n", id.c_str(), error.c_str());
        return 1;
    }
    const std::string move = start->legalMoveTexts().front();
    gamut::RecordError recordError;
    const auto games =
        gamut::loadRecordText("[Format \"gamut 1\"]\n[Game \"" + id + "\"]\n\n" + move + "\n", "check", recordError);
    if (!games || games->front().moves.size() != 1) {
        std::fprintf(stderr, "record: %s\n", recordError.text().c_str());
        return 1;
    }
    gamut::GameModel model;
    if (!model.newGame(QString::fromStdString(id))) {
        std::fprintf(stderr, "model: no %s game\n", id.c_str());
        return 1;
    }
    return 0;
}
