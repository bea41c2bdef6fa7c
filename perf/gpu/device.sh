#!/bin/bash
# perf/gpu/device.sh — runs on the lent GPU machine, from the repository root (perf/README.md "GPU modes").
# `stage`: keeps this call's part (.gpuN/part.N) in /tmp/chunks; call it once per part but the last.
# `perf` or `profile` (with the last part carried): unpacks Chromium, node and playwright-core to /tmp/stage,
# points glvnd and the Vulkan loader at NVIDIA's driver, prints which GL flags reach the GPU
# (perf/gpu/probe.mjs) and then runs the harness on the prebuilt fixture pages (`perf`, the PERF_*
# variables as given) or profiles the guide page with each GL backend (`profile`). What it writes for
# the caller is in $OUT.
set -uo pipefail
S=/tmp/stage
mkdir -p /tmp/chunks "$S"
cp .gpu[0-9]*/part.* /tmp/chunks/
[ "${1:-}" = stage ] && { ls /tmp/chunks; exit 0; }
cat /tmp/chunks/part.* | xz -d | tar -C "$S" -xf - || { echo 'unpack failed'; exit 2; }
mkdir -p "$S/icd"
echo '{"file_format_version":"1.0.0","ICD":{"library_path":"libEGL_nvidia.so.0"}}' >"$S/icd/10_nvidia.json"
VK=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
if [ ! -f "$VK" ]; then
  VK=$S/icd/nvidia_icd.json
  echo '{"file_format_version":"1.0.0","ICD":{"library_path":"libGLX_nvidia.so.0","api_version":"1.3.0"}}' >"$VK"
fi
export __EGL_VENDOR_LIBRARY_FILENAMES=$S/icd/10_nvidia.json VK_DRIVER_FILES=$VK VK_ICD_FILENAMES=$VK
export LD_LIBRARY_PATH=$S/lib:/usr/local/nvidia/lib64 PATH=$S:$PATH CHROMIUM_PATH=$S/chromium/chromium
ln -sfn "$S/node_modules" node_modules
timeout 240 node perf/gpu/probe.mjs | tee "$OUT/probe.txt" ||
  { echo 'no GL flags reached the GPU (probe.txt): nothing measured'; exit 3; }
case ${1:-perf} in
perf)
  PERF_PREBUILT=1 PERF_GPU=gpu PERF_ARGS="${PERF_ARGS:-$(sed -n 's/^PERF_ARGS=//p' "$OUT/probe.txt")}" \
    PERF_SUITES=${PERF_SUITES:-guide} PERF_SCREENSHOTS=1 timeout "${PERF_LIMIT:-420}" node perf/run.mjs 2>&1 |
    tee "$OUT/perf.txt"
  run=$(ls -d perf/results/20* | tail -1)
  cp "$run/results.json" "$OUT/" && cp "$run"/*-4x.png "$OUT/" 2>/dev/null
  ;;
profile)
  for angle in vulkan gl-egl; do
    args="--use-gl=angle --use-angle=$angle --ignore-gpu-blocklist --enable-gpu-rasterization"
    [ "$angle" = vulkan ] && args="$args --enable-features=Vulkan --disable-vulkan-surface"
    PROFILE_ARGS=$args PROFILE_PREBUILT=1 PROFILE_PAGE='pixi/?scene=guide' PROFILE_KEYS=30 \
      PROFILE_THROTTLE=4 timeout 120 node perf/profile.mjs >"$OUT/profile-$angle.txt" 2>&1
    cp "$(ls -d perf/results/profile-* | tail -1)/cpu.cpuprofile" "$OUT/$angle.cpuprofile"
  done
  ;;
esac
ls "$OUT"
