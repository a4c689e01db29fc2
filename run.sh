#!/usr/bin/env bash
# Set up what is missing, build, and start Gamut (the desktop application) with the arguments given.
#   ./run.sh                      resume the last game
#   ./run.sh --game loa --second level:4
#   xvfb-run -a ./run.sh          on a machine without a display
set -euo pipefail
cd "$(dirname "$0")"
case " $* " in
*" --help "* | *" -h "* | *" --version "*) ;; # these print and exit: no window needed
*)
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
        echo "run.sh: there is no display to show the window on (DISPLAY and WAYLAND_DISPLAY are empty)." >&2
        echo "Start it in a virtual display with:  xvfb-run -a ./run.sh $*" >&2
        echo "or use the command line program:     build/app/gamut-cli games" >&2
        exit 1
    fi
    ;;
esac
source tools/setup.sh
gamut_install_packages
gamut_build
build_dir="${GAMUT_BUILD_DIR:-build}"
exec "$build_dir/app/gamut" "$@"
