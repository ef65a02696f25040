import { createContext, useContext } from 'react';
import type { Config } from '../model/config-draft.ts';
import type { Problem } from '../model/validation.ts';

// What the configuration screens' rows share with the editor around them: its edit actions (stable, so
// rows that only edit skip re-rendering) and its state (the draft and the problems shown).

/** Stable for the life of the editor: rows that only edit can skip re-rendering. */
export interface ConfigEditorActions {
  update: (fn: (config: Config) => Config) => void;
  /** The JSON text of a routine's schedule while it is edited as text (undefined: form view). */
  setPendingJson: (routineId: string, text: string | undefined) => void;
  timeZone: string;
}

export interface ConfigEditorState {
  draft: Config;
  base: Config;
  pendingJson: Readonly<Record<string, string>>;
  /** Problems to show: after a save was tried, those of the draft as it is now; and the server's. */
  problems: readonly Problem[];
  /** The translated problem of one field (path in the configuration), if any is shown. */
  fieldError: (path: string) => string | undefined;
}

export const ActionsContext = createContext<ConfigEditorActions | null>(null);
export const StateContext = createContext<ConfigEditorState | null>(null);

export function useConfigActions(): ConfigEditorActions {
  const value = useContext(ActionsContext);
  if (!value) throw new Error('useConfigActions outside ConfigEditorPage');
  return value;
}

export function useConfigState(): ConfigEditorState {
  const value = useContext(StateContext);
  if (!value) throw new Error('useConfigState outside ConfigEditorPage');
  return value;
}

/** Moves the keyboard focus to a field by its configuration path, once the page has shown it. */
export function focusField(path: string, onMissing?: () => void): void {
  let tries = 0;
  const attempt = () => {
    const el = document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
    if (el) {
      el.scrollIntoView({ block: 'center' });
      el.focus({ preventScroll: true });
    } else if (++tries < 10) setTimeout(attempt, 60);
    else onMissing?.();
  };
  setTimeout(attempt, 30);
}
