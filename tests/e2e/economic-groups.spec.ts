import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminHeaders, loginAsAdmin } from './fixtures';
import { CompanyFormPage, CompanyListPage, GroupPage, WalletPage } from './pages/economic-groups';
import { UPSTREAM_COMPANY } from './upstream-double-facts';

/** A borrower of another root, unknown to the upstream test double: its data are typed. */
const BORROWER = { cnpj: '45678901000175', razao_social: 'TRANSPORTES SERRA AZUL LTDA' };
/** A subsidiary of the head company: same root (first 8 digits), order 0002, valid check digits. */
const SUBSIDIARY = { cnpj: '11222333000262', razao_social: 'CAFEEIRA BOA VISTA LTDA FILIAL ALFENAS' };
/** The demo field agent (server/db/seed/demo.ts) receives the group. */
const DESTINATION = /ANT[ÔO]NIO DO CAMPO/i;

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

test.describe('economic groups and the wallet', () => {
  test('a group autofilled from its CNPJ gets a borrower, a subsidiary and a star, then moves to another wallet', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const shell = await loginAsAdmin(page);
    await shell.expandGroup('Cadastro');
    await shell.open('Grupo Econômico');
    await expect(page).toHaveURL(/\/grupo-economico$/);
    await page.getByRole('link', { name: /Novo grupo/ }).click();
    await expect(page).toHaveURL(/\/novo-grupo-economico$/);

    // The CNPJ typed, the personal-data API (through the upstream test double) fills the company.
    const form = new CompanyFormPage(page);
    await form.typeCnpj(UPSTREAM_COMPANY.cnpj);
    await expect(form.cnpj).toHaveValue(UPSTREAM_COMPANY.cnpjDisplay);
    await expect(form.legalName).toHaveValue(UPSTREAM_COMPANY.razao_social);
    await expect(form.tradeName).toHaveValue(UPSTREAM_COMPANY.nome_fantasia);
    // The address too (its CEP's lookup may spell the city in mixed case: the server upper-cases it).
    await expect(form.city).toHaveValue(new RegExp(`^${UPSTREAM_COMPANY.endereco.cidade}$`, 'i'));
    await form.save.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Grupo econômico ${UPSTREAM_COMPANY.razao_social} cadastrado.` }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/grupo-economico\/[0-9a-f-]{36}$/);
    const group = new GroupPage(page);
    await expect(group.heading).toContainText(UPSTREAM_COMPANY.cnpjDisplay);
    const groupUrl = page.url();
    const groupId = group.groupId();

    // A borrower of another root: the upstream does not know it, its data are typed.
    await group.addCompany.click();
    await page.getByRole('link', { name: /^Tomador/ }).click();
    await expect(page).toHaveURL(/\/novo-tomador$/);
    const borrower = new CompanyFormPage(page);
    await borrower.typeCnpj(BORROWER.cnpj);
    await borrower.legalName.fill(BORROWER.razao_social);
    await borrower.save.click();
    await expect(page.getByRole('status').filter({ hasText: BORROWER.razao_social })).toBeVisible();

    // A subsidiary shares the group's CNPJ root.
    await page.goto(groupUrl);
    await group.addCompany.click();
    await page.getByRole('link', { name: /^Filial/ }).click();
    await expect(page).toHaveURL(/\/nova-filial$/);
    const subsidiary = new CompanyFormPage(page);
    await subsidiary.typeCnpj(SUBSIDIARY.cnpj);
    await subsidiary.legalName.fill(SUBSIDIARY.razao_social);
    await subsidiary.save.click();
    await expect(page.getByRole('status').filter({ hasText: SUBSIDIARY.razao_social })).toBeVisible();

    // The borrower's star, pressed, survives a reload (it went to the server through the outbox).
    await page.goto(groupUrl);
    await group.companies.click();
    await expect(page).toHaveURL(/\/tomadores-e-filiais/);
    const companies = new CompanyListPage(page);
    await expect(companies.table.getByRole('row')).toHaveCount(4);
    const star = companies.star(BORROWER.razao_social);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    // The tap shows at once and leaves through the outbox: the reload waits for the server's answer.
    const favourited = page.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().endsWith('/favoritar'),
    );
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    expect((await favourited).ok()).toBe(true);
    // The server holds the star (the administrator's own: stars are per user)...
    const listed = await page.request.get(`/v1/gruposeconomicos/${groupId}/tomadores?page_size=-1`, {
      headers: await adminHeaders(page.request),
    });
    const borrowers = (await listed.json()) as { items: { razao_social: string; favorito: boolean }[] };
    expect(borrowers.items.find((c) => c.razao_social === BORROWER.razao_social)?.favorito).toBe(true);
    // ...and the list saved on the device (what a reload restores) has it too.
    await expect.poll(() => companies.savedAsFavourite(BORROWER.razao_social)).toBe(true);
    await page.reload();
    await expect(companies.star(BORROWER.razao_social)).toHaveAttribute('aria-pressed', 'true');

    // The wallet on a tablet: the new group is the administrator's (the form's default responsible).
    await page.setViewportSize({ width: 768, height: 1024 });
    const wallet = new WalletPage(page);
    await wallet.goto();
    await expect(wallet.row(UPSTREAM_COMPANY.razao_social)).toBeVisible();
    await page.getByLabel('Buscar por nome ou CNPJ').fill(UPSTREAM_COMPANY.cnpjDisplay);
    await expect(page).toHaveURL(/query=/);
    await wallet.select(UPSTREAM_COMPANY.razao_social).check();
    await expect(page.getByRole('status').filter({ hasText: '1 grupo selecionado.' })).toBeVisible();
    // The wallet with a selection is usable with a screen reader (WCAG 2.1 A/AA).
    expect(await axeViolations(page)).toEqual([]);
    await wallet.transfer.click();
    await expect(wallet.dialog).toBeVisible();
    await wallet.chooseDestination('ANTONIO', DESTINATION);
    // The dialog too.
    expect(await axeViolations(page)).toEqual([]);
    await expect(wallet.dialog).toContainText(
      /Transferir 1 grupo da carteira de .+ para ANT[ÔO]NIO DO CAMPO\?/i,
    );
    await wallet.confirm.click();
    await expect(wallet.dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: /1 grupo transferido para ANT[ÔO]NIO DO CAMPO\./i }),
    ).toBeVisible();
    // Gone from the administrator's wallet.
    await expect(wallet.row(UPSTREAM_COMPANY.razao_social)).toHaveCount(0);

    // The group's 'Histórico' shows the transfer, newest first.
    await page.goto(groupUrl);
    const entries = await group.historyEntries();
    await expect(entries.first()).toContainText(/Respons[áa]vel/i);
    await expect(entries.first()).toContainText(DESTINATION);
  });
});
