import { z } from 'zod';

/** DRF-style error bodies: a message for the whole request... */
export const detailError = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof detailError>;

/** ...or messages per input field. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;
