import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

export interface FormDialogProps {
  title: string;
  /** Closing (Esc, the X, a click outside) leaves the draft saved: the form reopens from it. */
  onClose: () => void;
  children: ReactNode;
}

/** A form's dialog, always open while mounted (the URL or the screen's state says so). */
export function FormDialog({ title, onClose, children }: FormDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-40 flex max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Fechar"
              className="touch-target flex items-center justify-center rounded-md text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What a dialog shows while its record (or outbox item) loads, or when it could not be loaded. */
export function LoadState({ error, message = 'Carregando…' }: { error?: string | null; message?: string }) {
  return error ? (
    <p role="alert" className="text-red-700">
      {error}
    </p>
  ) : (
    <p role="status" className="text-slate-600">
      {message}
    </p>
  );
}
