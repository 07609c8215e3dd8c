#!/usr/bin/env bash
# The Debian package, made by CPack from this build, holds everything spotforge needs and works
# from outside the source tree: unpacked into a scratch root, its binary (with no source path
# in it) finds its themes, templates and art beside itself and builds the party kit from /.
# Also `cmake --install --prefix` into a scratch prefix, with a user theme found by name.
# Usage: package_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
source=$(cd "$2" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "package_test: FAIL: $*" >&2; exit 1; }

# 1. The package.
(cd "$scratch" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/pkg" >cpack.log 2>&1) ||
  { cat "$scratch/cpack.log"; fail "cpack -G DEB failed"; }
deb=$(ls "$scratch"/pkg/spotforge_*.deb)
echo "package: $(basename "$deb") ($(du -k "$deb" | cut -f1) KB)"

# Its run-time dependencies are declared: the libraries it links and the data it opens.
depends=$(dpkg-deb -f "$deb" Depends)
for needed in libcairo2 librsvg2-2 libpango-1.0-0 libqpdf libyaml-cpp libhyphen0 libpoppler-glib \
              libicu72 fonts-quicksand fonts-sil-andika; do
  [[ "$depends" == *"$needed"* ]] || fail "Depends lacks $needed: $depends"
done
# The hyphenation dictionaries are shipped, not depended on (hyphen-pl recommends LibreOffice).
[[ "$depends" != *hyphen-* ]] || fail "Depends names a hyphen-* package: $depends"
[[ "$(dpkg-deb -f "$deb" Description)" != *";"* ]] || fail "the description is a CMake list"
# apt would install it here: every dependency resolves (simulated; nothing is installed).
apt-get install -s "$deb" >"$scratch/apt.log" 2>&1 || { cat "$scratch/apt.log"; fail "apt refuses it"; }
grep -q "^Inst spotforge" "$scratch/apt.log" || { cat "$scratch/apt.log"; fail "apt would not install it"; }
# A plain `apt install` (recommends on) brings nothing unrelated: no office suite.
apt-get install -s -o APT::Install-Recommends=true "$deb" >"$scratch/apt.log" 2>&1 ||
  { cat "$scratch/apt.log"; fail "apt refuses it with recommends"; }
if grep -qiE "^Inst (libreoffice|openoffice|hyphen-)" "$scratch/apt.log"; then
  fail "apt install would bring an office suite: $(grep -iE '^Inst (libre|open)office|^Inst hyphen-' "$scratch/apt.log" | head -3)"
fi

# 2. Its files, at the standard places.
dpkg-deb -x "$deb" "$scratch/root"
for f in usr/bin/spotforge usr/share/doc/spotforge/copyright usr/share/spotforge/themes/party/theme.yaml \
         usr/share/spotforge/templates/lang/en/party.md usr/share/spotforge/templates/sheets \
         usr/share/spotforge/iconify/fluent-emoji-flat/icons.json usr/share/man/man1/spotforge.1 \
         usr/share/bash-completion/completions/spotforge \
         usr/share/spotforge/hyphen/hyph_en_US.dic usr/share/spotforge/hyphen/hyph_it_IT.dic \
         usr/share/spotforge/hyphen/hyph_pl_PL.dic usr/share/spotforge/hyphen/hyph_de_DE.dic \
         usr/share/spotforge/hyphen/hyph_fr.dic usr/share/spotforge/hyphen/hyph_es_ES.dic; do
  [ -e "$scratch/root/$f" ] || fail "the package lacks /$f"
done
if grep -q --binary-files=text "$source" "$scratch/root/usr/bin/spotforge"; then
  fail "the packaged binary has the source path $source in it"
fi

# 3. It runs from /, with no help from the environment, into a folder of the user's choice.
(cd / && env -u SPOTFORGE_DATA_DIR -u SPOTFORGE_ICONIFY_DIR HOME="$scratch/home" \
   "$scratch/root/usr/bin/spotforge" build party -o "$scratch/kit" --quiet) ||
  fail "spotforge build party from / failed"
for f in cards.pdf rules-party-en.pdf rules-classic-pl.pdf boards.pdf previews/cards.png; do
  [ -s "$scratch/kit/$f" ] || fail "the kit lacks $f"
done
qpdf --check "$scratch/kit/cards.pdf" >/dev/null || fail "cards.pdf fails qpdf --check"

# 3b. It hyphenates with its own dictionaries: Debian's /usr/share/hyphen hidden (an empty folder
# mounted over it in a private mount namespace), the German rulebook still builds.
mkdir -p "$scratch/empty"
unshare -rm bash -c 'mount --bind "$1" /usr/share/hyphen && ls -A /usr/share/hyphen | grep -q . && exit 9
  cd / && env -u SPOTFORGE_DATA_DIR -u SPOTFORGE_ICONIFY_DIR -u SPOTFORGE_HYPHEN_DIR HOME="$2/home" \
    "$2/root/usr/bin/spotforge" rules party --game classic --lang de -o "$2/de" >/dev/null' \
  _ "$scratch/empty" "$scratch" || fail "the packaged spotforge needs /usr/share/hyphen (rc $?)"
[ -s "$scratch/de/rules-classic-de.pdf" ] || fail "no German rulebook without /usr/share/hyphen"

# 4. cmake --install into a prefix; a user's theme is found by name under XDG_DATA_HOME.
cmake --install "$build" --prefix "$scratch/prefix" >/dev/null
mkdir -p "$scratch/xdg/spotforge/themes"
cp -r "$source/themes/words" "$scratch/xdg/spotforge/themes/my-words"
(cd / && env -u SPOTFORGE_DATA_DIR -u SPOTFORGE_ICONIFY_DIR XDG_DATA_HOME="$scratch/xdg" \
   "$scratch/prefix/bin/spotforge" deck my-words -o "$scratch/words" >/dev/null) ||
  fail "the installed spotforge did not find the user's theme my-words"
[ -s "$scratch/words/cards.pdf" ] || fail "no cards.pdf for the user's theme"
