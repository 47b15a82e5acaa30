import { expect, test, type Page } from './fixtures';

// Visual testing of the home page is one of the first things learners try (issue 21): a full-page
// screenshot shows every section, and the text of the last one is readable without scrolling to it.
// A section the browser skipped painting (content-visibility) shows only its background: one colour.

/** Each section of the page, and the footer, as a rectangle of the whole document, with its name. */
async function sectionBoxes(page: Page) {
  return page.locator('main section:not(main section section), footer').evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      const name = element.getAttribute('data-test') ?? element.getAttribute('aria-labelledby') ?? element.tagName.toLowerCase();
      return { name, x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
    }),
  );
}

/** How many colours (to the nearest 16 per channel) each rectangle of a PNG holds, decoded by the browser itself. */
async function coloursIn(page: Page, png: Buffer, boxes: { x: number; y: number; width: number; height: number }[]) {
  return page.evaluate(
    async ({ dataUrl, boxes }) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return boxes.map((box) => {
        const { data } = context.getImageData(Math.round(box.x), Math.round(box.y), Math.max(1, Math.round(box.width)), Math.max(1, Math.round(box.height)));
        const seen = new Set<number>();
        for (let i = 0; i < data.length; i += 4) seen.add(((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4));
        return seen.size;
      });
    },
    { dataUrl: `data:image/png;base64,${png.toString('base64')}`, boxes },
  );
}

test('a full-page screenshot of the home page shows every section, and the footer text reads without scrolling', { tag: '@phone' }, async ({ page, browser }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Read before anything scrolls: innerText sees only what the browser rendered.
  expect(await page.locator('footer').innerText()).toContain('QA Academy');
  await expect(page.getByTestId('comment-card').first()).toBeAttached();
  const boxes = await sectionBoxes(page);
  expect(boxes.length).toBeGreaterThanOrEqual(6);
  const png = await page.screenshot({ fullPage: true });

  const blank = await browser.newPage();
  try {
    const colours = await coloursIn(blank, png, boxes);
    const painted = boxes.map((box, i) => ({ section: box.name, colours: colours[i] }));
    // A painted section has text and pictures on its background; a skipped one has its background only.
    expect(painted.filter((section) => section.colours < 4)).toEqual([]);
  } finally {
    await blank.close();
  }
});
