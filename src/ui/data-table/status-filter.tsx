import { useId } from 'react';

const OPTIONS = [
  { value: '', label: 'Todas' },
  { value: 'true', label: 'Ativas' },
  { value: 'false', label: 'Inativas' },
] as const;

/** The 'Situação' filter of the list: all, only active or only inactive records. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-48">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Situação
      </label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onChange(chosen === '' ? undefined : chosen === 'true');
        }}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base"
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
