import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { EndorsementRequestListItem, RequestCritique } from '../../../contract/endorsement-requests';
import { policyScreens } from '../../../contract/manifests/policies';
import { useWorkflowAction } from '../../../forms/use-workflow-action';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { Button, buttonClasses } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { FormField } from '../../../ui/form-field';
import { Screen } from '../../../ui/screen';
import { SelectInput } from '../../../ui/select-input';
import { TextArea } from '../../../ui/text-area';
import { policyQuery, policyRequestsQuery, requestCritiquesQuery, requestQuery } from '../api';
import { addRequestCritique, resendRequestCritique, resolveRequestCritique, sameCritique } from '../commands';
import { usePolicyPermissions } from '../permissions';

const card = 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4';

/** How a request is named on the critique screens: its type and effective date. */
const requestName = (r: { tipo: { nome: string }; data_efeito: string }) =>
  `${r.tipo.nome} com efeito em ${formatDate(r.data_efeito)}`;

/** One request's thread: each critique, and resend / regularise on the open ones. */
function CritiqueThread({
  policyId,
  requestId,
  critiques,
  canWrite,
}: {
  policyId: string;
  requestId: string;
  critiques: readonly RequestCritique[];
  canWrite: boolean;
}) {
  const resend = useWorkflowAction(resendRequestCritique, sameCritique);
  const resolve = useWorkflowAction(resolveRequestCritique, sameCritique);
  if (critiques.length === 0) return <p className="text-sm text-slate-600">Nenhuma crítica registrada.</p>;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {critiques.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 p-3">
            <p className="text-sm whitespace-pre-wrap text-slate-900">{c.texto}</p>
            <p className="mt-1 text-sm text-slate-600">
              {c.status.nome} · {c.autor?.nome ?? '—'} · {formatDateTime(c.criado_em)}
              {c.reenvios > 0 && ` · reenviada ${c.reenvios}×`}
              {c.regularizada_em &&
                ` · regularizada em ${formatDateTime(c.regularizada_em)} por ${c.regularizada_por?.nome ?? '—'}`}
            </p>
            {c.resolucao && <p className="mt-1 text-sm text-slate-700">Resolução: {c.resolucao}</p>}
            {canWrite && c.status.id === 'aberta' && (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  loading={resend.busy}
                  onClick={() =>
                    void resend.run({ policyId, requestId, critica: c.id }, 'Crítica reenviada.')
                  }
                >
                  Reenviar
                </Button>
                <Button
                  loading={resolve.busy}
                  onClick={() =>
                    void resolve.run(
                      { policyId, requestId, critica: c.id, resolucao: null },
                      'Crítica regularizada.',
                    )
                  }
                >
                  Regularizar
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <FormAlert message={resend.error ?? resolve.error} />
    </>
  );
}

/** .../detalhes-apolice/{endosso}/criticas: the request's critiques; resend or regularise the open ones. */
export function RequestCritiquesPage({ policyId, requestId }: { policyId: string; requestId: string }) {
  const request = useQuery(requestQuery(policyId, requestId)).data?.data;
  const critiques = useQuery(requestCritiquesQuery(policyId, requestId));
  const { canRequest } = usePolicyPermissions();
  const title = request
    ? `${policyScreens.criticasSolicitacao.title} de ${request.tipo.nome.toLowerCase()} da apólice ${request.apolice.numero}`
    : policyScreens.criticasSolicitacao.title;
  return (
    <Screen
      title={title}
      actions={
        canRequest &&
        request?.acoes.includes('criticar') && (
          <Link
            to={policyScreens.novaCriticaSolicitacao.path}
            params={{ id: policyId, endosso: requestId }}
            className={buttonClasses('primary')}
          >
            Nova crítica
          </Link>
        )
      }
    >
      <section className={card} aria-label="Críticas">
        {request && (
          <p className="text-sm text-slate-700">
            {requestName(request)} · {request.estado.nome}. Enquanto houver crítica aberta, o aceite não pode
            ser registrado.
          </p>
        )}
        {critiques.isError && <p role="alert">Não foi possível ler as críticas.</p>}
        {critiques.data && (
          <CritiqueThread
            policyId={policyId}
            requestId={requestId}
            critiques={critiques.data}
            canWrite={canRequest}
          />
        )}
      </section>
    </Screen>
  );
}

/**
 * The critique form: through the offline queue with the client's id (a replay lands on the same
 * critique); back to the thread once saved or queued.
 */
function CritiqueForm({
  policyId,
  requests,
  fixedRequest,
  onDone,
}: {
  policyId: string;
  requests: readonly { id: string; tipo: { nome: string }; data_efeito: string }[];
  fixedRequest?: string;
  onDone: (requestId: string) => void;
}) {
  const [texto, setTexto] = useState('');
  const [requestId, setRequestId] = useState(fixedRequest ?? '');
  const [error, setError] = useState<string | null>(null);
  const [critiqueId] = useState(() => crypto.randomUUID());
  const command = useWorkflowAction(addRequestCritique);
  return (
    <form
      className={`${card} max-w-3xl`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!requestId) return setError('Escolha a solicitação criticada.');
        if (!texto.trim()) return setError('Escreva a crítica.');
        setError(null);
        void command
          .run({ policyId, requestId, id: critiqueId, texto: texto.trim() }, 'Crítica registrada.')
          .then((ok) => {
            if (ok) onDone(requestId);
          });
      }}
    >
      {!fixedRequest && (
        <FormField label="Solicitação" required>
          <SelectInput value={requestId} onChange={(e) => setRequestId(e.currentTarget.value)}>
            <option value="">Selecione</option>
            {requests.map((r) => (
              <option key={r.id} value={r.id}>
                {requestName(r)}
              </option>
            ))}
          </SelectInput>
        </FormField>
      )}
      <FormField label="Crítica" required hint="Enquanto aberta, impede registrar o aceite da solicitação.">
        <TextArea value={texto} maxLength={4000} onChange={(e) => setTexto(e.currentTarget.value)} rows={6} />
      </FormField>
      <FormAlert message={error ?? command.error} />
      <div className="flex justify-end gap-2">
        <Button type="submit" loading={command.busy}>
          Registrar crítica
        </Button>
      </div>
    </form>
  );
}

