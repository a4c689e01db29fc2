#!/usr/bin/env bash
# Installs the build tree as a user would and checks the result (registered in CTest as test_install, label
# "install"):
#   1. cmake --install BUILD --prefix SCRATCH: every file in its place, the programs run from there;
#   2. the desktop file (desktop-file-validate), the AppStream metainfo (appstreamcli validate --no-net), the icon
#      (well-formed, self-contained SVG) and the man pages (man --warnings, or groff -ww);
#   3. cpack -G DEB: the package's fields, its computed Depends, its contents, and gamut-cli run from the package
#      unpacked into a scratch root with dpkg-deb -x.
# Usage: test_install.sh BUILD_DIR [PROGRAM=PATH_IN_BUILD_TREE ...]
# Exit 0 all passed, 1 a check failed, 77 every available check passed but a tool was missing (CTest: skipped).
set -u

build=${1:?usage: test_install.sh BUILD_DIR [PROGRAM=PATH ...]}
shift
cmake=${CMAKE_COMMAND:-cmake}
cpack=${CPACK_COMMAND:-cpack}
# The environment of a user's shell: nothing from the build tree may be needed to run an installed program.
unset LD_LIBRARY_PATH QT_PLUGIN_PATH

failures=0
missing=()
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}
pass() { echo "ok: $*"; }
have() {
    command -v "$1" >/dev/null 2>&1 && return 0
    missing+=("$1")
    echo "missing tool: $1 (its checks are skipped)"
    return 1
}
cache_value() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt" | head -n 1; }

[ -f "$build/CMakeCache.txt" ] || {
    echo "FAIL: $build is not a configured build folder" >&2
    exit 1
}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/gamut-install-test.XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT
prefix=$scratch/prefix
version=$(cache_value CMAKE_PROJECT_VERSION)
# The folders (GNUInstallDirs, relative to the prefix) come from tests/install/CMakeLists.txt.
bindir=${GAMUT_BINDIR:-bin}
datadir=${GAMUT_DATADIR:-share}
mandir=${GAMUT_MANDIR:-share/man}
docdir=${GAMUT_DOCDIR:-share/doc/gamut}
app_id=io.github.gamut.Gamut

