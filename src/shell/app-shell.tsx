import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { MobileMenu, Sidebar } from './sidebar';
import { Toolbar } from './toolbar';

/** The frame of every logged-in page: sidebar, toolbar and the page itself. */
export function AppShell({ children }: { children: ReactNode }) {
  // While another page loads (a menu link on a slow tablet), the old one stays on screen but must not
  // take input: its controls write to the URL of the page being opened ('Itens por página' of the old
  // list would land on the new one, and text typed into its search box would be lost).
  const shownPath = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const leaving = useRouterState({ select: (s) => s.location.pathname }) !== shownPath;
  return (
    <div className="flex min-h-full">
      <a
        href="#conteudo"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-3 text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <Sidebar />
      <MobileMenu />
      <div className="flex min-w-0 flex-1 flex-col">
        <Toolbar />
        <main
          id="conteudo"
          tabIndex={-1}
          data-path={shownPath}
          aria-busy={leaving || undefined}
          inert={leaving}
          className="flex-1 px-4 py-6 focus:outline-none md:px-6 lg:px-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
