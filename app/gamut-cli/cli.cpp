#include "cli.h"

#include "commands.h"
#include "core/text.h"

#include <cerrno>
#include <functional>
#include <map>
#include <system_error>

namespace gamut::cli {

namespace {

const char *const kUsageText = R"(usage: gamut-cli COMMAND [arguments]

commands:
  games                                   every game with its variants and default variant
  show   GAME [options]                   the canonical position text
  legal  GAME [options]                   every legal move, sorted
  perft  GAME DEPTH [options] [--divide]  the number of move sequences of exactly DEPTH plies (a line on
                                          which the game ends before DEPTH plies counts 0)
  best   GAME [options] [--level N | --engine ENGINE | --movetime MS] [--seed S] [--review]
                                          the computer's chosen move (--review: searched as the
                                          review searches a position, without the level's noise)
  match  GAME --a ENGINE --b ENGINE [--games N] [--movetime MS] [--seed S] [--pgn FILE]
         [--openings PLIES] [--jobs N] [--tc CONTROL]
                                          computer against computer (--tc: under a clock, 5+3 or
                                          move:2; a side whose time runs out loses on time)
  bench  [GAME]                           fixed perft and search workloads
  bench  --levels [GAME] [--level N|A-B|hint[,...]] [--runs N] [--cpu] [--each]
                                          each level and the hint from 30 fixed positions a game:
                                          median, 90th percentile and maximum time and nodes a move
  replay FILE                             check a saved game and print its final position
  review FILE [--level N | --engine ENGINE] [--jobs N] [--json]
                                          the review of the file's last game (Atom-4: its last round):
                                          per ply the class, the mover's win chance before and after,
                                          the best move and the loss; per side the accuracy and counts

options: --variant V   --moves "m1 m2 ..."   --record FILE

exit codes: 0 success, 1 the result could not be written (standard output, --pgn), 2 bad usage,
            3 an illegal move, 4 an unreadable or invalid record file
)";

// Every message that may quote the user's words or a file's text is escaped and clipped by the one helper
// (printableExcerpt); the pieces it quotes are clipped shorter where they are put in.
constexpr std::size_t kLongestMessage = 2048;

// After the command: a result that did not reach standard output (a full disk, a closed descriptor) is a
// failure, not a success with nothing written.
bool flushed(std::ostream &out) {
    errno = 0;
    out.flush();
    return bool(out);
}

std::string writeFailure(const std::string &name) {
    const int code = errno;
    return "gamut-cli" + (name.empty() ? std::string() : " " + name) + ": cannot write to standard output" +
           (code ? ": " + std::generic_category().message(code) : std::string()) + "\n";
}

// A command writes its result to `out`; the review also says on `err` how long it will take before it starts.
using Command = std::function<int(const std::vector<std::string> &, std::ostream &out, std::ostream &err)>;

Command resultOnly(int (*command)(const std::vector<std::string> &, std::ostream &)) {
    return [command](const std::vector<std::string> &words, std::ostream &out, std::ostream &) {
        return command(words, out);
    };
}

const std::map<std::string, Command> &commands() {
    static const std::map<std::string, Command> table = {
        {"games", resultOnly(commandGames)}, {"show", resultOnly(commandShow)},     {"legal", resultOnly(commandLegal)},
        {"perft", resultOnly(commandPerft)}, {"replay", resultOnly(commandReplay)}, {"bench", resultOnly(commandBench)},
        {"best", resultOnly(commandBest)},   {"match", resultOnly(commandMatch)},   {"review", commandReview},
    };
    return table;
}

} // namespace

int run(int argc, char **argv, std::ostream &out, std::ostream &err) {
    std::vector<std::string> words(argv + 1, argv + argc);
    if (words.empty() || words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
        if (words.empty()) {
            err << kUsageText;
            return kUsage;
        }
        out << kUsageText;
        if (!flushed(out)) {
            err << writeFailure({});
            return kFailure;
        }
        return kOk;
    }
    const std::string name = printableExcerpt(words[0]);
    const auto it = commands().find(words[0]);
    words.erase(words.begin());
    if (it == commands().end()) {
        std::string names;
        for (const auto &[n, command] : commands())
            names += (names.empty() ? "" : ", ") + n;
        err << "gamut-cli: unknown command '" << name << "' (commands: " << names << ")\n";
        return kUsage;
    }
    int code = kOk;
    try {
        code = it->second(words, out, err);
    } catch (const Failure &failure) {
        code = failure.code;
        err << "gamut-cli " << name << ": " << printableExcerpt(failure.what(), kLongestMessage) << '\n';
    } catch (const std::exception &e) {
        code = kFailure;
        err << "gamut-cli " << name << ": internal error: " << printableExcerpt(e.what(), kLongestMessage) << '\n';
    }
    if (!flushed(out)) {
        err << writeFailure(name);
        return code == kOk ? kFailure : code;
    }
    return code;
}

} // namespace gamut::cli
