import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';

/** The modal itself; loaded on demand by LoadingModal so the login page does not carry Radix Dialog. */
export function LoadingDialog() {
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/30 backdrop-blur-[1px]" />
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 items-center gap-3 rounded-xl bg-white px-6 py-4 shadow-xl focus:outline-none"
        >
          <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden="true" />
          <Dialog.Title className="text-base font-medium text-slate-800">Carregando</Dialog.Title>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
