import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { displayCnpj } from '../../../contract/documents';
import { EMISSION_TYPES } from '../../../contract/policies';
import type { Refusal } from '../../../forms/command-feedback';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { companiesForQuotationQuery, groupsForCurrentUserQuery } from '../../../lookups/economic-groups';
import { insurerSuggestQuery } from '../../../lookups/insurers';
import { uniqueNumberQuery } from '../../../lookups/judiciary-cases';
import { modalityTreeQuery } from '../../../lookups/modalities';
import { parseUniqueNumber } from '../../../lib/cnj';
import { DateInput } from '../../../ui/date-input';
import { FileInput } from '../../../ui/file-input';
import { FormActions } from '../../../ui/form-actions';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { PercentInput } from '../../../ui/percent-input';
import { SelectInput } from '../../../ui/select-input';
import { TextInput } from '../../../ui/text-input';
import { policyOptionsQuery } from '../policy-form-api';
import type { PolicyFormValues } from '../policy-form-schema';
import {
  POLICY_FORM_FIELDS,
  emptyPolicyForm,
  formFieldOfWire,
  policyFormSchema,
} from '../policy-form-schema';

export interface PolicyFormProps {
  draftKey: string;
  defaultValues?: PolicyFormValues | undefined;
  /** The name of the PDF already attached (edit): a new file replaces it. */
  currentFile?: string | null | undefined;
  /** Runs the command with the form's values and the chosen PDF; a refusal comes back to the fields. */
  onSubmit: (values: PolicyFormValues, file: File | null) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
  /** An edit's record read again after a 412 (the fields the user changed stay as typed). */
  reload?: (() => Promise<PolicyFormValues | null>) | undefined;
  /** The record's values read after the form opened on the cached ones. */
  fresh?: { key: string; values: PolicyFormValues } | undefined;
}

/** A refusal whose details name wire fields ('segurado.documento'), pointed at the form's. */
const forForm = (refusal: Refusal | null): Refusal | null =>
  refusal && {
    ...refusal,
    details: refusal.details.map((d) => (d.field ? { ...d, field: formFieldOfWire(d.field) } : d)),
  };

/** A saved choice the list no longer offers still shows as chosen. */
function withSaved(list: readonly { id: string; nome: string }[], id: string, nome = 'Escolha salva') {
  return id && !list.some((i) => i.id === id) ? [...list, { id, nome }] : list;
}

