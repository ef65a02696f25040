import * as z from 'zod/mini';
import { trimmed, ZId, ZLanguage, ZTranslations } from './common.ts';
import type { TRole } from './roles.ts';
import { writtenTranslations } from './written-translations.ts';

// Dashboard report links ({name, URL, staff roles, default}; the URL must be a valid http(s) address;
// POST /facility/pbireports): links to a site's external
// dashboards (e.g. Power BI), offered on the portal and the site dashboard to the roles each names.

/**
 * Roles a link can be offered to: those that open the portal and the site dashboard (Nursing and above;
 * Housekeepers and tablets work in app mode, without them). A link is offered to exactly the roles it
 * names: a Nursing link is not offered to a Supervisor.
 */
export const DASHBOARD_LINK_ROLES = [
  'SiteAdministrator',
  'SiteAssistant',
  'MultiFacilityAdministrator',
  'FacilityAdministrator',
  'FacilityAssistant',
  'LeadHousekeeper',
  'Nursing',
] as const satisfies readonly TRole[];
export const ZDashboardLinkRole = z.enum(DASHBOARD_LINK_ROLES);
export type TDashboardLinkRole = z.infer<typeof ZDashboardLinkRole>;

export const DASHBOARD_LINKS_MAX = 50;
export const DASHBOARD_LINK_URL_MAX = 2000;

/** The runtime's WHATWG URL parser (browsers and Node; the contracts compile without the DOM library). */
const UrlParser = (globalThis as unknown as { URL: new (text: string) => { protocol: string; hostname: string } }).URL;

/** An absolute http or https address with a host (what a browser can open in a tab or a frame). */
export function isReportUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new UrlParser(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A report URL: 400 `config.invalid_url` on the field when it is not an http(s) address. */
export const ZDashboardLinkUrl = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(DASHBOARD_LINK_URL_MAX),
  // An empty field is only 'A value is required'.
  z.refine((text) => text === '' || isReportUrl(text), { error: 'Enter a valid URL.', params: { code: 'config.invalid_url' } }),
);

export const DASHBOARD_LINK_NAME_MAX = 100;

const linkFields = {
  /** In `language` (the fallback where the reader's language has no translation). */
  name: trimmed(1, DASHBOARD_LINK_NAME_MAX),
  language: z._default(ZLanguage, 'en'),
  translations: writtenTranslations(DASHBOARD_LINK_NAME_MAX),
  url: ZDashboardLinkUrl,
  roles: z.array(ZDashboardLinkRole).check(z.minLength(1), z.maxLength(DASHBOARD_LINK_ROLES.length)),
  /** Shown first, embedded, on the site dashboard of the roles it names (at most one default per role). */
  isDefault: z.boolean(),
};

export const ZDashboardLink = z.object({ id: ZId, ...linkFields, language: ZLanguage, translations: ZTranslations });
export type TDashboardLink = z.infer<typeof ZDashboardLink>;

/** POST /facility/pbireports: the site's whole list; a link left out is deleted, one without a known id is created. */
export const ZSaveDashboardLinks = z.object({
  facilityId: ZId,
  links: z.array(z.object({ id: z.optional(ZId), ...linkFields })).check(z.maxLength(DASHBOARD_LINKS_MAX)),
});
export type TSaveDashboardLinks = z.infer<typeof ZSaveDashboardLinks>;
export type TDashboardLinkInput = TSaveDashboardLinks['links'][number];

export const ZDashboardLinkList = z.object({ facilityId: ZId, links: z.array(ZDashboardLink) });
export type TDashboardLinkList = z.infer<typeof ZDashboardLinkList>;

/** A link as offered to one person: without the roles list. */
export const ZOfferedLink = z.object({ id: ZId, name: z.string(), translations: ZTranslations, url: z.string(), isDefault: z.boolean() });
export type TOfferedLink = z.infer<typeof ZOfferedLink>;

/** GET /reporting/portal: the site's links the caller's role may open, the default (if any) first. */
export const ZPortalLinks = z.object({ facilityId: ZId, links: z.array(ZOfferedLink) });
export type TPortalLinks = z.infer<typeof ZPortalLinks>;
