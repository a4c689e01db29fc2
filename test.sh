#!/usr/bin/env bash
# Set up what is missing, build, and run every test headless (QT_QPA_PLATFORM=offscreen).
set -euo pipefail
cd "$(dirname "$0")"
source tools/setup.sh
gamut_install_packages
gamut_build
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "${GAMUT_BUILD_DIR:-build}" --output-on-failure --parallel "$(nproc)" --timeout 1500
