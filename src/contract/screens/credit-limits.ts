/**
 * Who may reach the credit limits (src/contract/manifests/credit-limits.ts). SPEC.md §6 has no
 * credit-limit action: the limits are part of the economic group's record, so viewing them takes the
 * group's view action and consulting the market, recording answers, renewing and the co-brokerage take
 * the group's create/edit action (criar_grupo_economico).
 */
export const creditLimitAccess = {
  view: { module: 'cadastro', action: 'visualizar_grupo_economico' },
  write: { module: 'cadastro', action: 'criar_grupo_economico' },
} as const;

/** The screens come with the client (next session). */
export const creditLimitScreens = {} as const;
