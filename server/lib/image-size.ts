import type { UploadType } from '../../src/contract/files';

/**
 * The pixel size an image declares in its header, read without decoding it: a 87 KB PNG may declare
 * 30,000 × 30,000 pixels, which a browser tries to decode into gigabytes when the image is shown.
 * PNG (IHDR), JPEG (the first SOF marker) and WebP (VP8, VP8L or VP8X). Undefined when the header
 * cannot be read: such a file is refused, since a browser might still decode what this reader did
 * not understand.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export function imageSize(bytes: Buffer, type: UploadType): ImageSize | undefined {
  switch (type) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
    default:
      return undefined;
  }
}

const valid = (size: ImageSize): ImageSize | undefined =>
  size.width > 0 && size.height > 0 ? size : undefined;

/** Signature (8 bytes), then the IHDR chunk: length (4), type (4), width and height (4 each, big-endian). */
function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return valid({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic...); C4, C8 and CC are not frames. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Walks the marker segments from SOI to the first SOF: precision (1 byte), then height and width
 * (2 bytes each, big-endian). A scan (SOS) or the end (EOI) before any frame header means no size.
 */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a segment
      continue;
    }
    if (marker === 0xd9 || marker === 0xda || at + 4 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(at + 2);
    if (SOF.has(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return valid({ height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) });
    }
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** RIFF header (12 bytes), then the first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  switch (bytes.toString('latin1', 12, 16)) {
    case 'VP8 ':
      // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height (little-endian).
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
      return valid({ width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff });
    case 'VP8L': {
      // Signature 0x2F, then width − 1 and height − 1 in 14 bits each.
      if (bytes[20] !== 0x2f) return undefined;
      const bits = bytes.readUInt32LE(21);
      return valid({ width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 });
    }
    case 'VP8X':
      // Flags (4 bytes), then canvas width − 1 and height − 1 in 24 bits each.
      return valid({ width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 });
    default:
      return undefined;
  }
}
