// What the guest form shows besides its first step, loaded right after the form is on screen
// (guest-page.tsx, chunks.ts): the later steps with the query cache they read (TanStack Query, restored
// from the device) and the notice of the quotations still waiting in the outbox (Dexie).
import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '../../../api/query';
import { AGRO_FORM_DATA_FALLBACK, agroFormDataQuery } from '../../../lookups/agro';
import { useOutbox } from '../../../offline/outbox';
import type { OutboxItem } from '../../../offline/types';
import { Button } from '../../../ui/button';
import type { FieldErrors } from '../validate';
import type { AgroGuestQuotation } from '../guest-commands';
import { AGRO_GUEST_COMMAND } from '../guest-commands';
import type { GuestFormValues } from './form-values';
import { LAST_GUEST_STEP } from './form-values';
import { retrying } from './chunks';
import type * as Steps from './steps';
import type * as MediaStepModule from './media-step';
import type * as Review from './review';
import { OpeningStep } from './opening';
import type { GuestPhoto } from './storage';

// The later steps, fetched with the rest of the form right after its first paint (chunks.ts): a
// failed fetch waits for the signal instead of throwing.
const loadGuestSteps = retrying<typeof Steps>(() => import('./steps'));
const loadGuestMediaStep = retrying<typeof MediaStepModule>(() => import('./media-step'));
const loadGuestReview = retrying<typeof Review>(() => import('./review'));

/** The steps' own chunks in the page, so none is fetched when its step opens. */
export async function warmStepParts(): Promise<void> {
  await Promise.all([loadGuestSteps(), loadGuestMediaStep(), loadGuestReview()]);
}

const PropertyStep = lazy(() => loadGuestSteps().then((m) => ({ default: m.PropertyStep })));
const CropStep = lazy(() => loadGuestSteps().then((m) => ({ default: m.CropStep })));
const ValuesStep = lazy(() => loadGuestSteps().then((m) => ({ default: m.ValuesStep })));
const MediaStep = lazy(() => loadGuestMediaStep().then((m) => ({ default: m.MediaStep })));
const GuestReview = lazy(() => loadGuestReview().then((m) => ({ default: m.GuestReview })));

export interface GuestLaterStepsProps {
  step: number;
  /** A session may read the server: the form's lists are asked for (else the contract's stand in). */
  online: boolean;
  values: GuestFormValues;
  update: (recipe: (values: GuestFormValues) => GuestFormValues) => void;
  errors: FieldErrors;
  photos: GuestPhoto[];
  onAddPhoto: (file: File) => Promise<void>;
  onRemovePhoto: (id: string) => Promise<void>;
  /** Correcting a refused quotation: the photos stored with its item (they cannot change). */
  photosLocked?: number;
  /** The photos the quotation goes with (the review says how many). */
  photoCount: number;
  onEdit: (step: number) => void;
}

/**
 * Steps 2 to 6. Mounted once the form is on screen and kept mounted on every step (the first renders
 * nothing here), so the query cache is restored once and the form's lists are read in the background
 * while the producer fills the first step.
 */
export function GuestLaterSteps(props: GuestLaterStepsProps) {
  return (
    <QueryProvider>
      <LaterStep {...props} />
    </QueryProvider>
  );
}

function LaterStep({
  step,
  online,
  values,
  update,
  errors,
  photos,
  onAddPhoto,
  onRemovePhoto,
  photosLocked,
  photoCount,
  onEdit,
}: GuestLaterStepsProps) {
  const formDataQuery = useQuery({ ...agroFormDataQuery, enabled: online });
  // The contract's lists stand in until the server's answer is known (first visit without signal).
  const formData = formDataQuery.data ?? AGRO_FORM_DATA_FALLBACK;
  if (step <= 1) return null;
  const stepProps = { values, update, errors, formData };
  return (
    <Suspense fallback={<OpeningStep />}>
      {step === 2 && <PropertyStep {...stepProps} />}
      {step === 3 && <CropStep {...stepProps} />}
      {step === 4 && <ValuesStep {...stepProps} />}
      {step === 5 && (
        <MediaStep
          {...stepProps}
          photos={photos}
          onAddPhoto={onAddPhoto}
          onRemovePhoto={onRemovePhoto}
          photosLocked={photosLocked}
        />
      )}
      {step === LAST_GUEST_STEP && (
        <GuestReview values={values} formData={formData} photoCount={photoCount} onEdit={onEdit} />
      )}
    </Suspense>
  );
}

/** The quotations of this device still waiting for the signal, with a way to see each one. */
export function PendingNotice({ onOpen }: { onOpen: (id: string) => void }) {
  const waiting = useOutbox().filter((item: OutboxItem) => item.command === AGRO_GUEST_COMMAND);
  if (waiting.length === 0) return null;
  return (
    <div className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-medium">
        {waiting.length === 1
          ? '1 cotação deste dispositivo aguarda envio.'
          : `${waiting.length} cotações deste dispositivo aguardam envio.`}
      </p>
      <ul className="mt-1 flex flex-col gap-1">
        {waiting.map((item) => {
          const payload = item.payload as AgroGuestQuotation;
          return (
            <li key={item.id}>
              <Button variant="ghost" onClick={() => onOpen(payload.quotation.id)}>
                {payload.quotation.produtor} —{' '}
                {item.status === 'dead' ? 'recusada, precisa de correção' : 'aguardando sinal'}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
