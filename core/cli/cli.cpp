#include "cli.h"

#include "commands.h"

#include <functional>
#include <map>

namespace gamut::cli {

namespace {

const char *const kUsageText = R"(usage: gamut-cli COMMAND [arguments]

commands:
  games                                   every game with its variants and default variant
  show   GAME [options]                   the canonical position text
  legal  GAME [options]                   every legal move, sorted
  perft  GAME DEPTH [options] [--divide]  the number of move sequences of DEPTH plies
  best   GAME [options] [--level N | --movetime MS] [--seed S]
                                          the computer's chosen move
  match  GAME --a ENGINE --b ENGINE [--games N] [--movetime MS] [--seed S] [--pgn FILE]
         [--openings PLIES] [--jobs N]
                                          computer against computer
  bench  [GAME]                           fixed perft and search workloads
  replay FILE                             check a saved game and print its final position

options: --variant V   --moves "m1 m2 ..."   --record FILE
)";

using Command = std::function<int(const std::vector<std::string> &, std::ostream &)>;

const std::map<std::string, Command> &commands() {
    static const std::map<std::string, Command> table = {
        {"games", commandGames},   {"show", commandShow},   {"legal", commandLegal}, {"perft", commandPerft},
        {"replay", commandReplay}, {"bench", commandBench}, {"best", commandBest},   {"match", commandMatch},
    };
    return table;
}

} // namespace

int run(int argc, char **argv, std::ostream &out, std::ostream &err) {
    std::vector<std::string> words(argv + 1, argv + argc);
    if (words.empty() || words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
        (words.empty() ? err : out) << kUsageText;
        return words.empty() ? kUsage : kOk;
    }
    const std::string name = words[0];
    words.erase(words.begin());
    const auto it = commands().find(name);
    if (it == commands().end()) {
        std::string names;
        for (const auto &[n, command] : commands())
            names += (names.empty() ? "" : ", ") + n;
        err << "gamut-cli: unknown command '" << name << "' (commands: " << names << ")\n";
        return kUsage;
    }
    try {
        const int code = it->second(words, out);
        out.flush();
        return code;
    } catch (const Failure &failure) {
        out.flush();
        err << "gamut-cli " << name << ": " << failure.what() << '\n';
        return failure.code;
    } catch (const std::exception &e) {
        err << "gamut-cli " << name << ": internal error: " << e.what() << '\n';
        return kFailure;
    }
}

} // namespace gamut::cli
