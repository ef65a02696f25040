import * as z from 'zod/mini';
import { trimmed, ZEmail, ZId, ZIsoDateTime, ZLanguage, ZTimeZone } from './common.ts';

export const ZColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { message: 'Use a colour like #1E3A5F' }));

/** Report colours of an organization. */
export const ZReportColors = z.object({
  background: ZColor,
  alternateBackground: ZColor,
  headerBackground: ZColor,
  headerText: ZColor,
});
export type TReportColors = z.infer<typeof ZReportColors>;

export const DEFAULT_REPORT_COLORS: TReportColors = {
  background: '#FFFFFF',
  alternateBackground: '#F1F5F9',
  headerBackground: '#1E3A5F',
  headerText: '#FFFFFF',
};

/** A supervisor who receives reports by mail. */
export const ZSupervisor = z.object({ id: ZId, email: ZEmail });

/** An organization (tenant) as administrators see it. */
export const ZTenant = z.object({
  id: ZId,
  name: z.string(),
  companyLogo: z.nullable(z.string()),
  reportColors: ZReportColors,
  supervisors: z.array(ZSupervisor),
  siteCount: z.number(),
  createdAt: ZIsoDateTime,
});
export type TTenant = z.infer<typeof ZTenant>;
export const ZTenantList = z.object({ tenants: z.array(ZTenant) });

export const ZTenantUpdate = z.object({
  tenant: z.object({
    id: ZId,
    name: trimmed(1, 120),
    companyLogo: z.nullable(z.string().check(z.maxLength(200))),
    reportColors: ZReportColors,
    supervisors: z.array(z.object({ id: z.optional(ZId), email: ZEmail })).check(z.maxLength(50)),
  }),
});

/**
 * Onboarding (/admin/onboardtenant): a new organization, its first site, and the
 * sponsor who becomes its organization administrator and gets an invitation to set a password.
 */
export const ZTenantCreate = z.object({
  tenant: z.object({ name: trimmed(1, 120) }),
  site: z.object({ name: trimmed(1, 120), timeZone: ZTimeZone }),
  sponsor: z.object({
    firstName: trimmed(1, 80),
    lastName: trimmed(1, 80),
    email: ZEmail,
    language: z.optional(ZLanguage),
  }),
});
export type TTenantCreate = z.infer<typeof ZTenantCreate>;
export type TTenantUpdate = z.infer<typeof ZTenantUpdate>['tenant'];
export const ZTenantCreated = z.object({ tenant: ZTenant, siteId: ZId, sponsorId: ZId });
