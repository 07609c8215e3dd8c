# What `cmake --install build [--prefix P]` puts where, and the Debian package CPack makes of it
# (`cpack -G DEB` in the build folder). The layout is the standard one: the binary in bin/, its
# data in share/spotforge/ (found relative to the binary, see generator/base/data_dir.h), the
# man page and the bash completion where man and bash-completion look.
set(spotforge_share "${CMAKE_INSTALL_DATADIR}/spotforge")

install(DIRECTORY "${CMAKE_SOURCE_DIR}/themes/" DESTINATION "${spotforge_share}/themes")
install(DIRECTORY "${CMAKE_SOURCE_DIR}/templates/" DESTINATION "${spotforge_share}/templates")
install(DIRECTORY "${CMAKE_SOURCE_DIR}/studio/" DESTINATION "${spotforge_share}/studio")
# The Iconify art is fetched by scripts/setup.sh; a build without it has no default theme.
if(NOT EXISTS "${SPOTFORGE_ICONIFY_DIR}")
  message(WARNING "No Iconify sets in ${SPOTFORGE_ICONIFY_DIR}: run scripts/setup.sh (or "
                  "scripts/fetch-art.sh) before installing, or the shipped themes lack their art")
endif()
install(DIRECTORY "${SPOTFORGE_ICONIFY_DIR}/" DESTINATION "${spotforge_share}/iconify"
        PATTERN ".integrity" EXCLUDE)
# The hyphenation dictionaries, as cmake/hyphen.cmake copied them into the build tree.
install(FILES ${spotforge_hyphen_files} DESTINATION "${spotforge_share}/hyphen")
install(FILES "${CMAKE_SOURCE_DIR}/docs/spotforge.1" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
install(FILES "${CMAKE_SOURCE_DIR}/completions/spotforge.bash"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions" RENAME spotforge)
install(FILES "${CMAKE_SOURCE_DIR}/README.md" "${CMAKE_SOURCE_DIR}/docs/guide.md"
        DESTINATION "${CMAKE_INSTALL_DOCDIR}")
# Debian policy: every package carries /usr/share/doc/PACKAGE/copyright (DEP-5).
install(FILES "${CMAKE_CURRENT_LIST_DIR}/copyright" DESTINATION "${CMAKE_INSTALL_DOCDIR}")

set(CPACK_PACKAGE_NAME spotforge)
set(CPACK_PACKAGE_VENDOR "spotforge")
set(CPACK_PACKAGE_CONTACT "spotforge developers <spotforge@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "print-and-play Spot it!/Dobble-style decks, rulebooks and Spotlight boards")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "spotforge turns a folder of pictures (or a YAML theme) into a print-and-play kit: a card deck "
    "built on a verified finite projective plane, its rulebooks in English, Italian, Polish, German, French and Spanish, and "
    "Spotlight hidden-picture boards with their search cards, as print-ready PDFs.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
# The shared libraries come from dpkg-shlibdeps; the fonts are opened at run time, so they are
# named here (opencv-data holds the frontal-face cascade for framed photos, some 1.3 MB).
# The hyphenation dictionaries are shipped in share/spotforge/hyphen (1.3 MB, copied
# from Debian's hyphen-* packages at build time): depending on those packages instead would let
# hyphen-pl's Recommends pull in libreoffice-writer (some 300 MB) with a plain `apt install`.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "fonts-quicksand, fonts-sil-andika, fonts-dejavu-core, fontconfig, opencv-data")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "bash-completion, man-db")
include(CPack)
