import * as zlib from 'node:zlib';

/** node ≥ 20.15 computes it natively; the table below is the fallback. */
const zlibCrc32 = (zlib as { crc32?: (data: Buffer) => number }).crc32;

/**
 * Pictures the seed draws itself (decision 026): a face for every demo member, a logo for each
 * organisation and a cover for each group. Flat illustrations made of anti-aliased shapes
 * (signed distances), encoded as PNG with node's zlib: no dependency, nothing to licence, and
 * about a millisecond a picture. Everything follows from a seed string, so a name always gets
 * the same picture.
 */

type Rgb = readonly [number, number, number];
/** Negative inside, positive outside, in pixels. */
type Shape = { sdf: (x: number, y: number) => number; box: [number, number, number, number] };

export class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  /** Paints a shape over what is there, `alpha` its opacity. */
  fill({ sdf, box }: Shape, color: Rgb, alpha = 1) {
    const x0 = Math.max(0, Math.floor(box[0]) - 1);
    const y0 = Math.max(0, Math.floor(box[1]) - 1);
    const x1 = Math.min(this.width, Math.ceil(box[2]) + 1);
    const y1 = Math.min(this.height, Math.ceil(box[3]) + 1);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const d = sdf(x + 0.5, y + 0.5);
        if (d >= 0.5) continue;
        const i = (y * this.width + x) * 3;
        if (d <= -0.5 && alpha === 1) {
          this.pixels[i] = color[0];
          this.pixels[i + 1] = color[1];
          this.pixels[i + 2] = color[2];
          continue;
        }
        const cover = Math.min(1, 0.5 - d) * alpha;
        const p = this.pixels;
        p[i] = (p[i]! + (color[0] - p[i]!) * cover + 0.5) | 0;
        p[i + 1] = (p[i + 1]! + (color[1] - p[i + 1]!) * cover + 0.5) | 0;
        p[i + 2] = (p[i + 2]! + (color[2] - p[i + 2]!) * cover + 0.5) | 0;
      }
    }
  }

  /** A diagonal blend from `from` (top left) to `to` (bottom right). */
  gradient(from: Rgb, to: Rgb) {
    const span = this.width + this.height;
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) {
        const t = (x + y) / span;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++)
          this.pixels[i + c] = Math.round(from[c]! * (1 - t) + to[c]! * t);
      }
  }

  png(): Buffer {
    // Each row filtered with "Up" (the difference from the row above): flat colours and gradients
    // shrink to near-zero runs.
    const stride = this.width * 3;
    const p = this.pixels;
    const raw = new Uint8Array((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      const out = y * (stride + 1);
      raw[out] = 2;
      const row = y * stride;
      if (y === 0) raw.set(p.subarray(0, stride), 1);
      else for (let x = 0; x < stride; x++) raw[out + 1 + x] = p[row + x]! - p[row - stride + x]!;
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
    return Buffer.concat([
      PNG_SIGNATURE,
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer) {
  if (zlibCrc32) return zlibCrc32(data);
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Math.hypot is several times slower, and this runs for every pixel of every shape. */
const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

// Shapes ----------------------------------------------------------------------------------------

export const circle = (cx: number, cy: number, r: number): Shape => ({
  sdf: (x, y) => len(x - cx, y - cy) - r,
  box: [cx - r, cy - r, cx + r, cy + r],
});
/** An ellipse's distance, close enough near its edge for anti-aliasing. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  sdf: (x, y) => {
    const dx = (x - cx) / rx;
    const dy = (y - cy) / ry;
    const k = len(dx, dy);
    if (k < 1e-6) return -Math.min(rx, ry);
    // (k - 1) over the gradient's length: the distance in pixels near the edge.
    const gradient = len(dx / rx, dy / ry) / k;
    return (k - 1) / gradient;
  },
  box: [cx - rx, cy - ry, cx + rx, cy + ry],
});
export const roundedRect = (x0: number, y0: number, x1: number, y1: number, r: number): Shape => ({
  sdf: (x, y) => {
    const qx = Math.abs(x - (x0 + x1) / 2) - ((x1 - x0) / 2 - r);
    const qy = Math.abs(y - (y0 + y1) / 2) - ((y1 - y0) / 2 - r);
    return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  },
  box: [x0, y0, x1, y1],
});
/** A thick line with round ends. */
export const capsule = (ax: number, ay: number, bx: number, by: number, r: number): Shape => ({
  sdf: (x, y) => {
    const px = x - ax;
    const py = y - ay;
    const vx = bx - ax;
    const vy = by - ay;
    const h = Math.min(1, Math.max(0, (px * vx + py * vy) / (vx * vx + vy * vy || 1)));
    return len(px - vx * h, py - vy * h) - r;
  },
  box: [Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r],
});
/** A shape cut to the part where `keep` is inside. */
const intersect = (a: Shape, keep: Shape): Shape => ({
  sdf: (x, y) => Math.max(a.sdf(x, y), keep.sdf(x, y)),
  box: a.box,
});
/** The lower half of a ring: a smile. */
const smile = (cx: number, cy: number, r: number, thickness: number): Shape => ({
  sdf: (x, y) => {
    const ring = Math.abs(len(x - cx, y - cy) - r) - thickness / 2;
    return Math.max(ring, cy + r * 0.35 - y);
  },
  box: [cx - r - thickness, cy, cx + r + thickness, cy + r + thickness],
});

// Randomness that follows a name ----------------------------------------------------------------

export function randomFrom(seed: string) {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let state = h >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

const hex = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
];
const BACKGROUNDS = [
  '#dbeafe',
  '#dcfce7',
  '#fef3c7',
  '#fce7f3',
  '#ede9fe',
  '#e0f2fe',
  '#ffedd5',
].map(hex);
const SKIN = ['#f8d9c0', '#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#5c3a21'].map(hex);
const HAIR = [
  '#2c1b10',
  '#4a2c17',
  '#7a4a21',
  '#b5773a',
  '#d9b26f',
  '#1f1f1f',
  '#8a8a8a',
  '#a33b20',
].map(hex);
const CLOTHES = [
  '#1e3a8a',
  '#0f766e',
  '#7c2d12',
  '#374151',
  '#6d28d9',
  '#be123c',
  '#0e7490',
  '#365314',
].map(hex);
const BRAND = ['#1d4ed8', '#0f766e', '#7c3aed', '#b91c1c', '#c2410c', '#0369a1', '#15803d'].map(
  hex,
);
const COVER_BLENDS = [
  ['#1e3a8a', '#0e7490'],
  ['#0f766e', '#15803d'],
  ['#4c1d95', '#be185d'],
  ['#9a3412', '#b45309'],
  ['#1e40af', '#6d28d9'],
  ['#134e4a', '#1e3a8a'],
].map(([a, b]) => [hex(a!), hex(b!)] as const);
const INK: Rgb = [34, 24, 20];
const WHITE: Rgb = [255, 255, 255];

/** A member's face, 160 px square: shoulders, head, hair, eyes and a smile. */
export function drawAvatar(seed: string, size = 160): Buffer {
  const r = randomFrom(seed);
  const s = size / 160;
  const canvas = new Canvas(size, size, r.pick(BACKGROUNDS));
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const hairStyle = Math.floor(r.next() * 4);
  const cx = 80 * s;
  // Long hair falls behind the head and shoulders.
  if (hairStyle === 2)
    canvas.fill(roundedRect(cx - 40 * s, 46 * s, cx + 40 * s, 126 * s, 30 * s), hair);
  canvas.fill(ellipse(cx, 168 * s, 62 * s, 46 * s), r.pick(CLOTHES));
  canvas.fill(roundedRect(cx - 12 * s, 92 * s, cx + 12 * s, 128 * s, 8 * s), skin);
  canvas.fill(ellipse(cx, 128 * s, 16 * s, 8 * s), skin);
  canvas.fill(ellipse(cx - 34 * s, 78 * s, 6 * s, 9 * s), skin); // ears
  canvas.fill(ellipse(cx + 34 * s, 78 * s, 6 * s, 9 * s), skin);
  canvas.fill(ellipse(cx, 76 * s, 34 * s, 40 * s), skin);
  const top = ellipse(cx, 58 * s, 37 * s, 28 * s);
  if (hairStyle === 0) canvas.fill(intersect(top, roundedRect(0, 0, size, 62 * s, 0)), hair);
  if (hairStyle === 1) {
    canvas.fill(intersect(top, roundedRect(0, 0, size, 56 * s, 0)), hair);
    canvas.fill(circle(cx + 8 * s, 24 * s, 16 * s), hair); // a bun
  }
  if (hairStyle === 2) canvas.fill(intersect(top, roundedRect(0, 0, size, 64 * s, 0)), hair);
  if (hairStyle === 3)
    canvas.fill(
      intersect(ellipse(cx, 56 * s, 35 * s, 22 * s), roundedRect(0, 0, size, 52 * s, 0)),
      hair,
    );
  const eyeY = 78 * s;
  canvas.fill(circle(cx - 13 * s, eyeY, 3.6 * s), INK);
  canvas.fill(circle(cx + 13 * s, eyeY, 3.6 * s), INK);
  if (r.next() < 0.3) {
    const ring = (ex: number): Shape => ({
      sdf: (x, y) => Math.abs(len(x - ex, y - eyeY) - 9 * s) - 1.3 * s,
      box: [ex - 11 * s, eyeY - 11 * s, ex + 11 * s, eyeY + 11 * s],
    });
    canvas.fill(ring(cx - 13 * s), INK);
    canvas.fill(ring(cx + 13 * s), INK);
    canvas.fill(capsule(cx - 4 * s, eyeY, cx + 4 * s, eyeY, 1.3 * s), INK);
  }
  canvas.fill(smile(cx, 88 * s, 10 * s, 3 * s), INK);
  return canvas.png();
}

/** An organisation's logo, 192 px square: a network mark of joined nodes on its brand colour. */
export function drawLogo(seed: string, size = 192): Buffer {
  const r = randomFrom(seed);
  const s = size / 192;
  const brand = r.pick(BRAND);
  const canvas = new Canvas(size, size, WHITE);
  canvas.fill(roundedRect(0, 0, size, size, 36 * s), brand);
  const count = 3 + Math.floor(r.next() * 3);
  const nodes = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2 + r.next() * 0.6;
    return [96 * s + Math.cos(angle) * 52 * s, 96 * s + Math.sin(angle) * 52 * s] as const;
  });
  for (const [x, y] of nodes) canvas.fill(capsule(96 * s, 96 * s, x, y, 6 * s), WHITE, 0.85);
  for (const [x, y] of nodes) canvas.fill(circle(x, y, 16 * s), WHITE);
  canvas.fill(circle(96 * s, 96 * s, 22 * s), WHITE);
  canvas.fill(circle(96 * s, 96 * s, 11 * s), brand);
  return canvas.png();
}

/** A group's cover, 720 × 240: a gradient with soft circles and a line of joined points. */
export function drawCover(seed: string, width = 720, height = 240): Buffer {
  const r = randomFrom(seed);
  const [from, to] = r.pick(COVER_BLENDS);
  const canvas = new Canvas(width, height, from);
  canvas.gradient(from, to);
  for (let i = 0; i < 6; i++)
    canvas.fill(
      circle(r.next() * width, r.next() * height, 30 + r.next() * 100),
      WHITE,
      0.08 + r.next() * 0.08,
    );
  let previous: [number, number] | undefined;
  for (let i = 0; i < 7; i++) {
    const point: [number, number] = [(width / 7) * (i + 0.5), height * (0.3 + r.next() * 0.45)];
    if (previous) canvas.fill(capsule(...previous, ...point, 2.5), WHITE, 0.5);
    canvas.fill(circle(...point, 7), WHITE, 0.8);
    previous = point;
  }
  return canvas.png();
}
