import { formatDateTime } from '../lib/dates';
import { Button } from '../ui/button';
import { InfoIcon } from '../ui/icons';

export interface DraftBannerProps {
  /** When the draft was last saved (ms since the epoch). */
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Offers the values a form autosaved before it was closed (ARCHITECTURE.md §7, drafts). The form stays
 * usable below it; nothing is restored until the user asks.
 */
export function DraftBanner({ savedAt, onRestore, onDiscard }: DraftBannerProps) {
  return (
    <div
      role="region"
      aria-label="Rascunho salvo"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700"
    >
      <InfoIcon className="size-5 shrink-0" />
      <p className="min-w-48 flex-1">
        Há um rascunho deste formulário salvo no dispositivo em {formatDateTime(new Date(savedAt))}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onDiscard}>
          Descartar
        </Button>
        <Button onClick={onRestore}>Restaurar rascunho</Button>
      </div>
    </div>
  );
}
