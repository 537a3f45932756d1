import { apiPath } from './manifest';
import { fileApi } from './manifests/files';

/** Uploads (ARCHITECTURE.md §4, SPEC.md §3): POST /arquivos/upload, multipart, one field `arquivo`. */
export const UPLOAD_FIELD = 'arquivo';
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/**
 * What one user may keep stored, all files together (not in SPEC.md: a guard against filling the
 * disk). Files no record points to are removed after ORPHAN_FILE_GRACE_HOURS and stop counting.
 */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;
export const ORPHAN_FILE_GRACE_HOURS = 24;

/**
 * The largest image accepted, read from its header (a small PNG can declare 30,000 × 30,000 pixels and
 * crash the tab that shows it). The guest form sends photos downsized to 2,048 px; a camera's original
 * (up to ~50 megapixels) still fits.
 */
export const IMAGE_MAX_SIDE = 12_000;
export const IMAGE_MAX_PIXELS = 50_000_000;

const thousands = (n: number) => n.toLocaleString('pt-BR');

/** Accepted types, as detected from the file's first bytes (the declared type and name do not count). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const UPLOAD_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Answer of POST /arquivos/upload (201; 200 when a client-generated `id` was already uploaded). */
export interface UploadedFile {
  id: string;
  /** Where the file is served: GET, no token needed (the id is an unguessable UUID). */
  url: string;
  nome: string;
  tipo: UploadType;
  tamanho: number;
}

export const fileUrl = (id: string): string => apiPath(fileApi.file, { id });

export const UPLOAD_MESSAGES = {
  tooLarge: 'O arquivo excede o limite de 20 MB.',
  wrongType: 'Tipo de arquivo não permitido. Envie PNG, JPEG, WebP ou PDF.',
  missing: 'Envie o arquivo no campo "arquivo".',
  notMultipart: 'Envie o arquivo como multipart/form-data, no campo "arquivo".',
  oneFile: 'Envie um único arquivo por vez.',
  unexpectedField: (name: string) => `Campo inesperado no envio: "${name}". Envie só o campo "arquivo".`,
  empty: 'O arquivo enviado está vazio.',
  idTaken: 'Este identificador já pertence a outro arquivo.',
  quotaExceeded:
    'Cota de arquivos excedida: cada usuário pode guardar até 200 MB. Arquivos que nenhum cadastro usa são apagados em 24 horas.',
  imageTooLarge: (width: number, height: number) =>
    `A imagem tem ${thousands(width)} × ${thousands(height)} pixels: o limite é ${thousands(IMAGE_MAX_SIDE)} pixels por lado e ${IMAGE_MAX_PIXELS / 1_000_000} megapixels. Reduza a imagem e envie novamente.`,
  imageUnreadable:
    'Não foi possível ler o tamanho da imagem: o arquivo parece corrompido. Envie outra imagem.',
  guestUploadsPerAddress: (wait: string) =>
    `Muitas fotos enviadas desta conexão na última hora. Tente novamente em ${wait}.`,
  guestUploadsBusy: (wait: string) =>
    `Muitas fotos recebidas de visitantes na última hora. Tente novamente em ${wait}.`,
  guestStorageFull:
    'O espaço para arquivos de visitantes está esgotado. Tente novamente mais tarde ou fale com a corretora.',
  avatarMissing: 'Foto não encontrada. Envie a imagem novamente.',
  avatarNotImage: 'A foto deve ser uma imagem PNG, JPEG ou WebP.',
} as const;
