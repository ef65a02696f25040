import type { ConfigLanguage } from '@carehome/domain';
import { createContext, type ReactNode, useContext } from 'react';
import { useConfigText } from '../../../lib/content-language.ts';

const NamesContext = createContext<((text: string) => string) | null>(null);

/**
 * The site configuration's names (clean types, room type, groups, items) in the reader's language for the
 * whole cleaning screen: its parts sit many levels below the page that holds the configuration.
 */
export function ConfigNamesProvider({ config, children }: { config: Partial<ConfigLanguage> | undefined; children: ReactNode }) {
  const name = useConfigText(config);
  return <NamesContext.Provider value={name}>{children}</NamesContext.Provider>;
}

/** `name(text)`: a configuration name in the reader's language. Only inside the cleaning screen. */
export function useConfigName(): (text: string) => string {
  const name = useContext(NamesContext);
  // Outside the provider a name would silently stay as written: a screen of the wrong language.
  if (!name) throw new Error('useConfigName needs a ConfigNamesProvider');
  return name;
}
