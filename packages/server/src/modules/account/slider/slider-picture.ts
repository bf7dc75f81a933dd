// Draws the slider puzzle as a PNG: a random backdrop with the gap cut out where the piece belongs. The
// gap's position leaves the server only as pixels, never as a number a script could read.
import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export interface PictureSpec {
  width: number;
  height: number;
  gapX: number;
  gapY: number;
  pieceSize: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Backdrop colours stay within 40..200 so the gap's white rim is the only pure white in the picture. */
const tone = () => randomInt(40, 201);

export function drawSliderPicture({ width, height, gapX, gapY, pieceSize }: PictureSpec): Buffer {
  const top = [tone(), tone(), tone()];
  const bottom = [tone(), tone(), tone()];
  const blocks = Array.from({ length: 6 }, () => ({ x: randomInt(0, width), y: randomInt(0, height), w: randomInt(20, 90), h: randomInt(20, 70), rgb: [tone(), tone(), tone()] }));
  const rowBytes = width * 3 + 1;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      let rgb = top.map((t, i) => Math.round(t + ((bottom[i] ?? t) - t) * (y / height)));
      for (const b of blocks) if (x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h) rgb = rgb.map((v, i) => Math.round((v + (b.rgb[i] ?? v)) / 2));
      const inGap = x >= gapX && x < gapX + pieceSize && y >= gapY && y < gapY + pieceSize;
      const rim = inGap && (x < gapX + 2 || x >= gapX + pieceSize - 2 || y < gapY + 2 || y >= gapY + pieceSize - 2);
      if (rim) rgb = [255, 255, 255];
      else if (inGap) rgb = rgb.map((v) => Math.round(v * 0.45));
      raw.set(rgb, y * rowBytes + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
