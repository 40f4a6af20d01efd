/** Messages of the generic edit pages (src/crud/form). */
export const formMessages = {};
