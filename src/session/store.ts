import { create } from 'zustand';
import type { UserInfo } from '../contract/auth';
import type { ActionId, ModuleId } from '../contract/permissions';

export interface Grants {
  modules: ModuleId[];
  actions: ActionId[];
}

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: UserInfo | null;
  grants: Grants | null;
}

/** Tokens, user info and grants of the logged user (no server data lives here). */
export const useSession = create<SessionState>(() => ({
  accessToken: null,
  refreshToken: null,
  user: null,
  grants: null,
}));

export function isLoggedIn(): boolean {
  return useSession.getState().accessToken !== null;
}
