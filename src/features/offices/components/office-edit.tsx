import { HistoryPanel } from '../../../audit/history-panel';
import { useQuery } from '@tanstack/react-query';
import { displayCnpj } from '../../../contract/documents';
import { UFS } from '../../../contract/judiciary';
import type { Office } from '../../../contract/offices';
import { announceOutcome } from '../../../forms/command-feedback';
import { officeQuery } from '../api';
import { displayPhone } from '../../../contract/documents';
import { officeDraftKeys, updateOffice } from '../commands';
import type { OfficeFormValues } from './office-form';
import { OfficeForm } from './office-form';
import { Screen } from '../../../ui/screen';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { officeScreens } from '../../../contract/manifests/offices';

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
  const edit = useRecordEdit({
    record: useQuery(officeQuery(officeId)),
    command: updateOffice,
    itemId,
    draftKey: officeDraftKeys.update(officeId),
    toForm: formValuesOf,
    back: { to: officeScreens.escritorios.path },
  });
  const title = edit.record ? `Editar escritório ${edit.record.nome}` : 'Editar escritório';
  return (
    <Screen title={title}>
      {edit.placeholder ?? (
        <>
          <OfficeForm
            key={edit.record?.id ?? officeId}
            {...edit.form}
            onSubmit={async (data) => {
              const outcome = await edit.save({ id: officeId, data });
              return announceOutcome(outcome, (saved) => `Escritório ${saved.nome} salvo.`);
            }}
          />
          <HistoryPanel entity="escritorio" id={officeId} />
        </>
      )}
    </Screen>
  );
}
