import { useId } from 'react';

export type Situation = 'true' | 'false' | undefined;

/** Filter of the lists by situation (the API's `ativo`). */
export function SituationFilter({ value, onChange }: { value: Situation; onChange: (v: Situation) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-48">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Situação
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const v = event.currentTarget.value;
          onChange(v === 'true' || v === 'false' ? v : undefined);
        }}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base"
      >
        <option value="">Todas</option>
        <option value="true">Ativas</option>
        <option value="false">Inativas</option>
      </select>
    </div>
  );
}
