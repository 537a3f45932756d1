import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import type { Quotation } from '../../../contract/guarantee-quotations';
import { formatQuotationNumber } from '../../../contract/guarantee-quotations';
import { quotationScreens } from '../../../contract/manifests/quotations';
import { showAlert } from '../../../feedback/store';
import type { Refusal } from '../../../forms/command-feedback';
import { announceOutcome } from '../../../forms/command-feedback';
import { DraftBanner } from '../../../forms/draft-banner';
import { useRecordCreate } from '../../../forms/use-record-create';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { Screen } from '../../../ui/screen';
import type { NewQuotation } from '../commands';
import { createQuotation, quotationDraftKeys } from '../commands';
import type { QuotationFormData, QuotationFormValues } from '../form-schema';
import {
  LAST_STEP,
  QUOTATION_STEPS,
  emptyQuotationForm,
  firstStepOf,
  formValuesOfBody,
  stepOfField,
  toQuotationBody,
  validateQuotationForm,
} from '../form-schema';
import {
  ErrorSummary,
  QuotationReview,
  QuotationStepFields,
  errorMessages,
  errorPaths,
  useBodyNames,
  useQuotationForm,
} from './quotation-form';
import { StepIndicator } from './step-indicator';

/** What the wizard says when the quotation waits on the device for the signal. */
export const QUOTATION_QUEUED =
  'Sem conexão: a cotação foi salva no dispositivo e será enviada quando o sinal voltar. Até lá ela aparece como pendente na lista de cotações.';

/** A step number from the URL, kept within the wizard's steps. */
export const clampStep = (step: number | undefined): number =>
  Math.min(Math.max(Math.trunc(step ?? 1), 1), LAST_STEP);

export interface QuotationWizardProps {
  /** The current step (`?passo=`): a reload opens the same step. */
  step: number;
  onStepChange: (step: number) => void;
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new quotation. */
  itemId?: string | undefined;
  /** A new quotation's starting values (a renewal, pre-filled from the policy), instead of empty ones. */
  initialValues?: QuotationFormValues | undefined;
  /** Shown above the form (where the starting values came from). */
  notice?: ReactNode;
}

/**
 * /nova-cotacao: the new-quotation wizard (SPEC.md §4: a current step with name, route and number).
 * One form across six steps, autosaved as a draft; 'Avançar' checks the step's fields, 'Criar
 * cotação' runs the createQuotation command through the outbox. Sent, it opens the quotation; queued
 * offline, it goes to the list, where the quotation shows pending.
 */
export function QuotationWizard({ step, onStepChange, itemId, initialValues, notice }: QuotationWizardProps) {
  const navigate = useNavigate();
  const namesOf = useBodyNames();
  const sent = useRef(false);
  const create = useRecordCreate<NewQuotation, QuotationFormValues, Quotation>({
    command: createQuotation,
    itemId,
    draftKey: quotationDraftKeys.create,
    fromPayload: ({ quotation, body }) => ({
      id: body.id,
      values: formValuesOfBody(body, namesOf(body, { tomador: quotation.tomador })),
    }),
    back: { to: quotationScreens.listaCotacoes.path },
  });

  async function save(data: QuotationFormData): Promise<Refusal | null> {
    const outcome = await create.save({
      quotation: { id: create.id, numero: null, tomador: data.tomador?.nome ?? '' },
      body: { id: create.id, ...toQuotationBody(data) },
    });
    sent.current = outcome.status === 'sent';
    if (outcome.status === 'queued') {
      showAlert('info', QUOTATION_QUEUED, { untilSent: true });
      return null;
    }
    return announceOutcome(outcome, (q) => `Cotação ${formatQuotationNumber(q.numero)} criada.`);
  }

  function leave() {
    if (itemId) return create.form.onSaved();
    return sent.current
      ? navigate({ to: quotationScreens.cotacao.path, params: { id: create.id } })
      : navigate({ to: quotationScreens.listaCotacoes.path });
  }

  return (
    <Screen title={quotationScreens.novaCotacao.title}>
      {!create.placeholder && notice}
      {create.placeholder ?? (
        <WizardForm
          draftKey={create.form.draftKey}
          defaultValues={create.form.defaultValues ?? initialValues ?? emptyQuotationForm}
          step={clampStep(step)}
          onStepChange={onStepChange}
          onSubmit={save}
          onSaved={leave}
          onCancel={create.form.onCancel}
        />
      )}
    </Screen>
  );
}

