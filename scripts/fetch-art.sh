#!/usr/bin/env bash
# Fetches the pinned Iconify icon sets from the npm registry into third_party/iconify/<set>/,
# verifying each tarball against its npm integrity hash. Nothing is fetched when present.
# With --bench: the sets only the benchmarks read (a colourful emoji set no one tuned the
# layout to, issue 29) into third_party/bench-art/<set>/, which is never installed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dest_root="$here/third_party/iconify"

# set name | npm package@version | sha512 integrity (base64)
sets=(
  "fluent-emoji-flat|@iconify-json/fluent-emoji-flat@1.2.6|RY47RgPb47fYUiyrA64sIOL0+UU02s29sXpNBbIQRBUlPlfNFTKUmZDERGuxDs/7yNGWqQYvuaSYM1M4fRXlUw=="
)
if [ "${1:-}" = "--bench" ]; then
  dest_root="$here/third_party/bench-art"
  sets=(
    "openmoji|@iconify-json/openmoji@1.2.29|vXdhkqcXVSO6suy+m9LbcUM3OdVyuNOtpV8/als/WqfkQIRxevL5Geb/g+6GH/Qwnq1OqksEmaDGTCmZ5nFKJQ=="
  )
fi

for entry in "${sets[@]}"; do
  IFS='|' read -r name spec integrity <<<"$entry"
  dest="$dest_root/$name"
  if [ -f "$dest/icons.json" ] && [ -f "$dest/.integrity" ] && [ "$(cat "$dest/.integrity")" = "$integrity" ]; then
    continue
  fi
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  echo "setup: fetching $spec" >&2
  (cd "$tmp" && npm pack --silent "$spec" >/dev/null 2>&1)
  tarball=$(ls "$tmp"/*.tgz)
  actual=$(openssl dgst -sha512 -binary "$tarball" | base64 -w0)
  if [ "$actual" != "$integrity" ]; then
    echo "setup: $spec does not match its pinned integrity hash (got sha512-$actual); refusing it" >&2
    exit 1
  fi
  mkdir -p "$tmp/x" "$dest"
  tar -xzf "$tarball" -C "$tmp/x"
  cp "$tmp/x/package/icons.json" "$dest/icons.json"
  cp "$tmp/x/package/info.json" "$dest/info.json"
  echo "$integrity" >"$dest/.integrity"
  rm -rf "$tmp"
  trap - EXIT
done
