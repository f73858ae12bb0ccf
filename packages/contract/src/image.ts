import { z } from 'zod';

/** `file` is a URL, absolute or starting with '/static/' (served by the API). */
export const image = z.object({ file: z.string(), alt: z.string() });
export type Image = z.infer<typeof image>;
