import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice } from '../../../contract/invoices';
import { INACTIVATION_REASONS, todayUtc } from '../../../contract/invoices';
import { DraftBanner } from '../../../forms/draft-banner';
import { useWorkflowAction } from '../../../forms/use-workflow-action';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { SelectInput } from '../../../ui/select-input';
import { TextArea } from '../../../ui/text-area';
import { inactivationReasonsQuery } from '../api';
import { inactivateInvoice, invoiceDraftKeys, registerPayment, sameInvoice } from '../commands';
import { parseInactivation, parsePayment } from '../invoice-form';
import { useValuesDraft } from '../../../forms/use-form-draft';

function DialogButtons({
  onClose,
  confirm,
  busy,
  danger = false,
}: {
  onClose: () => void;
  confirm: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="secondary" onClick={onClose}>
        Fechar
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
        {confirm}
      </Button>
    </div>
  );
}

interface DialogProps {
  invoice: Invoice;
  onClose: () => void;
}

/**
 * 'Registrar pagamento': the date and amount paid. Through the outbox: with no signal it is kept on the
 * device and sent once when the connection returns (its Idempotency-Key makes a resend a replay).
 */
export function PaymentDialog({ invoice, onClose }: DialogProps) {
  const [pagoEm, setPagoEm] = useState<string | null>(invoice.pago_em ?? todayUtc());
  const [valor, setValor] = useState<number | null>(invoice.valor_pago ?? invoice.valor);
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const action = useWorkflowAction(registerPayment, sameInvoice);
  const draft = useValuesDraft(
    invoiceDraftKeys.pay(invoice.id),
    { pago_em: pagoEm, valor_pago: valor },
    touched,
    (saved: { pago_em: string | null; valor_pago: number | null }) => {
      setPagoEm(saved.pago_em);
      setValor(saved.valor_pago);
      setTouched(true);
    },
  );
  return (
    <FormDialog title={`Registrar pagamento da fatura ${invoice.numero}`} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parsePayment(pagoEm, valor);
          if (!parsed.ok) {
            setErrors(parsed.errors);
            return;
          }
          setErrors({});
          void action
            .run({ id: invoice.id, numero: invoice.numero, body: parsed.body }, 'Pagamento registrado.')
            .then(async (ok) => {
              if (!ok) return;
              await draft.settle();
              onClose();
            });
        }}
      >
        {draft.offer && <DraftBanner {...draft.offer} />}
        <FormField label="Data do pagamento" required error={errors.pago_em}>
          <DateInput
            value={pagoEm}
            onChange={(d) => {
              // The mask reports the value it was given, too: only a change is the user's.
              if (d === pagoEm) return;
              setTouched(true);
              setPagoEm(d);
            }}
          />
        </FormField>
        <FormField label="Valor pago" required error={errors.valor_pago}>
          <MoneyInput
            value={valor}
            onChange={(n) => {
              if (n === valor) return;
              setTouched(true);
              setValor(n);
            }}
          />
        </FormField>
        <FormAlert message={errors[''] ?? action.error} />
        <DialogButtons onClose={onClose} confirm="Registrar pagamento" busy={action.busy} />
      </form>
    </FormDialog>
  );
}

/** 'Inativar': a reason from the list and a note ('Outro motivo' needs it). The invoice is kept. */
export function InactivateDialog({ invoice, onClose }: DialogProps) {
  // The list is the contract's: with no signal and nothing cached the dialog still offers it.
  const reasons = useQuery(inactivationReasonsQuery).data ?? INACTIVATION_REASONS;
  const [motivo, setMotivo] = useState('');
  const [observacao, setObservacao] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const action = useWorkflowAction(inactivateInvoice, sameInvoice);
  return (
    <FormDialog title={`Inativar a fatura ${invoice.numero}`} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parseInactivation(motivo, observacao);
          if (!parsed.ok) {
            setErrors(parsed.errors);
            return;
          }
          setErrors({});
          void action
            .run({ id: invoice.id, numero: invoice.numero, body: parsed.body }, 'Fatura inativada.')
            .then((ok) => ok && onClose());
        }}
      >
        <p className="text-sm text-slate-700">
          A fatura continua guardada e listada como inativa; ela não altera a situação da apólice.
        </p>
        <FormField label="Motivo da inativação" required error={errors.motivo_id}>
          <SelectInput value={motivo} onChange={(e) => setMotivo(e.currentTarget.value)}>
            <option value="">Selecione</option>
            {reasons.map((r) => (
              <option key={r.id} value={r.id}>
                {r.nome}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField
          label="Observação"
          required={motivo === 'outro'}
          hint={motivo === 'outro' ? undefined : 'Opcional.'}
          error={errors.observacao}
        >
          <TextArea
            value={observacao}
            maxLength={2000}
            onChange={(e) => setObservacao(e.currentTarget.value)}
          />
        </FormField>
        <FormAlert message={errors[''] ?? action.error} />
        <DialogButtons onClose={onClose} confirm="Inativar" busy={action.busy} danger />
      </form>
    </FormDialog>
  );
}
