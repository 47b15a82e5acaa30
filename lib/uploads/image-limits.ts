// What an uploaded picture may decode to (README "Limits", docs/product.md#timings-and-limits). The byte
// limits (4 MB for photos, 50 MB for ads) say nothing about this: a 2 MB PNG can declare 25000 × 25000
// pixels, which every resize (the /_next/image optimizer, a browser) would have to unpack to 2.5 GB.
// 8000 px a side and 40 megapixels keep any camera's photo while capping a decode at 160 MB (RGBA).
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

export function imageSizeAllowed({ width, height }: ImageSize): boolean {
  return width > 0 && height > 0 && width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;
}
