/**
 * The console's chunk (router, react-admin and the layout), fetched once while
 * the operator types on the login page, so it is there when the login answers.
 */
let loading: Promise<unknown> | null = null;

export const loadConsole = () => import('../../App');

export const preloadConsole = () => {
  loading ??= loadConsole().catch(() => {
    // A failed preload is tried again when the console opens, which reports its own failure.
    loading = null;
  });
};
