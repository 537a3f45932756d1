import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TokenResponse } from './contract/auth';
import { createAppRouter } from './router';
import type { Grants } from './session/grants';
import { setGrants, signIn, signOut } from './session/store';
import { NO_PERMISSION } from './shell/guard';
import { pages } from './shell/pages';
import { dismissAlert, useFeedback } from './feedback/store';

function session(patch: Partial<TokenResponse['user_info']> = {}): TokenResponse {
  return {
    access_token: 'a',
    refresh_token: 'r',
    token_type: 'Bearer',
    expires_in: 900,
    user_info: {
      id: 'u1',
      nickname: 'JOANA',
      email: 'joana@corretora.com.br',
      avatar: null,
      area_usuario: { id: 'garantia' },
      is_guest: false,
      estrutura: null,
      type: 'usuario',
      termos_pendentes: false,
      ...patch,
    },
  };
}

async function logIn(grants: Grants, patch: Partial<TokenResponse['user_info']> = {}) {
  await signIn(session(patch));
  await setGrants(grants);
}

async function open(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  render(<RouterProvider router={router} />);
  await act(() => router.load());
  return router;
}

const viewer: Grants = { modules: ['cadastro', 'cotacao'], actions: ['visualizar_tribunal'] };

beforeEach(async () => {
  await signOut();
  dismissAlert();
});
afterEach(cleanup);

describe('guarded routes', () => {
  it('sends a visitor without a token to /login, remembering the target', async () => {
    const router = await open('/tribunais?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/tribunais?page=2' });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it('sends a user without the page action to the quotation list with the error alert', async () => {
    await logIn(viewer);
    const router = await open('/tribunais/novo-tribunal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista-cotacoes'));
    expect(useFeedback.getState().alert).toMatchObject({ kind: 'error', message: NO_PERMISSION });
  });

  it('sends a user with pending terms to /termo first', async () => {
    await logIn(viewer, { termos_pendentes: true });
    const router = await open('/lista-cotacoes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/termo'));
    expect(await screen.findByRole('button', { name: 'Aceitar' })).toBeTruthy();
  });

  it('keeps guests out of the own profile', async () => {
    await signIn(session({ is_guest: true, type: 'convidado' }));
    const router = await open('/meu-perfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista-cotacoes'));
  });
});

describe('public routes', () => {
  it("opens /login, not the shell, for '/' with only a guest session kept on the device", async () => {
    await signIn(session({ is_guest: true, type: 'convidado' }));
    const router = await open('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends an unknown path to /login', async () => {
    const router = await open('/caminho-que-nao-existe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('forwards a logged user from /login to the remembered page', async () => {
    await logIn(viewer);
    const router = await open('/login?redirect=%2Ftribunais');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tribunais'));
  });

  it('titles the page after the registry entry', async () => {
    await open('/login');
    await waitFor(() => expect(document.title).toBe(`${pages.login.title} · Portal da Corretora`));
  });
});

describe('the shell', () => {
  it('shows the menu of the grants, the breadcrumbs and the user', async () => {
    await logIn(viewer);
    await open('/lista-cotacoes');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(menu.textContent).toContain('Cotações');
    expect(menu.textContent).not.toContain('Apólices');
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(trail.textContent).toBe('Cotações');
    expect(screen.getByRole('link', { name: /Meu perfil/ }).textContent).toContain('JOANA');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });
});
