/**
 * A page loaded through lazyChunk (src/crud/form/chunkOnce.ts) renders at once
 * when its chunk is already in: no loading fallback is committed first (React
 * would then reveal the page at most every 300 ms). A chunk still on its way
 * shows the fallback, then the page.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { chunkOnce, lazyChunk } from '../../src/crud/form/chunkOnce';

const Page = () => <p>页面内容</p>;

/** Renders `Lazy` in a Suspense and records, at every commit, whether the fallback or the page was shown. */
const renderRecorded = (Lazy: ReturnType<typeof lazyChunk>) => {
  const shown: string[] = [];
  const Fallback = () => {
    shown.push('fallback');
    return <p>加载中</p>;
  };
  render(
    <Suspense fallback={<Fallback />}>
      <Lazy />
    </Suspense>,
  );
  return shown;
};

describe('lazyChunk', () => {
  it('renders a page whose chunk is in without a fallback', async () => {
    const chunk = chunkOnce(async () => ({ default: Page }));
    await chunk.load();
    const shown = renderRecorded(lazyChunk(chunk));
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(shown).toEqual([]);
  });

  it('shows the fallback while the chunk loads, then the page', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    const chunk = chunkOnce(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)));
    const shown = renderRecorded(lazyChunk(chunk));
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(async () => arrive({ default: Page }));
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(shown).toContain('fallback');
  });
});
