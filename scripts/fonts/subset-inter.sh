#!/usr/bin/env bash
# Makes assets/fonts/inter-subset.woff2 from the npm package @fontsource-variable/inter: the
# glyphs Finnish, Swedish and English copy need (Basic Latin, Latin-1, Š Ž Œ, dashes, quotes, €,
# arrows) and the weights the site uses (400-800). 48 KB -> 26 KB, the largest file a first
# visit waits for after the framework. Needs fonttools (Debian: apt-get install python3-fonttools
# python3-brotli); run it again only after updating the font package.
set -euo pipefail
cd "$(dirname "$0")/../.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
tmp=$(mktemp --suffix=.woff2)
trap 'rm -f "$tmp"' EXIT
/usr/bin/python3 -m fontTools.subset "$src" \
  --unicodes="U+0020-007E,U+00A0-00FF,U+0152-0153,U+0160-0161,U+0178,U+017D-017E,U+2010-2027,U+2030-203A,U+20AC,U+2122,U+2190-2193" \
  --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk' --flavor=woff2 --output-file="$tmp"
/usr/bin/python3 -m fontTools.varLib.instancer "$tmp" wght=400:800 -o assets/fonts/inter-subset.woff2
cp node_modules/@fontsource-variable/inter/LICENSE assets/fonts/inter-LICENSE.txt
ls -l assets/fonts/inter-subset.woff2
