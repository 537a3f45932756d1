import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice, InvoiceData } from '../../../contract/invoices';
import { invoiceScreens } from '../../../contract/manifests/invoices';
import { policyScreens } from '../../../contract/manifests/policies';
import { HistoryPanel } from '../../../audit/history-panel';
import { announceOutcome } from '../../../forms/command-feedback';
import { DraftBanner } from '../../../forms/draft-banner';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { formatDate, formatDateTime } from '../../../lib/dates';
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
import { TextArea } from '../../../ui/text-area';
import { TextInput } from '../../../ui/text-input';
import { invoiceQuery } from '../api';
import { invoiceDraftKeys, updateInvoice } from '../commands';
import type { InvoiceEditValues } from '../invoice-form';
import { parseInvoiceEdit } from '../invoice-form';
import { useValuesDraft } from '../../../forms/use-form-draft';
import { InactivateDialog, PaymentDialog } from './invoice-dialogs';
import { InvoiceStatus } from './invoice-status';

const formValuesOf = (i: Invoice): InvoiceEditValues => ({
  endosso_id: i.endosso?.id ?? null,
  numero: i.numero,
  parcela: i.parcela,
  parcelas: i.parcelas,
  valor: i.valor,
  vencimento: i.vencimento,
  boleto_id: i.boleto?.id ?? null,
  observacoes: i.observacoes ?? '',
});

const toEditValues = (data: InvoiceData): InvoiceEditValues => ({
  ...data,
  observacoes: data.observacoes ?? '',
});

/** /faturas/{id}/editar-fatura: the invoice's data, its payment and its inactivation. */
export function InvoiceEdit({ invoiceId, itemId }: { invoiceId: string; itemId?: string | undefined }) {
  const query = useQuery(invoiceQuery(invoiceId));
  const edit = useRecordEdit({
    record: query,
    command: updateInvoice,
    itemId,
    draftKey: invoiceDraftKeys.update(invoiceId),
    toForm: formValuesOf,
    back: { to: invoiceScreens.faturas.path },
  });
  const [dialog, setDialog] = useState<'pagamento' | 'inativar' | null>(null);
  const invoice = query.data?.data;
  const inactive = invoice?.situacao.id === 'inativa';
  const title = edit.record ? `Editar fatura ${edit.record.numero}` : invoiceScreens.editarFatura.title;
  return (
    <Screen
      title={title}
      actions={
        invoice &&
        !inactive && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => setDialog('pagamento')}>
              {invoice.pago_em ? 'Corrigir pagamento' : 'Registrar pagamento'}
            </Button>
            <Button type="button" variant="danger" onClick={() => setDialog('inativar')}>
              Inativar
            </Button>
          </div>
        )
      }
    >
      {invoice && (
        <section aria-label="Situação da fatura" className="mb-5 flex flex-col gap-1 text-sm text-slate-800">
          <p className="flex flex-wrap items-center gap-2">
            <InvoiceStatus invoice={invoice} />
            Apólice{' '}
            <Link
              to={policyScreens.detalhesApolice.path}
              params={{ id: invoice.apolice.id }}
              className="font-medium text-sky-800 underline underline-offset-2"
            >
              {invoice.apolice.numero}
            </Link>
            {invoice.endosso && <span>· endosso {invoice.endosso.numero}</span>}
            <span>· {invoice.apolice.tomador.nome}</span>
          </p>
          {invoice.pago_em && (
            <p>
              Paga em {formatDate(invoice.pago_em)}: {formatMoney(invoice.valor_pago ?? 0)}
            </p>
          )}
          {inactive && (
            <p>
              Inativada em {formatDateTime(invoice.inativada_em ?? '')}: {invoice.motivo_inativacao?.nome}
              {invoice.observacao_inativacao ? ` — ${invoice.observacao_inativacao}` : ''}
            </p>
          )}
          {invoice.boleto && (
            <p>
              <a href={invoice.boleto.url} className="text-sky-800 underline underline-offset-2">
                Boleto: {invoice.boleto.nome}
              </a>
            </p>
          )}
        </section>
      )}
      {edit.placeholder ??
        (inactive ? (
          <p className="text-slate-700">Uma fatura inativa é mantida como estava e não pode ser alterada.</p>
        ) : (
          <InvoiceEditForm
            key={edit.record?.id ?? invoiceId}
            defaultValues={edit.form.defaultValues}
            draftKey={edit.form.draftKey}
            onCancel={edit.form.onCancel}
            onSaved={edit.form.onSaved}
            onSave={async (data, file) => {
              const refusal = announceOutcome(
                await edit.save(
                  { id: invoiceId, data: toEditValues(data), fileName: file?.name ?? null },
                  file ? { boleto: file } : undefined,
                ),
                (saved) => `Fatura ${saved.numero} salva.`,
              );
              return refusal ? [refusal.message, ...refusal.details.map((d) => d.message)].join('\n') : null;
            }}
          />
        ))}
      {invoice && dialog === 'pagamento' && (
        <PaymentDialog invoice={invoice} onClose={() => setDialog(null)} />
      )}
      {invoice && dialog === 'inativar' && (
        <InactivateDialog invoice={invoice} onClose={() => setDialog(null)} />
      )}
      <HistoryPanel entity="fatura" id={invoiceId} />
    </Screen>
  );
}

