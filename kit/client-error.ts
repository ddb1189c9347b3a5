// What a framework or parser error means for the client: every service's error handler asks this first, so a body the
// content-type parser refuses, a body too large or a header the proxy cannot read answers 4xx with a short reason,
// never 500. The reasons are ours or Fastify's own short ones; none quotes the input back.
import { STATUS_CODES } from 'node:http';

export interface ClientError {
  statusCode: number;
  error: string;
  message: string;
}

/** Fastify's content-type parser errors (FST_ERR_CTP_*), each with a reason a client can act on. */
const PARSER_REASONS: Record<string, [status: number, message: string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'this Content-Type is not accepted here'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'the Content-Type header is malformed'],
  FST_ERR_CTP_EMPTY_TYPE: [400, 'the Content-Type header is empty'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'a JSON body may not be empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'the body is not valid JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'the body is too large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length does not match the body'],
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: [500, 'internal error'],
};
/** What fast-content-type-parse (the proxy's parser, in @fastify/reply-from) throws on a header it cannot read. */
const MEDIA_TYPE_PARSE_ERROR =
  /^(invalid media type|invalid parameter format|argument header is required and must be a string)$/;

/** The body of every JSON refusal the BFF and the services give: the status, its standard name, our reason. */
export const errorBody = (statusCode: number, message: string): ClientError => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/** The 4xx answer for an error the client caused, or null when the error is ours (the handler answers 500). */
export function clientErrorOf(error: unknown): ClientError | null {
  if (!(error instanceof Error)) return null;
  const { code, statusCode } = error as Error & { code?: string; statusCode?: number };
  const known = code ? PARSER_REASONS[code] : undefined;
  if (known) return known[0] < 500 ? errorBody(known[0], known[1]) : null;
  if (error instanceof TypeError && MEDIA_TYPE_PARSE_ERROR.test(error.message))
    return errorBody(400, 'the Content-Type header is malformed');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return errorBody(statusCode, error.message);
  return null;
}
