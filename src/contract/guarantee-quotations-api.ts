/*
 * The guarantee quotation's paths, apart from its manifest: the workflow table names the path of each
 * action, and the manifest names the table (its audit rows), so both read the paths from here.
 */
const base = '/v1/garantia/cotacoes';
const insurer = `${base}/:id/seguradora/:seg`;

/** SPEC.md §7 'Guarantee quotations', plus the insurers' comparison. */
export const quotationApi = {
  list: base,
  item: `${base}/:id`,
  edit: `${base}/:id/edicao`,
  status: `${base}/:id/status`,
  logs: `${base}/:id/logs`,
  actionHistory: `${base}/:id/historicoacoes`,
  comparison: `${base}/:id/comparativo`,
  options: `${base}/opcoes`,
  appealTypes: '/v1/garantia/recursal/tiposrecurso/suggest',
  emissionTypes: '/v1/garantia/apolices/tiposemissao/suggest',
  generate: `${base}/:id/gerarcotacao`,
  cancel: `${base}/:id/cancelar`,
  costs: `${insurer}/custos`,
  reactivate: `${insurer}/custos/reativar`,
  decline: `${insurer}/declinar`,
  choose: `${insurer}/formalizarcotacaosolicitarminuta`,
  insurerDraftRequest: `${insurer}/minuta/solicitar`,
  insurerDraftRefuse: `${insurer}/minuta/recusar`,
  insurerDraftApprove: `${insurer}/minuta/aprovar`,
  insurerDraftAskApproval: `${insurer}/minuta/solicitaraprovacao`,
  insurerDraftRemove: `${insurer}/minuta/remover`,
  draft: `${base}/:id/minuta`,
  draftApprove: `${base}/:id/minuta/aprovar`,
  draftAskApproval: `${base}/:id/minuta/solicitaraprovacao`,
  draftRefuse: `${base}/:id/minuta/recusar`,
  draftDecline: `${base}/:id/minuta/registrardeclinio`,
  policy: `${base}/:id/apolice`,
  policyRequest: `${base}/:id/apolice/solicitarparaseguradora`,
  critiques: `${base}/:id/criticas`,
  critiqueResend: `${base}/:id/criticas/:critica/reenviar`,
  critiqueResolve: `${base}/:id/criticas/:critica/regularizar`,
  critiqueFollowUp: `${base}/criticas/acompanhar`,
  email: '/v1/garantia/emails/:id/email/enviar',
} as const;
