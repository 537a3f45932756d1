import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraftBanner } from './draft-banner';

afterEach(cleanup);

describe('DraftBanner', () => {
  it('says when the draft was saved and offers to restore or discard it', () => {
    const onRestore = vi.fn();
    const onDiscard = vi.fn();
    render(
      <DraftBanner
        savedAt={Date.parse('2026-03-05T15:30:00Z')}
        onRestore={onRestore}
        onDiscard={onDiscard}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Rascunho salvo' });
    // São Paulo time, as Brazilians read it.
    expect(banner.textContent).toContain('salvo no dispositivo em 05/03/2026 12:30');

    fireEvent.click(screen.getByRole('button', { name: 'Restaurar rascunho' }));
    expect(onRestore).toHaveBeenCalledTimes(1);
    expect(onDiscard).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});
