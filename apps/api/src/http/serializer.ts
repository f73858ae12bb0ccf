import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response schema:
 * only declared properties are written (an undeclared column can never leak) and it is several times
 * cheaper per request than validating with zod (GET /menu/nav is the hot path).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    // Inline everything: the document is compiled once per route, references buy nothing here.
    reused: 'inline',
    cycles: 'ref',
    metadata: new z.core.$ZodRegistry(),
  });
  const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  return (data) => stringify(data);
};
