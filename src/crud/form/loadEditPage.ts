/**
 * The declared modules' edit page chunk. ResourcePage loads it with
 * React.lazy; a list calls it when the pointer comes over 新增 or 编辑, so the
 * form is usually in by the click; the entry (src/main.tsx) calls it beside
 * the console's import on a cold edit address. The browser keeps the module once fetched.
 */
export const loadEditPage = () => import('./ResourceEditPage');

export const preloadEditPage = () => void loadEditPage().catch(() => undefined);
