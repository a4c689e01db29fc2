# The ui layers' guard (cmake -DUI_DIR=<ui/> -P layercheck.cmake): fails, naming each file and line, when a file of
# the base library (ui/ outside ui/window/) includes the main window's library (ui/window/). The base is what the
# window is built from; an include upwards would make the two one library again. Run before gamut_ui is compiled
# and as the test ui_layer_check.
if(NOT UI_DIR)
    message(FATAL_ERROR "layercheck.cmake: UI_DIR (the ui/ folder) is not set")
endif()
file(GLOB_RECURSE files ${UI_DIR}/*.cpp ${UI_DIR}/*.h)
set(upward "")
foreach(file IN LISTS files)
    file(RELATIVE_PATH name ${UI_DIR} ${file})
    if(name MATCHES "^window/")
        continue()
    endif()
    # "ui/window/x.h" and relative ways up to it ("../window/x.h").
    file(STRINGS ${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<](ui/window/|(\\.\\./)+window/)")
    foreach(line IN LISTS lines)
        string(STRIP "${line}" line)
        list(APPEND upward "  ui/${name}: ${line}")
    endforeach()
endforeach()
if(upward)
    list(JOIN upward "\n" text)
    message(FATAL_ERROR "ui/ outside ui/window/ includes the main window (ui/window/), which is built on top of "
                        "it; pass what is needed as a parameter instead:\n${text}")
endif()
message(STATUS "ui layers: nothing outside ui/window/ includes ui/window/")
