import { workflowTable } from '../workflow-table';

/**
 * One insurer's answer to a market consult. 'vencido' is not stored: an approved answer whose validity
 * ended reads as vencido (computed on read, `effectiveStatus`), and no action leaves it; the 'vencer'
 * action documents that move.
 */
export const CREDIT_ANSWER_WORKFLOW = workflowTable({
  id: 'limite-credito-resposta',
  nome: 'Resposta de seguradora (limite de crédito)',
  descricao:
    'A resposta aprovada passa a vencida quando o fim da vigência passa (calculado na leitura, sem gravação).',
  objeto: 'a resposta da seguradora',
  states: {
    aguardando: 'Aguardando resposta',
    em_analise: 'Em análise',
    aprovado: 'Aprovado',
    recusado: 'Recusado',
    vencido: 'Vencido',
  },
  initial: 'aguardando',
  actions: {
    analisar: {
      label: 'Colocar em análise',
      frase: 'colocar em análise a resposta da seguradora',
      from: ['aguardando'],
      to: 'em_analise',
    },
    aprovar: { label: 'Aprovar', from: ['aguardando', 'em_analise', 'aprovado'], to: 'aprovado' },
    recusar: { label: 'Recusar', from: ['aguardando', 'em_analise', 'recusado'], to: 'recusado' },
    reabrir: { label: 'Reabrir', from: ['em_analise', 'aguardando'], to: 'aguardando' },
    vencer: { label: 'Vencer', from: ['aprovado'], to: 'vencido' },
  },
});

/** The market consult itself: open until concluded or cancelled. */
export const CREDIT_CONSULT_WORKFLOW = workflowTable({
  id: 'limite-credito-consulta',
  nome: 'Consulta de limite de crédito',
  objeto: 'a consulta',
  states: { em_andamento: 'Em andamento', concluida: 'Concluída', cancelada: 'Cancelada' },
  initial: 'em_andamento',
  actions: {
    concluir: { label: 'Concluir', from: ['em_andamento'], to: 'concluida' },
    cancelar: { label: 'Cancelar', feito: 'cancelou', from: ['em_andamento'], to: 'cancelada' },
  },
});

/** The workflow action that records `target` (the same state keeps its data editable). */
export const ANSWER_ACTION = {
  aguardando: 'reabrir',
  em_analise: 'analisar',
  aprovado: 'aprovar',
  recusado: 'recusar',
} as const;
