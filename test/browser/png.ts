// Just enough PNG decoding to compare screenshots pixel by pixel: 8-bit
// RGB/RGBA, not interlaced, which is what Chromium writes. Written here to
// avoid a dependency for one test.
import { inflateSync } from 'node:zlib';

/** Decoded image: `data` holds RGBA bytes, row by row from the top-left. */
export interface Image {
  width: number;
  height: number;
  data: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Paeth predictor of the PNG spec: the neighbour closest to a + b − c. */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes a PNG file's bytes; throws on anything but 8-bit RGB(A) non-interlaced. */
export function decodePng(file: Uint8Array): Image {
  if (!SIGNATURE.every((b, i) => file[i] === b)) throw new Error('decodePng: not a PNG file');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array[] = [];
  for (let at = 8; at < file.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      const header = new DataView(body.buffer, body.byteOffset, body.byteLength);
      width = header.getUint32(0);
      height = header.getUint32(4);
      const depth = body[8];
      const colorType = body[9];
      const interlace = body[12];
      channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`decodePng: unsupported depth ${depth} / colour type ${colorType} / interlace ${interlace}`);
      }
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length; // length, type, body, CRC
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  // Undo the per-row filters (PNG spec §9): each byte was stored as the
  // difference from a prediction made from its left (a), upper (b) and
  // upper-left (c) neighbours.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (pixels[row + x - channels] as number) : 0;
      const b = y > 0 ? (pixels[row - stride + x] as number) : 0;
      const c = x >= channels && y > 0 ? (pixels[row - stride + x - channels] as number) : 0;
      const v = raw[src + x] as number;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter as number];
      if (predicted === undefined) throw new Error(`decodePng: bad filter ${filter} in row ${y}`);
      pixels[row + x] = (v + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: pixels };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    rgba[j] = pixels[i] as number;
    rgba[j + 1] = pixels[i + 1] as number;
    rgba[j + 2] = pixels[i + 2] as number;
    rgba[j + 3] = 255;
  }
  return { width, height, data: rgba };
}

/** The [r, g, b] of pixel (x, y). */
export function pixel(img: Image, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * img.width + Math.round(x)) * 4;
  return [img.data[i] as number, img.data[i + 1] as number, img.data[i + 2] as number];
}

/** "#rrggbb" → [r, g, b]. */
export function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Pixels whose largest channel difference exceeds `threshold`, of two images
 * of the same size (a size mismatch counts every pixel).
 */
export function countDifferentPixels(a: Image, b: Image, threshold: number): number {
  if (a.width !== b.width || a.height !== b.height) return Math.max(a.width * a.height, b.width * b.height);
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let worst = 0;
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs((a.data[i + c] as number) - (b.data[i + c] as number)));
    if (worst > threshold) count++;
  }
  return count;
}
