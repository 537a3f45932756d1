import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { expect, test } from '@playwright/test';
import { adminHeaders, loginAsAdmin } from './fixtures';

test.describe('insurers', () => {
  test("the insurer page keeps its contacts table's page and filter in the URL", async ({ page }) => {
    const headers = await adminHeaders(page.request);
    const created = await page.request.post('/v1/seguradoras', {
      headers,
      data: {
        nome: 'Seguradora Contatos E2E',
        razao_social: 'Seguradora Contatos E2E S.A.',
        cnpj: generateCnpj(),
      },
    });
    expect(created.status()).toBe(201);
    const insurer = (await created.json()) as { id: string };
    for (const nome of ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela']) {
      const contact = await page.request.post(`/v1/seguradoras/${insurer.id}/contatosrelacionamento`, {
        headers,
        data: { nome: `${nome} Relacionamento`, cargo: 'Gerente comercial' },
      });
      expect(contact.status()).toBe(201);
    }

    await loginAsAdmin(page);
    await page.goto(`/seguradora/${insurer.id}`);
    const contacts = page.getByRole('table', { name: 'Contatos de relacionamento' });
    await expect(contacts.locator('tbody tr')).toHaveCount(5);
    await contacts.getByRole('button', { name: /Nome/ }).click();
    await expect(page).toHaveURL(/contatos_sort=nome/);
    await expect(contacts.locator('tbody tr').first()).toContainText('Ana Relacionamento');

    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('button', { name: 'Próxima' })
      .click();
    await expect(page).toHaveURL(/contatos_page=2/);
    await expect(contacts.locator('tbody tr')).toHaveCount(2);
    await expect(contacts.locator('tbody tr').first()).toContainText('Fábio Relacionamento');

    // A reload (or a link sent to a colleague) opens the same page of the same table.
    await page.reload();
    await expect(contacts.locator('tbody tr')).toHaveCount(2);
    await expect(contacts.locator('tbody tr').last()).toContainText('Gabriela Relacionamento');

    await page.getByLabel('Buscar por nome, e-mail ou cargo').fill('carla');
    await expect(page).toHaveURL(/contatos_query=CARLA/);
    await expect(contacts.locator('tbody tr')).toHaveCount(1);
    await expect(page).not.toHaveURL(/contatos_page=/);
  });
});
