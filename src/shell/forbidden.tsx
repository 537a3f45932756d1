import { NO_PERMISSION } from './guard';

/** Shown in place of a page the user may not open when there is nowhere else to send them. */
export function Forbidden() {
  return (
    <section className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-lg font-semibold text-slate-900">Acesso não permitido</h1>
      <p className="mt-2 text-slate-600">
        {NO_PERMISSION}. Peça ao administrador do portal para revisar o seu perfil de acesso.
      </p>
    </section>
  );
}
