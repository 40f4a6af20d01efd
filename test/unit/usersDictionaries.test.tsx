/**
 * The cached dictionaries (src/system/dictionaries.ts): one fetch per session
 * however many components use one, the data dictionary per type, and the role
 * dictionary kept in the persisted common state.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { getCommonState, setCommonState } from '../../dataProvider/session';
import { dictName, useDictionary } from '../../src/system/dictionaries';
import { calls, held, ok, renderAt, serve, setUpConsole } from './harness';

let roles = [{ code: 'admin', name: '超级管理员' }];

setUpConsole({
  each: () => {
    roles = [{ code: 'admin', name: '超级管理员' }];
    serve({
      'common/queryRoleDict': () => ok(roles),
      'common/queryMenuDict': ok([{ menuId: 1, menuName: '系统管理', dataUnits: [], children: [{ menuId: 2, menuName: '系统用户', dataUnits: ['list'] }] }]),
      'common/queryDataUnitDict': ok([{ code: 'list', name: '列表' }]),
      'common/queryDataDict': ({ query }) => ok([{ code: `${query.type}-1`, name: `类型${query.type}` }]),
    });
  },
});

/** The dictionary calls made: their name under common/ with the query. */
const requests = () =>
  calls()
    .filter((call) => call.path.startsWith('common/'))
    .map((call) => `${call.path.slice('common/'.length)}${Object.keys(call.query).length ? `?${new URLSearchParams(call.query)}` : ''}`);

const Roles = ({ testId }: { testId: string }) => {
  const { data } = useDictionary('role');
  return <div data-testid={testId}>{dictName(data, 'admin')}</div>;
};

const Menus = () => {
  const { data } = useDictionary('menu');
  const units = useDictionary('dataUnit');
  return <div data-testid="menus">{`${data?.[0]?.children?.[0]?.menuName ?? ''}/${units.data?.[0]?.name ?? ''}`}</div>;
};

const DataDict = ({ type }: { type: string }) => {
  const { data } = useDictionary('data', { type });
  return <div data-testid={`data-${type}`}>{data?.[0]?.name ?? ''}</div>;
};

const renderAll = (children: ReactElement) => renderAt('/system/welcome', { page: children });

describe('useDictionary', () => {
  it('fetches each dictionary once for two components, and keeps the roles in the common state', async () => {
    await renderAll(
      <>
        <Roles testId="a" />
        <Roles testId="b" />
        <Menus />
        <Menus />
        <DataDict type="7" />
        <DataDict type="8" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('超级管理员'));
    expect(screen.getByTestId('b')).toHaveTextContent('超级管理员');
    await waitFor(() => expect(screen.getAllByTestId('menus')[1]).toHaveTextContent('系统用户/列表'));
    await waitFor(() => expect(screen.getByTestId('data-8')).toHaveTextContent('类型8'));
    expect(screen.getByTestId('data-7')).toHaveTextContent('类型7');
    expect(requests().sort()).toEqual(['queryDataDict?type=7', 'queryDataDict?type=8', 'queryDataUnitDict', 'queryMenuDict', 'queryRoleDict']);
    expect(getCommonState().roleDict).toEqual(roles);
  });

  it('shows the saved role dictionary while the session fetches it once', async () => {
    setCommonState({ roleDict: [{ code: 'admin', name: '旧名称' }] });
    const fetching = held(ok([{ code: 'admin', name: '新名称' }]));
    serve({ 'common/queryRoleDict': fetching.responder });
    await renderAll(<Roles testId="a" />);
    expect(screen.getByTestId('a')).toHaveTextContent('旧名称');
    fetching.release();
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('新名称'));
    expect(requests()).toEqual(['queryRoleDict']);
  });
});
