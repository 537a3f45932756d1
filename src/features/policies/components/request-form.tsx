import type { EndorsementRequestInput } from '../../../contract/endorsement-requests';
import { endorsementRequestBody } from '../../../contract/endorsement-requests';
import type { EndorsementTypeId } from '../../../contract/policies';
import type { Refusal } from '../../../forms/command-feedback';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { FormActions } from '../../../ui/form-actions';
import type { RequestData } from '../api';
import { EndorsementChangeFields, changeFormOf } from './endorsement-change-fields';

const FIELDS = [
  'tipo_id',
  'data_efeito',
  'valor',
  'nova_vigencia_fim',
  'descricao',
  'motivo_cancelamento_id',
  'com_restituicao',
  'valor_restituicao',
] as const;

export type RequestFormValues = Partial<EndorsementRequestInput>;

export interface RequestFormProps {
  draftKey: string;
  defaultValues?: RequestFormValues;
  /** The policy's modality: the cancellation reasons offered are those of it. */
  modalityId?: string | undefined;
  /** One type only (the cancellation screens): no type to choose. */
  onlyType?: EndorsementTypeId;
  onSubmit: (data: RequestData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

const empty: RequestFormValues = {
  tipo_id: 'prorrogacao',
  data_efeito: '',
  valor: null,
  nova_vigencia_fim: null,
  descricao: null,
  motivo_cancelamento_id: null,
  com_restituicao: false,
  valor_restituicao: null,
};

/** Create and edit form of an endorsement request: each type shows its own fields. */
export function RequestForm({
  draftKey,
  defaultValues = empty,
  modalityId,
  onlyType,
  onSubmit,
  onSaved,
  onCancel,
}: RequestFormProps) {
  const { form, command } = useOutboxForm(endorsementRequestBody, {
    defaultValues,
    draftKey,
    fields: FIELDS,
    onSubmit,
    onSaved,
  });
  const { isSubmitting } = form.formState;
  return (
    <CommandFormFrame
      command={command}
      label="Dados da solicitação"
      className="flex max-w-3xl flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <EndorsementChangeFields form={changeFormOf(form)} modalityId={modalityId} onlyType={onlyType} />
      </div>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
