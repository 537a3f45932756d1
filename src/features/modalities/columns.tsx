import { ImageOff } from 'lucide-react';
import type { Modality, SubModality } from '../../contract/modalities';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import { StatusBadge } from '../../ui/status-badge';

function ModalityIcon({ modality }: { modality: Modality }) {
  return modality.icone ? (
    <img src={modality.icone.url} alt="" className="size-8 rounded object-contain" loading="lazy" />
  ) : (
    <ImageOff aria-label="Sem ícone" className="size-5 text-slate-400" />
  );
}

const modality = dataTableColumnHelper<Modality>();

/** Column ids that match MODALITY_SORT (nome, ordem) are the sortable ones. */
export const modalityColumns = modality.columns([
  modality.display({
    id: 'icone',
    header: 'Ícone',
    cell: (info) => <ModalityIcon modality={info.row.original} />,
    // On a tablet the name says it all: the icon gives its width to the row actions.
    meta: { className: 'hidden @3xl:table-cell' },
  }),
  modality.accessor('nome', { header: 'Nome' }),
  modality.accessor('ordem', { header: 'Ordem', meta: { className: 'hidden @3xl:table-cell' } }),
  modality.accessor('total_submodalidades', { header: 'Nº de sub-modalidades' }),
  modality.accessor('ativo', {
    header: 'Situação',
    cell: (info) => <StatusBadge active={info.getValue()} />,
  }),
]);

const sub = dataTableColumnHelper<SubModality>();

export const subModalityColumns = sub.columns([
  sub.accessor('nome', { header: 'Nome' }),
  sub.accessor((row) => row.descricao ?? '—', {
    id: 'descricao',
    header: 'Descrição',
    meta: { className: 'hidden @xl:table-cell' },
  }),
  sub.accessor('ativo', { header: 'Situação', cell: (info) => <StatusBadge active={info.getValue()} /> }),
]);
