import { Link, createFileRoute } from '@tanstack/react-router';
import { QueryProvider } from '../api/query';
import { A4PrintStyles, AgroPrintPage } from '../features/agro-quotations/print/print-view';
import { useSession } from '../session/store';

interface PrintSearch {
  /** The quotation's print token (token_impressao): opens it without login. */
  token?: string;
  /** Costs as one table instead of a card per insurer (SPEC.md §2). */
  isTableView?: boolean;
  /** The hail layout (SPEC.md §2): absent, the quotation's own coverage decides. */
  isGranizo?: boolean;
}

/** 'true', '1' and true are yes; 'false', '0' and false are no; anything else is absent. */
function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

/** A plain function: search validation runs in the entry bundle (the /login budget). */
function printSearch(search: Record<string, unknown>): PrintSearch {
  const token = typeof search.token === 'string' && search.token !== '' ? search.token : undefined;
  const isTableView = flag(search.isTableView);
  const isGranizo = flag(search.isGranizo);
  return {
    ...(token ? { token } : {}),
    ...(isTableView === undefined ? {} : { isTableView }),
    ...(isGranizo === undefined ? {} : { isGranizo }),
  };
}

/**
 * /print-quotation/{id}?token= (SPEC.md §2): the agro quotation to print on A4, public with
 * its token (the guest's link), or read with the session of whoever is logged in. No portal chrome.
 */
export const Route = createFileRoute('/print-quotation/$id')({
  staticData: { page: 'imprimirCotacaoAgro' },
  validateSearch: printSearch,
  component: PrintQuotationRoute,
});

function PrintQuotationRoute() {
  const { id } = Route.useParams();
  const { token, isTableView, isGranizo } = Route.useSearch();
  const loggedIn = useSession((s) => s.accessToken !== null);
  return (
    <main className="mx-auto w-full agro-print-page max-w-4xl bg-white px-4 py-6">
      <A4PrintStyles />
      <QueryProvider>
        <AgroPrintPage
          id={id}
          token={token}
          isTableView={isTableView}
          isGranizo={isGranizo}
          loggedIn={loggedIn}
          loginLink={
            <Link
              to="/login"
              search={{ redirect: `/print-quotation/${encodeURIComponent(id)}` }}
              className="font-semibold text-brand-700 underline"
            >
              Entrar no portal
            </Link>
          }
        />
      </QueryProvider>
    </main>
  );
}
