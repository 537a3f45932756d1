import { createFileRoute } from '@tanstack/react-router';
import { pages } from '../../shell/pages';

export const Route = createFileRoute('/_app/lista-cotacoes')({
  staticData: { page: pages.listaCotacoes },
  component: QuotationsPlaceholder,
});

function QuotationsPlaceholder() {
  return (
    <section>
      <h1 className="text-xl font-semibold">Cotações</h1>
      <p className="mt-2 text-slate-600">A lista de cotações chega com o módulo de cotações.</p>
    </section>
  );
}
