/** The demo logins the seed creates (README), shared by the browser tests and the benchmark. */
export const DEMO = {
  admin: { username: 'admin', password: 'Admin@2026' },
  editor: { username: 'editor', password: 'Editor@2026' },
} as const;
