#include "cli.h"
namespace gamut::cli {
int run(int, char **, std::ostream &, std::ostream &) { return kOk; }
}