# The programs in the build tree: gamut-cli must be there; gamut and gamut-server are installed when built.
declare -A built=()
for pair in "$@"; do
    built[${pair%%=*}]=${pair#*=}
done
[ -x "${built[gamut-cli]:-}" ] || {
    echo "FAIL: gamut-cli is not built (${built[gamut-cli]:-no path given}); build it before this test" >&2
    exit 1
}
expected_games=$("${built[gamut-cli]}" games) || fail "gamut-cli games fails in the build tree"

# --- 1. cmake --install ---------------------------------------------------------------------------------------
if ! "$cmake" --install "$build" --prefix "$prefix" >"$scratch/install.log" 2>&1; then
    cat "$scratch/install.log" >&2
    fail "cmake --install $build --prefix $prefix"
else
    pass "cmake --install into a scratch prefix"
fi

for file in "$bindir/gamut-cli" "$datadir/applications/$app_id.desktop" "$datadir/metainfo/$app_id.metainfo.xml" \
    "$datadir/icons/hicolor/scalable/apps/$app_id.svg" "$mandir/man6/gamut.6" "$mandir/man6/gamut-cli.6" \
    "$mandir/man6/gamut-server.6" "$docdir/LICENSE" "$docdir/copyright"; do
    [ -s "$prefix/$file" ] || fail "not installed: $file"
done

# Run from the installed copy, from another folder, as a user would.
run_installed_cli() { # $1 = the installed gamut-cli, $2 = where from
    local out
    if ! out=$(cd / && "$1" games 2>"$scratch/cli.err"); then
        fail "$2: gamut-cli games fails: $(cat "$scratch/cli.err")"
    elif [ "$out" != "$expected_games" ] || ! grep -q '^loa ' <<<"$out"; then
        fail "$2: gamut-cli games prints something else than the build tree's copy: $out"
    else
        pass "$2: gamut-cli games lists the games of the build tree"
    fi
}
run_installed_cli "$prefix/$bindir/gamut-cli" "installed"

# gamut and gamut-server: wherever they were built, they must be installed and run. $1 = bin folder, $2 = where.
check_optional_programs() {
    local program out
    for program in gamut gamut-server; do
        if [ -z "${built[$program]:-}" ] || [ ! -e "${built[$program]}" ]; then
            echo "note: $program is not built in $build; not expected in $2"
            continue
        fi
        if [ ! -x "$1/$program" ]; then
            fail "$2: $program is built but not installed"
        elif ! out=$(cd / && "$1/$program" --version 2>&1) || [ "$out" != "$program $version" ]; then
            fail "$2: $program --version: '$out' (expected '$program $version')"
        else
            pass "$2: $program --version"
        fi
    done
}
check_optional_programs "$prefix/$bindir" "the installation"

if command -v readelf >/dev/null 2>&1; then # binutils, with the compiler
    rpath=$(readelf -d "$prefix/$bindir/gamut-cli" 2>/dev/null | grep -E 'RPATH|RUNPATH' || true)
    if grep -qF "$(cd "$build" && pwd -P)" <<<"$rpath"; then
        fail "installed gamut-cli still looks for libraries in the build tree: $rpath"
    else
        pass "installed gamut-cli has no run path into the build tree"
    fi
fi

# --- 2. desktop file, metainfo, icon, man pages -----------------------------------------------------------------
desktop=$prefix/$datadir/applications/$app_id.desktop
if have desktop-file-validate; then
    if out=$(desktop-file-validate "$desktop" 2>&1) && [ -z "$out" ]; then
        pass "desktop-file-validate"
    else
        fail "desktop-file-validate: $out"
    fi
fi
for line in '^Exec=gamut$' "^Icon=$app_id\$" '^Categories=Game;BoardGame;$' '^Name\[de\]=' '^Comment\[de\]='; do
    grep -Eq "$line" "$desktop" || fail "desktop file lacks a line matching $line"
done

metainfo=$prefix/$datadir/metainfo/$app_id.metainfo.xml
if have appstreamcli; then
    if out=$(appstreamcli validate --no-net "$metainfo" 2>&1); then
        pass "appstreamcli validate --no-net"
    else
        fail "appstreamcli validate --no-net: $out"
    fi
fi
grep -q '@[A-Z_]*@' "$metainfo" && fail "metainfo holds an unconfigured @VARIABLE@"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" || fail "metainfo: launchable"
grep -q "<release version=\"$version\"" "$metainfo" || fail "metainfo: no release $version"
[ "$(grep -c '<screenshot' "$metainfo")" -ge 5 ] || fail "metainfo: fewer than five screenshots"
for game in AddTraction Atom-4 'Lines of Action' Atoms 'Trails and Towers'; do
    grep -q "$game" "$metainfo" || fail "metainfo's description does not name $game"
done

icon=$prefix/$datadir/icons/hicolor/scalable/apps/$app_id.svg
if command -v xmllint >/dev/null 2>&1; then # an extra check where libxml2-utils is installed
    xmllint --noout "$icon" 2>"$scratch/xmllint.err" && pass "icon is well-formed XML" ||
        fail "icon: $(cat "$scratch/xmllint.err")"
fi
grep -q '<svg[^>]*xmlns="http://www.w3.org/2000/svg"' "$icon" || fail "icon is not an SVG document"
# Self-contained: the only references allowed are to the file's own elements (url(#id), href="#id").
if grep -Eq '(href|src)="[^#]|url\([^#)]|@import|<image' "$icon"; then
    fail "icon refers to something outside itself"
fi

check_man_page() { # $1 = file, $2 = the name its NAME section must give
    local err
    if command -v man >/dev/null 2>&1; then
        err=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$1" 2>&1 >"$scratch/man.out")
    else
        err=$(groff -man -ww -z "$1" 2>&1)
        groff -man -Tutf8 "$1" >"$scratch/man.out" 2>/dev/null
    fi
    if [ -n "$err" ]; then
        fail "man page $1: $err"
    elif ! grep -q "$2 - " "$scratch/man.out" && ! grep -q "$2 [-‐] " "$scratch/man.out"; then
        fail "man page $1 does not render its NAME line '$2 - ...'"
    else
        pass "man page $(basename "$1") renders without warnings"
    fi
}
if command -v man >/dev/null 2>&1 || have groff; then
    for page in gamut gamut-cli gamut-server; do
        check_man_page "$prefix/$mandir/man6/$page.6" "$page"
    done
fi

# Translations: every gamut_*.qm the build made is installed where the window looks for it.
while IFS= read -r qm; do
    [ -s "$prefix/$datadir/gamut/translations/$(basename "$qm")" ] || fail "translation not installed: $qm"
done < <(find "$build" -name '_CPack_Packages' -prune -o -name 'gamut_*.qm' -type f -print)

# --- 3. cpack -G DEB ------------------------------------------------------------------------------------------
deb_tools=1
for tool in dpkg-deb dpkg-shlibdeps; do
    have "$tool" || deb_tools=0
done
if [ "$deb_tools" = 1 ]; then
    if ! "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/cpack" >"$scratch/cpack.log" 2>&1; then
        cat "$scratch/cpack.log" >&2
        fail "cpack -G DEB"
    fi
    deb=$(find "$scratch/cpack" -maxdepth 1 -name 'gamut_*.deb' | head -n 1)
    if [ -z "$deb" ]; then
        fail "cpack made no gamut_*.deb"
    else
        pass "cpack -G DEB: $(basename "$deb")"
        field() { dpkg-deb -f "$deb" "$1"; }
        [ "$(field Package)" = gamut ] || fail "deb Package: $(field Package)"
        [ "$(field Version)" = "$version" ] || fail "deb Version: $(field Version)"
        [ "$(field Section)" = games ] || fail "deb Section: $(field Section)"
        [ -n "$(field Maintainer)" ] || fail "deb has no Maintainer"
        description=$(field Description | tr -s ' \n' '  ')
        grep -q 'Lines of Action' <<<"$description" || fail "deb Description: $description"
        depends=$(field Depends)
        for lib in libc6 libqt6core6; do
            grep -q "\b$lib\b" <<<"$depends" || fail "deb Depends lacks $lib (computed: '$depends')"
        done
        # Installable here: every package it depends on is known to this system's dpkg.
        for package in $(tr ',' '\n' <<<"$depends" | sed 's/(.*)//; s/|.*//; s/ //g'); do
            dpkg-query -W "$package" >/dev/null 2>&1 || fail "deb depends on $package, which this system lacks"
        done
        [ -n "$depends" ] && pass "deb Depends computed: $depends"
        contents=$(dpkg-deb -c "$deb")
        for file in "usr/bin/gamut-cli" "usr/share/applications/$app_id.desktop" \
            "usr/share/metainfo/$app_id.metainfo.xml" "usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
            "usr/share/man/man6/gamut-cli.6" "usr/share/doc/gamut/copyright"; do
            grep -q " \./$file\$" <<<"$contents" || fail "deb lacks /$file"
        done
        if dpkg-deb -x "$deb" "$scratch/root"; then
            run_installed_cli "$scratch/root/usr/bin/gamut-cli" "from the .deb unpacked with dpkg-deb -x"
            check_optional_programs "$scratch/root/usr/bin" "the .deb"
        else
            fail "dpkg-deb -x"
        fi
    fi
fi

if [ "$failures" -gt 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "SKIP: every available check passed, but these tools are missing: ${missing[*]}" \
        "(./test.sh installs them: tools/setup.sh)"
    exit 77
fi
echo "all install checks passed"
