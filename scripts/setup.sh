#!/usr/bin/env bash
# Installs everything spotforge needs on a fresh Debian 12 machine: the build tools,
# every library the pipeline links, the fonts, the hyphenation dictionaries, the PDF
# test tools, and the default art (an Iconify icon set from the npm registry, pinned
# and checked against its integrity hash). Idempotent and quiet when nothing is missing.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

packages=(
  build-essential cmake pkg-config ninja-build git ca-certificates openssl
  clang clang-format libclang-rt-14-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  libcairo2-dev librsvg2-dev libpango1.0-dev libharfbuzz-dev libfontconfig-dev
  libpng-dev zlib1g-dev libjpeg-dev libheif-dev libwebp-dev libopencv-objdetect-dev opencv-data
  libyaml-cpp-dev libcli11-dev nlohmann-json3-dev libicu-dev
  libhyphen-dev hyphen-en-us hyphen-it hyphen-pl hyphen-de hyphen-fr hyphen-es
  libqpdf-dev qpdf poppler-utils libpoppler-glib-dev
  fonts-quicksand fonts-sil-andika fonts-dejavu-core
  nodejs npm
  chromium libcpp-httplib-dev libzip-dev
)

missing=()
for p in "${packages[@]}"; do
  # npm ships inside NodeSource's nodejs package; accept either.
  if [ "$p" = npm ] && command -v npm >/dev/null 2>&1; then continue; fi
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq >/dev/null
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The default art: Fluent Emoji Flat (MIT, Microsoft) as an Iconify JSON set.
"$here/scripts/fetch-art.sh"

# The browser tests drive Debian's chromium with playwright-core (pinned in
# tests/browser/package-lock.json, checked by npm against its integrity hash).
if [ ! -f "$here/tests/browser/node_modules/playwright-core/package.json" ]; then
  echo "setup: installing the browser test driver (playwright-core)" >&2
  (cd "$here/tests/browser" && npm ci --silent --no-audit --no-fund --ignore-scripts >/dev/null)
fi
