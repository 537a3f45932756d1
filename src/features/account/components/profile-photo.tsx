import { useId, useState } from 'react';
import type { Me } from '../../../contract/auth';
import { IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../contract/files';
import { discardItem, runCommand } from '../../../offline/outbox';
import { Button } from '../../../ui/button';
import { announceOutcome, refusalOf } from '../../../forms/command-feedback';
import { FileInput } from '../../../ui/file-input';
import { FormAlert } from '../../../ui/form-alert';
import { FormField } from '../../../ui/form-field';
import { PHOTO_FILE, changePhoto } from '../commands';
import type { AccountPhoto } from '../commands';

export interface ProfilePhotoProps {
  me: Me;
}

const accepted: readonly string[] = IMAGE_TYPES;

/** The server checks the bytes; this only spares a queued upload that could never be accepted. */
function localProblem(file: File): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (!accepted.includes(file.type)) return UPLOAD_MESSAGES.avatarNotImage;
  return null;
}

/** The own photo: shown in the toolbar. A new one waits in the outbox (with its file) when offline. */
export function ProfilePhoto({ me }: ProfilePhotoProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function run(payload: AccountPhoto, files?: Record<string, Blob>) {
    setError(null);
    setBusy(true);
    try {
      const outcome = await runCommand(changePhoto, payload, { files });
      const refusal = announceOutcome(outcome, () =>
        payload.remove ? 'Foto removida.' : 'Foto atualizada.',
      );
      if (outcome.status === 'refused') {
        // The file is still chosen on screen: a corrected choice is a new item, the refused one goes.
        await discardItem(outcome.item.id).catch(() => undefined);
      }
      if (refusal) setError(refusal.message);
      else setFile(null);
    } catch (failure) {
      setError(refusalOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  function send() {
    if (!file) return;
    const problem = localProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    void run({ remove: false, fileName: file.name }, { [PHOTO_FILE]: file });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Foto
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        {me.avatar?.url ? (
          <img src={me.avatar.url} alt="Sua foto atual" className="size-16 rounded-full object-cover" />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-xs text-slate-700">
            Sem foto
          </span>
        )}
        <FormField label="Nova foto" hint="PNG, JPEG ou WebP, até 20 MB." className="min-w-64 flex-1">
          <FileInput
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setError(chosen ? localProblem(chosen) : null);
            }}
            accept={IMAGE_TYPES.join(',')}
            disabled={busy}
          />
        </FormField>
      </div>
      <FormAlert message={error} />
      <div className="flex flex-wrap justify-end gap-3">
        {me.avatar && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run({ remove: true, fileName: null })}
          >
            Remover foto
          </Button>
        )}
        <Button onClick={send} disabled={!file} loading={busy}>
          Enviar foto
        </Button>
      </div>
    </section>
  );
}
