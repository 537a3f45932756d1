import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { createOffice, officeDraftKeys } from '../commands';
import { OfficeForm } from './office-form';
import { ItemState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

export interface OfficeCreateProps {
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new office. */
  itemId?: string;
}

/** /escritorios/novo-escritorio. */
export function OfficeCreate({ itemId }: OfficeCreateProps) {
  const navigate = useNavigate();
  const queued = useOutboxItem(itemId, createOffice);
  const save = useCommandSave(createOffice, itemId);
  // One id per form: a retried save (lost answer, double click, resent item) lands on the same office.
  const [newId] = useState(() => crypto.randomUUID());
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/escritorios' }));

  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title="Novo escritório">
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const { id = newId, ...values } = queued.state === 'ready' ? queued.payload : {};

  return (
    <Screen title="Novo escritório">
      <OfficeForm
        draftKey={itemId ? outboxItemDraftKey(itemId) : officeDraftKeys.create()}
        defaultValues={queued.state === 'ready' ? values : undefined}
        onSubmit={async (data) =>
          announceOutcome(await save({ ...data, id }), (saved) => `Escritório ${saved.nome} cadastrado.`)
        }
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
