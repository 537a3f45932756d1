import { useId } from 'react';
import { CREDIT_ANSWER_STATUSES, CREDIT_CONSULT_STATUSES } from '../../../contract/credit-limits';
import type { ConsultListSearch } from '../search';
import { InsurerFilter } from './insurer-filter';

const selectClasses = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base';

export interface ConsultFiltersProps {
  search: ConsultListSearch;
  onChange: (patch: Partial<ConsultListSearch>) => void;
}

/** The filters of a group's consult list: seguradora, situação da resposta, da consulta, vigência. */
export function ConsultFilters({ search, onChange }: ConsultFiltersProps) {
  const answerId = useId();
  const consultId = useId();
  const validityId = useId();
  const change = (patch: Partial<ConsultListSearch>) => onChange({ ...patch, page: 1 });
  return (
    <div className="flex w-full flex-wrap items-end gap-3">
      <InsurerFilter
        insurerId={search.seguradora_id}
        onChange={(seguradora_id) => change({ seguradora_id })}
      />
      <div className="flex min-w-0 flex-col gap-1 sm:w-48">
        <label htmlFor={answerId} className="text-sm font-medium text-slate-700">
          Situação da resposta
        </label>
        <select
          id={answerId}
          value={search.status ?? ''}
          onChange={(e) =>
            change({ status: (e.currentTarget.value || undefined) as ConsultListSearch['status'] })
          }
          className={selectClasses}
        >
          <option value="">Todas</option>
          {CREDIT_ANSWER_STATUSES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.nome}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1 sm:w-44">
        <label htmlFor={consultId} className="text-sm font-medium text-slate-700">
          Situação da consulta
        </label>
        <select
          id={consultId}
          value={search.situacao ?? ''}
          onChange={(e) =>
            change({ situacao: (e.currentTarget.value || undefined) as ConsultListSearch['situacao'] })
          }
          className={selectClasses}
        >
          <option value="">Todas</option>
          {CREDIT_CONSULT_STATUSES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.nome}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1 sm:w-40">
        <label htmlFor={validityId} className="text-sm font-medium text-slate-700">
          Vigência
        </label>
        <select
          id={validityId}
          value={search.vigencia ?? ''}
          onChange={(e) =>
            change({ vigencia: (e.currentTarget.value || undefined) as ConsultListSearch['vigencia'] })
          }
          className={selectClasses}
        >
          <option value="">Todas</option>
          <option value="vigente">Vigente</option>
          <option value="vencida">Vencida</option>
        </select>
      </div>
    </div>
  );
}
