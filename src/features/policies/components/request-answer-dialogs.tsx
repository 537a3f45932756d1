import { useState } from 'react';
import type { EndorsementRequest } from '../../../contract/endorsement-requests';
import { useWorkflowAction } from '../../../forms/use-workflow-action';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { TextArea } from '../../../ui/text-area';
import { TextInput } from '../../../ui/text-input';
import { acceptRequest, refuseRequest, sameRequest } from '../commands';
import { parseAcceptance, parseRefusal } from '../request-answers';

/** Close and Confirm at the foot of a dialog. */
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
  policyId: string;
  request: EndorsementRequest;
  onClose: () => void;
}

/**
 * 'Registrar aceite': the endorsement the insurer issued for the request (its number, its premium when
 * it has one). The server refuses while a critique is open; its message stays in the dialog.
 */
export function AcceptRequestDialog({ policyId, request, onClose }: DialogProps) {
  const [numero, setNumero] = useState('');
  const [premio, setPremio] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const action = useWorkflowAction(acceptRequest, sameRequest);
  return (
    <FormDialog title={`Registrar aceite: ${request.tipo.nome.toLowerCase()}`} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parseAcceptance(numero, premio);
          if (!parsed.ok) {
            setErrors(parsed.errors);
            return;
          }
          setErrors({});
          void action
            .run({ policyId, id: request.id, body: parsed.body }, 'Aceite registrado: o endosso foi criado.')
            .then((ok) => ok && onClose());
        }}
      >
        <p className="text-sm text-slate-700">
          A solicitação vira endosso da apólice, que passa a valer como ele diz a partir da data de efeito.
        </p>
        <FormField label="Número do endosso" required error={errors.numero}>
          <TextInput
            value={numero}
            onChange={(e) => setNumero(e.currentTarget.value)}
            maxLength={60}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Prêmio do endosso" error={errors.premio}>
          <MoneyInput value={premio} onChange={setPremio} />
        </FormField>
        <FormAlert message={errors[''] ?? action.error} />
        <DialogButtons onClose={onClose} confirm="Registrar aceite" busy={action.busy} />
      </form>
    </FormDialog>
  );
}

/** 'Reprovar': the insurer's refusal, with its reason. */
export function RefuseRequestDialog({ policyId, request, onClose }: DialogProps) {
  const [motivo, setMotivo] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const action = useWorkflowAction(refuseRequest, sameRequest);
  return (
    <FormDialog title={`Reprovar: ${request.tipo.nome.toLowerCase()}`} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parseRefusal(motivo);
          if (!parsed.ok) {
            setErrors(parsed.errors);
            return;
          }
          setErrors({});
          void action
            .run({ policyId, id: request.id, body: parsed.body }, 'Solicitação reprovada.')
            .then((ok) => ok && onClose());
        }}
      >
        <FormField label="Motivo da reprovação" required error={errors.motivo}>
          <TextArea value={motivo} onChange={(e) => setMotivo(e.currentTarget.value)} maxLength={2000} />
        </FormField>
        <FormAlert message={errors[''] ?? action.error} />
        <DialogButtons onClose={onClose} confirm="Reprovar" busy={action.busy} danger />
      </form>
    </FormDialog>
  );
}
