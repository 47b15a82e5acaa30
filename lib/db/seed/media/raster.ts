// A tiny software rasteriser for procedural artwork: an RGB canvas of floats (0..255 per channel, so
// layered translucent shapes do not lose precision), shapes described as signed distance functions
// (negative inside) and one pixel of anti-aliasing on every edge.

export type Rgb = readonly [number, number, number];

export interface GradientStop {
  at: number; // 0..1 along the gradient axis
  color: Rgb;
}

/** Parses '#rrggbb' so palettes can be written the way designers hand them over. */
export function hex(value: string): Rgb {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

// Math.hypot is several times slower than sqrt in V8 and runs per pixel here; overflow cannot happen at these sizes.
function distance2d(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/** Distance from (px,py) to the segment (ax,ay)-(bx,by); the basis of strokes with round caps. */
export function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : clamp01(((px - ax) * dx + (py - ay) * dy) / lengthSq);
  return distance2d(px - (ax + dx * t), py - (ay + dy * t));
}

// Finer than one step per 8-bit level over the widest banner, so the ramp adds no banding of its own.
const GRADIENT_STEPS = 2048;

/** Samples the gradient once into a lookup table instead of interpolating stops for every pixel. */
function gradientRamp(stops: readonly GradientStop[], steps: number): Float32Array {
  const sorted = [...stops].sort((a, b) => a.at - b.at);
  const ramp = new Float32Array(steps * 3);
  for (let k = 0; k < steps; k++) {
    const t = k / (steps - 1);
    let color = t <= sorted[0].at ? sorted[0].color : sorted[sorted.length - 1].color;
    for (let s = 1; s < sorted.length; s++) {
      if (t >= sorted[s - 1].at && t <= sorted[s].at) {
        const from = sorted[s - 1];
        color = mixRgb(from.color, sorted[s].color, (t - from.at) / (sorted[s].at - from.at || 1));
        break;
      }
    }
    ramp.set(color, k * 3);
  }
  return ramp;
}

export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export class Raster {
  readonly pixels: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
  }

  private blend(index: number, color: Rgb, alpha: number): void {
    const p = this.pixels;
    p[index] += (color[0] - p[index]) * alpha;
    p[index + 1] += (color[1] - p[index + 1]) * alpha;
    p[index + 2] += (color[2] - p[index + 2]) * alpha;
  }

  private clip(b: Bounds): Bounds {
    return {
      x0: Math.max(0, Math.floor(b.x0)),
      y0: Math.max(0, Math.floor(b.y0)),
      x1: Math.min(this.width, Math.ceil(b.x1)),
      y1: Math.min(this.height, Math.ceil(b.y1)),
    };
  }

  /** Fills the whole canvas with a linear gradient running at angleDeg (0 = left to right, 90 = top to bottom). */
  linearGradient(angleDeg: number, stops: readonly GradientStop[]): void {
    const angle = (angleDeg * Math.PI) / 180;
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    // Project the four corners so the gradient spans exactly corner to corner.
    const corners = [0, this.width * ux, this.height * uy, this.width * ux + this.height * uy];
    const min = Math.min(...corners);
    const span = Math.max(...corners) - min || 1;
    const ramp = gradientRamp(stops, GRADIENT_STEPS);
    const last = GRADIENT_STEPS - 1;

    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = clamp01(((x + 0.5) * ux + (y + 0.5) * uy - min) / span);
        const r = Math.round(t * last) * 3;
        const i = (y * this.width + x) * 3;
        this.pixels[i] = ramp[r];
        this.pixels[i + 1] = ramp[r + 1];
        this.pixels[i + 2] = ramp[r + 2];
      }
    }
  }

  /**
   * A soft light: opacity fades smoothly from the centre to zero at the radius. Screen blending
   * only ever brightens, so a warm glow over deep blue reads as light instead of turning grey.
   */
  glow(cx: number, cy: number, radius: number, color: Rgb, opacity: number): void {
    this.radial(cx, cy, radius, opacity, (i, alpha) => {
      const p = this.pixels;
      for (let c = 0; c < 3; c++) {
        const screened = 255 - ((255 - p[i + c]) * (255 - color[c])) / 255;
        p[i + c] += (screened - p[i + c]) * alpha;
      }
    });
  }

  /** A soft shadow with the same falloff as glow(), painted normally (used to darken). */
  shade(cx: number, cy: number, radius: number, color: Rgb, opacity: number): void {
    this.radial(cx, cy, radius, opacity, (i, alpha) => this.blend(i, color, alpha));
  }

  private radial(
    cx: number,
    cy: number,
    radius: number,
    opacity: number,
    paint: (index: number, alpha: number) => void,
  ): void {
    const b = this.clip({ x0: cx - radius, y0: cy - radius, x1: cx + radius, y1: cy + radius });
    const rSq = radius * radius;
    for (let y = b.y0; y < b.y1; y++) {
      for (let x = b.x0; x < b.x1; x++) {
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        const falloff = 1 - (dx * dx + dy * dy) / rSq;
        if (falloff > 0) paint((y * this.width + x) * 3, opacity * falloff * falloff);
      }
    }
  }

  /** Paints a shape given by its signed distance function inside the given bounds. */
  fillShape(bounds: Bounds, distance: (x: number, y: number) => number, color: Rgb, opacity = 1): void {
    const b = this.clip({ x0: bounds.x0 - 1, y0: bounds.y0 - 1, x1: bounds.x1 + 1, y1: bounds.y1 + 1 });
    for (let y = b.y0; y < b.y1; y++) {
      let x = b.x0;
      while (x < b.x1) {
        const d = distance(x + 0.5, y + 0.5);
        const coverage = clamp01(0.5 - d);
        if (coverage > 0) this.blend((y * this.width + x) * 3, color, opacity * coverage);
        // The distance functions never overstate the distance to the edge, so the next
        // floor(|d| - 0.5) pixels are surely on the same side: skip empty space, fill solid runs.
        const run = Math.floor(Math.abs(d) - 0.5);
        if (run > 1 && d < 0) {
          const end = Math.min(b.x1, x + run);
          for (let solid = x + 1; solid < end; solid++) this.blend((y * this.width + solid) * 3, color, opacity);
        }
        x += Math.max(1, run);
      }
    }
  }

  disc(cx: number, cy: number, r: number, color: Rgb, opacity = 1): void {
    const bounds = { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r };
    this.fillShape(bounds, (x, y) => distance2d(x - cx, y - cy) - r, color, opacity);
  }

  ring(cx: number, cy: number, r: number, thickness: number, color: Rgb, opacity = 1): void {
    const outer = r + thickness / 2;
    const bounds = { x0: cx - outer, y0: cy - outer, x1: cx + outer, y1: cy + outer };
    this.fillShape(bounds, (x, y) => Math.abs(distance2d(x - cx, y - cy) - r) - thickness / 2, color, opacity);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, opacity = 1): void {
    const bounds = { x0: cx - rx, y0: cy - ry, x1: cx + rx, y1: cy + ry };
    const scale = Math.min(rx, ry);
    // Approximate SDF: exact on the axes, close enough elsewhere for a one-pixel edge.
    const distance = (x: number, y: number) => (distance2d((x - cx) / rx, (y - cy) / ry) - 1) * scale;
    this.fillShape(bounds, distance, color, opacity);
  }

  /** A stroke from (ax,ay) to (bx,by) with round caps. */
  line(ax: number, ay: number, bx: number, by: number, thickness: number, color: Rgb, opacity = 1): void {
    const h = thickness / 2;
    const bounds = {
      x0: Math.min(ax, bx) - h,
      y0: Math.min(ay, by) - h,
      x1: Math.max(ax, bx) + h,
      y1: Math.max(ay, by) + h,
    };
    this.fillShape(bounds, (x, y) => segmentDistance(x, y, ax, ay, bx, by) - h, color, opacity);
  }

  roundRect(x: number, y: number, w: number, h: number, radius: number, color: Rgb, opacity = 1): void {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const hx = w / 2 - radius;
    const hy = h / 2 - radius;
    const distance = (px: number, py: number) => {
      const qx = Math.abs(px - cx) - hx;
      const qy = Math.abs(py - cy) - hy;
      const outside = distance2d(Math.max(qx, 0), Math.max(qy, 0));
      return outside + Math.min(Math.max(qx, qy), 0) - radius;
    };
    this.fillShape({ x0: x, y0: y, x1: x + w, y1: y + h }, distance, color, opacity);
  }

  /** Hairline grid whose opacity may vary across the canvas (e.g. fading out behind the title). */
  grid(spacing: number, color: Rgb, opacityAt: (x: number, y: number) => number): void {
    for (let y = 0; y < this.height; y++) {
      const onRow = y % spacing === 0;
      for (let x = 0; x < this.width; x++) {
        if (!onRow && x % spacing !== 0) continue;
        const opacity = opacityAt(x, y);
        if (opacity > 0) this.blend((y * this.width + x) * 3, color, opacity);
      }
    }
  }

  /** Opaque 8-bit RGBA, ready for the PNG encoder. */
  toRgba(): Uint8Array {
    const out = new Uint8Array(this.width * this.height * 4);
    for (let i = 0, o = 0; i < this.pixels.length; i += 3, o += 4) {
      out[o] = Math.round(Math.min(255, Math.max(0, this.pixels[i])));
      out[o + 1] = Math.round(Math.min(255, Math.max(0, this.pixels[i + 1])));
      out[o + 2] = Math.round(Math.min(255, Math.max(0, this.pixels[i + 2])));
      out[o + 3] = 255;
    }
    return out;
  }
}
