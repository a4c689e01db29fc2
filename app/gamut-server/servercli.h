// gamut-server's command line: the options, --help and --version, and the run until SIGTERM/SIGINT.
#pragma once

namespace gamut::net {

// Exit codes: 0 after a clean shutdown, 1 when the server cannot start, 2 for bad arguments.
int runServer(int argc, char **argv);

} // namespace gamut::net
