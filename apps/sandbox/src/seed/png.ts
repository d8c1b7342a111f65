import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of 8-bit samples, grey (colour type 0) or RGB (colour type 2), from its unfiltered scanlines
 * (each starting with filter byte 0).
 */
export function encodePng(width: number, height: number, colorType: 0 | 2, scanlines: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colorType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(scanlines))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small square RGB PNG: a coloured tile with a lighter diagonal band, so each app icon looks distinct. */
export function iconPng(rgb: [number, number, number], size = 48): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const band = Math.abs(x - y) < size / 6 || Math.abs(x + y - size) < size / 10;
      const [r, g, b] = band ? rgb.map((c) => Math.min(255, c + 90)) : rgb;
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return encodePng(size, size, 2, rows);
}
