/**
 * The connection banner (msw): calls that cannot reach the server raise one
 * banner instead of one error message each; the server is probed until it
 * answers, then the banner goes by itself, 已恢复连接 shows once and the
 * visible data is fetched again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ConnectionBanner } from '../../src/layout/ConnectionBanner';
import { commonCalls } from '../../resources/calls/common';

const PROBE_PATH = commonCalls.probeServer.path;
import { post } from '../../dataProvider/http';
import { showMessage, subscribeMessages, type Message } from '../../dataProvider/messages';
import { callsTo, networkError, ok, quiet, renderAt, serve, setUpConsole } from './harness';

const CALL = 'business/news/queryNewsList';
let serverUp: boolean;
let fetches: number;
let shown: Message[];
let stopListening: () => void;

setUpConsole({
  each: () => {
    serverUp = false;
    serve({
      [PROBE_PATH]: () => (serverUp ? ok('KEY') : networkError()),
      [CALL]: () => (serverUp ? ok({ list: [], total: 0 }) : networkError()),
    });
  },
});

beforeEach(() => {
  fetches = 0;
  shown = [];
  stopListening = subscribeMessages((message) => message && shown.push(message));
});
afterEach(() => {
  stopListening();
  vi.useRealTimers();
});

const probes = () => callsTo(PROBE_PATH).length;

/** Some visible data: a query the recovery must fetch again. */
const Visible = () => {
  const { data } = useQuery({
    queryKey: ['visible'],
    queryFn: async () => {
      fetches += 1;
      return `第 ${fetches} 次`;
    },
  });
  return <p>{data}</p>;
};

const renderConsole = () =>
  renderAt('/system/welcome', {
    page: (
      <>
        <ConnectionBanner probeEveryMs={50} />
        <Visible />
      </>
    ),
  });

const failingCall = () => post(CALL, {}).catch(() => undefined);

describe('ConnectionBanner', () => {
  it('shows one banner instead of an error per failed call, and recovers by itself', async () => {
    // The probes' interval on a clock that follows real time and that the test can also move on.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    await renderConsole();
    await screen.findByText('第 1 次');
    expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument();

    await act(async () => {
      await failingCall();
      await failingCall();
      await failingCall();
    });
    expect(screen.getByTestId('connection-banner')).toHaveTextContent('无法连接服务器，正在重试…');
    // react-admin's notification of a failed query is not repeated either
    act(() => {
      showMessage('error', '网络错误，请重新尝试！');
    });
    expect(shown.filter((message) => message.type === 'error')).toEqual([]);
    expect(screen.queryByTestId('message')).not.toBeInTheDocument();
    // another kind of error still shows
    act(() => {
      showMessage('error', '该记录已被他人修改，请刷新后重试');
    });
    expect(screen.getByTestId('message')).toHaveTextContent('该记录已被他人修改，请刷新后重试');

    // The server is probed while down, and the banner stays.
    await waitFor(() => expect(probes()).toBeGreaterThanOrEqual(2));
    expect(screen.getByTestId('connection-banner')).toBeInTheDocument();

    serverUp = true;
    await waitFor(() => expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument());
    expect(await screen.findByTestId('message')).toHaveTextContent('已恢复连接');
    // the visible data is fetched again
    await screen.findByText('第 2 次');
    const probesAtRecovery = probes();
    // Four probe periods on: no probe is sent any more.
    act(() => vi.advanceTimersByTime(200));
    await quiet();
    expect(probes()).toBe(probesAtRecovery);
    expect(shown.filter((message) => message.text === 'connection.restored' || message.text === '已恢复连接')).toHaveLength(1);
  });

  it('shows the errors again once the server answers', async () => {
    await renderConsole();
    await act(async () => {
      await failingCall();
    });
    await screen.findByTestId('connection-banner');
    serverUp = true;
    await waitFor(() => expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument());
    act(() => {
      showMessage('error', '网络错误，请重新尝试！');
    });
    expect(screen.getByTestId('message')).toHaveTextContent('网络错误，请重新尝试！');
  });

  it('stays hidden while the server answers, even with refusals', async () => {
    serverUp = true;
    await renderConsole();
    await act(async () => {
      await post(CALL, {});
    });
    expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument();
    expect(probes()).toBe(0);
  });
});
