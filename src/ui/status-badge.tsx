/** The record's situation in a list; `feminine` agrees with feminine nouns (corretora, seguradora). */
export function StatusBadge({ active, feminine = false }: { active: boolean; feminine?: boolean }) {
  const [on, off] = feminine ? ['Ativa', 'Inativa'] : ['Ativo', 'Inativo'];
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
    >
      {active ? on : off}
    </span>
  );
}
