/**
 * The public HTTP functions only answer reads: anything but GET and HEAD gets 405 with
 * `Allow`, before anything is read.
 */
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

/** Answers 405 to a method other than GET or HEAD; true when it did, and the handler stops there. */
export function refusedMethod(request: Request, response: Response): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  response.set('Allow', 'GET, HEAD').status(405).send('');
  return true;
}
