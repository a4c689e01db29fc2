#!/usr/bin/env bash
# Set up what is missing, build, and start Gamut.
set -euo pipefail
cd "$(dirname "$0")"
source tools/setup.sh
gamut_install_packages
gamut_build
build_dir="${GAMUT_BUILD_DIR:-build}"
if [ -x "$build_dir/app/gamut" ]; then
    exec "$build_dir/app/gamut" "$@"
fi
# Until the desktop application lands, the command line is the program.
exec "$build_dir/app/gamut-cli" "${@:-games}"
