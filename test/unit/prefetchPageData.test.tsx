/**
 * A page's data asked for as its route opens (src/crud/prefetchPageData.ts),
 * in react-query's cache under react-admin's keys: a list route asks, with
 * the rows, for the choices of its search form's reference selects, so the
 * list and the select find them there and nothing is asked twice; an edit
 * route asks for its record and its form's select choices, and puts the
 * select's current record in the cache when the choices hold it.
 */
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ResourceDeclarationContext } from '../../src/crud/ResourceContext';
import ResourceListPage from '../../src/crud/list/ResourceListPage';
import { usePrefetchPageData } from '../../src/crud/prefetchPageData';
import { consoleQueryClient } from '../../src/queryClient';
import news from '../../resources/information/news';
import { referenceChoicesParams } from '../../src/crud/referenceChoices';
import { calls, logInAs, ok, quiet, renderAt, serve, setUpConsole } from './harness';

const newsType = news.fields.find((field) => field.name === 'newsTypeId')!;

const NEWS = [{ id: 1, title: '新闻标题1', newsTypeId: 2, releaseTime: '2026-11-01T00:00:00.000Z', isTop: 0, orderSeq: 0 }];
const TYPES = [
  { id: 1, name: '协会动态' },
  { id: 2, name: '行业资讯' },
];

setUpConsole({
  each: () => {
    logInAs({ 9: undefined });
    serve({
      'business/news/queryList': ok({ list: NEWS, total: NEWS.length }),
      'business/newsType/queryList': ok({ list: TYPES, total: TYPES.length }),
      'business/jgPush/queryLastPush': ok({}),
      'business/news/queryDetails': ({ body }) => ok({ ...NEWS[0], id: body.id, newsTypeId: body.id === 1 ? 2 : 7, content: '<p>新闻正文</p>' }),
      'business/newsType/queryDetails': ({ body }) => ok({ id: body.id, name: '旧分类' }),
    });
  },
});

const NAMES: Record<string, string> = { 'business/news/queryList': 'news', 'business/newsType/queryList': 'newsType', 'business/news/queryDetails': 'newsDetail' };
/** What the page asked for, by name (the last-push hints left out). */
const asked = () => calls().flatMap((call) => (call.path === 'business/newsType/queryDetails' ? [`newsTypeDetail ${call.body.id}`] : NAMES[call.path] ? [NAMES[call.path]] : []));

/** The route as ResourcePage opens it: the early data first, the page once its (here held) chunk is in. */
const renderRoute = async () => {
  let release = () => undefined as void;
  const Page = lazy(() => new Promise<{ default: typeof ResourceListPage }>((resolve) => (release = () => resolve({ default: ResourceListPage }))));
  const Route = () => {
    usePrefetchPageData(news, 'list');
    return (
      <Suspense fallback={<p>页面加载中</p>}>
        <Page />
      </Suspense>
    );
  };
  await renderAt(news.routes.list, {
    page: (
      <ResourceDeclarationContext.Provider value={news}>
        <Route />
      </ResourceDeclarationContext.Provider>
    ),
  });
  return { releasePage: () => act(async () => release()) };
};

describe("a list's data asked for as its route opens", () => {
  it("asks for the search form's reference choices with the rows while the page loads; the select takes them", async () => {
    const { releasePage } = await renderRoute();
    await expect.poll(() => asked().sort()).toEqual(['news', 'newsType']);
    expect(screen.getByText('页面加载中')).toBeInTheDocument();

    await releasePage();
    const select = await screen.findByLabelText('新闻分类');
    await within(select).findByRole('option', { name: '行业资讯' });
    expect(await screen.findByText('新闻标题1')).toBeInTheDocument();
    await quiet();
    expect(asked().sort()).toEqual(['news', 'newsType']);
  });
});

/** An edit route's prefetch alone (the page itself is covered by test/e2e/pageDataFirst.test.ts). */
const openEditRoute = async (id: number, cached?: Record<string, unknown>) => {
  const queryClient = consoleQueryClient();
  if (cached) queryClient.setQueryData(['news', 'getOne', { id: String(id) }], cached);
  const PrefetchEdit = () => {
    usePrefetchPageData(news, 'edit');
    return <p>页面加载中</p>;
  };
  await renderAt(`${news.routes.edit}?id=${id}`, { page: <PrefetchEdit />, queryClient });
  return queryClient;
};

const choicesKey = ['newsType', 'getList', { ...referenceChoicesParams(newsType), meta: undefined }];

describe("an edit page's data asked for as its route opens", () => {
  it("asks for the record and the select's choices, and puts its current record in the cache from them", async () => {
    const queryClient = await openEditRoute(1);
    await expect.poll(() => asked().sort()).toEqual(['newsDetail', 'newsType']);
    await expect.poll(() => queryClient.getQueryData(['newsType', 'getMany', { ids: ['2'] }])).toEqual([TYPES[1]]);
    expect(queryClient.getQueryData(['news', 'getOne', { id: '1' }])).toMatchObject({ id: 1, newsTypeId: 2 });
    expect(queryClient.getQueryData(choicesKey)).toMatchObject({ data: TYPES, total: 2 });
  });

  it('asks for the detail of a record cached from a list, which lacks the body', async () => {
    const { content: _omitted, ...fromList } = { ...NEWS[0], content: '<p>正文</p>' };
    const queryClient = await openEditRoute(1, fromList);
    await expect.poll(() => asked().sort()).toEqual(['newsDetail', 'newsType']);
    await expect.poll(() => queryClient.getQueryData(['news', 'getOne', { id: '1' }])).toMatchObject({ content: '<p>新闻正文</p>' });
  });

  it('leaves the current record to the select when the choices do not hold it', async () => {
    const queryClient = await openEditRoute(3);
    await expect.poll(() => asked().sort()).toEqual(['newsDetail', 'newsType']);
    await quiet();
    expect(queryClient.getQueryData(['newsType', 'getMany', { ids: ['7'] }])).toBeUndefined();
    expect(asked().filter((name) => name.startsWith('newsTypeDetail'))).toHaveLength(0);
  });
});
