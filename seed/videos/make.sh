#!/bin/sh
# Makes the seed's training videos (lib/db/seed/videos.ts lists them with their descriptions): a title card with a
# running clock over a quiet tone, 320x180 at 10 frames a second, 8 s, VP8 + Opus in WebM (every browser the site
# supports plays it, Chromium without proprietary codecs included). The files are committed; run this only to
# change them (needs ffmpeg with libvpx, libopus and drawtext). Usage: sh seed/videos/make.sh
set -eu
cd "$(dirname "$0")"
FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}

make() { # file, background colour, tone Hz, course line, title line 1, title line 2
  ffmpeg -y -loglevel error \
    -f lavfi -i "color=c=$2:s=320x180:r=10:d=8" \
    -f lavfi -i "sine=frequency=$3:sample_rate=48000:duration=8" \
    -vf "drawtext=fontfile=$FONT:text='$4':fontcolor=white@0.85:fontsize=13:x=16:y=16,\
drawtext=fontfile=$FONT:text='$5':fontcolor=white:fontsize=20:x=16:y=62,\
drawtext=fontfile=$FONT:text='$6':fontcolor=white:fontsize=20:x=16:y=90,\
drawtext=fontfile=$FONT:text='QA Academy sample lesson   %{pts\:hms}':fontcolor=white@0.8:fontsize=12:x=16:y=150" \
    -af "volume=0.08" \
    -c:v libvpx -b:v 90k -auto-alt-ref 0 -c:a libopus -b:a 24k -ac 1 \
    "$1"
}

make manual-1-what-testing-is-for.webm '#1e3a8a' 392 'Manual Testing · 1 of 3' 'What testing is for' 'and when to stop'
make manual-2-boundary-values.webm '#1e3a8a' 440 'Manual Testing · 2 of 3' 'Boundary value analysis' 'test at the edges'
make manual-3-bug-report.webm '#1e3a8a' 494 'Manual Testing · 3 of 3' 'A bug report that' 'gets fixed'
make automation-1-stable-locators.webm '#065f46' 392 'Automation Testing · 1 of 3' 'Stable locators' 'hooks and roles, not XPath'
make automation-2-wait-for-states.webm '#065f46' 440 'Automation Testing · 2 of 3' 'Wait for states,' 'not for seconds'
make automation-3-api-checks.webm '#065f46' 494 'Automation Testing · 3 of 3' 'API checks' 'status, body, contract'
make preparation-1-seven-principles.webm '#7c2d12' 392 'Test Preparation · 1 of 2' 'The seven testing' 'principles'
make preparation-2-static-testing.webm '#7c2d12' 440 'Test Preparation · 2 of 2' 'Static testing,' 'reviews before code runs'
ls -l *.webm
