import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { QUEUED_MESSAGE, announceOutcome, formErrorsOf, refusalOf } from './command-feedback';
import { dismissAlert, settleQueuedAlert, useFeedback } from '../feedback/store';

const FIELDS = ['codigo', 'nome'] as const;

afterEach(() => dismissAlert());

describe('formErrorsOf', () => {
  it('puts 400 details at their fields and the others above the form', () => {
    const refusal = {
      httpStatus: 400,
      message: 'Chamada inválida.',
      details: [
        { field: 'codigo', message: 'O código da vara deve ter 4 dígitos.' },
        { field: 'id', message: 'Identificador inválido.' },
      ],
    };
    expect(formErrorsOf(refusal, FIELDS)).toEqual({
      fields: [{ field: 'codigo', message: 'O código da vara deve ter 4 dígitos.' }],
      form: 'Identificador inválido.',
    });
  });

  it('shows any other refusal above the form with its message', () => {
    const conflict = new ApiError('Já existe uma vara com o código 0100 neste tribunal.', 409, {
      error: 'conflict',
      error_description: 'Já existe uma vara com o código 0100 neste tribunal.',
    });
    expect(formErrorsOf(refusalOf(conflict), FIELDS)).toEqual({
      fields: [],
      form: 'Já existe uma vara com o código 0100 neste tribunal.',
    });
    expect(
      formErrorsOf(refusalOf(new ApiError('Ocorreu um erro no sistema.', null, null)), FIELDS).form,
    ).toBe('Ocorreu um erro no sistema.');
  });

  it('shows a local failure (storage full) with its own message, never swallowed', () => {
    const full = new Error('Armazenamento do dispositivo cheio.');
    expect(formErrorsOf(refusalOf(full), FIELDS).form).toBe('Armazenamento do dispositivo cheio.');
  });
});

describe('announceOutcome', () => {
  it('announces a sent save with its message and a queued one as waiting for the connection', () => {
    expect(
      announceOutcome({ status: 'sent', result: 'TJSP' }, (sigla) => `Tribunal ${sigla} salvo.`),
    ).toBeNull();
    expect(useFeedback.getState().alert).toMatchObject({ kind: 'success', message: 'Tribunal TJSP salvo.' });

    expect(announceOutcome({ status: 'queued' }, () => 'x')).toBeNull();
    expect(useFeedback.getState().alert).toMatchObject({ kind: 'info', message: QUEUED_MESSAGE });
  });

  it('hands a refusal back to the form and raises no alert', () => {
    const refusal = announceOutcome(
      {
        status: 'refused',
        httpStatus: 409,
        message: 'Já existe um tribunal com o código 8.26.',
        details: [],
      },
      () => 'x',
    );
    expect(refusal).toEqual({
      httpStatus: 409,
      message: 'Já existe um tribunal com o código 8.26.',
      details: [],
    });
    expect(useFeedback.getState().alert).toBeNull();
  });
});

describe("the 'Sem conexão' alert of a queued save", () => {
  it('goes once the signal is back and the outbox sent everything, not before', () => {
    announceOutcome({ status: 'queued' }, () => '');
    expect(useFeedback.getState().alert?.message).toBe(QUEUED_MESSAGE);
    settleQueuedAlert({ online: false, pending: 1 });
    settleQueuedAlert({ online: true, pending: 1 });
    expect(useFeedback.getState().alert?.message).toBe(QUEUED_MESSAGE);
    settleQueuedAlert({ online: true, pending: 0 });
    expect(useFeedback.getState().alert).toBeNull();
  });
});
