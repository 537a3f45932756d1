import { describe, expect, it } from 'vitest';
import { PHOTO_SMALL_BYTES, jpegName, photoResizePlan, shrinkPhoto } from './photo-resize';

const MB = 1024 * 1024;

describe('a photo is shrunk on the device before it is stored and sent', () => {
  it('a 12-megapixel camera JPEG of 9 MB goes down to 2048 px on the long edge, its proportions kept', () => {
    expect(photoResizePlan({ width: 4000, height: 3000 }, 9 * MB, 'image/jpeg')).toEqual({
      width: 2048,
      height: 1536,
    });
    expect(photoResizePlan({ width: 3000, height: 4000 }, 9 * MB, 'image/jpeg')).toEqual({
      width: 1536,
      height: 2048,
    });
  });

  it('a photo within the edge and small is kept as it was taken', () => {
    expect(photoResizePlan({ width: 1600, height: 1200 }, 400 * 1024, 'image/jpeg')).toBeNull();
    expect(photoResizePlan({ width: 2048, height: 2048 }, PHOTO_SMALL_BYTES, 'image/png')).toBeNull();
  });

  it('a large edge is shrunk even when the file is small; a heavy file within the edge is re-encoded', () => {
    expect(photoResizePlan({ width: 5000, height: 100 }, 200 * 1024, 'image/png')).toEqual({
      width: 2048,
      height: 41,
    });
    expect(photoResizePlan({ width: 2000, height: 1500 }, 6 * MB, 'image/png')).toEqual({
      width: 2000,
      height: 1500,
    });
  });

  it('an animation, a vector or an image without size stays as it is', () => {
    expect(photoResizePlan({ width: 4000, height: 3000 }, 9 * MB, 'image/gif')).toBeNull();
    expect(photoResizePlan({ width: 4000, height: 3000 }, 9 * MB, 'image/svg+xml')).toBeNull();
    expect(photoResizePlan({ width: 0, height: 0 }, 9 * MB, 'image/jpeg')).toBeNull();
  });

  it('names the re-encoded photo .jpg', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('lavoura')).toBe('lavoura.jpg');
    expect(jpegName('.png')).toBe('foto.jpg');
  });

  it('keeps the file when the browser cannot decode it', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'x.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(file)).toBe(file);
  });
});
