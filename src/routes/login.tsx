import { createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import type { UserInfo } from '../contract/auth';
import { useSession } from '../session/store';
import { redirectSearch, startPathOf } from '../shell/navigation';
import { loadFullRouteTree } from '../app-router';
import { LoginScreen, pathAfterLogin } from './-login-screen';

/**
 * /login inside the app (a logout, an expired session). Opened cold, /login shows the same screen
 * without the router (src/login-start.tsx), which loads with the way on after the login.
 */
export const Route = createFileRoute('/login')({
  validateSearch: redirectSearch,
  beforeLoad: ({ search }) => {
    const { accessToken, user } = useSession.getState();
    // A guest may still log in with an account; a logged user has nothing to do here.
    if (accessToken && user && !user.is_guest) throw redirect({ href: search.redirect ?? startPathOf(user) });
  },
  staticData: { page: 'login' },
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();

  function loggedIn(user: UserInfo) {
    // The staff routes may not be loaded yet (the router started on the public ones): they load before
    // the way on is matched (should the download fail, the root's not-found component tries again).
    void loadFullRouteTree(router)
      .catch(() => undefined)
      .then(() => navigate({ href: pathAfterLogin(user, search.redirect) }));
  }

  return <LoginScreen onLoggedIn={loggedIn} />;
}
