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
              libicu72 fonts-quicksand fonts-sil-andika \
              hyphen-en-us hyphen-it hyphen-pl hyphen-de hyphen-fr hyphen-es; do
  [[ "$depends" == *"$needed"* ]] || fail "Depends lacks $needed: $depends"
done
[[ "$(dpkg-deb -f "$deb" Description)" != *";"* ]] || fail "the description is a CMake list"
# apt would install it here: every dependency resolves (simulated; nothing is installed).
apt-get install -s "$deb" >"$scratch/apt.log" 2>&1 || { cat "$scratch/apt.log"; fail "apt refuses it"; }
grep -q "^Inst spotforge" "$scratch/apt.log" || { cat "$scratch/apt.log"; fail "apt would not install it"; }
# The README's install line brings nothing unrelated: no office suite (hyphen-pl recommends one).
apt-get install -s --no-install-recommends "$deb" >"$scratch/apt-lean.log" 2>&1 ||
  { cat "$scratch/apt-lean.log"; fail "apt refuses it without recommends"; }
if grep -qiE "^Inst (libreoffice|openoffice)" "$scratch/apt-lean.log"; then
  fail "apt install --no-install-recommends would bring an office suite: $(grep -iE '^Inst (libre|open)office' "$scratch/apt-lean.log" | head -3)"
fi

# 2. Its files, at the standard places.
dpkg-deb -x "$deb" "$scratch/root"
for f in usr/bin/spotforge usr/share/doc/spotforge/copyright usr/share/spotforge/themes/party/theme.yaml \
         usr/share/spotforge/templates/lang/en/party.md usr/share/spotforge/templates/sheets \
         usr/share/spotforge/iconify/fluent-emoji-flat/icons.json usr/share/man/man1/spotforge.1 \
         usr/share/bash-completion/completions/spotforge; do
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

# 4. cmake --install into a prefix; a user's theme is found by name under XDG_DATA_HOME.
cmake --install "$build" --prefix "$scratch/prefix" >/dev/null
mkdir -p "$scratch/xdg/spotforge/themes"
cp -r "$source/themes/words" "$scratch/xdg/spotforge/themes/my-words"
(cd / && env -u SPOTFORGE_DATA_DIR -u SPOTFORGE_ICONIFY_DIR XDG_DATA_HOME="$scratch/xdg" \
   "$scratch/prefix/bin/spotforge" deck my-words -o "$scratch/words" >/dev/null) ||
  fail "the installed spotforge did not find the user's theme my-words"
[ -s "$scratch/words/cards.pdf" ] || fail "no cards.pdf for the user's theme"
