/** Messages of the generic list pages (src/crud/list). */
export const crudMessages = {};
