import { useGuestChunks } from './chunks';

export const OPENING_TEXTS = {
  opening: 'Abrindo a etapa…',
  waiting:
    'Sem sinal: esta parte do formulário ainda não chegou a este dispositivo. Ela abre sozinha quando o sinal voltar; o que você já digitou está salvo.',
} as const;

/** Stands in for a part of the form while it loads, and says so when it waits for the signal. */
export function OpeningStep() {
  const waiting = useGuestChunks((s) => s.waiting > 0);
  return (
    <p role="status" className={waiting ? 'text-sm text-amber-800' : 'text-sm text-slate-600'}>
      {waiting ? OPENING_TEXTS.waiting : OPENING_TEXTS.opening}
    </p>
  );
}
