#!/usr/bin/env bash
# Makes assets/fonts/inter-subset.woff2 from the npm package @fontsource-variable/inter: the
# glyphs Finnish, Swedish and English copy need (Basic Latin, Latin-1, Š Ž Œ, dashes, quotes, €,
# arrows) and the weights the site uses (400-800). 48 KB -> 26 KB, the largest file a first
# visit waits for. Needs fonttools (Debian: apt-get install python3-fonttools python3-brotli);
# run it again only after updating the font package.
#
# Also makes assets/fonts/inter-share-{400,600,800}.woff for the share images
# (components/share-images): their renderer reads neither WOFF2 nor variable fonts, and it places
# each word by its unkerned width while drawing it kerned, which left a wide gap after words such
# as "Keyword" or "AI-powered".
# These static cuts carry no layout tables, so what it measures is what it draws.
set -euo pipefail
cd "$(dirname "$0")/../.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
unicodes="U+0020-007E,U+00A0-00FF,U+0152-0153,U+0160-0161,U+0178,U+017D-017E,U+2010-2027,U+2030-203A,U+20AC,U+2122,U+2190-2193"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3
$py -m fontTools.subset "$src" --unicodes="$unicodes" \
  --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk' --flavor=woff2 --output-file="$tmp/subset.woff2"
$py -m fontTools.varLib.instancer "$tmp/subset.woff2" wght=400:800 -o assets/fonts/inter-subset.woff2
for weight in 400 600 800; do
  $py -m fontTools.subset "$src" --unicodes="$unicodes" --output-file="$tmp/full-$weight.ttf"
  $py -m fontTools.varLib.instancer "$tmp/full-$weight.ttf" wght=$weight -o "$tmp/static-$weight.ttf"
  $py -m fontTools.subset "$tmp/static-$weight.ttf" --unicodes="$unicodes" --layout-features='' \
    --drop-tables+=GSUB,GPOS,GDEF,kern --flavor=woff --output-file="assets/fonts/inter-share-$weight.woff"
  # U+2011 (non-breaking hyphen) drawn as the hyphen: the images keep "30-day" on one line.
  $py - "assets/fonts/inter-share-$weight.woff" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
for table in font["cmap"].tables:
    if table.isUnicode():
        table.cmap[0x2011] = table.cmap[0x2D]
font.save(sys.argv[1])
PY
done
cp node_modules/@fontsource-variable/inter/LICENSE assets/fonts/inter-LICENSE.txt
ls -l assets/fonts/
