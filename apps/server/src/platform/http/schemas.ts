import { ZErrorResponse } from '@carehome/contracts';

/** Error answers every route may give, for the OpenAPI document and response validation. */
export const errorResponses = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
} as const;
