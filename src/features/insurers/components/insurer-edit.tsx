import { HistoryPanel } from '../../../audit/history-panel';
import { useQuery } from '@tanstack/react-query';
import { displayCnpj, displayPhone } from '../../../contract/documents';
import type { Insurer } from '../../../contract/insurers';
import { announceOutcome } from '../../../forms/command-feedback';
import { insurerQuery } from '../api';
import { LOGO_FILE, insurerDraftKeys, updateInsurer } from '../commands';
import type { ContactsSectionProps } from './contacts-section';
import { ContactsSection } from './contacts-section';
import type { InsurerFormValues } from './insurer-form';
import { InsurerForm } from './insurer-form';
import { Screen } from '../../../ui/screen';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { insurerScreens } from '../../../contract/manifests/insurers';

function formValuesOf(insurer: Insurer): InsurerFormValues {
  return {
    nome: insurer.nome,
    razao_social: insurer.razao_social,
    cnpj: displayCnpj(insurer.cnpj),
    codigo_susep: insurer.codigo_susep ?? '',
    site: insurer.site ?? '',
    telefone: displayPhone(insurer.telefone),
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
  const edit = useRecordEdit({
    record: useQuery(insurerQuery(insurerId)),
    command: updateInsurer,
    itemId,
    draftKey: insurerDraftKeys.update(insurerId),
    toForm: formValuesOf,
    back: { to: insurerScreens.seguradoras.path },
  });
  const { record } = edit;
  const title = record ? `Editar seguradora ${record.nome}` : 'Editar seguradora';
  return (
    <Screen title={title}>
      {edit.placeholder ?? (
        <>
          <InsurerForm
            key={record?.id ?? insurerId}
            {...edit.form}
            savedLogo={record?.logo ?? null}
            onSubmit={async (data, logo) => {
              const outcome = await edit.save(
                { id: insurerId, data },
                logo ? { [LOGO_FILE]: logo } : undefined,
              );
              return announceOutcome(outcome, (saved) => `Seguradora ${saved.nome} salva.`);
            }}
          />
          {!itemId && (
            <ContactsSection insurer={{ id: insurerId, nome: record?.nome ?? null }} {...contacts} />
          )}
          <HistoryPanel entity="seguradora" id={insurerId} />
        </>
      )}
    </Screen>
  );
}
