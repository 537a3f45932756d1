import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { economicGroupScreens } from '../../../contract/manifests/economic-groups';
import { COMPANY_SORT } from '../../../contract/screens/economic-groups';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import { StatusFilter } from '../../../ui/data-table/status-filter';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { companiesQuery, groupQuery } from '../api';
import { companyColumns } from '../columns';
import { createCompany, updateCompany } from '../commands';
import { useStars, useToggleStar } from '../favourites';
import { useEconomicGroupPermissions } from '../permissions';
import type { CompanyListSearch } from '../search';
import { FavouriteStar } from './favourite-star';
import { recordLabel } from '../labels';

export interface CompanyListProps {
  groupId: string;
  search: CompanyListSearch;
  onSearchChange: ListSearchChange<Partial<CompanyListSearch>>;
}

/** /grupo-economico/$groupId/tomadores-e-filiais: the group's borrowers and subsidiaries, with stars. */
export function CompanyList({ groupId, search, onSearchChange }: CompanyListProps) {
  const group = useQuery(groupQuery(groupId)).data?.data;
  const companies = useQuery(companiesQuery(groupId, search));
  const ofGroup = { where: (p: { group: { id: string } }) => p.group.id === groupId };
  const pending = usePendingRows({
    creates: [pendingOf(createCompany, ofGroup)],
    updates: [pendingOf(updateCompany, ofGroup)],
  });
  const { canCreate, canFavourite } = useEconomicGroupPermissions();
  const star = useStars();
  const toggle = useToggleStar({
    id: groupId,
    nome: group ? (group.nome_fantasia ?? group.razao_social) : 'grupo',
  });
  const title = economicGroupScreens.tomadoresEFiliais.title;

  return (
    <Screen
      title={group ? `${title} · ${recordLabel(group)}` : title}
      actions={
        canCreate && (
          <Link
            to={economicGroupScreens.adicionarTomadorOuFilial.path}
            params={{ groupId }}
            className={buttonClasses('primary')}
          >
            <Plus aria-hidden="true" className="size-4" />
            Adicionar tomador ou filial
          </Link>
        )
      }
    >
      <DataTable
        label="Tomadores e filiais"
        columns={companyColumns}
        result={companies.data}
        isFetching={companies.isFetching}
        isError={companies.isError}
        pending={pending}
        search={search}
        sortFields={COMPANY_SORT}
        onSearchChange={onSearchChange}
        getRowId={(company) => company.id}
        filterLabel="Buscar por nome ou CNPJ"
        filters={
          // A row of their own: beside the text filter they would squeeze it on a tablet.
          <div className="flex w-full flex-wrap items-end gap-3">
            <KindFilter
              value={search.subsidiarias}
              onChange={(subsidiarias) => onSearchChange({ subsidiarias, page: 1 })}
            />
            <StatusFilter value={search.ativo} onChange={(ativo) => onSearchChange({ ativo, page: 1 })} />
          </div>
        }
        rowActions={(company) => {
          const name = company.nome_fantasia ?? company.razao_social;
          return (
            <span className="flex items-center gap-1">
              {canFavourite && (
                <FavouriteStar
                  name={name}
                  pressed={star(company.id, company.favorito)}
                  onToggle={(next) => toggle({ id: company.id, nome: name }, next)}
                />
              )}
              <RowActionLink
                to={economicGroupScreens.empresa.path}
                params={{ groupId, companyId: company.id }}
                aria-label={`Abrir empresa ${name}`}
              >
                Abrir
              </RowActionLink>
            </span>
          );
        }}
      />
    </Screen>
  );
}

function KindFilter({ value, onChange }: { value: boolean | undefined; onChange: (v?: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-44">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Tipo
      </label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange(next === '' ? undefined : next === 'true');
        }}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base"
      >
        <option value="">Todos</option>
        <option value="false">Tomadores</option>
        <option value="true">Filiais</option>
      </select>
    </div>
  );
}
