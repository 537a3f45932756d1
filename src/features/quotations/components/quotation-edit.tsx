import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { formatQuotationNumber } from '../../../contract/guarantee-quotations';
import { quotationScreens } from '../../../contract/manifests/quotations';
import { syncScreens } from '../../../contract/manifests/sync';
import type { Refusal } from '../../../forms/command-feedback';
import { announceOutcome } from '../../../forms/command-feedback';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { ItemState, RecordState } from '../../../forms/record-state';
import { useCommandSave, useOutboxItem } from '../../../forms/use-command-save';
import { useEditVersion, useOpeningRead } from '../../../forms/use-record-edit';
import { outboxItemDraftKey } from '../../../forms/use-form-draft';
import { FormActions } from '../../../ui/form-actions';
import { Screen } from '../../../ui/screen';
import { quotationEditQuery } from '../api';
import { quotationDraftKeys, updateQuotation } from '../commands';
import type { QuotationFormData, QuotationFormValues } from '../form-schema';
import { QUOTATION_STEPS, formValuesOfBody, formValuesOfEdit, toQuotationBody } from '../form-schema';
import {
  ErrorSummary,
  QuotationStepFields,
  errorMessages,
  useBodyNames,
  useQuotationForm,
} from './quotation-form';

export interface QuotationEditProps {
  quotationId: string;
  /** The outbox item to correct ('Editar' on /sincronizacao): the form starts from its body. */
  itemId?: string;
}

/**
 * /cotacao/$id/editar-cotacao: the wizard's fields on one page, over GET {id}/edicao (one read: it
 * also carries the number of the heading), saved with
 * updateQuotation over the version read on opening (If-Match). The wiring of useRecordEdit, whose
 * payload holds `data`; updateQuotation's holds the wire `body` and the quotation's reference.
 */
export function QuotationEdit({ quotationId, itemId }: QuotationEditProps) {
  const navigate = useNavigate();
  const namesOf = useBodyNames();
  const query = useQuery(quotationEditQuery(quotationId));
  const queued = useOutboxItem(itemId, updateQuotation);
  const send = useCommandSave(updateQuotation, itemId);
  const correcting = queued.state === 'ready' ? queued.payload : null;
  const record = query.data?.data;

  // As useRecordEdit: read the record again on opening (the cache may be older than the server and
  // would go as If-Match), opening on the cached one when the signal hangs.
  const { opened } = useOpeningRead(query);
  const version = useEditVersion(query, correcting, opened);

  // The heading's number comes with GET {id}/edicao (or with the queued item being corrected).
  const numero = correcting?.quotation.numero ?? record?.numero ?? null;
  const title = numero
    ? `${quotationScreens.editarCotacao.title} ${formatQuotationNumber(numero)}`
    : quotationScreens.editarCotacao.title;

  let defaultValues: QuotationFormValues | undefined;
  if (correcting)
    defaultValues = formValuesOfBody(
      correcting.body,
      namesOf(correcting.body, { tomador: correcting.quotation.tomador, record }),
    );
  else if (record && opened) defaultValues = formValuesOfEdit(record);

  let placeholder = null;
  if (queued.state === 'loading' || queued.state === 'missing')
    placeholder = <ItemState missing={queued.state === 'missing'} />;
  else if (!defaultValues)
    placeholder = <RecordState error={query.error} paused={query.fetchStatus === 'paused'} />;

  const leave = () =>
    void (itemId
      ? navigate({ to: syncScreens.sincronizacao.path })
      : navigate({ to: quotationScreens.cotacao.path, params: { id: quotationId } }));

  async function save(data: QuotationFormData): Promise<Refusal | null> {
    const outcome = await send({
      quotation: { id: quotationId, numero, tomador: data.tomador?.nome ?? '' },
      etag: version(),
      body: toQuotationBody(data),
    });
    return announceOutcome(outcome, (q) => `Cotação ${formatQuotationNumber(q.numero)} salva.`);
  }

  return (
    <Screen title={title}>
      {placeholder ??
        (defaultValues && (
          <EditForm
            key={record?.id ?? quotationId}
            draftKey={itemId ? outboxItemDraftKey(itemId) : quotationDraftKeys.edit(quotationId)}
            defaultValues={defaultValues}
            onSubmit={save}
            onSaved={leave}
            onCancel={leave}
          />
        ))}
    </Screen>
  );
}

interface EditFormProps {
  draftKey: string;
  defaultValues: QuotationFormValues;
  onSubmit: (data: QuotationFormData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

function EditForm({ draftKey, defaultValues, onSubmit, onSaved, onCancel }: EditFormProps) {
  const state = useQuotationForm({ draftKey, defaultValues, onSubmit, onSaved });
  const { form, command } = state;
  const { errors, isSubmitting, submitCount } = form.formState;
  return (
    <CommandFormFrame command={command} label="Dados da cotação" className="flex max-w-5xl flex-col gap-5">
      {submitCount > 0 && <ErrorSummary messages={errorMessages(errors)} />}
      {QUOTATION_STEPS.filter((s) => s.fields.length > 0).map((s) => (
        <section
          key={s.numero}
          aria-labelledby={`cotacao-secao-${String(s.numero)}`}
          className="flex flex-col gap-4"
        >
          <h2 id={`cotacao-secao-${String(s.numero)}`} className="text-lg font-semibold text-slate-900">
            {s.nome}
          </h2>
          <QuotationStepFields step={s.numero} state={state} />
        </section>
      ))}
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
