// Errors a route throws to answer 4xx with a reason; the app's error handler turns them into ApiError bodies.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
