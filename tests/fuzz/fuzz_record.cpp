// libFuzzer target for the record reader: any bytes go through loadRecordText (syntax, tags, every game's
// parseMove); whatever is accepted must write out, read back to the same games, and write the same text again.
// Build: tests/fuzz/run-fuzz.sh (clang, -DGAMUT_FUZZ=ON).
#include "core/record/record.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

using namespace gamut;

namespace {

[[noreturn]] void fail(const char *what, const std::string &detail) {
    std::fprintf(stderr, "fuzz_record: %s\n%s\n", what, detail.c_str());
    std::abort();
}

std::vector<const ReplayedGame *> pointers(const std::vector<ReplayedGame> &games) {
    std::vector<const ReplayedGame *> out;
    for (const ReplayedGame &game : games)
        out.push_back(&game);
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    RecordError error;
    const auto games = loadRecordText(text, "fuzz", error);
    if (!games) {
        if (error.message.empty() || error.file != "fuzz")
            fail("refused without a message", std::string(text));
        return 0;
    }
    for (const ReplayedGame &game : *games)
        if (!game.start || game.ply < 0 || game.ply > int(game.moves.size()) || !game.positionAt(game.ply))
            fail("accepted an inconsistent game", std::string(text));
    const std::string written = writeRecords(pointers(*games));
    RecordError again;
    const auto reread = loadRecordText(written, "written", again);
    if (!reread)
        fail("written text does not load again", again.text() + "\n" + written);
    if (reread->size() != games->size())
        fail("written text holds another number of games", written);
    for (std::size_t i = 0; i < games->size(); ++i) {
        const ReplayedGame &a = games->at(i), &b = reread->at(i);
        if (a.moves != b.moves || a.comments != b.comments || a.ply != b.ply || a.record.comment != b.record.comment)
            fail("written text reads back as another game", written);
    }
    if (writeRecords(pointers(*reread)) != written)
        fail("writing is not stable", written);
    return 0;
}
