/** A part loaded on first use: nothing while it loads, then the part; a failed chunk becomes the load-error message. */
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { OnDemand } from '../../src/layout/OnDemand';
import { closeMessage, currentMessage } from '../../dataProvider/messages';

describe('OnDemand', () => {
  it('shows the part once its chunk arrives', async () => {
    const Part = lazy(async () => ({ default: () => <p>菜单已加载</p> }));
    render(
      <OnDemand>
        <Part />
      </OnDemand>,
    );
    expect(await screen.findByText('菜单已加载')).toBeInTheDocument();
  });

  it('keeps the page and says the resources failed to load when the chunk cannot be fetched', async () => {
    closeMessage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <main>
        <p>列表仍在</p>
        <OnDemand>
          <Broken />
        </OnDemand>
      </main>,
    );
    await waitFor(() => expect(currentMessage()).toMatchObject({ type: 'error', text: 'layout.loadErrorText' }));
    expect(screen.getByText('列表仍在')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
