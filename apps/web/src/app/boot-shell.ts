/*
 * The boot shell: the signed-in page's frame (header bar, menu column) and the screen's title, written
 * into #root by a small classic script in index.html while the app's code is still on its way. A room
 * board's first paint no longer waits for the app's JavaScript, its language files and its data: the
 * title, the page's largest text, is painted at once, where the screen paints it. React's first render
 * replaces the shell with the same frame and title (main.tsx waits for the router's first screen).
 *
 * The build (build/boot-shell-plugin.ts) bundles this file with the titles of the screens it covers, in
 * every language, into the script. It runs before anything else: no imports but the language rule, and
 * it must never throw.
 */
import { pickLanguageFrom } from '@carehome/domain';

/** A screen the shell covers: its title in every language and whether the menu column shows beside it. */
export interface BootScreen {
  path: string;
  titles: Record<string, string>;
  /** The signed-in layout's menu column (every role on this screen; wide windows only, as the layout). */
  menu: boolean;
  /** Files its first render needs beyond the page's own script (chunks and styles, from the build). */
  preload: string[];
}

export interface BootShellData {
  screens: BootScreen[];
  /** localStorage keys (lib/storage.ts KEYS). */
  accountKey: string;
  languageKey: string;
  languages: readonly string[];
}

/** What the browser tells the shell: the path, the stored account and language, the browser's languages. */
export interface BootContext {
  path: string;
  account: string | null;
  language: string | null;
  browserLanguages: readonly string[];
}

/** The screen and language the shell shows, or null: nobody signed in (or at no site), or a screen it does not cover. */
export function bootScreen(data: BootShellData, ctx: BootContext): { screen: BootScreen; language: string; title: string } | null {
  const path = ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') : ctx.path;
  const screen = data.screens.find((s) => s.path === path);
  if (!screen || !signedInAtSite(ctx.account)) return null;
  // As the app picks its language (lib/i18n.ts initialLanguage).
  const language =
    ctx.language && data.languages.includes(ctx.language) ? ctx.language : pickLanguageFrom(ctx.browserLanguages, data.languages);
  const title = screen.titles[language] ?? screen.titles.en;
  return title ? { screen, language, title } : null;
}

/** A stored account with a token and a current site: the screens the shell covers all need one. */
function signedInAtSite(stored: string | null): boolean {
  if (!stored) return false;
  try {
    const account = JSON.parse(stored) as { token?: { token?: unknown }; facility?: { id?: unknown } | null };
    return typeof account?.token?.token === 'string' && typeof account.facility?.id === 'string';
  } catch {
    return false;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shell's markup (styles in app/public.css, `.boot-*`, matched to the signed-in layout's). */
export function bootShellHtml(title: string, menu: boolean): string {
  return (
    `<div class="boot-shell"${menu ? ' data-menu' : ''} aria-busy="true">` +
    '<div class="boot-header"></div><div class="boot-menu"></div>' +
    `<div class="boot-main"><h1 class="boot-title">${escapeHtml(title)}</h1></div></div>`
  );
}

/**
 * Starts the screen's files now, as the app's own preloads would (a module preload for a chunk, a style
 * preload for a stylesheet, both without credentials as Vite's): the app finds them in the page and does
 * not add them again. Added before the first paint, not in the task that evaluates the app.
 */
function preloadFiles(files: readonly string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
      link.as = 'script';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** Writes the shell into #root when it covers this page; anything unexpected leaves the page as it was. */
export function runBootShell(data: BootShellData): void {
  try {
    const read = (key: string) => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    };
    const shown = bootScreen(data, {
      path: window.location.pathname,
      account: read(data.accountKey),
      language: read(data.languageKey),
      browserLanguages: navigator.languages ?? [navigator.language],
    });
    const root = document.getElementById('root');
    if (!shown || !root || root.firstChild) return;
    document.documentElement.lang = shown.language;
    root.innerHTML = bootShellHtml(shown.title, shown.screen.menu);
    preloadFiles(shown.screen.preload);
  } catch {
    // The app renders as it would without the shell.
  }
}
