/**
 * The part of node-polyglot 2.6 (no bundled types) that src/i18n/pageMessages.ts
 * uses; the same Polyglot ra-i18n-polyglot builds the core messages with.
 */
declare module 'node-polyglot' {
  export interface PolyglotOptions {
    locale?: string;
    phrases?: Record<string, unknown>;
    allowMissing?: boolean;
    onMissingKey?: (key: string, options: Record<string, unknown>, locale: string) => string;
  }

  export default class Polyglot {
    constructor(options?: PolyglotOptions);
    /** Adds nested phrases (flattened to dotted keys), synchronously. */
    extend(phrases: Record<string, unknown>, prefix?: string): void;
    has(key: string): boolean;
    t(key: string, options?: Record<string, unknown> | number): string;
    locale(locale?: string): string;
  }
}
