import { useEffect } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { api } from '../api/client';
import { GuestQuotationPage } from '../features/agro-quotations/guest/guest-page';
import { FarmLayout } from '../shell/farm-layout';

interface GuestSearch {
  /** The form's step (absent: the first), so a reload opens the same step. */
  passo?: number;
  /** The confirmation of a quotation saved from this device (its id). */
  enviada?: string;
  /** The outbox item of a refused quotation being corrected. */
  corrigir?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A plain function: search validation runs in the entry bundle (the /login budget). */
function guestSearch(search: Record<string, unknown>): GuestSearch {
  const passo = Number(search.passo);
  const id = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : undefined);
  const enviada = id(search.enviada);
  const corrigir = id(search.corrigir);
  return {
    ...(Number.isInteger(passo) && passo > 1 ? { passo } : {}),
    ...(enviada ? { enviada } : {}),
    ...(corrigir ? { corrigir } : {}),
  };
}

/**
 * The farm link (SPEC.md §2): no login, outside the portal's layout. Both parameters are
 * optional and bind the quotation to that economic group and office. A logged-in staff user works with
 * their session; anyone else is a guest (src/features/agro-quotations/guest/use-guest-session.ts).
 */
export const Route = createFileRoute('/nova-cotacao/agro/{-$groupId}/{-$officeId}')({
  staticData: { page: 'novaCotacaoAgro' },
  validateSearch: guestSearch,
  component: GuestQuotationRoute,
});

const GUEST_PATHS = /^\/(nova-cotacao\/agro|print-quotation)(\/|$)/;

function GuestQuotationRoute() {
  const { groupId, officeId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();

  // A refused refresh sends the portal to /login (main.tsx); a guest stays on the farm form: its next
  // send asks for a new guest token, and what was typed is on the device.
  useEffect(() => {
    api.configure({
      onSessionExpired: () => {
        if (GUEST_PATHS.test(router.state.location.pathname)) return;
        void router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
      },
    });
  }, [router]);

  return (
    <FarmLayout>
      {/* No query cache around the page: its later parts bring it (guest-page.tsx). */}
      <GuestQuotationPage
        groupId={groupId}
        officeId={officeId}
        step={search.passo ?? 1}
        sentId={search.enviada}
        correcting={search.corrigir}
        onStepChange={(step) =>
          void navigate({ search: (prev) => ({ ...prev, passo: step > 1 ? step : undefined }) })
        }
        onNavigate={({ enviada, corrigir, passo }) =>
          void navigate({ search: { enviada, corrigir, passo: passo && passo > 1 ? passo : undefined } })
        }
      />
    </FarmLayout>
  );
}