interface InvoiceEditFormProps {
  defaultValues: InvoiceEditValues | undefined;
  /** Where the typed values autosave (the invoice, or the outbox item being corrected). */
  draftKey: string;
  onSave: (data: InvoiceData, file: File | null) => Promise<string | null>;
  onSaved: () => void;
  onCancel: () => void;
}

function InvoiceEditForm({ defaultValues, draftKey, onSave, onSaved, onCancel }: InvoiceEditFormProps) {
  const [values, setValues] = useState<InvoiceEditValues | undefined>(defaultValues);
  const [touched, setTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const draft = useValuesDraft(draftKey, values, touched, (saved: InvoiceEditValues | undefined) => {
    if (!saved) return;
    setValues(saved);
    setTouched(true);
  });
  if (!values) return null;
  const set = (patch: Partial<InvoiceEditValues>) => {
    setTouched(true);
    setValues({ ...values, ...patch });
  };
  return (
    <form
      noValidate
      aria-label="Dados da fatura"
      className="flex max-w-3xl flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = parseInvoiceEdit(values);
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
            await draft.settle();
            onSaved();
          })
          .finally(() => setBusy(false));
      }}
    >
      {draft.offer && <DraftBanner {...draft.offer} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Número da fatura" required error={errors.numero}>
          <TextInput
            value={values.numero}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => set({ numero: e.currentTarget.value })}
          />
        </FormField>
        <FormField label="Valor do prêmio" required error={errors.valor}>
          <MoneyInput value={values.valor} onChange={(n) => n !== values.valor && set({ valor: n })} />
        </FormField>
        <FormField label="Parcela" required error={errors.parcela}>
          <NumberInput
            format={COUNT_FORMAT}
            value={values.parcela}
            onChange={(n) => n !== values.parcela && set({ parcela: n })}
          />
        </FormField>
        <FormField label="Total de parcelas" required error={errors.parcelas}>
          <NumberInput
            format={COUNT_FORMAT}
            value={values.parcelas}
            onChange={(n) => n !== values.parcelas && set({ parcelas: n })}
          />
        </FormField>
        <FormField label="Vencimento" required error={errors.vencimento}>
          <DateInput
            value={values.vencimento}
            onChange={(d) => d !== values.vencimento && set({ vencimento: d })}
          />
        </FormField>
        <FormField
          label="Boleto da seguradora (PDF)"
          hint={values.boleto_id ? 'Já enviado; escolha outro para trocar.' : 'Opcional.'}
        >
          <FileInput value={file} onChange={setFile} accept="application/pdf" name="boleto" />
        </FormField>
        <FormField label="Observações" error={errors.observacoes} className="sm:col-span-2">
          <TextArea
            value={values.observacoes}
            maxLength={2000}
            onChange={(e) => set({ observacoes: e.currentTarget.value })}
          />
        </FormField>
      </div>
      <FormAlert message={errors[''] ?? formError} />
      <FormActions isSubmitting={busy} onCancel={onCancel} />
    </form>
  );
}
