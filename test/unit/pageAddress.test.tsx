/**
 * A page's address (src/crud/pageAddress.tsx): two changes made before the router shows the first build on each
 * other, the router ends on the last one, and an address the page did not write (back, a link) becomes the page's.
 * The router here runs a loader on every navigation, as the console's login guard does, so it shows each
 * navigation later than it is asked for.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageAddress, usePageAddress } from '../../src/crud/pageAddress';

let port: ReturnType<typeof usePageAddress> | undefined;

/** The loader's answers, held until the test lets them go: the router shows a navigation only then. */
let held: Array<() => void> = [];
const release = () => {
  const waiting = held;
  held = [];
  waiting.forEach((answer) => answer());
};

const Probe = () => {
  port = usePageAddress();
  return <p data-testid="asked">{port.search}</p>;
};

const mount = (initial: string[]) => {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        // A loader that answers when the test says so: the router shows the navigation after it.
        loader: () => new Promise((resolve) => held.push(() => resolve(null))),
        hydrateFallbackElement: null,
        element: (
          <PageAddress>
            <Probe />
          </PageAddress>
        ),
      },
      { path: '/other', element: <p>other</p> },
    ],
    { initialEntries: initial, initialIndex: initial.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
};

/** Lets every held loader answer until the router shows `search` (the test's own time limit bounds the wait). */
const settleOn = (router: ReturnType<typeof mount>, search: string) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (router.state.location.search === search && router.state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = router.subscribe(() => {
      check();
      release();
    });
    check();
    release();
  });

const setParam = (name: string, value: string) => (search: string) => {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params.toString()}`;
};

describe('a page’s address', () => {
  it('builds two quick changes on each other and ends the router on the last', async () => {
    const router = mount(['/list?pageNum=3']);
    await act(() => settleOn(router, '?pageNum=3'));
    await screen.findByTestId('asked');
    act(() => {
      port!.update(setParam('range', 'last7'));
      port!.update(setParam('compare', 'previous'));
    });
    // The page shows what it asked for while the router still shows the address before.
    expect(screen.getByTestId('asked')).toHaveTextContent('?pageNum=3&range=last7&compare=previous');
    expect(router.state.location.search).toBe('?pageNum=3');
    await act(() => settleOn(router, '?pageNum=3&range=last7&compare=previous'));
    expect(router.state.location.pathname).toBe('/list');
    expect(screen.getByTestId('asked')).toHaveTextContent('?pageNum=3&range=last7&compare=previous');
  });

  it('takes an address it did not write, and leaves the router alone once it is elsewhere', async () => {
    const router = mount(['/list?pageNum=1', '/list?pageNum=2']);
    await act(() => settleOn(router, '?pageNum=2'));
    await screen.findByTestId('asked');
    void router.navigate(-1);
    await act(() => settleOn(router, '?pageNum=1'));
    await waitFor(() => expect(screen.getByTestId('asked')).toHaveTextContent('?pageNum=1'));
    await act(() => router.navigate('/other'));
    expect(await screen.findByText('other')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });
});
