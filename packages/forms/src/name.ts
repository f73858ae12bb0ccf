import { z } from 'zod';

/** The longest name a form keeps: a full name with room to spare, and a bound for the database. */
export const NAME_MAX_LENGTH = 100;

/** A person's name as typed (trimmed); issue messages are keys of `formMessages`. */
export const clientName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(NAME_MAX_LENGTH, { error: 'nameTooLong' });
