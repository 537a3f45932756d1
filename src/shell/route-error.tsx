import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { ApiError } from '../api/client';
import { Button } from '../ui/button';

/** What a route shows when its loading failed: the reason in Portuguese and a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const reason = error instanceof ApiError ? error.message : 'Ocorreu um erro ao abrir esta página.';
  return (
    <section
      role="alert"
      className="mx-auto my-10 max-w-xl rounded-xl border border-red-200 bg-white p-8 text-center"
    >
      <h1 className="text-lg font-semibold text-slate-900">Não foi possível abrir esta página</h1>
      <p className="mt-2 whitespace-pre-line text-slate-600">{reason}</p>
      <Button
        className="mt-6"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Tentar novamente
      </Button>
    </section>
  );
}
