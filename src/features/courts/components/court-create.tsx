import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { courtDraftKeys, createCourt } from '../commands';
import { CourtForm } from './court-form';
import { ItemState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

export interface CourtCreateProps {
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new court. */
  itemId?: string;
}

/** /tribunais/novo-tribunal. */
export function CourtCreate({ itemId }: CourtCreateProps) {
  const navigate = useNavigate();
  const queued = useOutboxItem(itemId, createCourt);
  const save = useCommandSave(createCourt, itemId);
  // One id per form: a retried save (lost answer, double click, resent item) lands on the same court.
  const [newId] = useState(() => crypto.randomUUID());
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/tribunais' }));

  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title="Novo tribunal">
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const { id = newId, ...values } = queued.state === 'ready' ? queued.payload : {};

  return (
    <Screen title="Novo tribunal">
      <CourtForm
        draftKey={itemId ? outboxItemDraftKey(itemId) : courtDraftKeys.create()}
        defaultValues={queued.state === 'ready' ? values : undefined}
        onSubmit={async (data) =>
          announceOutcome(await save({ ...data, id }), (saved) => `Tribunal ${saved.sigla} cadastrado.`)
        }
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
