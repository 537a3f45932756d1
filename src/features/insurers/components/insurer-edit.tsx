import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { displayCnpj } from '../../../contract/documents';
import type { Insurer } from '../../../contract/insurers';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { insurerQuery } from '../api';
import { LOGO_FILE, insurerDraftKeys, updateInsurer } from '../commands';
import type { ContactsSectionProps } from './contacts-section';
import { ContactsSection } from './contacts-section';
import type { InsurerFormValues } from './insurer-form';
import { InsurerForm } from './insurer-form';
import { ItemState, RecordState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

function formValuesOf(insurer: Insurer): InsurerFormValues {
  return {
    nome: insurer.nome,
    razao_social: insurer.razao_social,
    cnpj: displayCnpj(insurer.cnpj),
    codigo_susep: insurer.codigo_susep ?? '',
    site: insurer.site ?? '',
    telefone: insurer.telefone ?? '',
    logo_arquivo_id: insurer.logo?.id ?? null,
    consulta_mercado: insurer.consulta_mercado,
    ativo: insurer.ativo,
    emails: insurer.emails.map((e) => ({ email: e.email, descricao: e.descricao ?? '' })),
    submodalidade_ids: insurer.submodalidade_ids,
  };
}

export interface InsurerEditProps {
  insurerId: string;
  itemId?: string | undefined;
  /** The contacts table's state, kept in the URL by the route. */
  contacts: Pick<ContactsSectionProps, 'search' | 'onSearchChange'>;
}

/** /seguradora/$id: the insurer's data, then its relationship contacts. */
export function InsurerEdit({ insurerId, itemId, contacts }: InsurerEditProps) {
  const navigate = useNavigate();
  const insurer = useQuery(insurerQuery(insurerId));
  const queued = useOutboxItem(itemId, updateInsurer);
  const save = useCommandSave(updateInsurer, itemId);
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/seguradoras' }));
  // The version the form was opened on: a background refetch must not move it under the user's edit.
  const [openedEtag, setOpenedEtag] = useState<string | null | undefined>(undefined);
  if (openedEtag === undefined && insurer.data) setOpenedEtag(insurer.data.etag);

  const record = insurer.data?.data;
  const title = record ? `Editar seguradora ${record.nome}` : 'Editar seguradora';
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
        <RecordState error={insurer.error} paused={insurer.fetchStatus === 'paused'} />
      </Screen>
    );

  return (
    <Screen title={title}>
      <InsurerForm
        key={record?.id ?? insurerId}
        draftKey={itemId ? outboxItemDraftKey(itemId) : insurerDraftKeys.update(insurerId)}
        defaultValues={correcting?.data ?? (record && formValuesOf(record))}
        savedLogo={record?.logo ?? null}
        onSubmit={async (data, logo) => {
          // A correction from the sync page goes over the record as it is now; a new edit over the
          // version the form showed, so a change made meanwhile is a 412, not lost.
          const etag = correcting ? (insurer.data?.etag ?? correcting.etag) : (openedEtag ?? null);
          const outcome = await save({ id: insurerId, etag, data }, logo ? { [LOGO_FILE]: logo } : undefined);
          return announceOutcome(outcome, (saved) => `Seguradora ${saved.nome} salva.`);
        }}
        onSaved={back}
        onCancel={() => void back()}
      />
      {!itemId && <ContactsSection insurer={{ id: insurerId, nome: record?.nome ?? null }} {...contacts} />}
    </Screen>
  );
}
