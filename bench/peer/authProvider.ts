/** A minimal authProvider: any non-empty user name and password log in; the token lives in localStorage. */
import type { AuthProvider } from 'react-admin';

const KEY = 'peer-token';

export const authProvider: AuthProvider = {
  login: async ({ username, password }: { username?: string; password?: string }) => {
    if (!username || !password) throw new Error('Invalid credentials');
    localStorage.setItem(KEY, `token-${username}`);
  },
  logout: async () => {
    localStorage.removeItem(KEY);
  },
  checkAuth: async () => {
    if (!localStorage.getItem(KEY)) throw new Error('Not logged in');
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401 || error?.status === 403) {
      localStorage.removeItem(KEY);
      throw error;
    }
  },
  getIdentity: async () => ({ id: 'user', fullName: (localStorage.getItem(KEY) ?? '').replace(/^token-/, '') }),
  getPermissions: async () => undefined,
};
