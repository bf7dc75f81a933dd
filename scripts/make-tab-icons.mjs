// Draws the tab bar icons (home, funds, mine) as 81x81 PNGs in grey and in the selected red.
// Mini programs want PNG tab icons under 40 KB; drawing them here keeps the repo free of binary sources.
// Usage: node scripts/make-tab-icons.mjs   (writes src/assets/tab/*.png)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { ROOT } from './lib.mjs';

const SIZE = 81;
const COLOURS = { normal: [0x8a, 0x8f, 0x99], active: [0xe8, 0x38, 0x2f] };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(alpha, [r, g, b]) {
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let y = 0; y < SIZE; y += 1) {
    raw[y * (SIZE * 4 + 1)] = 0;
    for (let x = 0; x < SIZE; x += 1) {
      const o = y * (SIZE * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = Math.round(255 * Math.min(1, Math.max(0, alpha[y * SIZE + x])));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

// Shapes as signed-distance-like coverage tests, supersampled 4x4 for smooth edges.
const dist = (px, py, ax, ay, bx, by) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
const stroke = (segments, width) => (x, y) => segments.some(([ax, ay, bx, by]) => dist(x, y, ax, ay, bx, by) <= width / 2);
const ring = (cx, cy, r, width) => (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) <= width / 2;
const union = (...shapes) => (x, y) => shapes.some((s) => s(x, y));

const W = 6;
const ICONS = {
  home: stroke([[12, 40, 40.5, 14], [40.5, 14, 69, 40], [20, 34, 20, 68], [61, 34, 61, 68], [20, 68, 61, 68], [34, 68, 34, 50], [34, 50, 47, 50], [47, 50, 47, 68]], W),
  funds: stroke([[14, 68, 67, 68], [22, 68, 22, 46], [36, 68, 36, 30], [50, 68, 50, 38], [62, 68, 62, 20]], W + 1),
  mine: union(ring(40.5, 27, 13, W), (x, y) => {
    // shoulders: the upper half of an ellipse outline
    if (y > 70) return false;
    const v = ((x - 40.5) / 27) ** 2 + ((y - 70) / 24) ** 2;
    return Math.abs(Math.sqrt(v) - 1) * 25 <= W / 2 && y <= 70;
  }, stroke([[13.5, 70, 67.5, 70]], W)),
};

for (const [name, shape] of Object.entries(ICONS)) {
  const alpha = new Float32Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y += 1)
    for (let x = 0; x < SIZE; x += 1) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy += 1) for (let sx = 0; sx < 4; sx += 1) if (shape(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) hits += 1;
      alpha[y * SIZE + x] = hits / 16;
    }
  for (const [state, colour] of Object.entries(COLOURS)) {
    const file = path.join(ROOT, 'src', 'assets', 'tab', `${name}${state === 'active' ? '-active' : ''}.png`);
    writeFileSync(file, png(alpha, colour));
  }
}
console.log('tab icons written to src/assets/tab');
