import {
  IMPORT_LIMITS,
  ZOkResponse,
  ZResidentAccessLog,
  ZResidentCheckInOut,
  ZResidentDelete,
  ZResidentDetail,
  ZResidentFacilityQuery,
  ZResidentImportPreview,
  ZResidentImportRequest,
  ZResidentList,
  ZResidentListQuery,
  ZResidentParams,
  ZResidentSave,
} from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { residentAccessLog } from './residents.access-log.ts';
import { applyResidentImport, previewResidentImport } from './residents.import.ts';
import { moveResident } from './residents.moves.ts';
import { createResident, deleteResident, getResident, listResidents, updateResident } from './residents.service.ts';

/** Every file the import contract accepts fits: 2,000,000 characters at up to 3 bytes each in UTF-8, plus the JSON of its cells. */
const IMPORT_BODY_LIMIT = IMPORT_LIMITS.chars * 3 + 1024 * 1024;

const tags = ['residents'];

/** Residents (POST /resident, DELETE /resident, POST /resident/checkinout), with reads, access log and import. */
export function residentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const nursing = { access: { minRole: 'Nursing' as const } };

    app.get(
      '/resident',
      { config: nursing, schema: { tags, querystring: ZResidentListQuery, response: { 200: ZResidentList, ...errorResponses } } },
      async (req) => {
        const status = req.query.status === 'all' ? null : (req.query.status ?? 'Resident');
        return { residents: await listResidents(ctx, requireTenant(req), requestMeta(req), req.query.facilityId, status) };
      },
    );

    app.get(
      '/resident/:id',
      {
        config: nursing,
        schema: {
          tags,
          params: ZResidentParams,
          querystring: ZResidentFacilityQuery,
          response: { 200: ZResidentDetail, ...errorResponses },
        },
      },
      async (req) => getResident(ctx, requireTenant(req), requestMeta(req), req.query.facilityId, req.params.id),
    );

    app.get(
      '/resident/:id/accesslog',
      {
        config: { access: { minRole: 'FacilityAdministrator' as const } },
        schema: {
          tags,
          params: ZResidentParams,
          querystring: ZResidentFacilityQuery,
          response: { 200: ZResidentAccessLog, ...errorResponses },
        },
      },
      async (req) => ({ entries: await residentAccessLog(ctx, requireTenant(req), req.query.facilityId, req.params.id) }),
    );

    app.post(
      '/resident',
      { config: nursing, schema: { tags, body: ZResidentSave, response: { 200: ZResidentDetail, ...errorResponses } } },
      async (req) => {
        const auth = requireTenant(req);
        const { id, ...resident } = req.body.resident;
        const input = { ...req.body, resident };
        return id ? updateResident(ctx, auth, requestMeta(req), id, input) : createResident(ctx, auth, requestMeta(req), input);
      },
    );

    app.delete(
      '/resident',
      { config: nursing, schema: { tags, body: ZResidentDelete, response: { 200: ZOkResponse, ...errorResponses } } },
      async (req) => {
        await deleteResident(ctx, requireTenant(req), requestMeta(req), req.body.facilityId, req.body.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/resident/checkinout',
      { config: nursing, schema: { tags, body: ZResidentCheckInOut, response: { 200: ZResidentDetail, ...errorResponses } } },
      async (req) => moveResident(ctx, requireTenant(req), requestMeta(req), req.body),
    );

    app.post(
      '/resident/import/preview',
      {
        config: nursing,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: { tags, body: ZResidentImportRequest, response: { 200: ZResidentImportPreview, ...errorResponses } },
      },
      async (req) => previewResidentImport(ctx, requireTenant(req), req.body),
    );

    app.post(
      '/resident/import',
      {
        config: nursing,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          summary:
            'Writes the valid rows of a residents file (new residents, updates by resident ID); rows with errors are skipped and listed',
          body: ZResidentImportRequest,
          response: { 200: ZResidentImportPreview, ...errorResponses },
        },
      },
      async (req) => applyResidentImport(ctx, requireTenant(req), requestMeta(req), req.body),
    );
  };
}
