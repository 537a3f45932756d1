import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { LOGO_FILE, createInsurer, insurerDraftKeys } from '../commands';
import { InsurerForm } from './insurer-form';
import { ItemState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

export interface InsurerCreateProps {
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new insurer. */
  itemId?: string;
}

/** /nova-seguradora. */
export function InsurerCreate({ itemId }: InsurerCreateProps) {
  const navigate = useNavigate();
  const queued = useOutboxItem(itemId, createInsurer);
  const save = useCommandSave(createInsurer, itemId);
  // One id per form: a retried save lands on the same insurer.
  const [newId] = useState(() => crypto.randomUUID());
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/seguradoras' }));

  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title="Nova seguradora">
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const id = queued.state === 'ready' ? queued.payload.id : newId;

  return (
    <Screen title="Nova seguradora">
      <InsurerForm
        draftKey={itemId ? outboxItemDraftKey(itemId) : insurerDraftKeys.create()}
        defaultValues={queued.state === 'ready' ? queued.payload.data : undefined}
        onSubmit={async (data, logo) =>
          announceOutcome(
            await save({ id, data }, logo ? { [LOGO_FILE]: logo } : undefined),
            (saved) => `Seguradora ${saved.nome} cadastrada.`,
          )
        }
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
