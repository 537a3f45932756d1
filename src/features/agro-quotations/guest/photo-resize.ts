/**
 * A camera photo is shrunk on the device before it is stored and sent: a 12-megapixel JPEG of 9 MB
 * would fill the device and take minutes on 3G, while 2048 px on the long edge still shows the crop
 * in detail. A photo already small is kept as it was taken.
 */

/** The longest edge kept, in pixels. */
export const PHOTO_MAX_EDGE = 2048;
/** JPEG quality of a re-encoded photo. */
export const PHOTO_QUALITY = 0.8;
/** Up to this size a photo within the edge is kept as it is (re-encoding would gain little). */
export const PHOTO_SMALL_BYTES = 1024 * 1024;

/** Formats a browser cannot draw faithfully on a canvas (an animation, a vector) stay as they are. */
const KEPT_TYPES = new Set(['image/gif', 'image/svg+xml']);

export interface PhotoSize {
  width: number;
  height: number;
}

/**
 * The size to re-encode a photo at, or null to keep it as it is: within the edge and small, or of a
 * kind that is not redrawn.
 */
export function photoResizePlan(
  image: PhotoSize,
  bytes: number,
  type: string,
  maxEdge = PHOTO_MAX_EDGE,
): PhotoSize | null {
  if (KEPT_TYPES.has(type) || image.width <= 0 || image.height <= 0) return null;
  const edge = Math.max(image.width, image.height);
  if (edge <= maxEdge && bytes <= PHOTO_SMALL_BYTES) return null;
  const scale = Math.min(1, maxEdge / edge);
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  };
}

/** 'IMG_0001.HEIC' -> 'IMG_0001.jpg'. */
export const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, '') || 'foto'}.jpg`;

async function encodeJpeg(bitmap: ImageBitmap, size: PhotoSize): Promise<Blob | null> {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    // A transparent PNG would turn black in a JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
  };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
}

/**
 * The photo to store: shrunk to PHOTO_MAX_EDGE and re-encoded as JPEG, or the file itself when it is
 * already small, when the browser cannot decode it (HEIC on some devices) or when the result would not
 * be smaller.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || KEPT_TYPES.has(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const plan = photoResizePlan(bitmap, file.size, file.type);
    if (!plan) return file;
    const blob = await encodeJpeg(bitmap, plan).catch(() => null);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
