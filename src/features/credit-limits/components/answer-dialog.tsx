import { useState } from 'react';
import {
  APPROVAL_RULE_TYPES,
  CCG_STRUCTURES,
  CREDIT_ANSWER_STATUSES,
  PREMIUM_RULE_TYPES,
  nameIn,
} from '../../../contract/credit-limits';
import type { CreditAnswer } from '../../../contract/credit-limits';
import { announceOutcome } from '../../../forms/command-feedback';
import { useCommandSave } from '../../../forms/use-command-save';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { PercentInput } from '../../../ui/percent-input';
import { SelectInput } from '../../../ui/select-input';
import { TextArea } from '../../../ui/text-area';
import type { GroupRef } from '../commands';
import { updateConsult } from '../commands';
import type { AnswerFormValues } from '../form-schema';
import { ANSWER_CHOICES, answerFormOf, answerOf } from '../form-schema';

export interface AnswerDialogProps {
  group: GroupRef;
  consultId: string;
  answer: CreditAnswer;
  onClose: () => void;
}

/** 'Resposta de X': records one insurer's answer (its state, and the limit it approved). */
export function AnswerDialog({ group, consultId, answer, onClose }: AnswerDialogProps) {
  const [values, setValues] = useState<AnswerFormValues>(() => answerFormOf(answer));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useCommandSave(updateConsult);
  const set = <K extends keyof AnswerFormValues>(key: K, value: AnswerFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const insurer = answer.seguradora.nome;
  const approving = values.status === 'aprovado';

  const submit = async () => {
    const checked = answerOf(answer.seguradora.id, values);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await save({
      group,
      consultId,
      etag: null,
      label: `Registrar resposta de ${insurer}`,
      change: { respostas: [checked.body] },
    });
    setBusy(false);
    const refusal = announceOutcome(outcome, () => `Resposta de ${insurer} registrada.`);
    if (refusal) setError([refusal.message, ...refusal.details.map((d) => d.message)].join('\n'));
    else onClose();
  };

  return (
    <FormDialog title={`Resposta de ${insurer}`} onClose={onClose}>
      <form
        noValidate
        aria-label={`Resposta de ${insurer}`}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormAlert message={error} />
        <FormField label="Situação" required>
          <SelectInput
            value={values.status}
            onChange={(e) => set('status', e.currentTarget.value as AnswerFormValues['status'])}
          >
            {ANSWER_CHOICES[answer.status.id].map((id) => (
              <option key={id} value={id}>
                {nameIn(CREDIT_ANSWER_STATUSES, id)}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Limite aprovado" required={approving}>
            <MoneyInput value={values.limite_aprovado} onChange={(n) => set('limite_aprovado', n)} />
          </FormField>
          <FormField label="Taxa mínima (%)">
            <PercentInput value={values.taxa_minima} onChange={(n) => set('taxa_minima', n)} />
          </FormField>
          <FormField label="Início da vigência">
            <DateInput value={values.vigencia_inicio} onChange={(d) => set('vigencia_inicio', d)} />
          </FormField>
          <FormField label="Fim da vigência" required={approving}>
            <DateInput value={values.vigencia_fim} onChange={(d) => set('vigencia_fim', d)} />
          </FormField>
        </div>
        <FormField label="Estrutura CCG">
          <SelectInput
            value={values.estrutura_ccg}
            onChange={(e) => set('estrutura_ccg', e.currentTarget.value)}
          >
            <option value="">Não informada</option>
            {CCG_STRUCTURES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Regra de aprovação">
            <SelectInput
              value={values.tipo_regra_aprovacao}
              onChange={(e) => set('tipo_regra_aprovacao', e.currentTarget.value)}
            >
              <option value="">Não informada</option>
              {APPROVAL_RULE_TYPES.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nome}
                </option>
              ))}
            </SelectInput>
          </FormField>
          <FormField label="Regra de prêmio">
            <SelectInput
              value={values.tipo_regra_premio}
              onChange={(e) => set('tipo_regra_premio', e.currentTarget.value)}
            >
              <option value="">Não informada</option>
              {PREMIUM_RULE_TYPES.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nome}
                </option>
              ))}
            </SelectInput>
          </FormField>
        </div>
        <FormField label="Observações">
          <TextArea
            rows={3}
            maxLength={4000}
            value={values.observacoes}
            onChange={(e) => set('observacoes', e.currentTarget.value)}
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy}>
            Salvar resposta
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
