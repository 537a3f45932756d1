import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { displayCnpj } from '../../../contract/documents';
import { UFS } from '../../../contract/judiciary';
import type { Office } from '../../../contract/offices';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { officeQuery } from '../api';
import { displayPhone } from '../columns';
import { officeDraftKeys, updateOffice } from '../commands';
import type { OfficeFormValues } from './office-form';
import { OfficeForm } from './office-form';
import { ItemState, RecordState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

export function formValuesOf(office: Office): OfficeFormValues {
  return {
    nome: office.nome,
    cnpj: office.cnpj ? displayCnpj(office.cnpj) : '',
    email: office.email ?? '',
    telefone: displayPhone(office.telefone),
    cidade: office.cidade ?? '',
    uf: UFS.find((uf) => uf === office.uf) ?? null,
    ativo: office.ativo,
  };
}

export interface OfficeEditProps {
  officeId: string;
  /** The outbox item to correct ('Editar' on /sincronizacao): the form starts from its values. */
  itemId?: string;
}

/** /escritorios/editar-escritorio/$id. */
export function OfficeEdit({ officeId, itemId }: OfficeEditProps) {
  const navigate = useNavigate();
  const office = useQuery(officeQuery(officeId));
  const queued = useOutboxItem(itemId, updateOffice);
  const save = useCommandSave(updateOffice, itemId);
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/escritorios' }));
  // The version the form was opened on: a background refetch must not move it under the user's edit.
  const [openedEtag, setOpenedEtag] = useState<string | null | undefined>(undefined);
  if (openedEtag === undefined && office.data) setOpenedEtag(office.data.etag);

  const record = office.data?.data;
  const title = record ? `Editar escritório ${record.nome}` : 'Editar escritório';
  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title={title}>
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const correcting = queued.state === 'ready' ? queued.payload : null;
  if (!record && !correcting)
    return (
      <Screen title={title}>
        <RecordState error={office.error} paused={office.fetchStatus === 'paused'} />
      </Screen>
    );

  return (
    <Screen title={title}>
      <OfficeForm
        key={record?.id ?? officeId}
        draftKey={itemId ? outboxItemDraftKey(itemId) : officeDraftKeys.update(officeId)}
        defaultValues={correcting?.data ?? (record && formValuesOf(record))}
        onSubmit={async (data) => {
          // A new edit goes over the version the form showed (a change made meanwhile is a 412); a
          // correction from the sync page goes over the record as it is now: the user chose to resend.
          const etag = correcting ? (office.data?.etag ?? correcting.etag) : (openedEtag ?? null);
          const outcome = await save({ id: officeId, etag, data });
          return announceOutcome(outcome, (saved) => `Escritório ${saved.nome} salvo.`);
        }}
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
