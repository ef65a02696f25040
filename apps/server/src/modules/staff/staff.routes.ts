import {
  ZGeneratedPin,
  ZGeneratePinRequest,
  ZOkResponse,
  ZStaffArchive,
  ZStaffInvite,
  ZStaffList,
  ZStaffMember,
  ZStaffSave,
} from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import {
  archiveStaffMember,
  createStaffMember,
  inviteStaffMember,
  listStaff,
  ownStaffRecord,
  restoreStaffMember,
  updateStaffMember,
} from './staff.service.ts';
import { generateUnusedPin, limitPinProbes } from './staff-pins.ts';

const tags = ['staff'];
const ZStaffQuery = z.object({
  facilityId: z.optional(z.uuid()),
  includeArchived: z.optional(z.enum(['true', 'false'])),
});

/** Staff members (POST /staff), with list, archive/restore and invitation. */
export function staffRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const access = { access: { minRole: 'FacilityAssistant' as const } };

    app.get(
      '/staff',
      { config: access, schema: { tags, querystring: ZStaffQuery, response: { 200: ZStaffList, ...errorResponses } } },
      async (req) => ({
        staffMembers: await listStaff(ctx, requireTenant(req), {
          facilityId: req.query.facilityId,
          includeArchived: req.query.includeArchived === 'true',
        }),
      }),
    );

    app.post(
      '/staff',
      { config: access, schema: { tags, body: ZStaffSave, response: { 200: ZStaffMember, ...errorResponses } } },
      async (req) => {
        const auth = requireTenant(req);
        const { id, ...values } = req.body.staffMember;
        return limitPinProbes(ctx, auth, values.pinCode, () =>
          id ? updateStaffMember(ctx, auth, requestMeta(req), id, values) : createStaffMember(ctx, auth, requestMeta(req), values),
        );
      },
    );

    app.get(
      '/staff/me',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, response: { 200: z.object({ staffMember: z.nullable(ZStaffMember) }), ...errorResponses } },
      },
      async (req) => ({ staffMember: await ownStaffRecord(ctx, requireTenant(req)) }),
    );

    app.post(
      '/staff/archive',
      { config: access, schema: { tags, body: ZStaffArchive, response: { 200: ZStaffMember, ...errorResponses } } },
      async (req) => {
        const auth = requireTenant(req);
        return req.body.archived
          ? archiveStaffMember(ctx, auth, requestMeta(req), req.body.id)
          : restoreStaffMember(ctx, auth, requestMeta(req), req.body.id);
      },
    );

    app.post(
      '/staff/generatepin',
      {
        config: access,
        schema: {
          tags,
          summary: 'A random six-digit PIN that no staff member of the organization has',
          body: ZGeneratePinRequest,
          response: { 200: ZGeneratedPin, ...errorResponses },
        },
      },
      async (req) => ({ pin: await generateUnusedPin(ctx, requireTenant(req), req.body.facilityId) }),
    );

    app.post(
      '/staff/invite',
      { config: access, schema: { tags, body: ZStaffInvite, response: { 200: ZOkResponse, ...errorResponses } } },
      async (req) => {
        await inviteStaffMember(ctx, requireTenant(req), requestMeta(req), req.body.id, req.body.language);
        return { ok: true as const };
      },
    );
  };
}
