import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { hasValidCrc } from '../../src/qris/qris';

export type ReadQris = {
  width: number;
  height: number;
  payload: string;
  /** Top-level tags in order, read independently of the code under test. */
  tags: Map<string, string>;
  /** The CRC-16/CCITT-FALSE over everything up to and including `6304` equals tag 63. */
  crcMatches: boolean;
};

/** Decodes a QRIS picture with a third-party QR reader (jsQR over pngjs), as a wallet app would. */
export function readQrisPng(bytes: Buffer): ReadQris {
  const png = PNG.sync.read(bytes);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the picture');
  const payload = code.data;
  const tags = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    tags.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return {
    width: png.width,
    height: png.height,
    payload,
    tags,
    crcMatches: hasValidCrc(payload),
  };
}
