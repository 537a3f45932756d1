import { quotationApi as api } from '../guarantee-quotations-api';
import { quotationAccess } from '../screens/quotations';
import { workflowTable } from '../workflow-table';

const write = quotationAccess.write;

/** The guard of the steps that need every critique resolved first. */
const NO_OPEN_CRITIQUE = { id: 'sem_critica_aberta', descricao: 'nenhuma crítica aberta' } as const;

const BEFORE_POLICY = [
  'dados_processo',
  'aguardando_cotacao',
  'solicitar_minuta',
  'aprovacao_minuta',
  'emissao_apolice',
] as const;

/**
 * The guarantee quotation (SPEC.md §4): its state is its stage, or 'cancelada' once cancelled (the
 * stage then stays where it was, for the step bar). Every write of the quotation and of its costs,
 * draft, policy and critiques runs one of these actions; the audit row is named after it.
 */
export const QUOTATION_WORKFLOW = workflowTable({
  id: 'cotacao-garantia',
  nome: 'Cotação de garantia',
  descricao:
    'A situação é a etapa da cotação; uma cotação cancelada guarda a etapa em que parou. Críticas, e-mails e custos não mudam a etapa, mas só são aceitos nas etapas da tabela.',
  objeto: 'a cotação',
  states: {
    dados_processo: 'Dados do processo',
    aguardando_cotacao: 'Cotação com as seguradoras',
    solicitar_minuta: 'Minuta',
    aprovacao_minuta: 'Aprovação da minuta',
    emissao_apolice: 'Emissão da apólice',
    apolice_emitida: 'Apólice emitida',
    cancelada: 'Cancelada',
  },
  initial: 'dados_processo',
  actions: {
    editar: {
      label: 'Editar',
      frase: 'editar os dados da cotação',
      from: ['dados_processo', 'aguardando_cotacao'],
      to: 'dados_processo',
      stays: true,
    },
    gerar_cotacao: {
      label: 'Gerar cotação',
      frase: 'gerar a cotação com as seguradoras',
      from: ['dados_processo', 'aguardando_cotacao'],
      to: 'aguardando_cotacao',
      route: {
        method: 'PUT',
        path: api.generate,
        access: write,
        summary: 'Gera a cotação: uma linha de custos por seguradora escolhida',
      },
    },
    registrar_custos: {
      label: 'Registrar custos',
      frase: 'registrar os custos de uma seguradora',
      from: ['aguardando_cotacao'],
      to: 'aguardando_cotacao',
      stays: true,
      route: {
        method: 'PUT',
        path: api.costs,
        access: write,
        summary: 'Registra os custos de uma seguradora',
      },
    },
    declinar_custo: {
      label: 'Declinar',
      frase: 'declinar a cotação de uma seguradora',
      from: ['aguardando_cotacao'],
      to: 'aguardando_cotacao',
      stays: true,
      route: {
        method: 'PUT',
        path: api.decline,
        access: write,
        summary: 'Declina a cotação de uma seguradora',
      },
    },
    reativar_custo: {
      label: 'Reativar',
      frase: 'reativar a cotação de uma seguradora',
      from: ['aguardando_cotacao'],
      to: 'aguardando_cotacao',
      stays: true,
      route: {
        method: 'PUT',
        path: api.reactivate,
        access: write,
        summary: 'Reativa a cotação declinada de uma seguradora',
      },
    },
    escolher_seguradora: {
      label: 'Formalizar cotação e solicitar minuta',
      frase: 'escolher a seguradora',
      feito: 'escolheu a seguradora e solicitou a minuta',
      from: ['aguardando_cotacao'],
      to: 'solicitar_minuta',
      guard: NO_OPEN_CRITIQUE,
      route: {
        method: 'PUT',
        path: api.choose,
        access: write,
        summary:
          'Escolhe a seguradora (formaliza a cotação) e solicita a minuta; limite insuficiente exige justificativa',
      },
    },
    solicitar_minuta: {
      label: 'Solicitar minuta',
      frase: 'solicitar a minuta à seguradora',
      from: ['solicitar_minuta'],
      to: 'solicitar_minuta',
      stays: true,
      route: {
        method: 'PUT',
        path: api.insurerDraftRequest,
        access: write,
        summary: 'Solicita a minuta à seguradora escolhida',
      },
    },
    inserir_minuta: {
      label: 'Inserir minuta',
      frase: 'inserir a minuta',
      from: ['solicitar_minuta', 'aprovacao_minuta'],
      to: 'aprovacao_minuta',
      route: {
        method: 'POST',
        path: api.draft,
        access: write,
        summary: 'Insere a minuta (o arquivo vai antes por POST /arquivos/upload, campo arquivo)',
      },
    },
    solicitar_aprovacao_minuta: {
      label: 'Solicitar aprovação da minuta',
      frase: 'solicitar a aprovação da minuta',
      from: ['aprovacao_minuta'],
      to: 'aprovacao_minuta',
      stays: true,
      route: {
        method: 'PUT',
        path: { cotacao: api.draftAskApproval, seguradora: api.insurerDraftAskApproval },
        access: write,
        summary: 'Pede ao tomador, por e-mail, a aprovação da minuta',
      },
    },
    aprovar_minuta: {
      label: 'Aprovar minuta',
      frase: 'aprovar a minuta',
      from: ['aprovacao_minuta'],
      to: 'emissao_apolice',
      guard: NO_OPEN_CRITIQUE,
      route: {
        method: 'PUT',
        path: { cotacao: api.draftApprove, seguradora: api.insurerDraftApprove },
        access: write,
        summary: 'Aprova a minuta: vai para a emissão da apólice',
      },
    },
    recusar_minuta: {
      label: 'Recusar minuta',
      frase: 'recusar a minuta',
      from: ['aprovacao_minuta'],
      to: 'solicitar_minuta',
      route: {
        method: 'PUT',
        path: { cotacao: api.draftRefuse, seguradora: api.insurerDraftRefuse },
        access: write,
        summary: 'Recusa a minuta (com motivo): volta a solicitar minuta',
      },
    },
    remover_minuta: {
      label: 'Remover minuta',
      frase: 'remover a minuta',
      from: ['aprovacao_minuta'],
      to: 'solicitar_minuta',
      route: {
        method: 'PUT',
        path: api.insurerDraftRemove,
        access: write,
        summary: 'Remove a minuta inserida da seguradora',
      },
    },
    registrar_declinio_minuta: {
      label: 'Registrar declínio da minuta',
      frase: 'registrar o declínio da minuta',
      from: ['solicitar_minuta', 'aprovacao_minuta'],
      to: 'aguardando_cotacao',
      route: {
        method: 'PUT',
        path: api.draftDecline,
        access: write,
        summary: 'Registra que a seguradora declinou a minuta: a cotação volta aos custos',
      },
    },
    solicitar_apolice: {
      label: 'Solicitar apólice à seguradora',
      frase: 'solicitar a apólice à seguradora',
      from: ['emissao_apolice'],
      to: 'emissao_apolice',
      stays: true,
      route: {
        method: 'PUT',
        path: api.policyRequest,
        access: write,
        summary: 'Solicita a emissão da apólice à seguradora',
      },
    },
    inserir_apolice: {
      label: 'Inserir apólice',
      frase: 'inserir a apólice',
      from: ['emissao_apolice'],
      to: 'apolice_emitida',
      route: {
        method: 'POST',
        path: api.policy,
        access: write,
        summary:
          'Insere a apólice emitida (número, datas, prêmio, PDF): a cotação termina; 201 na primeira vez, 200 na repetição do mesmo id',
      },
    },
    // The justification follows in the history: 'cancelou Justificativa do cancelamento de — para …'.
    cancelar: {
      label: 'Cancelar',
      feito: 'cancelou',
      from: BEFORE_POLICY,
      to: 'cancelada',
      route: {
        method: 'PUT',
        path: api.cancel,
        access: write,
        summary: 'Cancela a cotação (justificativa obrigatória)',
      },
    },
    criticar: {
      label: 'Nova crítica',
      frase: 'criticar a cotação',
      from: BEFORE_POLICY,
      to: 'dados_processo',
      stays: true,
    },
    enviar_email: {
      label: 'Enviar e-mail às seguradoras',
      frase: 'enviar e-mail às seguradoras',
      from: ['aguardando_cotacao', 'solicitar_minuta', 'aprovacao_minuta', 'emissao_apolice'],
      to: 'aguardando_cotacao',
      stays: true,
      route: {
        method: 'POST',
        path: api.email,
        access: write,
        summary:
          'Envia a solicitação de cotação por e-mail às seguradoras (fila de e-mails, enviado uma vez)',
      },
    },
  },
});

