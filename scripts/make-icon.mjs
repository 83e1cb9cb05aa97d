// Draws resources/icon.png (1024×1024): a deep-blue rounded square with a white "R" whose leg is
// an arrow, money sent onward. electron-builder derives the Windows .ico and the macOS .icns from
// this one PNG. The same drawing at 64×64 is the renderer's favicon (renderer/public/favicon.png).
// Rerun after changing the drawing: `node scripts/make-icon.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const SIZE = 1024;
const SAMPLES = 4; // 4×4 supersampling for smooth edges

const BACKGROUND_TOP = [16, 76, 138];
const BACKGROUND_BOTTOM = [9, 48, 94];
const INK = [255, 255, 255];

// Signed distances (negative inside), in icon pixels.
const box = (x, y, x0, y0, x1, y1) => {
  const dx = Math.max(x0 - x, x - x1);
  const dy = Math.max(y0 - y, y - y1);
  return dx > 0 || dy > 0 ? Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) : Math.max(dx, dy);
};
const circle = (x, y, cx, cy, r) => Math.hypot(x - cx, y - cy) - r;
const capsule = (x, y, ax, ay, bx, by, r) => {
  const px = x - ax;
  const py = y - ay;
  const vx = bx - ax;
  const vy = by - ay;
  const t = Math.max(0, Math.min(1, (px * vx + py * vy) / (vx * vx + vy * vy)));
  return Math.hypot(px - vx * t, py - vy * t) - r;
};
const triangle = (x, y, [ax, ay], [bx, by], [cx, cy]) => {
  // Signed distance to each edge's line; the winding decides which side is inside.
  const winding = Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
  const side = (x0, y0, x1, y1) =>
    (winding * ((x1 - x0) * (y0 - y) - (y1 - y0) * (x0 - x))) / Math.hypot(x1 - x0, y1 - y0);
  return Math.max(side(ax, ay, bx, by), side(bx, by, cx, cy), side(cx, cy, ax, ay));
};
const union = (...d) => Math.min(...d);
const subtract = (a, b) => Math.max(a, -b);

function roundedSquare(x, y) {
  const margin = 64;
  const radius = 200;
  return (
    box(x, y, margin + radius, margin + radius, SIZE - margin - radius, SIZE - margin - radius) -
    radius
  );
}

function letter(x, y) {
  const stem = box(x, y, 300, 250, 400, 780);
  const bowlOuter = union(box(x, y, 300, 250, 540, 560), circle(x, y, 540, 405, 155));
  const bowlInner = union(box(x, y, 400, 345, 540, 465), circle(x, y, 540, 405, 60));
  const bowl = subtract(bowlOuter, bowlInner);
  // The leg runs down-right and ends in an arrowhead.
  const leg = capsule(x, y, 470, 545, 615, 678, 50);
  const head = triangle(x, y, [711, 766], [534, 752], [682, 590]);
  return union(stem, bowl, leg, head);
}

function shade(x, y) {
  const inSquare = roundedSquare(x, y) <= 0;
  if (!inSquare) return null;
  if (letter(x, y) <= 0) return INK;
  const t = y / SIZE;
  return BACKGROUND_TOP.map((top, i) => Math.round(top + (BACKGROUND_BOTTOM[i] - top) * t));
}

/** The drawing is made in SIZE units and sampled at `pixels` per side. */
export function renderIcon(pixels = SIZE) {
  const scale = SIZE / pixels;
  const raw = Buffer.alloc(pixels * (pixels * 4 + 1));
  for (let py = 0; py < pixels; py += 1) {
    const row = py * (pixels * 4 + 1);
    raw[row] = 0; // filter: none
    for (let px = 0; px < pixels; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const color = shade(
            (px + (sx + 0.5) / SAMPLES) * scale,
            (py + (sy + 0.5) / SAMPLES) * scale,
          );
          if (color === null) continue;
          r += color[0];
          g += color[1];
          b += color[2];
          covered += 1;
        }
      }
      const at = row + 1 + px * 4;
      if (covered > 0) {
        raw[at] = Math.round(r / covered);
        raw[at + 1] = Math.round(g / covered);
        raw[at + 2] = Math.round(b / covered);
      }
      raw[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return encodePng(pixels, pixels, raw);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width, height, raw) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, '..');
  for (const [target, pixels] of [
    [join(root, 'resources', 'icon.png'), SIZE],
    [join(root, 'renderer', 'public', 'favicon.png'), 64],
  ]) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, renderIcon(pixels));
  }
}
