// Steps 4 and 5 of the guarantee quotation form: the guarantee (amount, term, appeal, court case) and the object.
import { Suspense } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { APPEAL_TYPES, DEFAULT_APPEAL_PERCENT } from '../../../contract/guarantee-quotations';
import { UNIT_NOT_APPLICABLE } from '../../../contract/judiciary';
import { cx } from '../../../lib/cx';
import { formatMoney } from '../../../lib/money';
import { uniqueNumberQuery } from '../../../lookups/judiciary-cases';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { InfoTooltip } from '../../../ui/info-tooltip';
import { MaskedInput } from '../../../ui/masked-input';
import { MoneyInput } from '../../../ui/money-input';
import { PercentInput } from '../../../ui/percent-input';
import { SelectInput } from '../../../ui/select-input';
import { controlClasses } from '../../../ui/styles';
import type { QuotationFormValues } from '../form-schema';
import { appealAmountOf, appealApplies } from '../form-schema';
import type { OptionsFieldProps, QuotationFormApi, QuotationFormState } from './quotation-form-shared';
import { Section, processDigits, RichTextEditor } from './quotation-form-shared';

/* ---------------------------------------------------------------- step 4: Garantia */

const CNJ_MASK = { mask: '0000000-00.0000.0.00.0000' };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Why the blocks a sub-modality demands are not known yet. */
function rulesMessage(options: QuotationFormState['options']): string {
  if (options.fetchStatus === 'fetching') return 'Buscando as regras da sub-modalidade…';
  if (options.fetchStatus === 'paused' || options.isError)
    return 'Sem conexão: não foi possível saber se esta sub-modalidade exige recurso ou processo. Preencha-os se houver; o servidor confere ao receber a cotação.';
  return 'Escolha a sub-modalidade (etapa Modalidade) para saber se ela exige recurso ou processo.';
}

