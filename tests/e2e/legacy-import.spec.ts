import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Paged } from '../../src/contract/common';
import type { Company, EconomicGroup } from '../../src/contract/economic-groups';
import { apiPath } from '../../src/contract/manifest';
import { economicGroupApi } from '../../src/contract/manifests/economic-groups';
import { policyApi } from '../../src/contract/manifests/policies';
import type { Policy } from '../../src/contract/policies';
import { adminHeaders, loginAsAdmin } from './fixtures';
import { seriousViolations } from './pages/axe';

test.use({ viewport: { width: 1366, height: 768 } });

/** The columns of type 'apolices' the file uses (docs/legacy-import.md), in its order. */
const HEADER = [
  'Seguradora',
  'Número da apólice',
  'CNPJ do grupo',
  'CNPJ do tomador',
  'Modalidade',
  'Sub-modalidade',
  'Importância segurada',
  'Prêmio',
  'Data de emissão',
  'Início de vigência',
  'Fim de vigência',
] as const;
type Row = Record<(typeof HEADER)[number], string>;

/** Valid values from the demo seed: a demo policy without a court case, its insurer, sub-modality and borrower. */
async function demoRefs(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const list = (await (
    await request.get(`${policyApi.list}?page_size=-1`, { headers })
  ).json()) as Paged<Policy>;
  const policy = list.items.find((p) => p.processo === null);
  expect(policy, 'uma apólice de demonstração sem processo').toBeDefined();
  const p = policy as Policy;
  const group = (await (
    await request.get(apiPath(economicGroupApi.item, { id: p.tomador.grupo.id }), { headers })
  ).json()) as EconomicGroup;
  const company = (await (
    await request.get(
      apiPath(economicGroupApi.company, { id: p.tomador.grupo.id, companyId: p.tomador.id }),
      {
        headers,
      },
    )
  ).json()) as Company;
  return {
    insurer: p.seguradora.nome,
    modality: p.modalidade.nome,
    sub: p.submodalidade.nome,
    group: group.cnpj,
    company: company.cnpj,
  };
}

