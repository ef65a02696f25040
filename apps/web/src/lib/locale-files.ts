// Every language file of the app, each its own chunk (see i18n.ts): loaded lazily, so that the sign-in
// page's script does not carry the name of every screen's file in every language.
export const localeFiles: Record<string, () => Promise<{ default: Record<string, unknown> }>> = import.meta.glob<{
  default: Record<string, unknown>;
}>('../locales/*/*.json');
