// gamut-cli: the headless command line (../shared/spec/cli.md).
#include "cli.h"

#include <iostream>

int main(int argc, char **argv) {
    return gamut::cli::run(argc, argv, std::cout, std::cerr);
}
