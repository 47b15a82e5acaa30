import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reading a PDF as a person or a phone would: the text its first page shows (pdfjs-dist), and the QR code printed on
// it, decoded (jsqr) from the page drawn to pixels (pdfjs-dist on @napi-rs/canvas).

export async function readPdf(bytes: Uint8Array): Promise<{ text: string; qr: string | null; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const viewport = page.getViewport({ scale: 1.5 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, viewport, canvas: canvas as unknown as HTMLCanvasElement }).promise;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const qr = jsQR(new Uint8ClampedArray(image.data.buffer), image.width, image.height);
    return { text, qr: qr?.data ?? null, pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}
