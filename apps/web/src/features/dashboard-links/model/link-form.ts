import {
  DASHBOARD_LINK_ROLES,
  type TDashboardLink,
  type TDashboardLinkInput,
  type TDashboardLinkRole,
  type TLanguage,
  type TTranslations,
  ZSaveDashboardLinks,
} from '@carehome/contracts';
import { dashboardLinkProblems } from '@carehome/domain';
import { translateError } from '../../../lib/api-error.ts';
import { validateForm } from '../../../lib/form-validation.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface LinkDraft {
  /** In `language`; `translations` has it in the others (an empty one is missing). */
  name: string;
  language: TLanguage;
  translations: TTranslations;
  url: string;
  roles: TDashboardLinkRole[];
  isDefault: boolean;
}

/** A new link, named in the author's language. */
export const emptyDraft = (language: TLanguage = 'en'): LinkDraft => ({
  name: '',
  language,
  translations: {},
  url: 'https://',
  roles: [],
  isDefault: false,
});

export const draftOf = (link: TDashboardLink): LinkDraft => ({
  name: link.name,
  language: link.language,
  translations: { ...link.translations },
  url: link.url,
  roles: [...link.roles],
  isDefault: link.isDefault,
});

/** Roles in the order the form lists them (highest first, as the spec lists them). */
export const ROLE_CHOICES: readonly TDashboardLinkRole[] = DASHBOARD_LINK_ROLES;

/**
 * The whole list to save with the draft in place of link `index` (or added at the end when null, or
 * left out when `remove`): a save sends the site's whole list.
 */
export function listWith(links: readonly TDashboardLink[], index: number | null, draft: LinkDraft | null): TDashboardLinkInput[] {
  const inputs: TDashboardLinkInput[] = links.map((l) => ({
    id: l.id,
    name: l.name,
    language: l.language,
    translations: l.translations,
    url: l.url,
    roles: l.roles,
    isDefault: l.isDefault,
  }));
  if (index === null) return draft ? [...inputs, { ...draft }] : inputs;
  if (!draft) return inputs.filter((_, i) => i !== index);
  return inputs.map((l, i) => (i === index ? { ...l, ...draft } : l));
}

/** The position of the edited link in the list sent (the new one is the last). */
export const editedIndex = (links: readonly TDashboardLink[], index: number | null) => index ?? links.length;

/**
 * Problems of the draft beside its fields (name, url, roles, isDefault): the contract's rules (required,
 * a valid http(s) URL) and the domain's (a unique name, one default per role), in the user's language.
 */
export function draftErrors(
  facilityId: string,
  links: readonly TDashboardLink[],
  index: number | null,
  draft: LinkDraft,
  t: Translate,
): Record<string, string> {
  const list = listWith(links, index, draft);
  const at = `links.${editedIndex(links, index)}.`;
  const errors: Record<string, string> = {};
  const checked = validateForm(ZSaveDashboardLinks, { facilityId, links: list }, t);
  for (const [field, message] of Object.entries(checked.errors ?? {})) if (field.startsWith(at)) errors[field.slice(at.length)] ??= message;
  // The domain blames the later of two clashing links: the edited one goes last, so the message is its.
  const others = list.filter((_, i) => i !== editedIndex(links, index));
  const last = `links.${others.length}.`;
  for (const p of dashboardLinkProblems([...others, list[editedIndex(links, index)] as TDashboardLinkInput])) {
    if (!p.field.startsWith(last)) continue;
    const params = 'params' in p ? { ...p.params, role: t(`common:roles.${p.params.role}`) } : {};
    errors[p.field.slice(last.length)] ??= translateError(t, p.code, p.code, params);
  }
  return errors;
}

/** Server field errors (`links.N.url`) of the edited link, by its field. */
export function serverErrorsOf(
  errors: Record<string, string>,
  links: readonly TDashboardLink[],
  index: number | null,
): Record<string, string> {
  const at = `links.${editedIndex(links, index)}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([f, m]) => (f.startsWith(at) ? [[f.slice(at.length), m]] : [])));
}
