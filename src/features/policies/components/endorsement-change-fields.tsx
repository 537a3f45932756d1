import { useQuery } from '@tanstack/react-query';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import type { EndorsementTypeId } from '../../../contract/policies';
import { ENDORSEMENT_TYPES } from '../../../contract/policies';
import { reasonSuggestQuery } from '../../../lookups/cancellation-reasons';
import { CheckboxField } from '../../../ui/checkbox-field';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { SelectInput } from '../../../ui/select-input';
import { TextArea } from '../../../ui/text-area';

/** The change an endorsement makes, as both an endorsement and a request to the insurer carry it. */
export interface EndorsementChangeValues {
  tipo_id?: EndorsementTypeId;
  data_efeito?: string;
  valor?: number | null;
  nova_vigencia_fim?: string | null;
  descricao?: string | null;
  motivo_cancelamento_id?: string | null;
  com_restituicao?: boolean | null;
  valor_restituicao?: number | null;
  /** The endorsement's premium (an issued endorsement has one; a request does not yet). */
  premio?: number | null;
}

export interface EndorsementChangeFieldsProps {
  /** The endorsement's or the request's form: both hold these fields under these names. */
  form: UseFormReturn<EndorsementChangeValues>;
  /** The policy's modality: the cancellation reasons offered are those of it. */
  modalityId?: string | undefined;
  /** One type only (the cancellation screen): no type to choose, no notes (its body has none). */
  onlyType?: EndorsementTypeId;
  /** The issued endorsement's premium, drawn before the notes (the endorsement form). */
  withPremium?: boolean;
}

/**
 * The type, the effective date, the fields of the chosen type and the notes: the endorsement form and
 * the request form draw the same change.
 */
export function EndorsementChangeFields({
  form,
  modalityId,
  onlyType,
  withPremium = false,
}: EndorsementChangeFieldsProps) {
  const { register, control } = form;
  const errors: FieldErrors<EndorsementChangeValues> = form.formState.errors;
  const watched = useWatch({ control, name: 'tipo_id' });
  const tipo = onlyType ?? watched;
  const refund = useWatch({ control, name: 'com_restituicao' });
  const reasons = useQuery({ ...reasonSuggestQuery(modalityId), enabled: tipo === 'cancelamento' });
  const money = (name: 'valor' | 'valor_restituicao' | 'premio') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          name={field.name}
          value={field.value ?? null}
          onChange={(n) => {
            if (n !== field.value) field.onChange(n);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  const date = (name: 'data_efeito' | 'nova_vigencia_fim') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  return (
    <>
      {!onlyType && (
        <FormField label="Tipo de endosso" error={errors.tipo_id?.message} required>
          <SelectInput {...register('tipo_id')}>
            {ENDORSEMENT_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
      )}
      <FormField label="Data de efeito" error={errors.data_efeito?.message} required>
        {date('data_efeito')}
      </FormField>
      {(tipo === 'aumento_is' || tipo === 'reducao_is') && (
        <FormField
          label={tipo === 'aumento_is' ? 'Valor do aumento' : 'Valor da redução'}
          error={errors.valor?.message}
          required
        >
          {money('valor')}
        </FormField>
      )}
      {tipo === 'prorrogacao' && (
        <FormField label="Novo fim de vigência" error={errors.nova_vigencia_fim?.message} required>
          {date('nova_vigencia_fim')}
        </FormField>
      )}
      {tipo === 'cancelamento' && (
        <>
          <FormField label="Motivo do cancelamento" error={errors.motivo_cancelamento_id?.message} required>
            <SelectInput
              {...register('motivo_cancelamento_id', { setValueAs: (v: string | null) => v || null })}
            >
              <option value="">Selecione</option>
              {(reasons.data ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.nome}
                </option>
              ))}
            </SelectInput>
          </FormField>
          <CheckboxField label="Com restituição de prêmio" {...register('com_restituicao')} />
          {refund && (
            <FormField label="Valor da restituição" error={errors.valor_restituicao?.message}>
              {money('valor_restituicao')}
            </FormField>
          )}
        </>
      )}
      {withPremium && (
        <FormField label="Prêmio do endosso" hint="Opcional." error={errors.premio?.message}>
          {money('premio')}
        </FormField>
      )}
      {!onlyType && (
        <FormField
          label={tipo === 'alteracao_cadastral' ? 'Dados alterados' : 'Observações'}
          error={errors.descricao?.message}
          required={tipo === 'alteracao_cadastral'}
          className="sm:col-span-2"
        >
          <TextArea
            maxLength={4000}
            {...register('descricao', { setValueAs: (v: string | null) => v || null })}
          />
        </FormField>
      )}
    </>
  );
}

/**
 * A form whose values hold the change's fields, seen as the shared fields' form. react-hook-form's
 * paths do not narrow to a structural subset, so the one cast of the fold lives here.
 */
export const changeFormOf = <T extends EndorsementChangeValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
) => form as unknown as UseFormReturn<EndorsementChangeValues>;