export type QuotationAction = keyof typeof QUOTATION_WORKFLOW.actions;

/** One insurer's cost line. */
export const QUOTATION_COST_WORKFLOW = workflowTable({
  id: 'cotacao-garantia-custo',
  nome: 'Custo de uma seguradora (cotação de garantia)',
  objeto: 'o custo da seguradora',
  states: {
    aguardando: 'Aguardando custos',
    cotado: 'Cotado',
    declinado: 'Declinado',
    escolhido: 'Escolhido',
  },
  initial: 'aguardando',
  actions: {
    registrar: { label: 'Registrar custos', from: ['aguardando', 'cotado'], to: 'cotado' },
    declinar: { label: 'Declinar', from: ['aguardando', 'cotado'], to: 'declinado' },
    reativar: { label: 'Reativar', from: ['declinado'], to: 'aguardando' },
    escolher: { label: 'Escolher', frase: 'escolher esta seguradora', from: ['cotado'], to: 'escolhido' },
    desistir: {
      label: 'Desistir',
      frase: 'registrar o declínio da minuta desta seguradora',
      from: ['escolhido'],
      to: 'declinado',
    },
  },
});

/**
 * The quotation's action each row action of an insurer's cost is (the page offers a row's button when
 * the cost's table allows it in the cost's state and the quotation offers its action for that insurer).
 * 'desistir' is the draft's decline, run from the stage's actions.
 */
export const COST_ACTION_OF = {
  registrar: 'registrar_custos',
  declinar: 'declinar_custo',
  reativar: 'reativar_custo',
  escolher: 'escolher_seguradora',
  desistir: 'registrar_declinio_minuta',
} as const satisfies Record<keyof typeof QUOTATION_COST_WORKFLOW.actions, QuotationAction>;

/** A critique (its table is the critiques domain's, shared with every record that takes critiques). */
export { CRITIQUE_WORKFLOW } from './critiques';
