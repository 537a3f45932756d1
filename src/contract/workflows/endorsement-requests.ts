import { workflowTable } from '../workflow-table';

/** Requests the insurer has not answered yet: they may still change, be criticised or be withdrawn. */
const OPEN = ['criada', 'enviada'] as const;

/**
 * A request to the insurer to change a policy (SPEC.md §2 "Endossos"): an increase or reduction of the
 * insured amount, a longer term, new registration data, or the policy's cancellation (a cancellation
 * request is a request of the type 'cancelamento'). It goes back and forth with critiques until the
 * insurer accepts it — then it becomes an endorsement of the policy, and the policy stands as the
 * endorsement says from its effective date — or refuses it with a reason.
 */
export const ENDORSEMENT_REQUEST_WORKFLOW = workflowTable({
  id: 'solicitacao-endosso',
  nome: 'Solicitação de endosso',
  descricao:
    'A seguradora tem 15 dias para responder a uma solicitação enviada (Circular SUSEP 642/2021); uma solicitação aceita vira endosso da apólice. Uma crítica aberta impede o aceite.',
  objeto: 'a solicitação',
  states: {
    criada: 'Criada',
    enviada: 'Enviada à seguradora',
    aceita: 'Aceita',
    reprovada: 'Reprovada',
    cancelada: 'Cancelada',
  },
  initial: 'criada',
  actions: {
    editar: {
      label: 'Editar',
      frase: 'editar a solicitação',
      from: OPEN,
      to: 'criada',
      stays: true,
    },
    enviar: {
      label: 'Enviar à seguradora',
      frase: 'enviar a solicitação à seguradora',
      from: ['criada'],
      to: 'enviada',
    },
    aceitar: {
      label: 'Registrar aceite',
      frase: 'registrar o aceite da solicitação',
      from: ['enviada'],
      to: 'aceita',
      guard: { id: 'sem_critica_aberta', descricao: 'nenhuma crítica aberta' },
    },
    reprovar: { label: 'Reprovar', frase: 'reprovar a solicitação', from: OPEN, to: 'reprovada' },
    cancelar: { label: 'Cancelar solicitação', frase: 'cancelar a solicitação', from: OPEN, to: 'cancelada' },
    criticar: {
      label: 'Nova crítica',
      frase: 'criticar a solicitação',
      from: OPEN,
      to: 'criada',
      stays: true,
    },
  },
});

export type EndorsementRequestAction = keyof typeof ENDORSEMENT_REQUEST_WORKFLOW.actions;
export type EndorsementRequestState = keyof typeof ENDORSEMENT_REQUEST_WORKFLOW.states;

/** Days the insurer has to answer a request sent to it (Circular SUSEP 642/2021). */
export const INSURER_ANSWER_DAYS = 15;
