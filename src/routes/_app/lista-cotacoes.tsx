import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../ui/page-header';

export const Route = createFileRoute('/_app/lista-cotacoes')({
  staticData: { page: 'listaCotacoes' },
  component: QuotationsPlaceholder,
});

function QuotationsPlaceholder() {
  return (
    <section>
      <PageHeader title="Cotações" />
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        A lista de cotações chega com o módulo de cotações.
      </p>
    </section>
  );
}
