#!/bin/bash
# perf/gpu/pack.sh — packs what the harness needs on a lent GPU machine that has no Node and no Chromium
# (perf/README.md "GPU modes"): Debian's Chromium with the shared libraries it links (glibc excepted),
# glvnd's EGL/GL loaders, this machine's node and playwright-core, as xz parts of at most 49 MiB in
# .gpu0/, .gpu1/, … (ignored by git: /.gpu*/ in .git/info/exclude). Each part travels in one call (the
# device tool carries 64 MiB a call); perf/gpu/device.sh unpacks them there. Also builds the fixture
# pages (perf/results/.build), the unminified Pixi page for perf/profile.mjs (.build-profile), the portal
# (.portal) and the demo backend bundled into one Node file (.backend/serve.mjs).
#
#   bash perf/gpu/pack.sh            about 150 MB of parts, 3–4 minutes on 2 cores
#   PERF_BASE=HEAD~1 bash perf/gpu/pack.sh   … and the Pixi page at that commit, for the base peer
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
pay=$work/pay
mkdir -p "$pay/chromium" "$pay/lib" "$pay/node_modules" "$work/deb"
cp -a /usr/lib/chromium/. "$pay/chromium/"
# the Vulkan validation layer and mock driver are for Chromium's own tests; one locale is enough
rm -f "$pay"/chromium/libVkLayer_khronos_validation.so* "$pay"/chromium/libVkICD_mock_icd.so*
find "$pay/chromium/locales" -type f ! -name 'en-US*' -delete
ldd /usr/lib/chromium/chromium | awk '$3 ~ /^\// { print $3 }' | while read -r lib; do
  case $(basename "$lib") in libc.so* | libm.so* | libdl.so* | libpthread.so* | librt.so* | ld-linux* | libgcc_s*) ;;
  *) cp -L "$lib" "$pay/lib/" ;;
  esac
done
(cd "$work/deb" && apt-get download libegl1 libglvnd0 libgles2 libopengl0 libgl1 libglx0 >/dev/null)
for deb in "$work"/deb/*.deb; do dpkg -x "$deb" "$work/deb/x"; done
cp -a "$work"/deb/x/usr/lib/x86_64-linux-gnu/. "$pay/lib/"
cp "$(readlink -f "$(command -v node)")" "$pay/node"
cp -a node_modules/playwright-core "$pay/node_modules/"
rm -rf .gpu[0-9]*
tar -C "$pay" -cf - . | xz -T0 -7 | split -b 49M -d -a 1 - "$work/part."
for part in "$work"/part.*; do
  n=${part##*.}
  mkdir -p ".gpu$n" && mv "$part" ".gpu$n/"
done
rm -rf "$work"
grep -qx '/.gpu\*/' .git/info/exclude 2>/dev/null || echo '/.gpu*/' >>.git/info/exclude
# the builds the harness and the profiler make themselves (perf/run.mjs, perf/profile.mjs): the guide's
# peer pages, the unminified Pixi page and the portal
node --input-type=module -e "
  import { buildPages, buildPortal } from './perf/lib/build.mjs'
  import { buildBase } from './perf/lib/base.mjs'
  const root = process.cwd()
  await buildPages(root + '/perf/pages', ['pixi', 'dom', 'lightning'], root + '/perf/results/.build')
  await buildPages(root + '/perf/pages', ['pixi'], root + '/perf/results/.build-profile', { minify: false })
  await buildPortal(root, root + '/perf/results/.portal')
  // PERF_BASE=<ref>: the Pixi page at that commit too, as the base peer (.build/base/)
  if (process.env.PERF_BASE)
    await buildBase(root, process.env.PERF_BASE, root + '/perf/results/.build', ['pixi', 'dom', 'lightning'])"
# the portal suites' demo backend as one Node file (no tsx there). It sits three folders down, as
# src/mocks/handlers/files.ts does, so its '../../../assets/' is still the repository's assets/ (the
# demo streams).
npx esbuild src/mocks/node/serve.ts --bundle --platform=node --format=esm --log-level=warning \
  --outfile=perf/results/.backend/serve.mjs \
  --banner:js="import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"
ls -d .gpu[0-9]* | tr '\n' ' '
echo '(carry each in its own call, in order; the last with perf/results/.build, and .portal and .backend'
echo ' for the portal suites, or .build-profile for a profile)'
