import { StrictMode, useState } from 'react';
import type { ReactNode } from 'react';
import './login.css';
import type { UserInfo } from './contract/auth';
import { safeRedirect } from './shell/navigation';
import { LoginScreen, pathAfterLogin } from './routes/-login-screen';
import { Overlays } from './routes/-overlays';

/**
 * /login opened cold by someone not logged in: the login screen alone, without the router and the
 * routes, which are most of the page's download (the /login budget, tests/bench/budget.ts). After
 * the login the app loads (src/app-start.tsx) on the way on and takes the screen's place.
 */
export function loginApp(): ReactNode {
  return (
    <StrictMode>
      <LoginApp />
    </StrictMode>
  );
}

function LoginApp() {
  const [app, setApp] = useState<ReactNode>(null);
  if (app) return app;

  function loggedIn(user: UserInfo) {
    const redirect = safeRedirect(new URLSearchParams(window.location.search).get('redirect')) ?? undefined;
    window.history.pushState(window.history.state, '', pathAfterLogin(user, redirect));
    void import('./app-start').then(({ startApp }) => startApp({ loaded: true })).then(setApp);
  }

  return (
    <>
      <LoginScreen onLoggedIn={loggedIn} />
      <Overlays />
    </>
  );
}