/** Create and edit form of a policy issued outside the portal (or corrected after issuance). */
export function PolicyForm({
  draftKey,
  defaultValues = emptyPolicyForm,
  currentFile,
  onSubmit,
  onSaved,
  onCancel,
  reload,
  fresh,
}: PolicyFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const { form, command } = useOutboxForm(policyFormSchema, {
    defaultValues,
    draftKey,
    fields: POLICY_FORM_FIELDS,
    onSubmit: async (): Promise<Refusal | null> => forForm(await onSubmit(form.getValues(), file)),
    onSaved,
    reload,
    fresh,
  });
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const [groupId, modalityId, subId, needsProcess, processNumber] = useWatch({
    control,
    name: ['grupo_economico_id', 'modalidade_id', 'submodalidade_id', 'exige_processo', 'processo_numero'],
  });
  const groups = useQuery(groupsForCurrentUserQuery).data ?? [];
  const companies = useQuery({ ...companiesForQuotationQuery(groupId), enabled: groupId !== '' }).data ?? [];
  const insurers = useQuery(insurerSuggestQuery('')).data ?? [];
  const modalities = useQuery(modalityTreeQuery).data ?? [];
  const subs = modalities.find((m) => m.id === modalityId)?.submodalidades ?? [];
  const options = useQuery({ ...policyOptionsQuery(subId), enabled: subId !== '' }).data;
  useEffect(() => {
    if (options && options.submodalidade_id === subId && getValues('exige_processo') !== options.processo)
      setValue('exige_processo', options.processo);
  }, [options, subId, getValues, setValue]);
  const parsed = parseUniqueNumber(processNumber);
  const digits = needsProcess && parsed.ok ? parsed.value.digits : '';
  const court = useQuery({ ...uniqueNumberQuery(digits), enabled: digits !== '' }).data;
  const emissionTypes = options?.tipos_emissao ?? EMISSION_TYPES;

  const money = (name: 'importancia_segurada' | 'premio') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          name={field.name}
          value={field.value}
          onChange={(n) => {
            if (n !== field.value) field.onChange(n);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  const date = (name: 'emitida_em' | 'vigencia_inicio' | 'vigencia_fim') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          name={field.name}
          value={field.value || null}
          onChange={(d) => field.onChange(d ?? '')}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  return (
    <CommandFormFrame command={command} label="Dados da apólice" className="flex max-w-4xl flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label="Número da apólice" error={errors.numero?.message} required>
          <TextInput maxLength={60} autoComplete="off" {...register('numero')} />
        </FormField>
        <FormField label="Seguradora" error={errors.seguradora_id?.message} required>
          <SelectInput {...register('seguradora_id')}>
            <option value="">Escolha a seguradora</option>
            {withSaved(insurers, getValues('seguradora_id')).map((i) => (
              <option key={i.id} value={i.id}>
                {i.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Grupo econômico" error={errors.grupo_economico_id?.message} required>
          <SelectInput
            {...register('grupo_economico_id', {
              // A borrower belongs to one group: another group starts the choice again.
              onChange: () => setValue('tomador_id', '', { shouldDirty: true }),
            })}
          >
            <option value="">Escolha o grupo econômico</option>
            {withSaved(groups, groupId).map((g) => (
              <option key={g.id} value={g.id}>
                {g.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField
          label="Tomador"
          error={errors.tomador_id?.message}
          hint={groupId ? undefined : 'Escolha antes o grupo econômico.'}
          required
        >
          <SelectInput disabled={!groupId} {...register('tomador_id')}>
            <option value="">Escolha o tomador</option>
            {withSaved(
              companies.map((c) => ({
                id: c.id,
                nome: `${c.nome_fantasia ?? c.nome} · ${displayCnpj(c.cnpj)}`,
              })),
              getValues('tomador_id'),
            ).map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Modalidade" error={errors.modalidade_id?.message} required>
          <SelectInput
            {...register('modalidade_id', {
              onChange: () => {
                setValue('submodalidade_id', '', { shouldDirty: true });
                setValue('exige_processo', false);
              },
            })}
          >
            <option value="">Escolha a modalidade</option>
            {withSaved(modalities, modalityId).map((m) => (
              <option key={m.id} value={m.id}>
                {m.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField
          label="Sub-modalidade"
          error={errors.submodalidade_id?.message}
          hint={modalityId ? undefined : 'Escolha antes a modalidade.'}
          required
        >
          <SelectInput disabled={!modalityId} {...register('submodalidade_id')}>
            <option value="">Escolha a sub-modalidade</option>
            {withSaved(subs, subId).map((s) => (
              <option key={s.id} value={s.id}>
                {s.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Tipo de emissão" error={errors.tipo_emissao_id?.message} required>
          <SelectInput {...register('tipo_emissao_id')}>
            <option value="">Escolha o tipo de emissão</option>
            {emissionTypes.map((t) => (
              <option key={t.id} value={t.id}>
                {t.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        {needsProcess && (
          <FormField
            label="Número do processo (CNJ)"
            error={errors.processo_numero?.message}
            hint={
              court
                ? [court.tribunal?.nome, court.unidade?.nome].filter(Boolean).join(' · ')
                : 'NNNNNNN-DD.AAAA.J.TR.OOOO'
            }
            required
          >
            <TextInput
              inputMode="numeric"
              autoComplete="off"
              maxLength={25}
              {...register('processo_numero')}
            />
          </FormField>
        )}
      </div>

      <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 md:grid-cols-2">
        <legend className="px-1 text-base font-semibold text-slate-900">Segurado (opcional)</legend>
        <FormField label="Tipo de pessoa" error={errors.segurado_tipo?.message}>
          <SelectInput {...register('segurado_tipo')}>
            <option value="PJ">Pessoa jurídica (CNPJ)</option>
            <option value="PF">Pessoa física (CPF)</option>
          </SelectInput>
        </FormField>
        <FormField label="CPF ou CNPJ" error={errors.segurado_documento?.message}>
          <TextInput
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            {...register('segurado_documento')}
          />
        </FormField>
        <FormField label="Nome do segurado" error={errors.segurado_nome?.message} className="md:col-span-2">
          <TextInput maxLength={200} autoComplete="off" {...register('segurado_nome')} />
        </FormField>
      </fieldset>

      <div className="grid gap-5 md:grid-cols-3">
        <FormField label="Importância segurada" error={errors.importancia_segurada?.message} required>
          {money('importancia_segurada')}
        </FormField>
        <FormField label="Prêmio" error={errors.premio?.message} required>
          {money('premio')}
        </FormField>
        <FormField label="Comissão" hint="Opcional, em %." error={errors.comissao?.message}>
          <Controller
            control={control}
            name="comissao"
            render={({ field }) => (
              <PercentInput
                name={field.name}
                value={field.value}
                onChange={(n) => {
                  if (n !== field.value) field.onChange(n);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <FormField label="Data de emissão" error={errors.emitida_em?.message} required>
          {date('emitida_em')}
        </FormField>
        <FormField label="Início da vigência" error={errors.vigencia_inicio?.message} required>
          {date('vigencia_inicio')}
        </FormField>
        <FormField label="Fim da vigência" error={errors.vigencia_fim?.message} required>
          {date('vigencia_fim')}
        </FormField>
      </div>

      <FormField
        label="PDF da apólice"
        hint={
          currentFile && !file
            ? `Arquivo atual: ${currentFile}. Escolha outro para substituí-lo.`
            : 'Opcional.'
        }
      >
        <FileInput value={file} onChange={setFile} accept="application/pdf" />
      </FormField>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
