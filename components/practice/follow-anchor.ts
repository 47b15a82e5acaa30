// Following a link to an anchor in a page whose content is still arriving. An exercise's body is drawn only once the
// learner's practice session has arrived (./practice-session.tsx), and its lists load after that (an API exercise's
// tokens and clients sit above its list of error codes), so a link followed right after load, or a bookmark, may name
// an element that is not there yet, and a scroll made as soon as it is there would be pushed off screen by what loads
// above it. The browser's own jump to a fragment does neither once the page has loaded.

/** What the reader does to move through the page themselves: from then on, the page no longer scrolls for them. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Follows the anchor `id` inside `root`: once the element is in the page, `show(target)` makes its part of the page
 * visible (false: not ours to follow), and the target is scrolled to, and kept at the top each time the content
 * around it changes size, until the reader scrolls, types or taps. Returns what ends the following early (another
 * link followed, the page left).
 */
export function followAnchor(id: string, root: HTMLElement, show: (target: HTMLElement) => boolean): () => void {
  let appearing: MutationObserver | null = null;
  let resizing: ResizeObserver | null = null;
  const stop = () => {
    appearing?.disconnect();
    resizing?.disconnect();
    for (const type of READER_MOVES) window.removeEventListener(type, stop, true);
  };
  const keep = (target: HTMLElement) => {
    if (!show(target)) return;
    // Called once the shown part is laid out, then on every change of size; a hidden target (its panel not shown yet)
    // has no box to scroll to.
    resizing = new ResizeObserver(() => {
      if (target.isConnected && target.getClientRects().length > 0) target.scrollIntoView();
    });
    resizing.observe(root);
    for (const type of READER_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  };

  const target = id ? document.getElementById(id) : null;
  if (target) {
    if (root.contains(target)) keep(target);
    return stop;
  }
  if (!id) return stop;
  appearing = new MutationObserver(() => {
    const arrived = document.getElementById(id);
    if (!arrived || !root.contains(arrived)) return;
    appearing?.disconnect();
    keep(arrived);
  });
  appearing.observe(root, { childList: true, subtree: true });
  return stop;
}
