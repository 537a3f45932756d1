import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutButtonView, unsentWorkMessage } from './logout-button';

afterEach(cleanup);

describe("'Sair'", () => {
  it('leaves at once when nothing waits to be sent', () => {
    const onLeave = vi.fn();
    render(<LogoutButtonView waiting={0} online={false} onLeave={onLeave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLeave).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('warns offline with unsent work: how many, kept on the device for this user; cancel stays', () => {
    const onLeave = vi.fn();
    render(<LogoutButtonView waiting={3} online={false} onLeave={onLeave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sair com itens não enviados?' });
    expect(dialog.textContent).toContain(
      '3 itens salvos neste dispositivo ainda não foram enviados (sem conexão)',
    );
    expect(dialog.textContent).toContain('ligados a este usuário');
    expect(dialog.textContent).toContain('quando este mesmo usuário entrar novamente com conexão');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sair mesmo assim' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('speaks of one item in the singular', () => {
    expect(unsentWorkMessage(1, true)).toMatch(
      /^1 item salvo neste dispositivo ainda não foi enviado\. Ao sair, ele continua/,
    );
  });
});
