import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import type { Paged } from '../../../contract/common';
import type { InstalmentsData } from '../../../contract/invoices';
import { apiPath } from '../../../contract/manifest';
import { invoiceScreens } from '../../../contract/manifests/invoices';
import { policyApi, policyScreens } from '../../../contract/manifests/policies';
import type { Policy, PolicyDetail } from '../../../contract/policies';
import { announceOutcome } from '../../../forms/command-feedback';
import { DraftBanner } from '../../../forms/draft-banner';
import { useRecordCreate } from '../../../forms/use-record-create';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FileInput } from '../../../ui/file-input';
import { FormActions } from '../../../ui/form-actions';
import { FormAlert } from '../../../ui/form-alert';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { NumberInput } from '../../../ui/number-input';

/** A count of instalments: whole numbers up to 60. */
const COUNT_FORMAT = { scale: 0, max: 60, padDecimals: false };
import { Screen } from '../../../ui/screen';
import { SelectInput } from '../../../ui/select-input';
import { TextArea } from '../../../ui/text-area';
import { TextInput } from '../../../ui/text-input';
import { PickerFilter } from '../../../widgets/list-filters';
import { createInstalments, invoiceDraftKeys } from '../commands';
import type { InstalmentRow, InstalmentsFormValues } from '../invoice-form';
import { checkSplit, splitRows, sumMismatch, toInstalmentsBody } from '../invoice-form';
import { useValuesDraft } from '../../../forms/use-form-draft';

export interface InvoiceCreateProps {
  policyId?: string | undefined;
  endorsementId?: string | undefined;
  itemId?: string | undefined;
  onPickPolicy: (policyId: string | undefined) => void;
}

