// gamut-cli's sub-commands (../shared/spec/cli.md), as a library so tests can call them too.
#pragma once

#include <ostream>

namespace gamut::cli {

// Exit codes of the command line.
enum ExitCode { kOk = 0, kFailure = 1, kUsage = 2, kIllegalMove = 3, kBadRecord = 4 };

int run(int argc, char **argv, std::ostream &out, std::ostream &err);

} // namespace gamut::cli
