import { createFileRoute } from '@tanstack/react-router';
import { QuotePermissionsEditor } from '../../features/modalities/components/quote-permissions-editor';
import { OfficeEdit } from '../../features/offices/components/office-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/escritorios/editar-escritorio/$id')({
  staticData: { page: 'editarEscritorio' },
  validateSearch: outboxItemSearch,
  component: EditOfficeRoute,
});

/** The office's data, then what its users may quote (garantia and agronegócio): composed here. */
function EditOfficeRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return (
    <>
      <OfficeEdit key={`${id}:${item ?? ''}`} officeId={id} itemId={item} />
      <QuotePermissionsEditor
        targetId={id}
        targetName="o escritório"
        className="mx-auto mt-8 w-full max-w-3xl rounded-xl border border-slate-200 bg-white p-6"
      />
    </>
  );
}
