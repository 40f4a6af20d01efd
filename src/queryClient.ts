/**
 * The console's react-query client, which react-admin's controllers use. An
 * answer stays fresh for a few seconds: a page's data asked for as its route
 * opens (src/crud/prefetchPageData.ts) is not asked again by the controller
 * that mounts a moment later. Saves still refresh what they change (react-admin
 * updates and invalidates its queries), and the dictionaries keep their own
 * lifetime (src/system/dictionaries.ts).
 */
import { QueryClient } from '@tanstack/react-query';

export const FRESH_MS = 5_000;

export const consoleQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: FRESH_MS } } });
