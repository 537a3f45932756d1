import { expect, test } from '@playwright/test';
import type { Paged } from '../../src/contract/common';
import { apiPath } from '../../src/contract/manifest';
import { officeApi } from '../../src/contract/manifests/offices';
import type { Office } from '../../src/contract/offices';
import { adminHeaders, loginAsAdmin } from './fixtures';

test.use({ viewport: { width: 768, height: 1024 } });

// The portal keeps its last answers on the device to open without signal. A reload right after a
// change made elsewhere must still show the server's record, not the copy the device saved.
test('a reload shows a change made elsewhere a moment before, not the saved copy', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const list = (await (
    await request.get(`${officeApi.list}?page_size=1`, { headers })
  ).json()) as Paged<Office>;
  const office = list.items[0];
  expect(office).toBeDefined();
  if (!office) return;

  await loginAsAdmin(page);
  await page.goto('/escritorios');
  const table = page.getByRole('table', { name: 'Escritórios' });
  await expect(table.getByRole('cell', { name: office.nome, exact: true })).toBeVisible();
  // The cache is written to the device a moment after each answer.
  await page.waitForTimeout(1_500);

  const read = await request.get(apiPath(officeApi.item, { id: office.id }), { headers });
  const renamed = `${office.nome} RENOMEADO`;
  const { id: _id, atualizado_em: _at, ativo, ...fields } = (await read.json()) as Office;
  const put = await request.put(apiPath(officeApi.item, { id: office.id }), {
    headers: { ...headers, 'if-match': read.headers().etag ?? '' },
    data: { ...fields, ativo, nome: renamed },
  });
  expect(put.status()).toBe(200);

  await page.reload();
  await expect(table.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
});
