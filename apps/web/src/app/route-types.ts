import type { TAccountInfo, TRole } from '@carehome/contracts';
import type { ComponentType } from 'react';

// The shape of the route table (route-table.ts): a private route with its access, screen and menu entry.

export type MenuGroup =
  | 'top'
  | 'manageSite'
  | 'infectionControl'
  | 'reporting'
  | 'administration'
  | 'configuration'
  | 'organization'
  | 'provider';

export interface MenuEntry {
  group: MenuGroup;
  /** Key in the `menu` namespace. */
  label: string;
  order: number;
  /** The link when the path has parameters (e.g. the current site's id); null hides the entry. */
  to?: (account: TAccountInfo) => string | null;
  /** Only for staff members (app-mode screens); system users have no staff record. */
  staffOnly?: boolean;
}

export interface AppRoute {
  id: string;
  path: string;
  minRole: TRole;
  /**
   * 'only': the screen runs in app mode (staff on tablets) and is not open to others; 'staff': app mode
   * for staff members, the normal layout for anyone else; 'never': only outside app mode.
   */
  appMode?: 'only' | 'staff' | 'never';
  /** Screens that work without a current site (organization and provider administration). */
  siteIndependent?: boolean;
  /** The screen; routes without one show their title and an empty state until their issue lands. */
  screen?: () => Promise<{ default: ComponentType }>;
  /**
   * Started together with the screen's code when the route is entered (its data and its language
   * file), so that the screen does not wait for its own code before asking for them. `firstScreen`: the
   * page is opening on this route (main.tsx), so nothing is in the query cache yet.
   */
  preload?: (opts?: { firstScreen?: boolean }) => void;
  /**
   * The screen opens with its route's title as its page header (`PageHeader` with `titles.<id>`): the
   * title is shown in that place while the screen's code loads, so it does not wait for the code.
   */
  header?: boolean;
  /** Language files the screen needs, loaded with the first ones when the app opens on this route. */
  namespaces?: readonly string[];
  menu?: MenuEntry;
}
