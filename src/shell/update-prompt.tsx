import { applyUpdate, useSwUpdate } from '../offline/sw-update';
import { Button } from '../ui/button';

/**
 * Offers the new version of the portal when its service worker is waiting. Mounted once, in the root
 * layout, so it shows on every screen (login included).
 */
export function UpdatePrompt() {
  const updateAvailable = useSwUpdate((s) => s.updateAvailable);
  const deferred = useSwUpdate((s) => s.deferred);
  if (!updateAvailable) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[55] flex justify-center px-3">
      <div
        role="status"
        className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl border border-brand-100 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg"
      >
        <p className="flex-1 leading-6">
          Nova versão disponível —
          {deferred && (
            <span className="block text-slate-600">
              Será aplicada assim que os rascunhos forem salvos e a sincronização terminar.
            </span>
          )}
        </p>
        <Button onClick={() => applyUpdate()} disabled={deferred}>
          Atualizar
        </Button>
      </div>
    </div>
  );
}
