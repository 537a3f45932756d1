import { IMAGE_TYPES } from '../../src/contract/files';
import type { UploadType } from '../../src/contract/files';

/**
 * Whether an uploaded file's type (detected from its bytes at upload, never the one the client
 * declared) is an image: photos, logos and icons refer to uploaded files and must be images.
 */
export const isImageType = (mime: string): mime is UploadType =>
  (IMAGE_TYPES as readonly string[]).includes(mime);
