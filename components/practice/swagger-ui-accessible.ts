// What Swagger UI's own markup lacks for axe (WCAG 2.1 AA), mended in place after each render of the reference
// (docs/architecture.md#api-contract). Idempotent and cheap: it only sets attributes that are missing.

/** Sets `name` on `element` unless it already has that value (an observer would otherwise see its own change). */
function setOnce(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

export function makeSwaggerUiAccessible(root: HTMLElement): void {
  // Headings follow the page's h1: the API's title at level 2, each group of operations at level 3.
  for (const title of root.querySelectorAll('.info .title')) setOnce(title, 'aria-level', '2');
  for (const tag of root.querySelectorAll('.opblock-tag')) {
    if (/^H[1-6]$/.test(tag.tagName)) setOnce(tag, 'aria-level', '3');
  }
  // Select boxes with no label: the server list, and each enumerated parameter (named by its row).
  for (const select of root.querySelectorAll('select')) {
    // Swagger UI's own <label for="servers"> wraps the select and no text of its own.
    const named = [...(select.labels ?? [])].some((label) => [...label.childNodes].some((node) => node !== select && node.textContent?.trim()));
    if (named || select.hasAttribute('aria-labelledby')) continue;
    const parameter = select.closest('tr[data-param-name]')?.getAttribute('data-param-name');
    setOnce(select, 'aria-label', select.id === 'servers' ? 'Server' : parameter ? `Value of ${parameter}` : 'Choose a value');
  }
  // Example and response bodies scroll sideways: reachable with the keyboard, named by what they hold.
  for (const block of root.querySelectorAll('.highlight-code .microlight')) {
    setOnce(block, 'tabindex', '0');
    setOnce(block, 'aria-label', block.closest('.response-col_description, .live-responses-table') ? 'Response body' : 'Example');
  }
}
