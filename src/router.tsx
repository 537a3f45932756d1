import type { RouterHistory } from '@tanstack/react-router';
import { createRouterOver } from './app-router';
import { routeTree } from './routeTree.gen';

/** The app's router with every route (tests, with a memory history); the browser starts with src/main.tsx. */
export function createAppRouter(history?: RouterHistory) {
  return createRouterOver(routeTree, { history });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
