import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 3 s (not 1 s): lists and forms render their rows at transition
// priority (useDeferredValue), which on the shared 2-CPU machines can take more than a second.
configure({ asyncUtilTimeout: 3000 });

// A desktop screen, as in the browser tests: below 1280px the sidebar starts collapsed (issue 26).
Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1440 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
