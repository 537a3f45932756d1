import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { DashboardPanel } from '../../../contract/dashboard';
import { panelQuery } from '../api';
import { PanelCard } from './panel-card';

const expiring: DashboardPanel = {
  painel: 'vencimentos',
  area: 'garantia',
  periodo: { id: 'mes', de: '2026-11-01', ate: '2026-11-26' },
  series: [
    { id: 'apolices', nome: 'Apólices', unidade: 'quantidade' },
    { id: 'importancia', nome: 'Importância segurada', unidade: 'moeda' },
  ],
  linhas: [
    { chave: '30', rotulo: 'Em até 30 dias', valores: { apolices: 1234, importancia: 380000.5 } },
    { chave: '60', rotulo: 'Em até 60 dias', valores: { apolices: 2000, importancia: 1000000 } },
  ],
};

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

function renderCard(offline: boolean, updatedAt = Date.parse('2026-11-26T17:05:00Z')) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The persisted cache's last answer (by default loaded 26/11 at 14:05 Brasília time).
  queryClient.setQueryData(panelQuery('vencimentos', 'garantia', 'mes').queryKey, expiring, { updatedAt });
  onlineManager.setOnline(!offline);
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    component: () => <PanelCard id="vencimentos" area="garantia" periodo="mes" offline={offline} />,
  });
  const list = createRoute({ getParentRoute: () => root, path: '/apolices' });
  const router = createRouter({
    routeTree: root.addChildren([page, list]),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

it("shows the last dashboard loaded with its date when there is no signal ('dados de 26/11 14:05')", async () => {
  renderCard(true);
  expect(await screen.findByText('Sem conexão: dados de 26/11 14:05')).toBeTruthy();
  // The figures in pt-BR, each a link to the list with its filter.
  const link = screen.getByRole('link', { name: '1.234' });
  expect(link.getAttribute('href')).toBe('/apolices?vencendo=30');
  expect(screen.getByText('R$ 380.000,50')).toBeTruthy();
  expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/gráfico de barras com 2 itens/);
  expect(screen.getByRole('button', { name: 'Baixar CSV: Apólices vencendo' })).toBeTruthy();
});

it('shows no date while online with fresh figures', async () => {
  renderCard(false, Date.now());
  expect(await screen.findByRole('link', { name: '1.234' })).toBeTruthy();
  expect(screen.queryByText(/Sem conexão/)).toBeNull();
});
