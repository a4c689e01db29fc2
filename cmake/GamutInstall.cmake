# What `cmake --install` puts where, and how `cpack -G DEB` packages it. Included once, at the end of the top-level
# CMakeLists.txt, so that every program target is already defined. The data files live in resources/ (desktop,
# metainfo, icons, man); the README's "Installing" section describes the result.

include(GNUInstallDirs)
# The package's own doc folder, named like the package (share/doc/gamut, where Debian looks for `copyright`), not
# like the CMake project as CMAKE_INSTALL_DOCDIR is (Qt's config has already fixed that to share/doc/Gamut).
set(GAMUT_INSTALL_DOCDIR ${CMAKE_INSTALL_DATAROOTDIR}/doc/gamut)

set(GAMUT_APP_ID "io.github.gamut.Gamut")
# The public home that the reverse-DNS id names, used by the metainfo's links and screenshots. A fork that lives
# elsewhere sets both on the cmake command line.
set(GAMUT_REPOSITORY_URL "https://github.com/gamut/gamut" CACHE STRING "The project's public repository")
set(GAMUT_SCREENSHOT_URL "https://raw.githubusercontent.com/gamut/gamut/main/docs/screenshots"
    CACHE STRING "Where the docs/screenshots/*.png files named in the AppStream metainfo are served from")
set(GAMUT_PACKAGE_MAINTAINER "Gamut maintainers <maintainers@gamut.invalid>"
    CACHE STRING "The Maintainer field of the Debian package (a distributor puts their own address here)")

# --- Programs. gamut-cli always exists; the window and the server may not link yet on a given branch, so their
# rules are OPTIONAL: an install of a tree where they were not built installs the rest instead of failing. The
# install test (tests/install) checks that every program present in the build tree was installed.
set(gamut_required_programs gamut-cli)
set(gamut_optional_programs gamut gamut-server)
foreach(program IN LISTS gamut_required_programs gamut_optional_programs)
    if(NOT TARGET ${program})
        continue()
    endif()
    if(program IN_LIST gamut_optional_programs)
        install(TARGETS ${program} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} OPTIONAL)
    else()
        install(TARGETS ${program} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    endif()
endforeach()

# --- Desktop integration: launcher, AppStream metadata, icon.
set(gamut_resources ${PROJECT_SOURCE_DIR}/resources)
install(FILES ${gamut_resources}/desktop/${GAMUT_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
configure_file(${gamut_resources}/metainfo/${GAMUT_APP_ID}.metainfo.xml.in
               ${PROJECT_BINARY_DIR}/metainfo/${GAMUT_APP_ID}.metainfo.xml @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/metainfo/${GAMUT_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${gamut_resources}/icons/${GAMUT_APP_ID}.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

# --- Manual pages, all in section 6 (games).
foreach(page gamut gamut-cli gamut-server)
    install(FILES ${gamut_resources}/man/${page}.6 DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endforeach()

# --- Translations: the window looks for gamut_<lang>.qm and each game's gamut_<id>_<lang>.qm in
# <bindir>/../share/gamut/translations (ui/window/appsetup.cpp). Whichever folder qt_add_translations writes them to, every gamut_*.qm built here is
# found at install time, so this needs no change when the translations move; none built, nothing installed.
set(gamut_qm_install [[
    file(GLOB_RECURSE gamut_qm_files LIST_DIRECTORIES false "@PROJECT_BINARY_DIR@/gamut_*.qm")
    list(FILTER gamut_qm_files EXCLUDE REGEX "/_CPack_Packages/|/CMakeFiles/")
    if(gamut_qm_files)
        file(INSTALL ${gamut_qm_files} DESTINATION "${CMAKE_INSTALL_PREFIX}/@CMAKE_INSTALL_DATADIR@/gamut/translations")
    endif()
]])
# @VAR@ are this configuration's folders; ${VAR} stay for install time (the prefix is chosen then).
string(CONFIGURE "${gamut_qm_install}" gamut_qm_install @ONLY)
install(CODE "${gamut_qm_install}")

# --- Licence and documentation. `copyright` is Debian's machine-readable summary; LICENSE the full text.
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/packaging/copyright
        DESTINATION ${GAMUT_INSTALL_DOCDIR})

# --- CPack: `cpack -G DEB` in the build folder (after a full build) makes gamut_<version>_<arch>.deb.
set(CPACK_PACKAGE_NAME gamut)
set(CPACK_PACKAGE_VENDOR "The Gamut developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${GAMUT_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "two-player abstract strategy games")
set(CPACK_PACKAGE_DESCRIPTION_FILE ${PROJECT_SOURCE_DIR}/packaging/description.txt)
set(CPACK_PACKAGE_HOMEPAGE_URL "${GAMUT_REPOSITORY_URL}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/")

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${GAMUT_PACKAGE_MAINTAINER}")
# Depends is computed by dpkg-shlibdeps (package dpkg-dev) from the libraries the programs really link.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS OFF)
# What Qt loads at run time, which dpkg-shlibdeps cannot see: the SVG icon engine for the icon themes' toolbar
# icons, the Wayland platform (X11's is in libqt6gui6), and Qt's own translations (qtbase_de.qm for the dialogs).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libqt6svg6, qt6-wayland, qt6-translations-l10n")
include(CPack)