export function GuaranteeFields({ form, options }: OptionsFieldProps) {
  const { control, formState } = form;
  const errors = formState.errors;
  const [opcoes, recurso, processo] = useWatch({ control, name: ['opcoes', 'recurso', 'processo'] });
  const computed = appealApplies({ opcoes, recurso }) ? appealAmountOf(recurso) : null;
  const unknownRules = opcoes === null;
  const showAppeal = opcoes ? opcoes.recurso : true;
  const showProcess = opcoes ? opcoes.processo : true;

  return (
    <div className="grid gap-5">
      {unknownRules && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {rulesMessage(options)}
        </p>
      )}
      {showAppeal && <AppealFields form={form} required={!unknownRules} computed={computed} />}
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        <FormField
          label="Importância segurada"
          error={errors.importancia_segurada?.message}
          hint={computed !== null ? 'Calculada: valor do depósito mais o percentual do recurso.' : undefined}
          required
        >
          <Controller
            control={control}
            name="importancia_segurada"
            render={({ field }) => (
              <MoneyInput
                name={field.name}
                value={field.value}
                onChange={(n) => {
                  if (n !== field.value) field.onChange(n);
                }}
                onBlur={field.onBlur}
                readOnly={computed !== null}
                aria-readonly={computed !== null || undefined}
              />
            )}
          />
        </FormField>
        <FormField label="Início da vigência" error={errors.vigencia_inicio?.message} required>
          <Controller
            control={control}
            name="vigencia_inicio"
            render={({ field }) => (
              <DateInput
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <FormField label="Fim da vigência" error={errors.vigencia_fim?.message} required>
          <Controller
            control={control}
            name="vigencia_fim"
            render={({ field }) => (
              <DateInput
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      </div>
      {showProcess && (
        <ProcessFields
          form={form}
          required={!unknownRules}
          resolution={processo.resolucao}
          numero={processo.numero}
        />
      )}
    </div>
  );
}

function AppealFields({
  form,
  required,
  computed,
}: {
  form: QuotationFormApi;
  required: boolean;
  computed: number | null;
}) {
  const { control, formState } = form;
  const errors = formState.errors;
  return (
    <Section title="Recurso">
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        <FormField label="Tipo de recurso" error={errors.recurso?.tipo_id?.message}>
          <Controller
            control={control}
            name="recurso.tipo_id"
            render={({ field }) => (
              <SelectInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              >
                <option value="">Não informado</option>
                {APPEAL_TYPES.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.nome}
                  </option>
                ))}
              </SelectInput>
            )}
          />
        </FormField>
        <FormField
          label="Valor do depósito recursal"
          error={errors.recurso?.valor?.message}
          required={required}
          info={
            <InfoTooltip>
              O seguro garantia substitui o depósito recursal; a importância segurada é este valor mais o
              percentual.
            </InfoTooltip>
          }
        >
          <Controller
            control={control}
            name="recurso.valor"
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
        </FormField>
        <FormField
          label="Percentual do recurso"
          error={errors.recurso?.percentual?.message}
          hint={`Padrão: ${String(DEFAULT_APPEAL_PERCENT)}%.`}
        >
          <Controller
            control={control}
            name="recurso.percentual"
            render={({ field }) => (
              <PercentInput
                name={field.name}
                value={field.value ?? null}
                onChange={(n) => {
                  if (n !== field.value) field.onChange(n);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      </div>
      <p role="status" className="text-sm text-slate-700">
        Importância segurada resultante:{' '}
        <strong className="tabular-nums">{computed === null ? '—' : formatMoney(computed)}</strong>
      </p>
    </Section>
  );
}

function ProcessFields({
  form,
  required,
  numero,
  resolution,
}: {
  form: QuotationFormApi;
  required: boolean;
  numero: string;
  resolution: QuotationFormValues['processo']['resolucao'];
}) {
  const { control, setValue, formState } = form;
  const error = formState.errors.processo?.numero?.message;
  const digits = processDigits(numero);
  const lookup = useQuery({ ...uniqueNumberQuery(digits), enabled: digits !== '' });
  let status: string | null = null;
  if (digits !== '' && !resolution) {
    if (lookup.fetchStatus === 'paused')
      status = 'Sem conexão: o tribunal e a vara serão identificados quando a conexão voltar.';
    else if (lookup.isError) status = lookup.error.message;
    else status = 'Buscando o tribunal e a vara…';
  }

  return (
    <Section title="Processo judicial">
      <FormField
        label="Número do processo (CNJ)"
        error={error}
        hint="Formato NNNNNNN-DD.AAAA.J.TR.OOOO."
        required={required}
        className="md:max-w-md"
      >
        <Controller
          control={control}
          name="processo.numero"
          render={({ field }) => (
            <MaskedInput
              mask={CNJ_MASK}
              placeholder="0000000-00.0000.0.00.0000"
              name={field.name}
              value={field.value}
              onChange={(text) => {
                if (text === field.value) return;
                const changed = digitsOf(text) !== digitsOf(field.value);
                field.onChange(text);
                // Another number: what the old one resolved to no longer holds.
                if (changed) setValue('processo.resolucao', null);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <div role="status" className="text-sm text-slate-700">
        {resolution ? (
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">Tribunal</dt>
            <dd>{resolution.tribunal?.nome ?? 'Tribunal não cadastrado no portal.'}</dd>
            <dt className="font-medium">Vara</dt>
            <dd>{resolution.unidade?.nome ?? UNIT_NOT_APPLICABLE}</dd>
          </dl>
        ) : (
          status
        )}
      </div>
    </Section>
  );
}

/* ---------------------------------------------------------------- step 5: Objeto */

export function ObjectField({ form }: { form: QuotationFormApi }) {
  const { control, formState } = form;
  return (
    <FormField
      label="Objeto da garantia"
      error={formState.errors.objeto?.message}
      hint="O que a garantia cobre: contrato, edital ou processo. Negrito, itálico e listas."
    >
      <Controller
        control={control}
        name="objeto"
        render={({ field }) => (
          <Suspense fallback={<EditorLoading />}>
            <RichTextEditor
              label="Objeto da garantia"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Suspense>
        )}
      />
    </FormField>
  );
}

function EditorLoading() {
  return (
    <p role="status" className={cx(controlClasses, 'flex min-h-40 items-center text-slate-500')}>
      Carregando o editor…
    </p>
  );
}
