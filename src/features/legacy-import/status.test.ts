import { describe, expect, it } from 'vitest';
import type { LegacyImport } from '../../contract/legacy-import';
import {
  actionsFor,
  fileProblem,
  formatBytes,
  isFinal,
  isRunning,
  progressMessage,
  progressOf,
  statusLabel,
} from './status';

type Progress = Pick<LegacyImport, 'status' | 'progresso' | 'contagens'>;

const imp = (status: string, progresso: number, c: Partial<LegacyImport['contagens']> = {}): Progress => ({
  status: { id: status, nome: statusLabel(status) },
  progresso,
  contagens: { lidas: 0, importadas: 0, ignoradas: 0, erros: 0, ...c },
});

describe('legacy import status', () => {
  it('names every status in Portuguese and keeps an unknown id as is', () => {
    expect(statusLabel('aguardando_confirmacao')).toBe('Aguardando confirmação');
    expect(statusLabel('concluida_com_erros')).toBe('Concluída com erros');
    expect(statusLabel('em_validacao')).toBe('Em validação');
    expect(statusLabel('outra')).toBe('outra');
  });

  it('runs while validating or importing, and is final once done, cancelled or failed', () => {
    expect(['em_validacao', 'importando'].every(isRunning)).toBe(true);
    expect(['aguardando_confirmacao', 'concluida', 'cancelada', 'falhou'].some(isRunning)).toBe(false);
    expect(['concluida', 'concluida_com_erros', 'cancelada', 'falhou'].every(isFinal)).toBe(true);
    expect(isFinal('aguardando_confirmacao')).toBe(false);
  });

  it('offers confirm/cancel while waiting, cancel while importing, nothing otherwise or to read-only users', () => {
    expect(actionsFor('aguardando_confirmacao', true)).toEqual(['confirmar', 'cancelar']);
    expect(actionsFor('importando', true)).toEqual(['cancelar_importacao']);
    for (const id of ['em_validacao', 'concluida', 'concluida_com_erros', 'cancelada', 'falhou'])
      expect(actionsFor(id, true)).toEqual([]);
    expect(actionsFor('aguardando_confirmacao', false)).toEqual([]);
    expect(actionsFor('importando', false)).toEqual([]);
  });
});

describe('progress', () => {
  it("uses the server's percentage, whole and clamped", () => {
    expect(progressOf(imp('em_validacao', 42.9))).toBe(42);
    expect(progressOf(imp('em_validacao', 130))).toBe(100);
    expect(progressOf(imp('em_validacao', -5))).toBe(0);
    expect(progressOf(imp('em_validacao', Number.NaN))).toBe(0);
  });

  it('while importing, counts handled rows over rows read when that is further', () => {
    expect(progressOf(imp('importando', 0, { lidas: 11, importadas: 3, ignoradas: 1, erros: 1 }))).toBe(45);
    expect(progressOf(imp('importando', 60, { lidas: 11, importadas: 3 }))).toBe(60);
    expect(progressOf(imp('importando', 0, { lidas: 0 }))).toBe(0);
  });

  it('is full once finished or validated, and stays where it stopped when cancelled or failed', () => {
    expect(progressOf(imp('concluida_com_erros', 80))).toBe(100);
    expect(progressOf(imp('concluida', 0))).toBe(100);
    expect(progressOf(imp('aguardando_confirmacao', 0))).toBe(100);
    expect(progressOf(imp('cancelada', 30))).toBe(30);
    expect(progressOf(imp('falhou', 12))).toBe(12);
  });

  it('says what runs, in pt-BR numbers', () => {
    expect(progressMessage(imp('em_validacao', 50))).toBe(
      'Validando o arquivo (50%). Nada é gravado nesta etapa.',
    );
    expect(
      progressMessage(imp('importando', 0, { lidas: 200_000, importadas: 1_000, ignoradas: 500, erros: 0 })),
    ).toBe('Importando: 1.500 de 200.000 linhas (0%).');
  });
});

describe('files', () => {
  it('formats sizes in pt-BR', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12.5 * 1024 * 1024)).toBe('12,5 MB');
  });

  it('refuses before sending what the server would refuse', () => {
    const max = 50 * 1024 * 1024;
    expect(fileProblem({ name: 'carteira.CSV', size: 10 }, max)).toBeNull();
    expect(fileProblem({ name: 'carteira.xlsx', size: 10 }, max)).toBeNull();
    expect(fileProblem({ name: 'carteira.pdf', size: 10 }, max)).toBe('Escolha um arquivo CSV ou XLSX.');
    expect(fileProblem({ name: 'vazio.csv', size: 0 }, max)).toBe('O arquivo está vazio.');
    expect(fileProblem({ name: 'grande.csv', size: max + 1 }, max)).toBe(
      'O arquivo excede o limite de 50 MB.',
    );
  });
});
