import type { EndorsementInput } from '../../../contract/policies';
import { endorsementBody } from '../../../contract/policies';
import type { Refusal } from '../../../forms/command-feedback';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { FormActions } from '../../../ui/form-actions';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import type { EndorsementData } from '../api';
import { EndorsementChangeFields, changeFormOf } from './endorsement-change-fields';

const FIELDS = [
  'numero',
  'tipo_id',
  'data_efeito',
  'valor',
  'nova_vigencia_fim',
  'descricao',
  'premio',
  'motivo_cancelamento_id',
  'com_restituicao',
  'valor_restituicao',
] as const;

export type EndorsementFormValues = Partial<EndorsementInput>;

export interface EndorsementFormProps {
  draftKey: string;
  defaultValues?: EndorsementFormValues;
  /** The policy's modality: the cancellation reasons offered are those of it. */
  modalityId?: string | undefined;
  onSubmit: (data: EndorsementData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

const empty: EndorsementFormValues = {
  numero: '',
  tipo_id: 'prorrogacao',
  data_efeito: '',
  valor: null,
  nova_vigencia_fim: null,
  descricao: null,
  premio: null,
  motivo_cancelamento_id: null,
  com_restituicao: false,
  valor_restituicao: null,
};

/** Create and edit form of an endorsement: each type shows its own fields. */
export function EndorsementForm({
  draftKey,
  defaultValues = empty,
  modalityId,
  onSubmit,
  onSaved,
  onCancel,
}: EndorsementFormProps) {
  const { form, command } = useOutboxForm(endorsementBody, {
    defaultValues,
    draftKey,
    fields: FIELDS,
    onSubmit,
    onSaved,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <CommandFormFrame command={command} label="Dados do endosso" className="flex max-w-3xl flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Número do endosso" error={errors.numero?.message} required>
          <TextInput maxLength={60} autoComplete="off" {...register('numero')} />
        </FormField>
        <EndorsementChangeFields form={changeFormOf(form)} modalityId={modalityId} withPremium />
      </div>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
