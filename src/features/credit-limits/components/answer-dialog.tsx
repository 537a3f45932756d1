import { useState } from 'react';
import {
  APPROVAL_RULE_TYPES,
  CCG_STRUCTURES,
  CREDIT_ANSWER_STATUSES,
  PREMIUM_RULE_TYPES,
  nameIn,
} from '../../../contract/credit-limits';
import type { CreditAnswer } from '../../../contract/credit-limits';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { PercentInput } from '../../../ui/percent-input';
import { SelectInput } from '../../../ui/select-input';
import { TextArea } from '../../../ui/text-area';
import type { ConsultUpdate, GroupRef } from '../commands';
import type { AnswerFormValues } from '../form-schema';
import { ANSWER_CHOICES, answerFormOf, answerOf } from '../form-schema';
import { useConsultChange } from './use-consult-change';

export interface AnswerDialogProps {
  group: GroupRef;
  consultId: string;
  answer: CreditAnswer;
  onClose: () => void;
}

/** 'Resposta de X': records one insurer's answer (its state, and the limit it approved). */
export function AnswerDialog({ group, consultId, answer, onClose }: AnswerDialogProps) {
  const [values, setValues] = useState<AnswerFormValues>(() => answerFormOf(answer));
  const { error, busy, send } = useConsultChange();
  const set = <K extends keyof AnswerFormValues>(key: K, value: AnswerFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const insurer = answer.seguradora.nome;
  const approving = values.status === 'aprovado';

  const submit = async () => {
    const checked = answerOf(answer.seguradora.id, values);
    const update = (body: NonNullable<ConsultUpdate['change']['respostas']>[number]): ConsultUpdate => ({
      group,
      consultId,
      etag: null,
      label: `Registrar resposta de ${insurer}`,
      change: { respostas: [body] },
    });
    const done = await send(
      checked.ok ? { ok: true, update: update(checked.body) } : checked,
      `Resposta de ${insurer} registrada.`,
    );
    if (done) onClose();
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
            <UnsetOptions items={CCG_STRUCTURES} />
          </SelectInput>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Regra de aprovação">
            <SelectInput
              value={values.tipo_regra_aprovacao}
              onChange={(e) => set('tipo_regra_aprovacao', e.currentTarget.value)}
            >
              <UnsetOptions items={APPROVAL_RULE_TYPES} />
            </SelectInput>
          </FormField>
          <FormField label="Regra de prêmio">
            <SelectInput
              value={values.tipo_regra_premio}
              onChange={(e) => set('tipo_regra_premio', e.currentTarget.value)}
            >
              <UnsetOptions items={PREMIUM_RULE_TYPES} />
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

/** 'Não informada' and the items of a fixed list, for an optional select. */
function UnsetOptions({ items }: { items: readonly { id: string; nome: string }[] }) {
  return (
    <>
      <option value="">Não informada</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.nome}
        </option>
      ))}
    </>
  );
}
