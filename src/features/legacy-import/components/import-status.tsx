import type { LegacyImport } from '../../../contract/legacy-import';
import { progressOf, toneOf } from '../status';

/** The import's status as a badge (text, never colour alone). */
export function ImportStatus({ imp }: { imp: Pick<LegacyImport, 'status'> }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${toneOf(imp.status.id)}`}>
      {imp.status.nome}
    </span>
  );
}

/** A labelled progress bar (role=progressbar, 0–100). */
export function ProgressBar({ value, label, text }: { value: number; label: string; text?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={text ?? `${value}%`}
      className="h-2.5 w-full min-w-24 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

/** The bar of a running import, for the list and the panel. */
export function ImportProgress({
  imp,
}: {
  imp: Pick<LegacyImport, 'status' | 'progresso' | 'contagens' | 'nome'>;
}) {
  const value = progressOf(imp);
  return <ProgressBar value={value} label={`Progresso da importação ${imp.nome}`} text={`${value}%`} />;
}
