/** An error a route answers with its status and body as they are (the app's error handler sends them). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { error: string; message: string; [k: string]: unknown },
  ) {
    super(body.message)
  }
}

export const forbidden = (message: string) => new HttpError(403, { error: 'forbidden', message })
export const notFound = (message: string) => new HttpError(404, { error: 'not-found', message })
export const unauthorized = (message: string) =>
  new HttpError(401, { error: 'unauthorized', message })
