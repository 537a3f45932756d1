import { useQuery } from '@tanstack/react-query';
import { HistoryPanel } from '../../../audit/history-panel';
import { displayPhone } from '../../../contract/documents';
import type { Company } from '../../../contract/economic-groups';
import { economicGroupScreens } from '../../../contract/manifests/economic-groups';
import { announceOutcome } from '../../../forms/command-feedback';
import { ReadOnlyRecord } from '../../../forms/read-only-record';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { Screen } from '../../../ui/screen';
import { companyQuery } from '../api';
import { groupDraftKeys, updateCompany } from '../commands';
import { useStars, useToggleStar } from '../favourites';
import type { NewCompanyFormData } from '../form-schema';
import { recordLabel } from '../labels';
import { useEconomicGroupPermissions } from '../permissions';
import { CompanyForm } from './company-form';
import { FavouriteStar } from './favourite-star';

export function companyFormValuesOf(company: Company): NewCompanyFormData {
  return {
    cnpj: company.cnpj,
    razao_social: company.razao_social,
    nome_fantasia: company.nome_fantasia,
    atividade_principal: company.atividade_principal,
    endereco: company.endereco as NewCompanyFormData['endereco'],
    telefone: displayPhone(company.telefone),
    email: company.email,
    ativo: company.ativo,
    vigencia_maxima_meses: company.vigencia_maxima_meses,
  };
}

const kindOf = (company: Company) =>
  company.principal ? 'Empresa principal' : company.subsidiaria ? 'Filial' : 'Tomador';

export interface CompanyEditProps {
  groupId: string;
  companyId: string;
  itemId?: string;
}

/** /grupo-economico/$groupId/tomadores/$companyId: a borrower or subsidiary, its star and history. */
export function CompanyEdit({ groupId, companyId, itemId }: CompanyEditProps) {
  const { canEdit, canFavourite } = useEconomicGroupPermissions();
  const edit = useRecordEdit({
    record: useQuery(companyQuery(groupId, companyId)),
    command: updateCompany,
    itemId,
    draftKey: groupDraftKeys.updateCompany(companyId),
    toForm: companyFormValuesOf,
    back: { to: economicGroupScreens.tomadoresEFiliais.path, params: { groupId } },
  });
  const company = edit.record;
  const group = { id: groupId, nome: company?.grupo_economico.nome ?? 'grupo' };
  const star = useStars();
  const toggle = useToggleStar(group);
  const name = company ? (company.nome_fantasia ?? company.razao_social) : '';
  const title = company
    ? `${economicGroupScreens.empresa.title} ${recordLabel(company)}`
    : economicGroupScreens.empresa.title;

  return (
    <Screen
      title={title}
      actions={
        company &&
        canFavourite && (
          <FavouriteStar
            name={name}
            pressed={star(company.id, company.favorito)}
            onToggle={(next) => toggle({ id: company.id, nome: name }, next)}
          />
        )
      }
    >
      {edit.placeholder ?? (
        <>
          {company && (
            <p className="text-sm text-slate-600">
              {kindOf(company)} do grupo {company.grupo_economico.nome}.
              {company.principal && ' Os dados da empresa principal são os do grupo.'}
            </p>
          )}
          {!canEdit && company ? (
            <ReadOnlyRecord
              entity="empresa"
              record={company}
              omit={['grupo_economico']}
              label="Dados da empresa"
            />
          ) : (
            <CompanyForm
              key={company?.id ?? companyId}
              {...edit.form}
              label="Dados da empresa"
              fixedCnpj={company?.cnpj ?? edit.correcting?.data.cnpj}
              onSubmit={async (data) =>
                announceOutcome(
                  await edit.save({ group, id: companyId, data }),
                  (saved) => `Empresa ${saved.razao_social} salva.`,
                )
              }
            />
          )}
          <HistoryPanel entity="empresa" id={companyId} />
        </>
      )}
    </Screen>
  );
}
