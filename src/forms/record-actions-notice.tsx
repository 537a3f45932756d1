import { Link } from '@tanstack/react-router';
import type { RecordActions } from '../offline/pending-actions';

/**
 * Under a record's header: each action saved on the device and not yet sent ('Aguardando envio:
 * Aprovar arquivo'), and each one the server refused, with its reason and the way to the sync page
 * (correct or discard it there; the button is back on the page meanwhile).
 */
export function RecordActionsNotice({ actions }: { actions: RecordActions }) {
  const { waiting, refused } = actions;
  if (waiting.length === 0 && refused.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {waiting.length > 0 && (
        <div
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <ul className="flex flex-col gap-1">
            {waiting.map((a) => (
              <li key={a.key}>
                <span className="font-medium">Aguardando envio:</span> {a.label}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-amber-800">Salvo no dispositivo; segue sozinho quando a conexão voltar.</p>
        </div>
      )}
      {refused.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <ul className="flex flex-col gap-1">
            {refused.map((a) => (
              <li key={a.key}>
                <span className="font-medium">Não enviado:</span> {a.label}
                {a.error ? `: ${a.error}` : ''}
              </li>
            ))}
          </ul>
          <p className="mt-1">
            O servidor recusou; nada foi alterado.{' '}
            <Link
              to="/sincronizacao"
              className="inline-flex min-h-11 items-center text-red-900 underline underline-offset-2"
            >
              Corrigir ou descartar em Sincronização
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
