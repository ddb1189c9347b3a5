// The payment API's errors, as the provider answers them and its SDK reads them: a status and
// `{ "error": { "type", "code"?, "message", "param"? } }`; the SDK turns `type` into its error class.
export type ApiErrorType = 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: ApiErrorType,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }

  body() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const invalidRequest = (message: string, param?: string, code = 'parameter_invalid') =>
  new ApiError(400, 'invalid_request_error', message, { code, ...(param ? { param } : {}) });

export const noSuch = (what: string, id: string, param = 'id') =>
  new ApiError(404, 'invalid_request_error', `No such ${what}: '${id.slice(0, 80)}'`, {
    code: 'resource_missing',
    param,
  });
