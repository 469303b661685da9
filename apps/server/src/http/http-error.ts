/**
 * A refusal with the HTTP status and the message the client shows; the error handler turns it into the envelope,
 * whose code is the status unless the API gives the refusal its own (105: password incorrect; docs/api.md).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly envelopeCode: number = status,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg: string) => new HttpError(401, msg);
export const forbidden = (msg: string) => new HttpError(403, msg);
export const notFound = (msg: string) => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);

export const ok = <T>(payload: T) => ({ success: true as const, code: 0 as const, payload });
export const fail = (code: number, msg: string) => ({ success: false as const, code, msg });
