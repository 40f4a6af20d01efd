/**
 * Once a form's draft is kept because the session ended, the page may be left
 * without the browser's "unsaved changes" prompt: nothing is lost any more.
 * A capturing listener on window runs before react-admin's own and stops it.
 */
let quiet = false;

const stopPrompt = (event: Event) => {
  if (quiet) event.stopImmediatePropagation();
};

export const leaveWithoutPrompt = () => {
  if (quiet || typeof window === 'undefined') return;
  quiet = true;
  window.addEventListener('beforeunload', stopPrompt, { capture: true });
};

/** For tests: the prompt is back. */
export const resetLeavePrompt = () => {
  quiet = false;
  if (typeof window !== 'undefined') window.removeEventListener('beforeunload', stopPrompt, { capture: true });
};
