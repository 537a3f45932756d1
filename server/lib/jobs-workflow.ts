import { defineWorkflow } from './workflow';

/**
 * The life of a job (table `tarefas`). The worker's own moves (claim, finish, retry, fail) are each
 * one conditional UPDATE in server/lib/jobs.ts, for atomicity between instances; this table is what
 * they implement, and cancelling goes through `apply`.
 */
export const JOB_WORKFLOW = defineWorkflow<
  'pendente' | 'executando' | 'concluida' | 'falhou' | 'cancelada',
  'assumir' | 'retomar' | 'concluir' | 'adiar' | 'falhar' | 'cancelar',
  { travaVencida?: boolean; restamTentativas?: boolean }
>({
  id: 'tarefa',
  nome: 'Tarefa em segundo plano',
  objeto: 'a tarefa',
  descricao:
    'Executada pelo trabalhador de cada instância do servidor (e-mails, importação). As ações do trabalhador são atualizações condicionais de uma só instrução (`FOR UPDATE SKIP LOCKED` ao assumir); o cancelamento passa pela tabela.',
  states: {
    pendente: 'Pendente',
    executando: 'Executando',
    concluida: 'Concluída',
    falhou: 'Falhou',
    cancelada: 'Cancelada',
  },
  initial: 'pendente',
  actions: {
    assumir: { label: 'Assumir', from: ['pendente'], to: 'executando' },
    retomar: {
      label: 'Retomar',
      from: ['executando'],
      to: 'executando',
      guard: {
        descricao: 'a trava venceu (o processo que a executava parou)',
        check: (c) => (c?.travaVencida ? undefined : 'outra instância a está executando'),
      },
    },
    concluir: { label: 'Concluir', from: ['executando'], to: 'concluida' },
    adiar: {
      label: 'Adiar',
      frase: 'tentar de novo a tarefa',
      from: ['executando'],
      to: 'pendente',
      guard: {
        descricao: 'restam tentativas (espera dobrada a cada falha)',
        check: (c) => (c?.restamTentativas ? undefined : 'não restam tentativas'),
      },
    },
    falhar: { label: 'Falhar', from: ['executando'], to: 'falhou' },
    cancelar: { label: 'Cancelar', from: ['pendente', 'executando'], to: 'cancelada' },
  },
});
