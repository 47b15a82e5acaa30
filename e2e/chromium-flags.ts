// Flags for Debian's Chromium on this machine: headless as root, and no background connections to
// Google's services, which a machine without internet access refuses.
//
// The tests drive Debian's chromium-headless-shell: the same Chromium build without the browser's own UI, which the
// full browser in headless mode still renders (two extra renderer processes per browser). Measured on the 50
// desktop accessibility tests: 125 s against 180 s with /usr/bin/chromium, one worker each (109 s against 165 s
// with two). CHROMIUM_PATH=/usr/bin/chromium runs the suite in the full browser.
//
// --in-process-gpu: without a GPU, the GPU process only composites in software, and every frame crossed a process
// boundary to get there. Run inside the browser process, 55 desktop tests (a11y-pages, admin-students) took 98–102 s
// against 113–118 s, and 180 CPU-seconds against 212. (Also measured and left out: --single-process breaks
// contexts; --disable-gpu-compositing, --js-flags=--no-opt and --disable-dev-shm-usage were no faster.)
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--in-process-gpu',
];
