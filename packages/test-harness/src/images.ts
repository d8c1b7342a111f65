import { encodePng } from '../../../apps/sandbox/src/seed/png';

/** A solid grey PNG of the given size. */
export function png(width: number, height: number): Buffer {
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0;
  return encodePng(
    width,
    height,
    0,
    Array.from({ length: height }, () => row),
  );
}
