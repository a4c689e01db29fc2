// The sub-commands of gamut-cli. Each returns an exit code or throws Failure.
#pragma once

#include "options.h"

#include <ostream>
#include <string>
#include <vector>

namespace gamut::cli {

int commandGames(const std::vector<std::string> &words, std::ostream &out);
int commandShow(const std::vector<std::string> &words, std::ostream &out);
int commandLegal(const std::vector<std::string> &words, std::ostream &out);
int commandPerft(const std::vector<std::string> &words, std::ostream &out);
int commandReplay(const std::vector<std::string> &words, std::ostream &out);
int commandBest(const std::vector<std::string> &words, std::ostream &out);
int commandMatch(const std::vector<std::string> &words, std::ostream &out);
// Says on `err` how long the review will take (reviewEstimateText) before it starts.
int commandReview(const std::vector<std::string> &words, std::ostream &out, std::ostream &err);
int commandBench(const std::vector<std::string> &words, std::ostream &out);
// bench --levels (benchlevels.cpp): the arguments as commandBench parsed them.
int benchLevels(const Arguments &args, std::ostream &out);

// The game named by the first positional argument; a usage failure when missing or unknown.
std::string requireGame(const Arguments &args);

} // namespace gamut::cli
