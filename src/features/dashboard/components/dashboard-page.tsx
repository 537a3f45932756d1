import { onlineManager } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { DashboardArea } from '../../../contract/dashboard';
import { DASHBOARD_AREA_PANELS } from '../../../contract/screens/dashboard';
import { dashboardScreens } from '../../../contract/screens/dashboard';
import { cx } from '../../../lib/cx';
import { useSession } from '../../../session/store';
import { Screen } from '../../../ui/screen';
import type { DashboardSearch } from '../search';
import { PanelCard } from './panel-card';

const PERIODS = [
  { id: 'mes', nome: 'Mês' },
  { id: 'trimestre', nome: 'Trimestre' },
  { id: 'ano', nome: 'Ano' },
] as const;

const AREAS = [
  { id: 'garantia', nome: 'Garantia' },
  { id: 'agro', nome: 'Agro' },
] as const;

const choiceClasses = (active: boolean) =>
  cx(
    'inline-flex min-h-11 min-w-11 items-center justify-center px-4 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
    active ? 'bg-brand-600 text-white' : 'bg-white text-slate-800 hover:bg-slate-50',
  );

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

/** The area a user reads: their own; a `geral` user picks one (garantia by default). */
function areaOf(userArea: string | undefined, chosen: DashboardArea | undefined): DashboardArea {
  if (userArea === 'agronegocio') return 'agro';
  if (userArea === 'geral') return chosen ?? 'garantia';
  return 'garantia';
}

/** /dashboard: the period picker (and the area, for `geral` users) in the URL, and the area's panels. */
export function DashboardPage({ search }: { search: DashboardSearch }) {
  const userArea = useSession((s) => s.user?.area_usuario.id);
  const area = areaOf(userArea, search.area);
  const online = useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline());
  return (
    <Screen title="Dashboard">
      <div className="flex flex-wrap items-center gap-4">
        <nav aria-label="Período">
          <ul className="flex overflow-hidden rounded-lg border border-slate-300">
            {PERIODS.map((p) => (
              <li key={p.id} className="border-r border-slate-300 last:border-0">
                <Link
                  to={dashboardScreens.dashboard.path}
                  search={{ periodo: p.id, area: search.area }}
                  className={choiceClasses(search.periodo === p.id)}
                >
                  {p.nome}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {userArea === 'geral' && (
          <nav aria-label="Área">
            <ul className="flex overflow-hidden rounded-lg border border-slate-300">
              {AREAS.map((a) => (
                <li key={a.id} className="border-r border-slate-300 last:border-0">
                  <Link
                    to={dashboardScreens.dashboard.path}
                    search={{ periodo: search.periodo, area: a.id }}
                    className={choiceClasses(area === a.id)}
                  >
                    {a.nome}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {DASHBOARD_AREA_PANELS[area].map((id) => (
          <PanelCard key={id} id={id} area={area} periodo={search.periodo} offline={!online} />
        ))}
      </div>
    </Screen>
  );
}
