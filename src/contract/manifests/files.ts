import type { DomainManifest } from '../manifest';

export const fileAccess = {
  /** Any logged-in user uploads (photos, logos, icons, attachments). */
  upload: { user: true },
  /** Files are served by their unguessable id (images in <img>, which sends no token). */
  read: { public: true },
} as const;

export const fileApi = {
  upload: '/arquivos/upload',
  file: '/arquivos/:id',
} as const;

/** Uploaded files. Server only: the forms upload through their commands. */
export const filesManifest = {
  server: 'files',
  label: 'Arquivos',
  api: fileApi,
  access: fileAccess,
  screens: {},
} as const satisfies DomainManifest;
