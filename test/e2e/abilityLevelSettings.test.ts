/**
 * 等级通用设置 in the browser against the reference server: the admin opens it
 * from 通用设置 on the level list, an invalid value shows its message and is
 * not saved, the coefficient range and the common settings (two single
 * records, each with its 保存) are saved and kept across a reload, and 返回
 * goes back to the list.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

const box = (label: string) => admin.page.getByRole('textbox', { name: new RegExp(`^${label}`) });
const enabledSwitch = () => admin.page.getByRole('switch', { name: '是否开启等级' });
const message = (text: string) => admin.page.getByTestId('message').filter({ hasText: text }).waitFor();
const section = (name: string) => admin.page.getByRole('region', { name });
const save = (name: string) => section(name).getByRole('button', { name: '保存' }).click();
const formLoaded = () => expect.poll(() => box('系数下限').inputValue()).toMatch(/^\d+\.\d{2}$/);

describe('ability level common settings', () => {
  it('opens from 通用设置 on the level list', async () => {
    await admin.open(`/ability/level`);
    await admin.page.getByText('共 6 条记录').waitFor();
    await admin.page.getByRole('button', { name: '通用设置' }).click();
    await admin.page.waitForURL(`${baseUrl}/ability/level/commonEdit`);
    await admin.page.getByRole('region', { name: '等级系数区间' }).waitFor();
    await formLoaded();
    await expect(admin.page.getByTestId('page-title').textContent()).resolves.toBe('等级通用设置');
  });

  it('shows the message of an invalid value and saves nothing', async () => {
    const upper = await box('系数上限').inputValue();
    await box('系数上限').fill('12');
    await save('等级系数区间');
    await admin.page.getByText('系数上限须大于0且不超过10，最多保留两位小数').waitFor();
    await box('升级提示语').fill('升'.repeat(51));
    await save('等级通用设置');
    await admin.page.getByText('升级提示语不能超过50个字符').waitFor();
    await expect(box('系数上限').inputValue()).resolves.toBe('12');
    await admin.page.reload();
    await formLoaded();
    await expect(box('系数上限').inputValue()).resolves.toBe(upper);
  });

  it('saves the coefficient range and a common setting, which are kept across a reload', async () => {
    const wasOn = await enabledSwitch().isChecked();
    await box('系数下限').fill('0.65');
    await box('系数上限').fill('1.8');
    await save('等级系数区间');
    await message('保存成功');
    await admin.page
      .getByText(/^最近保存于/)
      .first()
      .waitFor();
    await box('每日答题上限').fill('80');
    await box('升级提示语').fill('恭喜升级，继续挑战更高等级！');
    await enabledSwitch().click();
    await save('等级通用设置');
    await message('保存成功');
    await admin.page.reload();
    await formLoaded();
    await expect(box('系数下限').inputValue()).resolves.toBe('0.65');
    await expect(box('系数上限').inputValue()).resolves.toBe('1.80');
    await expect(box('每日答题上限').inputValue()).resolves.toBe('80');
    await expect(box('升级提示语').inputValue()).resolves.toBe('恭喜升级，继续挑战更高等级！');
    await expect(enabledSwitch().isChecked()).resolves.toBe(!wasOn);
  });

  it('returns to the level list on 返回', async () => {
    await admin.page.locator('header').getByRole('button', { name: '返回' }).click();
    await admin.page.waitForURL(`${baseUrl}/ability/level`);
    await admin.page.getByText('共 6 条记录').waitFor();
  });
});
