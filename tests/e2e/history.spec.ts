import AxeBuilder from '@axe-core/playwright';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { expect, test } from '@playwright/test';
import { adminHeaders, loginAsAdmin } from './fixtures';

test.describe('history', () => {
  test("an insurer's 'Histórico' shows its rename, by whom and when", async ({ page }) => {
    const created = await page.request.post('/v1/seguradoras', {
      headers: await adminHeaders(page.request),
      data: {
        nome: 'SEGURADORA HISTORICO ANTES',
        razao_social: 'Seguradora Histórico E2E S.A.',
        cnpj: generateCnpj(),
      },
    });
    expect(created.status()).toBe(201);
    const insurer = (await created.json()) as { id: string };
    const contact = await page.request.post(`/v1/seguradoras/${insurer.id}/contatosrelacionamento`, {
      headers: await adminHeaders(page.request),
      data: { nome: 'Contato Histórico', cargo: 'Gerente' },
    });
    expect(contact.status()).toBe(201);

    await loginAsAdmin(page);
    await page.goto(`/seguradora/${insurer.id}`);
    const name = page.getByLabel('Nome', { exact: true });
    await expect(name).toHaveValue('SEGURADORA HISTORICO ANTES');
    await name.fill('Seguradora Historico Depois');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page).toHaveURL(/\/seguradoras(\?.*)?$/);

    await page.goto(`/seguradora/${insurer.id}`);
    const history = page.getByRole('region', { name: 'Histórico' });
    const toggle = history.getByRole('button', { name: 'Histórico' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const changes = history.getByRole('listitem');
    // The seed's first administrator is named 'Administrador' (server/db/seed/index.ts).
    await expect(changes.first()).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Administrador · alterou Nome de SEGURADORA HISTORICO ANTES para SEGURADORA HISTORICO DEPOIS$/i,
    );
    await expect(changes.last()).toContainText('criou o registro');

    const axe = await new AxeBuilder({ page })
      .include('section[aria-labelledby]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // A contact keeps its own history, inside its edit dialog.
    await page.getByRole('button', { name: /^Editar contato/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Histórico' }).click();
    await expect(dialog.getByRole('region', { name: 'Histórico' }).getByRole('listitem')).toHaveText([
      /· Administrador · criou o registro$/,
    ]);
  });

  test('an edit screen opened again inside the app shows and saves over the version the server has', async ({
    page,
  }) => {
    const headers = await adminHeaders(page.request);
    const created = await page.request.post('/v1/escritorios/', {
      headers,
      data: { nome: 'ESCRITORIO VERSAO E2E', cidade: 'CAMPINAS' },
    });
    expect(created.status()).toBe(201);
    const office = (await created.json()) as { id: string };

    await loginAsAdmin(page);
    await page.goto('/escritorios');
    const link = page.getByRole('link', { name: 'Editar escritório ESCRITORIO VERSAO E2E' });
    await link.click();
    const city = page.getByLabel('Cidade');
    await expect(city).toHaveValue('CAMPINAS');
    await city.fill('Itu');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page).toHaveURL(/\/escritorios(\?.*)?$/);

    // The same form opened again from the list: it must show the saved city and save over that
    // version, not over the one cached before the save (the save's own refetch was cancelled when the
    // form closed): that was a 412 'alterado por outra pessoa' for the user's own record.
    await link.click();
    await expect(city).toHaveValue('ITU');
    await city.fill('Salto');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page).toHaveURL(/\/escritorios(\?.*)?$/);
    await expect
      .poll(async () => {
        const read = await page.request.get(`/v1/escritorios/${office.id}`, { headers });
        return ((await read.json()) as { cidade: string }).cidade;
      })
      .toBe('SALTO');
  });
});
