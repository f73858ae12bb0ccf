import { detailError } from '@vitrina/contract';
import { z } from 'zod';

export { detailError, fieldErrors } from '@vitrina/contract';

/**
 * Every request object schema (body, querystring, params) is built here. `z.object` STRIPS keys it does not
 * declare, so a handler only ever sees declared fields and an unknown field can never reach a database write
 * (no mass assignment). Do not use `z.looseObject`/`.passthrough()` for input.
 */
export const inputObject = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape);

/** The error responses every route may give, for the OpenAPI document. */
export const commonErrors = {
  403: detailError.describe('Missing or wrong X-Frontend-Key'),
  500: detailError,
} as const;
