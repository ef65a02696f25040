import path from 'node:path';
import { LANGUAGES } from '@carehome/contracts';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { BOOT_SCREENS, bootShellData, screenFiles } from '../../build/boot-shell-plugin.ts';
import { type BootContext, type BootShellData, bootScreen, bootShellHtml } from './boot-shell.ts';
import { ROUTES } from './route-table.ts';

const data: BootShellData = {
  screens: [
    { path: '/facility/roomdashboard', menu: true, preload: [], titles: { en: 'Room Dashboard', fr: 'Tableau de bord des chambres' } },
  ],
  accountKey: 'carehome.account',
  languageKey: 'carehome.language',
  languages: ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'],
};
const account = JSON.stringify({ token: { token: 't' }, facility: { id: 'site' } });
const ctx = (over: Partial<BootContext> = {}): BootContext => ({
  path: '/facility/roomdashboard',
  account,
  language: null,
  browserLanguages: ['en-US'],
  ...over,
});

describe('the boot shell', () => {
  it('shows the screen title of a signed-in account at a site, in the language the app will pick', () => {
    expect(bootScreen(data, ctx())?.title).toBe('Room Dashboard');
    expect(bootScreen(data, ctx({ path: '/facility/roomdashboard/' }))?.title).toBe('Room Dashboard');
    expect(bootScreen(data, ctx({ browserLanguages: ['fr-CA', 'en'] }))).toMatchObject({
      language: 'fr',
      title: 'Tableau de bord des chambres',
    });
    // The user's own choice wins over the browser's; a language without the title falls back to English.
    expect(bootScreen(data, ctx({ language: 'fr', browserLanguages: ['es'] }))?.title).toBe('Tableau de bord des chambres');
    expect(bootScreen(data, ctx({ language: 'es' }))).toMatchObject({ language: 'es', title: 'Room Dashboard' });
  });

  it('shows nothing on screens it does not cover, signed out, at no site or with a broken account', () => {
    expect(bootScreen(data, ctx({ path: '/login' }))).toBeNull();
    expect(bootScreen(data, ctx({ account: null }))).toBeNull();
    expect(bootScreen(data, ctx({ account: JSON.stringify({ token: { token: 't' }, facility: null }) }))).toBeNull();
    expect(bootScreen(data, ctx({ account: '{not json' }))).toBeNull();
  });

  it('writes the title as text', () => {
    const html = bootShellHtml('Rooms <b>&</b>', true);
    expect(html).toContain('<h1 class="boot-title">Rooms &#60;b&#62;&#38;&#60;/b&#62;</h1>');
    expect(html).toContain('data-menu');
    expect(bootShellHtml('Rooms', false)).not.toContain('data-menu');
  });

  it('covers screens that open with their route title, with it in every language, the menu column as the layout shows it', () => {
    const built = bootShellData();
    expect([...built.languages].sort()).toEqual([...LANGUAGES].sort());
    for (const screen of BOOT_SCREENS) {
      const route = ROUTES.find((r) => r.id === screen.id);
      expect(route).toMatchObject({ path: screen.path, header: true });
      // The layout drops the menu column only in app mode, which these screens never are.
      expect(route?.appMode === undefined || route.appMode === 'never').toBe(screen.menu);
      const titles = built.screens.find((s) => s.path === screen.path)?.titles ?? {};
      expect(Object.keys(titles).sort()).toEqual([...LANGUAGES].sort());
    }
  });
});

describe("the boot shell's preloads", () => {
  const src = (m: string) => path.resolve(import.meta.dirname, '..', m);
  const chunk = (fileName: string, over: Partial<Rollup.OutputChunk> & { css?: string[] } = {}) =>
    ({
      type: 'chunk',
      fileName,
      imports: [],
      isEntry: false,
      facadeModuleId: null,
      viteMetadata: { importedCss: new Set(over.css ?? []) },
      ...over,
    }) as unknown as Rollup.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
      chunk('assets/react.js'),
      chunk('assets/private-layout.js', {
        facadeModuleId: src('app/layout/private-layout.tsx'),
        imports: ['assets/ui.js', 'assets/react.js'],
      }),
      chunk('assets/guards.js', { facadeModuleId: src('app/guards.tsx'), imports: ['assets/react.js'] }),
      chunk('assets/board.js', {
        facadeModuleId: src('features/dashboard/pages/dashboard-page.tsx'),
        imports: ['assets/tile.js'],
        css: ['assets/board.css'],
      }),
      chunk('assets/tile.js', { imports: ['assets/ui.js'] }),
      chunk('assets/ui.js', { css: ['assets/ui.css'] }),
      chunk('assets/history-popup.js', {
        facadeModuleId: src('features/dashboard/components/history-popup.tsx'),
        imports: ['assets/ui.js'],
      }),
    ].map((c) => [c.fileName, c]),
  ) as Rollup.OutputBundle;

  it('are what the layout, the guard and the screen import, with their styles, less what the page itself loads', () => {
    const files = screenFiles(bundle, 'features/dashboard/pages/dashboard-page.tsx');
    expect([...files].sort()).toEqual(
      [
        '/assets/board.css',
        '/assets/board.js',
        '/assets/guards.js',
        '/assets/private-layout.js',
        '/assets/tile.js',
        '/assets/ui.css',
        '/assets/ui.js',
      ].sort(),
    );
  });
});