interface WizardFormProps {
  draftKey: string;
  defaultValues: QuotationFormValues;
  step: number;
  onStepChange: (step: number) => void;
  onSubmit: (data: QuotationFormData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

function WizardForm({
  draftKey,
  defaultValues,
  step,
  onStepChange,
  onSubmit,
  onSaved,
  onCancel,
}: WizardFormProps) {
  const state = useQuotationForm({ draftKey, defaultValues, onSubmit, onSaved });
  const { form, command } = state;
  const [showErrors, setShowErrors] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const current = QUOTATION_STEPS[step - 1] ?? QUOTATION_STEPS[0];
  const { errors, isSubmitting } = form.formState;

  // A new step is announced by moving the focus to its heading (not on opening the screen).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    setShowErrors(false);
    onStepChange(next);
  };

  async function advance() {
    const ok = await form.trigger([...current.fields], { shouldFocus: true });
    setShowErrors(!ok);
    if (ok) go(step + 1);
  }

  /** Creates the quotation, or goes back to the first step holding an error (the client's or the server's). */
  async function submit() {
    const checked = validateQuotationForm(form.getValues());
    if (!checked.ok) {
      await form.trigger();
      setShowErrors(true);
      const first = firstStepOf(Object.keys(checked.errors));
      if (first !== null && first !== step) onStepChange(first);
      return;
    }
    await command.submit();
    const first = firstStepOf(errorPaths(form.formState.errors));
    if (first !== null) {
      setShowErrors(true);
      if (first !== step) onStepChange(first);
    }
  }

  const stepErrors = Object.fromEntries(current.fields.map((field) => [field, errors[field]]));
  const values = useWatch({ control: form.control }) as QuotationFormValues;
  const complete = useMemo(() => completeSteps(values), [values]);
  return (
    <form
      noValidate
      aria-label="Nova cotação"
      className="flex max-w-5xl flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void (step < LAST_STEP ? advance() : submit());
      }}
    >
      <StepIndicator
        steps={QUOTATION_STEPS}
        current={step}
        complete={complete}
        onSelect={go}
        label="Etapas da nova cotação"
      />
      {command.draftOffer && <DraftBanner {...command.draftOffer} />}
      <FormAlert message={command.formError} />
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        <span className="text-sm font-normal text-slate-600">
          Etapa {step} de {LAST_STEP}
          <span aria-hidden="true"> · </span>
        </span>{' '}
        {current.nome}
      </h2>
      {showErrors && <ErrorSummary messages={errorMessages(stepErrors)} />}
      {step < LAST_STEP ? (
        <QuotationStepFields step={step} state={state} />
      ) : (
        <QuotationReview values={values} onEdit={go} />
      )}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <div className="ml-auto flex flex-wrap gap-3">
          {step > 1 && (
            <Button variant="secondary" onClick={() => go(step - 1)}>
              Voltar
            </Button>
          )}
          {step < LAST_STEP ? (
            <Button type="submit">Avançar</Button>
          ) : (
            <Button type="submit" loading={isSubmitting}>
              Criar cotação
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

/** The steps none of whose fields holds an error. */
function completeSteps(values: QuotationFormValues): ReadonlySet<number> {
  const result = validateQuotationForm(values);
  const wrong = new Set(result.ok ? [] : Object.keys(result.errors).map(stepOfField));
  return new Set(QUOTATION_STEPS.map((s) => s.numero).filter((n) => !wrong.has(n)));
}