/** .../detalhes-apolice/{endosso}/nova-criticas: a critique of one request. */
export function NewRequestCritiquePage({ policyId, requestId }: { policyId: string; requestId: string }) {
  const navigate = useNavigate();
  const request = useQuery(requestQuery(policyId, requestId)).data?.data;
  return (
    <Screen
      title={
        request
          ? `${policyScreens.novaCriticaSolicitacao.title} de ${request.tipo.nome.toLowerCase()} da apólice ${request.apolice.numero}`
          : policyScreens.novaCriticaSolicitacao.title
      }
    >
      <CritiqueForm
        policyId={policyId}
        requests={[]}
        fixedRequest={requestId}
        onDone={() =>
          void navigate({
            to: policyScreens.criticasSolicitacao.path,
            params: { id: policyId, endosso: requestId },
          })
        }
      />
    </Screen>
  );
}

/** The open requests: only they may be criticised (the table's 'criticar'). */
const criticisable = (r: EndorsementRequestListItem) => r.acoes.includes('criticar');

/**
 * /apolices/{id}/criticas: every critique of the policy's requests, request by request (a critique is
 * always about a change asked of the insurer: docs/policies.md).
 */
export function PolicyCritiquesPage({ policyId }: { policyId: string }) {
  const policy = useQuery(policyQuery(policyId)).data?.data;
  const requests = useQuery(policyRequestsQuery(policyId));
  const items = requests.data?.items ?? [];
  const threads = useQueries({ queries: items.map((r) => requestCritiquesQuery(policyId, r.id)) });
  const { canRequest } = usePolicyPermissions();
  return (
    <Screen
      title={
        policy
          ? `${policyScreens.criticasApolice.title} ${policy.numero}`
          : policyScreens.criticasApolice.title
      }
      actions={
        canRequest &&
        items.some(criticisable) && (
          <Link
            to={policyScreens.novaCriticaApolice.path}
            params={{ id: policyId }}
            className={buttonClasses('primary')}
          >
            Nova crítica
          </Link>
        )
      }
    >
      {requests.isError && <p role="alert">Não foi possível ler as solicitações.</p>}
      {requests.isSuccess && items.length === 0 && (
        <p className="text-slate-600">A apólice não tem solicitações de endosso: nenhuma crítica.</p>
      )}
      {items.map((r, i) => {
        const thread = threads[i];
        const heading = `apolice-criticas-${r.id}`;
        return (
          <section key={r.id} className={card} aria-labelledby={heading}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={heading} className="text-base font-semibold">
                {requestName(r)}
              </h2>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800">{r.estado.nome}</span>
            </div>
            {thread?.isError && <p role="alert">Não foi possível ler as críticas.</p>}
            {thread?.data && (
              <CritiqueThread
                policyId={policyId}
                requestId={r.id}
                critiques={thread.data}
                canWrite={canRequest}
              />
            )}
          </section>
        );
      })}
    </Screen>
  );
}

/** /apolices/{id}/nova-critica: a critique of one of the policy's open requests, chosen here. */
export function NewPolicyCritiquePage({ policyId }: { policyId: string }) {
  const navigate = useNavigate();
  const policy = useQuery(policyQuery(policyId)).data?.data;
  const requests = useQuery(policyRequestsQuery(policyId));
  const open = (requests.data?.items ?? []).filter(criticisable);
  return (
    <Screen
      title={
        policy
          ? `${policyScreens.novaCriticaApolice.title} da apólice ${policy.numero}`
          : policyScreens.novaCriticaApolice.title
      }
    >
      {requests.isError && <p role="alert">Não foi possível ler as solicitações.</p>}
      {requests.isSuccess && open.length === 0 && (
        <p className="text-slate-600">
          Nenhuma solicitação aberta: só uma solicitação aberta pode ser criticada.
        </p>
      )}
      {open.length > 0 && (
        <CritiqueForm
          policyId={policyId}
          requests={open}
          onDone={() => void navigate({ to: policyScreens.criticasApolice.path, params: { id: policyId } })}
        />
      )}
    </Screen>
  );
}
