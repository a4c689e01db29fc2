// Links the search (gamut_ai) WITHOUT the records (gamut_record): if the AI layer starts to read or write .gamut
// files, this program no longer links and the build says so (CMakeLists.txt also refuses gamut_record among
// gamut_ai's link libraries, which would hide it). Run as a test, it searches every registered game's start.
#include "ai/engine.h"
#include "registry.h"

#include <cstdio>

int main() {
    for (const gamut::GameEntry &entry : gamut::allGames()) {
        std::string error;
        const auto state = entry.create({}, 1, error);
        if (!state) {
            std::fprintf(stderr, "%s: %s\n", entry.info->id.data(), error.c_str());
            return 1;
        }
        const auto engine = entry.makeEngine();
        engine->setHashMegabytes(1);
        gamut::SearchParams params;
        params.limits.depth = 2;
        if (engine->search(*state, params).move == gamut::kNoMove) {
            std::fprintf(stderr, "%s: no move found from the start\n", entry.info->id.data());
            return 1;
        }
    }
    return 0;
}
