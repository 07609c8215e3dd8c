# The hyphenation dictionaries spotforge ships: the one each language's strings.yaml names
# (`hyphenation: dictionary:`), copied from Debian's hyphen-* packages (installed by
# scripts/setup.sh for the build only) into the build tree's data folder and the package's
# share/spotforge/hyphen. The package then needs none of the hyphen-* packages, one of which
# (hyphen-pl) recommends LibreOffice. Their licences are in cmake/copyright.
set(SPOTFORGE_HYPHEN_SOURCE_DIR "/usr/share/hyphen" CACHE PATH
    "Where the build finds the hyphenation dictionaries it ships")
file(GLOB spotforge_strings "${CMAKE_SOURCE_DIR}/templates/lang/*/strings.yaml")
set(spotforge_hyphen_files)
foreach(strings ${spotforge_strings})
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${strings}")
  file(STRINGS "${strings}" line REGEX "^  dictionary: *hyph_[A-Za-z_]+\\.dic")
  string(REGEX REPLACE "^  dictionary: *(hyph_[A-Za-z_]+\\.dic).*" "\\1" name "${line}")
  if(NOT name)
    message(FATAL_ERROR "${strings} names no hyphenation dictionary")
  endif()
  set(source "${SPOTFORGE_HYPHEN_SOURCE_DIR}/${name}")
  if(NOT EXISTS "${source}")
    message(FATAL_ERROR "No ${source} (for ${strings}): run scripts/setup.sh, which installs "
                        "Debian's hyphen-* packages")
  endif()
  file(REAL_PATH "${source}" source)
  # configure_file copies again whenever the source changes (a Debian update).
  configure_file("${source}" "${spotforge_build_data}/hyphen/${name}" COPYONLY)
  list(APPEND spotforge_hyphen_files "${spotforge_build_data}/hyphen/${name}")
endforeach()
list(LENGTH spotforge_hyphen_files spotforge_hyphen_count)
message(STATUS "Hyphenation dictionaries shipped: ${spotforge_hyphen_count}")
