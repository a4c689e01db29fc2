# The ui layers' guard (cmake -DUI_DIR=<ui/> -P layercheck.cmake): fails, naming each file and line, when a file
# includes a folder of ui/ above its own. The folders from the ground up (ui/README.md explains each):
#   theme, gameui, text, settings, board, panels, dialogs, library, network, review, games: the base library
#   (gamut_ui);
#   window: the main window's library (gamut_window), built on top of the base.
# An include upwards would tie a lower layer to one built from it (for the window: make the two one library again).
# A folder missing from the list fails too, so that a new one is given its place. Run before gamut_ui is compiled
# and as the test ui_layer_check.
if(NOT UI_DIR)
    message(FATAL_ERROR "layercheck.cmake: UI_DIR (the ui/ folder) is not set")
endif()
set(layers theme gameui text settings board panels dialogs library network review games window)
file(GLOB_RECURSE files ${UI_DIR}/*.cpp ${UI_DIR}/*.h)
set(upward "")
foreach(file IN LISTS files)
    file(RELATIVE_PATH name ${UI_DIR} ${file})
    if(name MATCHES "^games/[^/]+/tests/")
        continue() # a game's tests and test facts: test programs on top of everything, not part of ui/'s libraries
    endif()
    string(REGEX MATCH "^[^/]+" folder "${name}")
    list(FIND layers "${folder}" level)
    if(level LESS 0)
        list(APPEND upward "  ui/${name}: its folder ${folder}/ has no place in layercheck.cmake's layers")
        continue()
    endif()
    file(STRINGS ${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"ui/[^/\"]+/")
    foreach(line IN LISTS lines)
        string(REGEX MATCH "\"ui/([^/\"]+)/" match "${line}")
        list(FIND layers "${CMAKE_MATCH_1}" target)
        if(target GREATER level)
            string(STRIP "${line}" line)
            list(APPEND upward "  ui/${name} (${folder}/): ${line}")
        endif()
    endforeach()
    # Relative ways out of the folder ("../window/x.h") are not how ui/ includes: refuse them outright.
    file(STRINGS ${file} relative REGEX "^[ \t]*#[ \t]*include[ \t]*\"(\\.\\./)+")
    foreach(line IN LISTS relative)
        string(STRIP "${line}" line)
        list(APPEND upward "  ui/${name}: ${line} (write the path from the source root: \"ui/<folder>/...\")")
    endforeach()
endforeach()
if(upward)
    list(JOIN upward "\n" text)
    message(FATAL_ERROR "ui/ includes a layer above the including file's (layers from the ground up: ${layers}); "
                        "pass what is needed as a parameter, or move the shared part down:\n${text}")
endif()
message(STATUS "ui layers: every include of ui/ points down (${layers})")
