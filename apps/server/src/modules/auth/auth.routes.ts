import {
  type TLanguage,
  ZAccessibleSites,
  ZAccountInfo,
  ZConfirmPasswordRequest,
  ZConfirmPasswordResponse,
  ZDeviceInfo,
  ZDeviceList,
  ZLoginRequest,
  ZLogoutRequest,
  ZOkResponse,
  ZRecoverDeviceRequest,
  ZRefreshRequest,
  ZRegisterDeviceRequest,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZStaffLoginRequest,
  ZSwitchFacilityRequest,
  ZSwitchTenantRequest,
  ZUnregisterDeviceRequest,
} from '@carehome/contracts';
import { languageFromHeader } from '@carehome/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { requireAuth, requireSite } from '../../platform/auth/access.ts';
import { bearerToken } from '../../platform/auth/tokens.ts';
import { requestMeta } from '../../platform/events.ts';

import { errorResponses } from '../../platform/http/schemas.ts';
import { login, logout, refresh } from './auth.service.ts';
import { listDevices, recoverDevice, registerDevice, staffLogin, unregisterDevice } from './devices.service.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.ts';
import { accessibleSites, switchFacility, switchTenant } from './scope.service.ts';

const tags = ['auth'];

/** The language the app shows at sign-in (it sends it as Accept-Language); null when the client sent none. */
function signInLanguage(req: FastifyRequest): TLanguage | null {
  const header = req.headers['accept-language'];
  return header ? languageFromHeader(header) : null;
}

/** The auth API under /api/auth: sign-in by password or PIN, tablets, sessions, password resets, switching scope. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/login',
      { config: { access: { public: true } }, schema: { tags, body: ZLoginRequest, response: { 200: ZAccountInfo, ...errorResponses } } },
      (req) => login(ctx, requestMeta(req), req.device, req.body.user.email, req.body.user.password, signInLanguage(req)),
    );

    app.post(
      '/auth/logout',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, body: ZLogoutRequest, response: { 200: ZOkResponse, ...errorResponses } },
      },
      async (req) => {
        await logout(ctx, requireAuth(req), requestMeta(req));
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/refresh',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, body: ZRefreshRequest, response: { 200: ZAccountInfo, ...errorResponses } },
      },
      (req) => refresh(ctx, requireAuth(req), { ...requestMeta(req), token: bearerToken(req.headers.authorization) ?? '' }),
    );

    app.post(
      '/auth/resetpassword',
      {
        config: { access: { public: true } },
        schema: { tags, body: ZResetPasswordRequest, response: { 200: ZResetPasswordResponse, ...errorResponses } },
      },
      async (req) => {
        const body = req.body.resetPassword;
        await requestPasswordReset(ctx, requestMeta(req), {
          ...body,
          language: body.language ?? languageFromHeader(req.headers['accept-language']),
        });
        return { resetPasswordInfo: { requestSent: true } };
      },
    );

    app.post(
      '/auth/confirmpassword',
      {
        config: { access: { public: true } },
        schema: { tags, body: ZConfirmPasswordRequest, response: { 200: ZConfirmPasswordResponse, ...errorResponses } },
      },
      async (req) => {
        await confirmPasswordReset(ctx, requestMeta(req), req.body.confirmPassword);
        return { confirmPasswordInfo: { passwordReset: true } };
      },
    );

    app.post(
      '/auth/switchTenant',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, body: ZSwitchTenantRequest, response: { 200: ZAccountInfo, ...errorResponses } },
      },
      (req) =>
        switchTenant(
          ctx,
          requireAuth(req),
          { ...requestMeta(req), token: bearerToken(req.headers.authorization) ?? '' },
          req.body.data.tenantId,
        ),
    );

    app.post(
      '/auth/switchFacility',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, body: ZSwitchFacilityRequest, response: { 200: ZAccountInfo, ...errorResponses } },
      },
      (req) =>
        switchFacility(
          ctx,
          requireAuth(req),
          { ...requestMeta(req), token: bearerToken(req.headers.authorization) ?? '' },
          req.body.data.facilityId,
        ),
    );

    app.get(
      '/auth/sites',
      { config: { access: { minRole: 'Housekeeper' } }, schema: { tags, response: { 200: ZAccessibleSites, ...errorResponses } } },
      (req) => accessibleSites(ctx, requireAuth(req)),
    );

    app.post(
      '/auth/registerDevice',
      {
        config: { access: { minRole: 'TabletRegistration' } },
        schema: { tags, body: ZRegisterDeviceRequest, response: { 200: ZDeviceInfo, ...errorResponses } },
      },
      (req) => registerDevice(ctx, requireSite(req), requestMeta(req), req.body.data),
    );

    app.post(
      '/auth/unregisterDevice',
      {
        config: { access: { minRole: 'TabletRegistration' } },
        schema: { tags, body: ZUnregisterDeviceRequest, response: { 200: ZOkResponse, ...errorResponses } },
      },
      async (req) => {
        await unregisterDevice(ctx, requireSite(req), requestMeta(req), req.body.data.deviceId);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/recoverDeviceRegistration',
      {
        config: { access: { minRole: 'TabletRegistration' } },
        schema: { tags, body: ZRecoverDeviceRequest, response: { 200: ZDeviceInfo, ...errorResponses } },
      },
      (req) => recoverDevice(ctx, requireSite(req), requestMeta(req), req.body.data.hardwareId),
    );

    app.get(
      '/auth/devices',
      { config: { access: { minRole: 'TabletRegistration' } }, schema: { tags, response: { 200: ZDeviceList, ...errorResponses } } },
      async (req) => ({ devices: await listDevices(ctx, requireSite(req)) }),
    );

    app.post(
      '/auth/stafflogin',
      {
        config: { access: { public: true } },
        schema: { tags, body: ZStaffLoginRequest, response: { 200: ZAccountInfo, ...errorResponses } },
      },
      (req) => staffLogin(ctx, req.device, requestMeta(req), req.body.pincode, signInLanguage(req)),
    );
  };
}
