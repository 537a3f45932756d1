import { useEffect, useId, useMemo, useState } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { cx } from '../../../lib/cx';
import { buttonClasses } from '../../../ui/button';
import { formatBytes } from './format';
import { shrinkPhoto } from './photo-resize';
import type { StepProps } from './fields';
import { SketchCanvas } from './sketch-canvas';
import type { GuestPhoto } from './storage';

export interface MediaStepProps extends StepProps {
  photos: GuestPhoto[];
  /** Stores a photo on the device; rejects with a Portuguese message (not an image, too large, disk full). */
  onAddPhoto: (file: File) => Promise<void>;
  onRemovePhoto: (id: string) => Promise<void>;
  /** Correcting a refused quotation: its photos are already stored with it and stay as they are. */
  photosLocked?: number;
}

function Thumbnail({ photo, index, onRemove }: { photo: GuestPhoto; index: number; onRemove: () => void }) {
  const url = useMemo(() => URL.createObjectURL(new Blob([photo.dados], { type: photo.tipo })), [photo]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2">
      <img src={url} alt={`Foto ${index + 1} da propriedade`} className="h-64 w-full rounded object-cover" />
      <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
        <span className="truncate">{formatBytes(photo.tamanho)}</span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remover foto ${index + 1}`}
          className="touch-target flex items-center justify-center rounded-md text-red-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}

/** Step 5: photos taken with the tablet's camera and the plot's sketch, all kept on the device until sent. */
export function MediaStep({
  values,
  update,
  errors,
  photos,
  onAddPhoto,
  onRemovePhoto,
  photosLocked,
}: MediaStepProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { propriedade } = values;
  const center =
    propriedade.latitude !== null && propriedade.longitude !== null
      ? { latitude: propriedade.latitude, longitude: propriedade.longitude }
      : propriedade.sede;

  async function take(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setMessage({ kind: 'ok', text: 'Preparando a foto…' });
    try {
      const photo = await shrinkPhoto(file);
      await onAddPhoto(photo);
      setMessage({
        kind: 'ok',
        text:
          photo === file
            ? 'Foto guardada neste dispositivo.'
            : `Foto guardada neste dispositivo (reduzida de ${formatBytes(file.size)} para ${formatBytes(photo.size)}).`,
      });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${inputId}-fotos`} className="flex flex-col gap-3">
        <h3 id={`${inputId}-fotos`} className="text-base font-semibold text-slate-900">
          Fotos da lavoura
        </h3>
        {photosLocked !== undefined ? (
          <p className="text-sm text-slate-700">
            {photosLocked === 0
              ? 'Esta cotação foi guardada sem fotos.'
              : `${photosLocked} ${photosLocked === 1 ? 'foto já está guardada' : 'fotos já estão guardadas'} com a cotação e ${photosLocked === 1 ? 'será enviada' : 'serão enviadas'} junto com ela.`}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              Tire uma foto de cada vez. Elas ficam guardadas no tablet e são enviadas com a cotação, mesmo
              que o sinal caia.
            </p>
            <div>
              {/* The input stays in the page (screen readers, keyboard); the label looks like a button. */}
              <input
                id={inputId}
                type="file"
                accept="image/*"
                capture="environment"
                className="peer sr-only"
                disabled={busy}
                onChange={(event) => {
                  const input = event.currentTarget;
                  void take(input.files?.[0]).finally(() => {
                    input.value = '';
                  });
                }}
              />
              <label
                htmlFor={inputId}
                className={cx(
                  buttonClasses('primary'),
                  'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
                  busy && 'opacity-60',
                )}
              >
                <Camera aria-hidden="true" className="size-4" />
                Tirar foto
              </label>
            </div>
            {message && (
              <p
                role={message.kind === 'error' ? 'alert' : 'status'}
                className={message.kind === 'error' ? 'text-sm text-red-700' : 'text-sm text-slate-700'}
              >
                {message.text}
              </p>
            )}
            {photos.length > 0 && (
              <ul aria-label="Fotos guardadas" className="grid grid-cols-3 gap-3">
                {photos.map((photo, index) => (
                  <Thumbnail
                    key={photo.id}
                    photo={photo}
                    index={index}
                    onRemove={() => void onRemovePhoto(photo.id)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <section aria-labelledby={`${inputId}-croqui`} className="flex flex-col gap-3">
        <h3 id={`${inputId}-croqui`} className="text-base font-semibold text-slate-900">
          Croqui da lavoura (opcional)
        </h3>
        <p className="text-sm text-slate-600">
          Toque no quadro para marcar os cantos do talhão, na ordem, ou percorra a lavoura marcando cada canto
          pelo GPS.
        </p>
        <SketchCanvas
          points={values.croqui}
          onChange={(croqui) => update((v) => ({ ...v, croqui }))}
          center={center}
          areaHa={propriedade.area_ha}
          error={errors.croqui}
        />
      </section>
    </div>
  );
}
