/**
 * A declared unique check (`uniqueCheck`): the module-category form asks
 * commonicon/appCommonModuleType/checkIsCreateType before saving and shows a
 * taken name's refusal on the field without calling add; a read-only module
 * without a detail call (the icon list) is looked up through its list.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DUPLICATE_MODULE_TYPE } from '../../resources/commonIcon/appCommonModuleType';
import { dataProvider } from '../../dataProvider';
import { ALL_UNITS, bodiesOf, callOf, calls, logInAs, ok, refusal, renderAt, serveDeclared, setUpConsole, type Responder } from './harness';

const EDIT = '/commonIcon/moduleClassificationEdit';
const CHECK = 'commonicon/appCommonModuleType/checkIsCreateType';
const TAKEN = '会员服务';

const check: Responder = ({ body }) => (String(body.typeName).trim() === TAKEN ? refusal(DUPLICATE_MODULE_TYPE, { errors: { typeName: DUPLICATE_MODULE_TYPE } }) : ok({ exists: false }));

setUpConsole({
  each: () => {
    logInAs({ 56: ALL_UNITS });
    serveDeclared('appCommonModuleType', [{ id: 4, version: 3, typeName: '信息服务', orderSeq: 4, remark: '' }], { routes: { [CHECK]: check } });
    serveDeclared('appCommonModuleIcon', [
      { id: 1, iconName: '新闻资讯' },
      { id: 2, iconName: '会员服务' },
    ]);
  },
});

const nameInput = () => screen.getByLabelText(/^分类名称/) as HTMLInputElement;
const ADD = () => callOf('appCommonModuleType', 'create');
const UPDATE = () => callOf('appCommonModuleType', 'update');

describe('unique check before saving (checkIsCreateType)', () => {
  it('shows a taken name on the field and does not call add', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt(EDIT);
    await userEvent.type(await screen.findByLabelText(/^分类名称/), TAKEN);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(DUPLICATE_MODULE_TYPE)).toBeInTheDocument();
    expect(bodiesOf(CHECK)).toEqual([{ typeName: TAKEN }]);
    expect(bodiesOf(ADD())).toHaveLength(0);
    expect(nameInput()).toHaveValue(TAKEN);
  });

  it('saves a free name after the check says so', async () => {
    const router = await renderAt(EDIT);
    await userEvent.type(await screen.findByLabelText(/^分类名称/), '数据图表');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(ADD())).toHaveLength(1));
    expect(bodiesOf(CHECK)[0]).toEqual({ typeName: '数据图表' });
    expect(bodiesOf(ADD())[0]).toMatchObject({ typeName: '数据图表' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/commonIcon/moduleClassification'));
  });

  it('sends the record id when editing, so keeping its own name is no duplicate', async () => {
    await renderAt(`${EDIT}?id=4`);
    await screen.findByDisplayValue('信息服务');
    await userEvent.type(nameInput(), '平台');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(UPDATE())).toHaveLength(1));
    expect(bodiesOf(CHECK)[0]).toEqual({ typeName: '信息服务平台', id: 4 });
  });
});

describe('a read-only module without a detail call', () => {
  it('finds records by id in its list (getMany, getOne)', async () => {
    const { data } = await dataProvider.getMany('appCommonModuleIcon', { ids: [2] });
    expect(data).toEqual([{ id: 2, iconName: '会员服务' }]);
    expect((await dataProvider.getOne('appCommonModuleIcon', { id: 1 })).data).toEqual({ id: 1, iconName: '新闻资讯' });
    await expect(dataProvider.getOne('appCommonModuleIcon', { id: 7 })).rejects.toThrow();
    expect(calls().every((call) => call.path === 'portal/appCommonModuleIcon/queryAppCommonModuleIconList')).toBe(true);
  });
});
