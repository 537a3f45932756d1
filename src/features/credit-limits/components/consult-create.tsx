import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { creditLimitScreens } from '../../../contract/manifests/credit-limits';
import { announceOutcome } from '../../../forms/command-feedback';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { useRecordCreate } from '../../../forms/use-record-create';
import { groupDocumentSuggestQuery } from '../../../lookups/economic-groups';
import { insurerSuggestQuery } from '../../../lookups/insurers';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { Screen } from '../../../ui/screen';
import { TextArea } from '../../../ui/text-area';
import type { CreditConsult } from '../../../contract/credit-limits';
import type { Refusal } from '../../../forms/command-feedback';
import type { NewConsult } from '../commands';
import { creditDraftKeys, startMarketConsult } from '../commands';
import type { ConsultFormData, ConsultFormValues } from '../form-schema';
import { consultFormSchema, emptyConsultForm } from '../form-schema';
import { CheckboxGroup } from './checkbox-group';
import { useGroupReference } from './group-title';

const FIELDS = ['valor_solicitado', 'seguradora_ids', 'documento_ids', 'observacoes'] as const;

export interface ConsultCreateProps {
  groupId: string;
  /** The outbox item to correct ('Editar' on /sincronizacao). */
  itemId?: string;
}

/**
 * .../limite-de-credito/nova-consulta: the market consult. Every insurer open to market consults comes
 * checked; the group's balance sheets and documents go only when checked. Sent, it opens the consult;
 * queued offline, it goes back to the list, where the consult shows pending.
 */
export function ConsultCreate({ groupId, itemId }: ConsultCreateProps) {
  const navigate = useNavigate();
  const group = useGroupReference(groupId);
  const sent = useRef(false);
  const create = useRecordCreate<NewConsult, ConsultFormValues, CreditConsult>({
    command: startMarketConsult,
    itemId,
    draftKey: creditDraftKeys.consult(groupId),
    fromPayload: (p) => ({
      id: p.id,
      values: {
        valor_solicitado: p.valor_solicitado,
        seguradora_ids: p.seguradora_ids,
        documento_ids: p.documento_ids,
        observacoes: p.observacoes ?? '',
      },
    }),
    back: { to: creditLimitScreens.limiteDeCredito.path, params: { groupId } },
  });
  return (
    <Screen title={creditLimitScreens.novaConsultaLimite.title}>
      {group.label && <p className="text-sm text-slate-600">Grupo econômico {group.label}</p>}
      {create.placeholder ?? (
        <ConsultForm
          groupId={groupId}
          draftKey={create.form.draftKey}
          defaultValues={create.form.defaultValues ?? emptyConsultForm}
          onCancel={create.form.onCancel}
          onSubmit={async (data) => {
            const outcome = await create.save({
              group: { id: groupId, nome: group.nome },
              id: create.id,
              valor_solicitado: data.valor_solicitado,
              seguradora_ids: data.seguradora_ids,
              documento_ids: data.documento_ids,
              observacoes: data.observacoes || null,
            });
            sent.current = outcome.status === 'sent';
            return announceOutcome(outcome, () => 'Consulta enviada às seguradoras.');
          }}
          onSaved={() =>
            sent.current && !itemId
              ? navigate({
                  to: creditLimitScreens.consultaLimite.path,
                  params: { groupId, consultId: create.id },
                })
              : create.form.onSaved()
          }
        />
      )}
    </Screen>
  );
}

interface ConsultFormProps {
  groupId: string;
  draftKey: string;
  defaultValues: ConsultFormValues;
  onSubmit: (data: ConsultFormData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

function ConsultForm({ groupId, draftKey, defaultValues, onSubmit, onSaved, onCancel }: ConsultFormProps) {
  const { form, command } = useOutboxForm(consultFormSchema, {
    defaultValues,
    draftKey,
    fields: FIELDS,
    onSubmit,
    onSaved,
  });
  const {
    control,
    register,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const insurers = useQuery(insurerSuggestQuery('', { market: true }));
  const balances = useQuery(groupDocumentSuggestQuery(groupId, 'balancos'));
  const others = useQuery(groupDocumentSuggestQuery(groupId, 'outros'));
  const documents = [...(balances.data ?? []), ...(others.data ?? [])];

  // A fresh form checks every insurer once their list is here; a draft or a correction keeps its own.
  useEffect(() => {
    if (insurers.data && getValues('seguradora_ids') === undefined)
      setValue(
        'seguradora_ids',
        insurers.data.map((i) => i.id),
      );
  }, [insurers.data, getValues, setValue]);

  return (
    <CommandFormFrame command={command} label="Consulta de mercado" className="flex max-w-3xl flex-col gap-5">
      <FormField
        label="Valor solicitado"
        error={errors.valor_solicitado?.message}
        required
        className="sm:w-72"
      >
        <Controller
          control={control}
          name="valor_solicitado"
          render={({ field }) => (
            <MoneyInput value={field.value ?? null} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </FormField>
      <Controller
        control={control}
        name="seguradora_ids"
        render={({ field }) => (
          <CheckboxGroup
            legend="Seguradoras"
            bulk
            options={insurers.data ?? []}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.seguradora_ids?.message}
            emptyText={
              insurers.isPending
                ? 'Carregando seguradoras…'
                : 'Nenhuma seguradora aceita consultas de mercado.'
            }
          />
        )}
      />
      <Controller
        control={control}
        name="documento_ids"
        render={({ field }) => (
          <CheckboxGroup
            legend="Documentos enviados"
            options={documents}
            value={field.value ?? []}
            onChange={field.onChange}
            emptyText="O grupo não tem balanços nem documentos cadastrados."
          />
        )}
      />
      <FormField label="Observações" error={errors.observacoes?.message}>
        <TextArea rows={4} maxLength={4000} {...register('observacoes')} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Enviar consulta
        </Button>
      </div>
    </CommandFormFrame>
  );
}