test('legacy import of policies: 3 bad rows previewed and reported, confirmed, imported with errors', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAsAdmin(page);
  const refs = await demoRefs(page.request);
  const tag = `LEG${Date.now().toString(36).toUpperCase()}`;
  const row = (n: number, extra: Partial<Row> = {}): string[] => {
    const r: Row = {
      Seguradora: refs.insurer,
      'Número da apólice': `${tag}-${n}`,
      'CNPJ do grupo': refs.group,
      'CNPJ do tomador': refs.company,
      Modalidade: refs.modality,
      'Sub-modalidade': refs.sub,
      'Importância segurada': '250.000,00',
      Prêmio: '3.125,50',
      'Data de emissão': '10/01/2026',
      'Início de vigência': '10/01/2026',
      'Fim de vigência': '10/01/2027',
      ...extra,
    };
    return HEADER.map((h) => r[h]);
  };
  const rows = [
    ...[1, 2, 3, 4].map((n) => row(n)),
    row(5, { Seguradora: 'Seguradora Que Não Existe' }),
    ...[6, 7].map((n) => row(n)),
    row(8, { 'Início de vigência': '10/01/2027', 'Fim de vigência': '10/01/2026' }),
    ...[9, 10].map((n) => row(n)),
    row(11, { Prêmio: 'mil reais' }),
  ];
  const csv = [HEADER, ...rows].map((r) => r.join(';')).join('\r\n');
  const fileName = `carteira-${tag}.csv`;

  await page.goto('/importacao-legado');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Importação do Legado');
  const found: string[] = [...(await seriousViolations(page, '/importacao-legado'))];

  // New import: the type shows its required columns and its templates; the file goes with its progress.
  await page.getByRole('button', { name: 'Nova importação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova importação' });
  await dialog.getByLabel('Tipo de importação').selectOption('apolices');
  await expect(dialog.getByText(/Obrigatórias: .*Número da apólice/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Baixar modelo CSV' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Baixar modelo XLSX' })).toBeVisible();
  await expect(dialog.getByText(/até 50 MB e 200\.000 linhas/)).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  found.push(...(await seriousViolations(page, 'nova importação')));
  await dialog.getByRole('button', { name: 'Enviar arquivo' }).click();

  // The panel: validated, the preview of the first rows and the 3 bad rows with line, column and reason.
  const panel = page.getByRole('dialog', { name: `Importação: ${fileName}` });
  await expect(panel.getByText('Aguardando confirmação')).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole('heading', { name: 'Prévia das primeiras linhas' })).toBeVisible();
  await expect(panel.getByRole('cell', { name: `${tag}-1`, exact: true })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Linhas com erro (3)' })).toBeVisible();
  const errorRows = panel.getByRole('table', { name: /Linhas com erro/ }).locator('tbody tr');
  await expect(errorRows).toHaveCount(3);
  // Line numbers count the header as line 1.
  await expect(errorRows.nth(0).locator('td').first()).toHaveText('6');
  await expect(errorRows.nth(0).locator('td').nth(1)).toHaveText('Seguradora');
  await expect(errorRows.nth(1).locator('td').first()).toHaveText('9');
  await expect(errorRows.nth(2).locator('td').first()).toHaveText('12');
  await expect(errorRows.nth(2).locator('td').nth(1)).toHaveText('Prêmio');
  found.push(...(await seriousViolations(page, 'importação aguardando confirmação')));

  // The error report: the 3 rows with their original columns plus 'motivo'.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Baixar relatório de erros em CSV' }).click();
  const download = await downloading;
  const report = fs
    .readFileSync(await download.path())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const lines = report.split(/\r?\n/).filter((l) => l.trim() !== '');
  expect(lines[0]).toMatch(/motivo/i);
  expect(lines[0]).toContain('Número da apólice');
  expect(lines).toHaveLength(4);
  for (const n of [5, 8, 11]) expect(report).toContain(`${tag}-${n}`);

  // Confirm: the import runs with a live bar, then ends 'Concluída com erros'.
  await panel.getByRole('button', { name: 'Confirmar importação' }).click();
  // The confirmation answers 'importando' at once: the bar shows before the job's first batch ends.
  const bar = panel.getByRole('progressbar', { name: `Progresso da importação ${fileName}` });
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(panel.getByRole('button', { name: 'Cancelar importação' })).toBeVisible();
  await expect(panel.getByText('Concluída com erros')).toBeVisible({ timeout: 120_000 });
  await expect(panel.getByText('Importadas: 8')).toBeVisible();
  await expect(panel.getByText('Com erro: 3')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Baixar relatório de erros em CSV' })).toBeVisible();
  found.push(...(await seriousViolations(page, 'importação concluída com erros')));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const listed = page.getByRole('row', { name: new RegExp(fileName) });
  await expect(listed.getByText('Concluída com erros')).toBeVisible();

  // An imported policy is in /apolices, found by its number.
  await page.goto(`/apolices?numero=${encodeURIComponent(`${tag}-3`)}`);
  await expect(page.getByText(`${tag}-3`, { exact: true }).first()).toBeVisible();
  expect(found).toEqual([]);
});

test('on a 768 px tablet: the status filter from the URL, the panel of an import without sideways scroll', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsAdmin(page);
  await page.goto('/importacao-legado?status=concluida_com_erros');
  await expect(page.getByLabel('Situação')).toHaveValue('concluida_com_erros');
  // The other test's import (tests share the server, run in order).
  const open = page.getByRole('button', { name: /^Abrir importação carteira-LEG/ }).first();
  await expect(open).toBeVisible();
  const found = await seriousViolations(page, '/importacao-legado 768');
  await open.click();
  const panel = page.getByRole('dialog', { name: /^Importação: carteira-LEG/ });
  await expect(panel.getByText('Concluída com erros')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Confirmar importação' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  found.push(...(await seriousViolations(page, 'painel 768')));
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/item=/);
  expect(found).toEqual([]);
});
