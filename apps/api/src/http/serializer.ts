import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** The writer made for each schema object so far (see serializerCompiler). */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response schema:
 * only declared properties are written (an undeclared column can never leak) and it is several times
 * cheaper per request than validating with zod (GET /menu/nav is the hot path).
 *
 * Fastify asks for a writer per route and status, but most of them answer shared schemas (the error bodies
 * above all), and compiling each anew was most of the time an app takes to build. A zod schema never
 * changes, so one writer per schema object serves every route and every app of the process (a test worker
 * builds an app per file).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const known = compiled.get(schema);
  if (known) return known;
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    // Inline everything: the document is compiled once per schema, references buy nothing here.
    reused: 'inline',
    cycles: 'ref',
    metadata: new z.core.$ZodRegistry(),
  });
  const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  const write = (data: unknown) => stringify(data);
  compiled.set(schema, write);
  return write;
};
