import '@testing-library/jest-dom/vitest';
import { createElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { __unsafe_useEmotionCache } from '@emotion/react';

// findBy*/waitFor wait up to 10 s (not 1 s): lists and forms render their rows at transition
// priority (useDeferredValue), and on a busy two-core machine a lazy page and its rows took more than 3 s.
// A passing test waits only as long as the page takes.
configure({ asyncUtilTimeout: 10_000 });

// A desktop screen, as in the browser tests: below 1280px the sidebar starts collapsed (issue 26).
Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1440 });

// Emotion in development writes each rule into a <style> element of its own, which jsdom parses one by one and
// walks for every getComputedStyle (role queries call it per element). Its production ("speedy") mode inserts
// the same rules into one sheet: measured 10-15% less CPU per page test. The cache is @emotion/react's
// default one, reached the only way it is exposed: from a component.
const SpeedyStyles = () => {
  const cache = __unsafe_useEmotionCache();
  if (cache) cache.sheet.isSpeedy = true;
  return null;
};
render(createElement(SpeedyStyles)).unmount();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
