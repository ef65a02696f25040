import { LANGUAGES, type TLanguage } from '@carehome/contracts';
import { pickLanguage } from '@carehome/domain';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from './api-client.ts';
import { KEYS, storage } from './storage.ts';

export const NAMESPACES = ['common', 'auth', 'menu', 'errors', 'errors-app', 'pages', 'outbox', 'cleaning'] as const;

type LocaleFile = () => Promise<{ default: Record<string, unknown> }>;

// Each language file is its own chunk: a user downloads only their language. The first page's script
// lists only the sign-in screens' files, the signed-in layout's and the room dashboard's (the first
// screen of most users: its texts are on the way to its first paint, and fetching the list first would
// add a round trip); the list of every other file (each adds its hashed name for each language) is a
// chunk of its own, fetched when another screen first needs a file, so that adding a screen's texts
// does not weigh on the sign-in page (e2e/budget.spec.ts).
const firstFiles: Record<string, LocaleFile> = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/{common,auth,errors,menu,pages,outbox,dashboard,room}.json',
);

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const key = `../locales/${language}/${namespace}.json`;
    const first = firstFiles[key];
    const load: Promise<LocaleFile | undefined> = first
      ? Promise.resolve(first)
      : import('./locale-files.ts').then((m) => m.localeFiles[key]);
    load
      .then((file) => (file ? file().then((m) => m.default) : {}))
      .then(
        (data) => callback(null, data),
        (err: Error) => callback(err, null),
      );
  },
};

/** The language to start in: the user's own choice, else the browser's languages. */
export function initialLanguage(): TLanguage {
  const chosen = storage.get(KEYS.language);
  if (chosen && (LANGUAGES as readonly string[]).includes(chosen)) return chosen as TLanguage;
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

function applyLanguage(lang: string): void {
  setRequestLanguage(lang);
  document.documentElement.lang = lang;
}

/**
 * Sets up i18next with the first screen's language files; `extra` names more to load at the same time
 * (the signed-in layout's, and the screen's), so that screens do not suspend for one file after another.
 */
export async function initI18n(extra: readonly string[] = []): Promise<typeof i18next> {
  const lng = initialLanguage();
  applyLanguage(lng);
  i18next.on('languageChanged', applyLanguage);
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      // Only what the first screen needs; screens load their own namespaces as they open.
      ns: ['common', 'auth', 'errors', ...extra],
      defaultNS: 'common',
      // The server's error messages are two files: 'errors' (sign-in, validation, the server and access) loads
      // with the first page; 'errors-app' (every feature's refusals, most of the messages) with the signed-in
      // layout, so the sign-in page does not carry them (its budget, e2e/budget.spec.ts). An 'errors:' key
      // not found in the first is looked up in the second.
      fallbackNS: 'errors-app',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      // Ask for the language files now rather than after a timer: they are on the way to the first paint.
      initAsync: false,
    });
  return i18next;
}

/** Switches language and remembers the choice on this device. */
export async function changeLanguage(lang: TLanguage): Promise<void> {
  storage.set(KEYS.language, lang);
  await i18next.changeLanguage(lang);
}

/** Names of the languages in their own script, for the language menu. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};
