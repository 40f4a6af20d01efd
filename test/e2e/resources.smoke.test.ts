/**
 * The smoke test every declared module gets with no other change: in
 * Chromium against the reference server, its list shows the demo rows, a
 * create appears, an edit persists after a reload, invalid data shows the
 * field's message and keeps the input, and a delete removes the row. A
 * read-only module offers no 新增 or 编辑 and deletes a demo row (unless its
 * contract has no delete call: then it offers no 删除 either); a module
 * declaring an export downloads an .xlsx whose header row is its Chinese labels.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { resources } from '../../resources';
import type { FieldSpec, Resource } from '../../resources/framework';
import { demoRows, formatValidation, validateValue } from '../../resources/framework';
import { listLocation } from '../../resources/framework/tabs';
import { launchBrowser, OPERATOR_SCREEN } from './browser';
import { loginAs } from './session';
import { fillField, labelPattern, textInput } from './formDriver';
import { sampleText, uniqueTag } from './sampleValues';
import { baseUrl } from './fileServer';
import { openInApp } from './navigate';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext(OPERATOR_SCREEN);
  page = await context.newPage();
  await loginAs(page, baseUrl, 'admin');
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !response.url().includes('/api/')) return;
    response.text().then(
      (body) => calls.push(`${response.status()} ${response.url()} ${request.postData()?.slice(0, 300) ?? ''} -> ${body.slice(0, 300)}`),
      () => undefined,
    );
  });
});

/** The last calls the page made, written with a screenshot when a test fails, so a rare failure can be read afterwards. */
const calls: string[] = [];
beforeEach((context) => {
  calls.length = 0;
  context.onTestFailed(async () => {
    const name = context.task.fullName.replace(/[^\p{L}\p{N}]+/gu, '-');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/smoke-${name}.png` }).catch(() => undefined);
    writeFileSync(`test-results/smoke-${name}.log`, `${page.url()}\n${calls.slice(-30).join('\n')}\n`);
  });
});

afterAll(async () => {
  await browser?.close();
});

const nameField = (resource: Resource) => resource.fields.find((field) => field.name === resource.recordName)!;

/** Waits for the edit page's form (the list may still show while the page's chunk loads). */
const formReady = async (resource: Resource, withId: boolean) => {
  await page.waitForURL((url) => url.pathname === resource.routes.edit && url.searchParams.has('id') === withId);
  await page.getByTestId('detail-form').waitFor();
};

/** Saves the form and waits for the success message and the list. */
const save = async (resource: Resource, message: string) => {
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByTestId('message').filter({ hasText: message }).waitFor();
  await page.waitForURL((url) => url.pathname === resource.routes.list);
  // The URL changes before the list replaces the form: its 标题 is not the search's.
  await page.getByTestId('detail-form').waitFor({ state: 'detached' });
};

/**
 * Searches the list by the record's name (when searchable) and returns its row,
 * once the search's answer is shown (`expected` rows: 1, or 0 after a delete).
 */
const findRow = async (resource: Resource, name: string, expected: 0 | 1 = 1) => {
  const field = nameField(resource);
  if (field.search) {
    const search = page.getByRole('search');
    await search.getByRole('textbox', { name: labelPattern(field) }).fill(name);
    await search.getByRole('button', { name: '搜索' }).click();
    await page.getByText(expected === 1 ? '共 1 条记录' : '暂无数据').waitFor();
  }
  return page.getByRole('row').filter({ hasText: name });
};

/** The labels of the exported fields: the declared ones, else the list columns. */
const exportedLabels = (resource: Resource) =>
  resource.export?.fields?.length
    ? resource.export.fields.map((name) => resource.fields.find((field) => field.name === name)!.label)
    : resource.fields.filter((field) => field.column).map((field) => field.label);

/** Clicks 导出 (and the dialog's 导出 when the module asks for a file name) and reads the downloaded workbook's rows. */
const exportRows = async (resource: Resource, fileName = ''): Promise<{ name: string; rows: unknown[][] }> => {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  if (resource.export?.askFileName) {
    const dialog = page.getByRole('dialog');
    if (fileName) await dialog.getByRole('textbox').fill(fileName);
    await dialog.getByRole('button', { name: '导出' }).click();
  }
  const download = await downloaded;
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  await page.getByTestId('message').filter({ hasText: '下载成功' }).waitFor();
  return { name: download.suggestedFilename(), rows };
};

// A module whose calls and pages are bespoke (ownCalls) has its own browser test.
describe.each(resources.filter((resource) => !resource.ownCalls).map((resource) => [resource.title, resource] as const))('%s', (_title, resource) => {
  const tag = uniqueTag();
  const name = sampleText(nameField(resource), tag);
  const renamed = sampleText(nameField(resource), tag, '冒烟改名');
  const required = resource.fields.filter((field) => field.required && !field.formHidden);

  it('lists its demo rows', async () => {
    await openInApp(page, baseUrl, listLocation(resource));
    const demo = await demoRows(resource);
    await page.getByText(`共 ${demo.length} 条记录`).waitFor();
    const tableText = (await page.getByRole('table').textContent()) ?? '';
    const shown = demo.filter((row) => tableText.includes(String((row as Record<string, unknown>)[resource.recordName])));
    expect(shown.length).toBe(Math.min(10, demo.length));
  });

  if (resource.export)
    it('exports the list to an .xlsx whose header row is the Chinese labels', async () => {
      await openInApp(page, baseUrl, listLocation(resource));
      await page.getByText(`共 ${(await demoRows(resource)).length} 条记录`).waitFor();
      const { name, rows } = await exportRows(resource);
      expect(name).toMatch(new RegExp(`^${resource.export!.fileName}_\\d{8}\\.xlsx$`));
      expect(rows[0]).toEqual(exportedLabels(resource));
      expect(rows).toHaveLength(1 + (await demoRows(resource)).length);
    });

  if (resource.readOnly) {
    const deletable = resource.deletable !== false;
    it(deletable ? 'offers no 新增 or 编辑' : 'offers no 新增, 编辑 or 删除, and no 操作 column', async () => {
      await openInApp(page, baseUrl, listLocation(resource));
      await page.getByText(`共 ${(await demoRows(resource)).length} 条记录`).waitFor();
      if (deletable) await page.getByRole('button', { name: '删除' }).first().waitFor();
      else {
        await expect(page.getByRole('button', { name: '删除' }).count()).resolves.toBe(0);
        await expect(page.getByRole('columnheader', { name: '操作' }).count()).resolves.toBe(0);
      }
      await expect(page.getByRole('button', { name: '新增' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: '编辑' }).count()).resolves.toBe(0);
    });

    if (deletable)
      it('deletes a row after a confirmation', async () => {
        const demo = await demoRows(resource);
        const last = String((demo.at(-1) as Record<string, unknown>)[resource.recordName]);
        await openInApp(page, baseUrl, listLocation(resource));
        const row = await findRow(resource, last);
        await expect(row.count()).resolves.toBe(1);
        await row.getByRole('button', { name: '删除' }).click();
        await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
        await page.getByTestId('message').filter({ hasText: '删除成功' }).waitFor();
        await row.waitFor({ state: 'detached' });
        await expect((await findRow(resource, last, 0)).count()).resolves.toBe(0);
      });
    return;
  }

  it('creates a record that then appears in the list', async () => {
    await openInApp(page, baseUrl, listLocation(resource));
    await page.getByRole('button', { name: '新增' }).click();
    await formReady(resource, false);
    for (const field of required) await fillField(page, field, tag, field.name === resource.recordName ? name : undefined);
    await save(resource, '创建成功');
    await expect((await findRow(resource, name)).count()).resolves.toBe(1);
  });

  it('edits it, and the change persists after a reload', async () => {
    const row = await findRow(resource, name);
    await row.getByRole('button', { name: '编辑' }).click();
    await formReady(resource, true);
    const editUrl = page.url();
    const input = textInput(page, nameField(resource));
    await expect(input.inputValue()).resolves.toBe(name);
    await input.fill(renamed);
    await save(resource, '编辑成功');
    // A load of its own: the form shows what the server kept, not what the page remembered.
    await page.goto(editUrl);
    await page.getByTestId('detail-form').waitFor();
    await expect(textInput(page, nameField(resource)).inputValue()).resolves.toBe(renamed);
  });

  it('refuses invalid data with the field message and keeps what was typed', async () => {
    await openInApp(page, baseUrl, resource.routes.edit!);
    await page.getByTestId('detail-form').waitFor();
    const field = nameField(resource);
    const other = resource.fields.find((candidate: FieldSpec) => candidate !== field && candidate.kind === 'text' && !candidate.formHidden && !candidate.pattern && !candidate.rules?.length);
    const kept = other ? sampleText(other, tag, '保留') : undefined;
    if (other && kept) await textInput(page, other).fill(kept);
    const violation = validateValue(field, '');
    expect(violation, 'the smoke test needs a required name field').not.toBeNull();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText(formatValidation(violation!.key, violation!.args)).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(resource.routes.edit);
    if (other && kept) await expect(textInput(page, other).inputValue()).resolves.toBe(kept);
  });

  it('deletes it after a confirmation', async () => {
    await openInApp(page, baseUrl, listLocation(resource));
    const row = await findRow(resource, renamed);
    await expect(row.count()).resolves.toBe(1);
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByTestId('message').filter({ hasText: '删除成功' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await expect((await findRow(resource, renamed, 0)).count()).resolves.toBe(0);
  });
});
