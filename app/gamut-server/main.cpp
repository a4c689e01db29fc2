// gamut-server: the headless game server (../shared/spec/protocol.md); everything lives in core/net.
#include "servercli.h"

int main(int argc, char **argv) { return gamut::net::runServer(argc, argv); }
