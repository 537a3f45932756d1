import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpdatableWorker } from '../offline/sw-update';
import { addReloadGuard, connectServiceWorker } from '../offline/sw-update';
import { UpdatePrompt } from './update-prompt';

afterEach(cleanup);

let fireWaiting: () => void = () => undefined;
let skipWaitingSent = 0;

beforeEach(async () => {
  skipWaitingSent = 0;
  const worker: UpdatableWorker = {
    addEventListener(type, listener) {
      if (type === 'waiting') fireWaiting = () => listener({ isUpdate: true });
    },
    messageSkipWaiting() {
      skipWaitingSent += 1;
    },
    register: async () => undefined,
    update: async () => undefined,
  };
  await connectServiceWorker(worker, () => undefined);
});

describe('UpdatePrompt', () => {
  it('stays hidden until a new version waits, then applies it on Atualizar', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => fireWaiting());
    expect(screen.getByRole('status').textContent).toMatch(/^Nova versão disponível —\s*Atualizar$/);
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(skipWaitingSent).toBe(1);
  });

  it('explains that the update waits for unsaved work', () => {
    const remove = addReloadGuard(() => false);
    render(<UpdatePrompt />);
    act(() => fireWaiting());
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(skipWaitingSent).toBe(0);
    expect(screen.getByRole('status').textContent).toContain('assim que os rascunhos forem salvos');
    remove();
  });
});
