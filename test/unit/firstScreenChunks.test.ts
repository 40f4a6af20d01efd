/**
 * The build's chunk plan (scripts/firstScreenChunks.ts): what the login page
 * and the first screen load, taken from the chunks of a first build pass.
 */
import { describe, expect, it } from 'vitest';
import { planChunks } from '../../scripts/firstScreenChunks';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null, isEntry = false) => ({
  fileName,
  moduleIds,
  imports,
  facadeModuleId,
  isEntry,
});

/** main.tsx with React; App and the list page sharing MUI; an edit page loaded later that shares the list's table and has its own editor. */
const firstPass = [
  chunk('index.js', ['main.tsx', 'LoginForm.tsx'], ['react.js'], 'main.tsx', true),
  chunk('react.js', ['react.js', 'react-dom.js']),
  chunk('App.js', ['App.tsx', 'Layout.tsx'], ['react.js', 'mui.js'], 'App.tsx'),
  chunk('mui.js', ['Button.js', 'Card.js'], ['react.js']),
  chunk('ListPage.js', ['ListPage.tsx'], ['mui.js', 'table.js'], 'ListPage.tsx'),
  chunk('table.js', ['Table.tsx'], ['mui.js']),
  chunk('EditPage.js', ['EditPage.tsx'], ['table.js', 'editor.js'], 'EditPage.tsx'),
  chunk('editor.js', ['RichText.tsx']),
];

describe('the chunk plan of the second build pass', () => {
  it('puts everything /login loads in the login set and the rest of the first screen in the console set', () => {
    const plan = planChunks(firstPass, { console: ['App.tsx', 'ListPage.tsx'] });
    expect([...plan.login].sort()).toEqual(['LoginForm.tsx', 'main.tsx', 'react-dom.js', 'react.js']);
    expect([...plan.console].sort()).toEqual(['App.tsx', 'Button.js', 'Card.js', 'Layout.tsx', 'ListPage.tsx', 'Table.tsx']);
  });

  it('leaves pages opened later, and code only they use, to the natural chunking', () => {
    const plan = planChunks(firstPass, { console: ['App.tsx', 'ListPage.tsx'] });
    for (const id of ['EditPage.tsx', 'RichText.tsx']) {
      expect(plan.login.has(id)).toBe(false);
      expect(plan.console.has(id)).toBe(false);
    }
  });

  it('gives a later group only what the login and the groups before it do not hold', () => {
    const plan = planChunks(firstPass, { console: ['App.tsx', 'ListPage.tsx'], edit: ['EditPage.tsx'] });
    expect([...plan.edit].sort()).toEqual(['EditPage.tsx', 'RichText.tsx']);
    expect(plan.console.has('Table.tsx')).toBe(true);
    expect(plan.edit.has('Table.tsx')).toBe(false);
  });

  it('stops the build with the module named when a first-screen module is no longer a chunk of its own', () => {
    expect(() => planChunks(firstPass, { console: ['App.tsx', 'Gone.tsx'] })).toThrow(/Gone\.tsx is not the module of a chunk/);
  });
});
