import type { AgroQuotation } from '../../../contract/agro-quotations';
import { peekOutboxCount } from '../../../offline/draft-peek';
import { deleteDraft, loadDraft, peekUserDrafts, saveDraft } from '../../../offline/drafts';
import { outboxUserOf } from '../../../offline/user';
import { useSession } from '../../../session/store';
import type { GuestFormValues } from './form-values';

/**
 * What the guest form keeps on the device, through the drafts of src/offline/drafts.ts (bound to the
 * outbox's current user: a staff user's id, or the device's guest bucket): the form (autosaved at
 * every change), its photos (apart: the bytes are written once, not at every keystroke) and the
 * quotations sent from this device with their number and print token, for the confirmation screen.
 */

/** One draft per farm link: the link's group and office bind the quotation. */
export function guestDraftKey(link: { groupId?: string; officeId?: string }): string {
  return `agroQuotations.guest:${link.groupId ?? '-'}:${link.officeId ?? '-'}`;
}

const photosKey = (draftKey: string) => `${draftKey}:fotos`;
const SUBMISSIONS_KEY = 'agroQuotations.guest.envios';
/** The confirmation lists the latest ones; older records drop out. */
const MAX_SUBMISSIONS = 30;

export interface GuestDraft {
  /** The quotation's client-made id, kept across reloads: a replayed create never makes a second one. */
  id: string;
  values: GuestFormValues;
  /** Set while correcting a quotation the server refused: the outbox item to resend. */
  correcting?: string;
}

/** A photo taken at the farm, kept as bytes (Safari drops Blobs stored in IndexedDB) until sent. */
export interface GuestPhoto {
  id: string;
  nome: string;
  tipo: string;
  tamanho: number;
  dados: ArrayBuffer;
}

export interface GuestSubmission {
  id: string;
  produtor: string;
  /** When it was saved on the device (ms). */
  salva_em: number;
  /** The server's number and the print link's token, once sent. */
  numero: number | null;
  token: string | null;
}

export async function loadGuestDraft(key: string): Promise<GuestDraft | null> {
  return (await loadDraft<GuestDraft>(key))?.values ?? null;
}

export function saveGuestDraft(key: string, draft: GuestDraft): Promise<void> {
  return saveDraft(key, draft);
}

export async function loadGuestPhotos(key: string): Promise<GuestPhoto[]> {
  return (await loadDraft<GuestPhoto[]>(photosKey(key)))?.values ?? [];
}

/**
 * The draft and its photos as the form opens: the same records as loadGuestDraft and loadGuestPhotos,
 * read in one IndexedDB transaction without Dexie (the form's first download leaves it out). The user
 * is the guest screens' own (a staff user's id, else the device's guest bucket), known before the
 * screen has entered guest mode: the read starts with the first render.
 */
export async function peekGuestDraft(
  key: string,
): Promise<{ draft: GuestDraft | null; photos: GuestPhoto[] }> {
  const user = outboxUserOf(useSession.getState(), true);
  const [draft, photos] = await peekUserDrafts([key, photosKey(key)], user);
  return {
    draft: (draft?.values as GuestDraft | undefined) ?? null,
    photos: (photos?.values as GuestPhoto[] | undefined) ?? [],
  };
}

/** Whether this device's guest (or staff user) has quotations waiting in the outbox, read without Dexie. */
export async function peekGuestPending(): Promise<boolean> {
  const user = outboxUserOf(useSession.getState(), true);
  if (user === null) return false;
  return (await peekOutboxCount(user)) > 0;
}

/** Stores the photos now (a photo is on the device before its thumbnail says so). */
export async function saveGuestPhotos(key: string, photos: GuestPhoto[]): Promise<void> {
  if (photos.length === 0) await deleteDraft(photosKey(key));
  else await saveDraft(photosKey(key), photos);
}

/** After the quotation went to the outbox (which holds its own copy of the photos). */
export async function clearGuestDraft(key: string): Promise<void> {
  await Promise.all([deleteDraft(key), deleteDraft(photosKey(key))]);
}

export async function listGuestSubmissions(): Promise<GuestSubmission[]> {
  return (await loadDraft<GuestSubmission[]>(SUBMISSIONS_KEY))?.values ?? [];
}

async function changeSubmissions(
  change: (list: GuestSubmission[]) => GuestSubmission[],
): Promise<GuestSubmission[]> {
  const next = change(await listGuestSubmissions()).slice(0, MAX_SUBMISSIONS);
  await saveDraft(SUBMISSIONS_KEY, next);
  return next;
}

/** A quotation just saved to the outbox (newest first). */
export function recordGuestSubmission(submission: GuestSubmission): Promise<GuestSubmission[]> {
  return changeSubmissions((list) => [submission, ...list.filter((s) => s.id !== submission.id)]);
}

/** The server's answer arrived: its number and print token, for the confirmation and the print link. */
export function markGuestSubmissionSent(
  quotation: Pick<AgroQuotation, 'id' | 'numero' | 'token_impressao' | 'produtor'>,
): Promise<GuestSubmission[]> {
  return changeSubmissions((list) => {
    const known = list.find((s) => s.id === quotation.id);
    const sent: GuestSubmission = {
      id: quotation.id,
      produtor: known?.produtor ?? quotation.produtor.nome,
      salva_em: known?.salva_em ?? Date.now(),
      numero: quotation.numero,
      token: quotation.token_impressao,
    };
    return known ? list.map((s) => (s.id === quotation.id ? sent : s)) : [sent, ...list];
  });
}
