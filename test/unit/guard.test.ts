import { describe, expect, it } from 'vitest';
import { guardRedirect } from '../../src/routes/guard';

describe('login guards (spec section 2)', () => {
  it("sends '/' to the console home with a token and to the login page without", () => {
    expect(guardRedirect('/', true)).toBe('/system/welcome');
    expect(guardRedirect('/', false)).toBe('/login');
  });

  it('sends every other path to the login page when there is no token', () => {
    expect(guardRedirect('/information/newsManage', false)).toBe('/login');
    expect(guardRedirect('/no/such/page', false)).toBe('/login');
  });

  it('lets the login page through without a token, and every page through with one', () => {
    expect(guardRedirect('/login', false)).toBeNull();
    expect(guardRedirect('/information/newsManage', true)).toBeNull();
    expect(guardRedirect('/login', true)).toBeNull();
  });
});