function policyDetailQuery(id: string) {
  return {
    queryKey: ['invoices', 'policy', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<PolicyDetail>(apiPath(policyApi.item, { id }), { signal }),
  };
}

/** /faturas/nova-fatura: from a policy (`?apolice=`) or one of its endorsements (`?endosso=`), or one chosen here. */
export function InvoiceCreate({ policyId, endorsementId, itemId, onPickPolicy }: InvoiceCreateProps) {
  const create = useRecordCreate({
    command: createInstalments,
    itemId,
    draftKey: invoiceDraftKeys.create(policyId ?? ''),
    fromPayload: (p) => ({ id: p.data.parcelas[0]?.id ?? '', values: p }),
    back: policyId
      ? { to: policyScreens.detalhesApolice.path, params: { id: policyId } }
      : { to: invoiceScreens.faturas.path },
  });
  const correcting = create.form.defaultValues?.data;
  const chosen = correcting?.apolice_id ?? policyId;
  const policy = useQuery({ ...policyDetailQuery(chosen ?? ''), enabled: !!chosen });
  const p = policy.data;

  return (
    <Screen title={p ? `Nova fatura da apólice ${p.numero}` : invoiceScreens.novaFatura.title}>
      {create.placeholder ?? (
        <div className="flex max-w-3xl flex-col gap-5">
          {!correcting && (
            <PickerFilter<Policy>
              label="Apólice"
              selectedId={policyId}
              knownName={p?.numero ?? null}
              fallbackName="Apólice escolhida"
              toValue={(id, numero) => ({ id, numero }) as Policy}
              load={async (query) =>
                (
                  await api.get<Paged<Policy>>(policyApi.list, {
                    query: { query, page_size: 10 },
                  })
                ).items
              }
              getLabel={(o) => (o.tomador ? `${o.numero} — ${o.tomador.nome_fantasia}` : o.numero)}
              getKey={(o) => o.id}
              placeholder="Busque pelo número ou tomador"
              emptyText="Nenhuma apólice encontrada."
              onPick={(o) => onPickPolicy(o?.id)}
            />
          )}
          {chosen && policy.isError && (
            <p role="alert" className="text-red-700">
              Não foi possível carregar a apólice.
            </p>
          )}
          {p && (
            <InstalmentsForm
              key={p.id}
              policy={p}
              draftKey={create.form.draftKey}
              endorsementId={correcting?.endosso_id ?? endorsementId}
              initial={
                correcting
                  ? {
                      apolice_id: correcting.apolice_id,
                      endosso_id: correcting.endosso_id,
                      premio: null,
                      quantidade: correcting.parcelas.length,
                      primeiro_vencimento: correcting.parcelas[0]?.vencimento ?? null,
                      linhas: correcting.parcelas.map((r) => ({ ...r, id: r.id ?? crypto.randomUUID() })),
                      observacoes: correcting.observacoes ?? '',
                    }
                  : undefined
              }
              onCancel={create.form.onCancel}
              onSaved={create.form.onSaved}
              onSave={async (data, file) => {
                const refusal = announceOutcome(
                  await create.save(
                    { data, from: { apolice: data.apolice_id }, fileName: file?.name ?? null },
                    file ? { boleto: file } : undefined,
                  ),
                  (saved) =>
                    saved.items.length === 1
                      ? `Fatura ${saved.items[0]?.numero ?? ''} cadastrada.`
                      : `${saved.items.length} parcelas cadastradas.`,
                );
                return refusal
                  ? [refusal.message, ...refusal.details.map((d) => d.message)].join('\n')
                  : null;
              }}
            />
          )}
        </div>
      )}
    </Screen>
  );
}

interface InstalmentsFormProps {
  policy: PolicyDetail;
  endorsementId: string | null | undefined;
  initial: InstalmentsFormValues | undefined;
  /** Where the typed values autosave (per policy, or the outbox item being corrected). */
  draftKey: string;
  onSave: (data: InstalmentsData, file: File | null) => Promise<string | null>;
  onSaved: () => void;
  onCancel: () => void;
}

/** The premium, how it is split, and the rows (each editable) that will be saved. */
function InstalmentsForm({
  policy,
  endorsementId,
  initial,
  draftKey,
  onSave,
  onSaved,
  onCancel,
}: InstalmentsFormProps) {
  const endorsement = policy.endossos.find((e) => e.id === endorsementId);
  const [values, setValues] = useState<InstalmentsFormValues>(
    () =>
      initial ?? {
        apolice_id: policy.id,
        endosso_id: endorsement?.id ?? null,
        premio: endorsement ? endorsement.premio : policy.premio,
        quantidade: 1,
        primeiro_vencimento: null,
        linhas: [],
        observacoes: '',
      },
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  // The policy is the page's (the URL's): a draft of another policy is not offered here.
  const draft = useValuesDraft(draftKey, values, touched, (saved: InstalmentsFormValues) => {
    setValues({ ...saved, apolice_id: policy.id });
    setTouched(true);
  });
  const set = (patch: Partial<InstalmentsFormValues>) => {
    setTouched(true);
    setValues((v) => ({ ...v, ...patch }));
  };
  const setRow = (index: number, patch: Partial<InstalmentRow>) => {
    setTouched(true);
    setValues((v) => ({ ...v, linhas: v.linhas.map((l, i) => (i === index ? { ...l, ...patch } : l)) }));
  };
  const base = endorsement ? `${policy.numero}-E${endorsement.numero}` : policy.numero;
  const mismatch = sumMismatch(values.premio, values.linhas);

  const split = () => {
    const found = checkSplit(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    set({
      linhas: splitRows(values.premio ?? 0, values.quantidade ?? 1, values.primeiro_vencimento ?? '', base),
    });
  };

  return (
    <form
      noValidate
      aria-label="Parcelas da fatura"
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = toInstalmentsBody(values);
        if (!parsed.ok) {
          setErrors(parsed.errors);
          return;
        }
        setErrors({});
        setBusy(true);
        void onSave(parsed.body, file)
          .then(async (refusal) => {
            setFormError(refusal);
            if (refusal) return;
            // Sent or queued: the draft goes before leaving, so it is not offered again.
            await draft.settle();
            onSaved();
          })
          .finally(() => setBusy(false));
      }}
    >
      {draft.offer && <DraftBanner {...draft.offer} />}
      <p className="text-sm text-slate-700">
        Apólice {policy.numero} · {policy.tomador.nome_fantasia} · {policy.seguradora.nome} · prêmio{' '}
        {formatMoney(policy.premio)}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Fatura de" hint="A apólice ou um dos seus endossos.">
          <SelectInput
            value={values.endosso_id ?? ''}
            onChange={(e) => {
              const id = e.currentTarget.value || null;
              const chosen = policy.endossos.find((x) => x.id === id);
              set({ endosso_id: id, premio: chosen ? chosen.premio : policy.premio, linhas: [] });
            }}
          >
            <option value="">Apólice {policy.numero}</option>
            {policy.endossos.map((x) => (
              <option key={x.id} value={x.id}>
                Endosso {x.numero} ({x.tipo.nome.toLowerCase()})
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Prêmio a dividir" error={errors.premio} required>
          <MoneyInput value={values.premio} onChange={(n) => n !== values.premio && set({ premio: n })} />
        </FormField>
        <FormField label="Número de parcelas" error={errors.quantidade} required>
          <NumberInput
            format={COUNT_FORMAT}
            value={values.quantidade}
            onChange={(n) => n !== values.quantidade && set({ quantidade: n })}
          />
        </FormField>
        <FormField label="Vencimento da primeira parcela" error={errors.primeiro_vencimento} required>
          <DateInput
            value={values.primeiro_vencimento}
            onChange={(d) => d !== values.primeiro_vencimento && set({ primeiro_vencimento: d })}
          />
        </FormField>
      </div>
      <div>
        <Button type="button" variant="secondary" onClick={split}>
          Dividir em parcelas
        </Button>
      </div>
      {values.linhas.length > 0 && (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            Parcelas (edite antes de salvar)
          </legend>
          {values.linhas.map((row, i) => (
            <div key={row.id} className="grid gap-3 sm:grid-cols-3">
              <FormField label={`Número da parcela ${i + 1}`} error={errors[`parcelas.${i}.numero`]}>
                <TextInput
                  value={row.numero}
                  maxLength={60}
                  autoComplete="off"
                  onChange={(e) => setRow(i, { numero: e.currentTarget.value })}
                />
              </FormField>
              <FormField label={`Valor da parcela ${i + 1}`} error={errors[`parcelas.${i}.valor`]}>
                <MoneyInput value={row.valor} onChange={(n) => n !== row.valor && setRow(i, { valor: n })} />
              </FormField>
              <FormField label={`Vencimento da parcela ${i + 1}`} error={errors[`parcelas.${i}.vencimento`]}>
                <DateInput
                  value={row.vencimento}
                  onChange={(d) => d !== row.vencimento && setRow(i, { vencimento: d })}
                />
              </FormField>
            </div>
          ))}
          <p className={mismatch ? 'font-medium text-red-700' : 'text-slate-700'} aria-live="polite">
            {mismatch ??
              `Soma das parcelas: ${formatMoney(values.premio ?? 0)} em ${values.linhas.length} parcela(s), a primeira em ${formatDate(values.linhas[0]?.vencimento ?? '')}.`}
          </p>
        </fieldset>
      )}
      <FormField label="Boleto da seguradora (PDF)" hint="Opcional.">
        <FileInput value={file} onChange={setFile} accept="application/pdf" name="boleto" />
      </FormField>
      <FormField label="Observações" error={errors.observacoes}>
        <TextArea
          value={values.observacoes}
          maxLength={2000}
          onChange={(e) => set({ observacoes: e.currentTarget.value })}
        />
      </FormField>
      <FormAlert message={errors.parcelas ?? errors[''] ?? formError} />
      <FormActions isSubmitting={busy} onCancel={onCancel} />
    </form>
  );
}
