# Shared by run.sh and test.sh: install the Debian 12 packages Gamut needs (when missing), configure and build.
# Environment: GAMUT_BUILD_DIR (default build), GAMUT_SANITIZE=ON for an ASan+UBSan build.

GAMUT_PACKAGES=(cmake ninja-build g++ pkg-config qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite libqt6sql6-psql postgresql qt6-l10n-tools qt6-tools-dev qt6-translations-l10n libgl-dev fonts-dejavu-core appstream desktop-file-utils dpkg-dev man-db openssl dbus-daemon)

gamut_install_packages() {
    local missing=()
    for package in "${GAMUT_PACKAGES[@]}" "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing Debian packages: ${missing[*]}"
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Please install as root: apt-get install ${missing[*]}" >&2; return 1; }
        sudo=sudo
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

gamut_build() {
    local build_dir="${GAMUT_BUILD_DIR:-build}"
    local sanitize="${GAMUT_SANITIZE:-OFF}"
    local build_type=Release
    [ "$sanitize" = ON ] && build_type=RelWithDebInfo
    cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" -DGAMUT_WERROR=ON \
        -DGAMUT_SANITIZE="$sanitize"
    cmake --build "$build_dir" --parallel "$(nproc)"
}
