import fc from 'fast-check';

// Hostile requests for the OpenAPI fuzz test (openapi-fuzz.test.ts): for one operation of the document, a
// request whose path, query, headers and body mix values the route declares with values no client should send.
// Plausible values matter as much as junk: a body that is wrong everywhere stops at the first check, one that is
// right but for one field reaches the code behind it.

/** The subset of JSON Schema the document's request schemas use (no $ref: they are inlined). */
interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  required?: string[];
}

/**
 * How hostile a request is. A rough one is junk in many places and mostly stops at the first check; a gentle one
 * is of the declared shape but for a value or two, and reaches the handler, the database and the rules behind.
 */
interface Mood {
  /** How often a field, parameter or segment is hostile: 1 in (1 + plausibleWeight). */
  plausibleWeight: number;
  /** Whether keys no schema declares, odd headers and bodies of the wrong kind are sent. */
  rough: boolean;
}

const gentle: Mood = { plausibleWeight: 12, rough: false };
const rough: Mood = { plausibleWeight: 1.5, rough: true };

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** As the document writes it: '/calculator/cart/{id}/items/{itemId}/'. */
  path: string;
  parameters: Parameter[];
  /** The body the route reads, when it reads one. */
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema };
  /** False for a page a person's browser shows (the sandbox bank, the back office): it may refuse in HTML. */
  answersJson: boolean;
}

/** Every operation of an OpenAPI document. */
export function operationsOf(document: {
  paths: Record<string, Record<string, DocumentOperation>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const multipart = content['multipart/form-data']?.schema;
      const answersJson = Object.entries(operation.responses ?? {}).some(
        ([status, response]) => status.startsWith('2') && 'application/json' in (response.content ?? {}),
      );
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        answersJson,
        ...(json
          ? { body: { kind: 'json' as const, schema: json } }
          : multipart
            ? { body: { kind: 'multipart' as const, schema: multipart } }
            : {}),
      };
    }),
  );
}

/** The property a polluted prototype would show: the test checks Object.prototype never gains it. */
export const pollutionMarker = 'fuzzPolluted';

const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** `object` with an own, enumerable `key` even when it is '__proto__' (JSON.stringify then writes it). */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}

/** The same code points, lone surrogates replaced, so encodeURIComponent cannot throw. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

// ---------------------------------------------------------------------------------------------------------------
// Values

/** Values of every JSON type but the expected one, and the strings that look like the expected one. */
const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  0.5,
  -0,
  1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '0',
  '1',
  '-1',
  '1e309',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
  '9'.repeat(40),
  [],
  {},
  [null],
  [''],
  [[[]]],
);

/** Text with control characters (NUL among them), invisible or direction-changing ones, and lone surrogates. */
const controlText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('\u0000', '\u0007', '\u001b', '\r\n', '\u007f', '\u2028', '\ufeff', '\u202e', '\ud800'),
      fc.string({ maxLength: 10 }),
    )
    .map(([before, odd, after]) => before + odd + after),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE orders; --',
    '<script>alert(1)</script>',
    '{{7*7}}<%= 7*7 %>#{7*7}',
    '../../../../etc/passwd',
    'ИНДЕКС',
    'Ștefan cel Mare 😀',
    '%00',
    '\\u0000',
  ),
);

/** Up to ~100 kB of one repeated piece: far past every declared maximum, well within the 1 MiB body limit. */
const hugeText = fc
  .tuple(fc.constantFrom('a', 'я', '\u0000', '😀', ' ', "'", '<b>'), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** Objects whose keys are the prototype's: on their own, or nested one level down. */
const prototypeObject: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(...prototypeKeys), fc.boolean())
  .map(([key, nested]) => {
    const payload =
      key === 'constructor' ? { prototype: { [pollutionMarker]: true } } : { [pollutionMarker]: true };
    const object = withKey({}, key, payload);
    return nested ? { value: object, list: [object] } : object;
  });

/** Nested junk: objects and arrays of the above, a few levels deep. */
const nestedJunk: fc.Arbitrary<unknown> = fc.letrec<{ junk: unknown }>((tie) => ({
  junk: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    wrongType,
    controlText,
    prototypeObject,
    fc.array(tie('junk'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...prototypeKeys)), tie('junk'), {
      maxKeys: 4,
    }),
  ),
})).junk;

/** A value no field expects. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: wrongType },
  { weight: 3, arbitrary: controlText },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: nestedJunk },
  { weight: 1, arbitrary: prototypeObject },
);

function patternString(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  if (!schema.pattern) return undefined;
  try {
    return fc.stringMatching(new RegExp(schema.pattern));
  } catch {
    return undefined;
  }
}

/**
 * What a person would type in a field of this name. The document declares the forms' fields as plain strings (their
 * rules live in @vitrina/forms), and a random string is never a Moldovan phone: without these, no form is ever
 * accepted and what comes after the validation is never reached.
 */
function typedBy(name: string): fc.Arbitrary<string> | undefined {
  if (/email/.test(name)) return fc.stringMatching(/^[a-z]{3,12}$/).map((user) => `${user}@mail.md`);
  if (/phone/.test(name)) return fc.stringMatching(/^\+373 \([67]\d{2}\) \d{3}-\d{2}$/);
  if (/password/.test(name)) return fc.constant('Rama-Termopan-2026!');
  if (/name/.test(name)) return fc.constantFrom('Ion Popescu', 'Ana', 'Ștefan cel Mare', "O'Neil-Rusu");
  return undefined;
}

/** A value of the declared type, near its bounds as often as well inside them; `name` is the field's. */
function plausibleValue(schema: JsonSchema, mood: Mood = rough, name = ''): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  const value = ((): fc.Arbitrary<unknown> => {
    if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    if (alternatives && alternatives.length > 0)
      return fc.oneof(...alternatives.map((alternative) => plausibleValue(alternative, mood)));
    switch (schema.type) {
      case 'integer':
      case 'number': {
        // A window's sizes in millimetres: the document allows any integer, the calculators a few metres.
        if (/^(width|height)$/.test(name)) return fc.integer({ min: 200, max: 4_000 });
        const min = schema.minimum ?? -(2 ** 31);
        const max = schema.maximum ?? 2 ** 31;
        const bounded = (low: number, high: number) =>
          schema.type === 'integer'
            ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
            : fc.double({ min: low, max: high, noNaN: true });
        // Small ids name rows the seed made; the bounds and one past them are where checks go wrong. A range
        // that holds no small number (a year from 1990) has no small ids.
        const small = [Math.max(min, 0), Math.min(max, 12)] as const;
        return fc.oneof(
          ...(small[0] <= small[1] ? [bounded(...small)] : []),
          fc.constantFrom(min, max, min - 1, max + 1),
          bounded(min, max),
        );
      }
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(schema.items ? fieldValue(schema.items, mood) : hostileValue, {
          maxLength: Math.min(schema.maxItems ?? 4, 4) + 1,
        });
      case 'object':
        return objectOf(schema, mood);
      case 'string': {
        const typed = typedBy(name);
        if (typed && !schema.pattern) return typed;
        const maxLength = Math.min(schema.maxLength ?? 40, 40);
        const minLength = Math.min(schema.minLength ?? 0, maxLength);
        if (schema.format === 'email') return fc.emailAddress();
        if (schema.format === 'date' || schema.format === 'date-time')
          return fc
            .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
            .map((date) => (schema.format === 'date' ? date.toISOString().slice(0, 10) : date.toISOString()));
        const lengths = [minLength, maxLength, (schema.maxLength ?? 40) + 1];
        return fc.oneof(
          patternString(schema) ?? fc.string({ minLength, maxLength }),
          fc.string({ minLength, maxLength }),
          fc.constantFrom(...lengths).map((length) => 'a'.repeat(length)),
        );
      }
      default:
        return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue);
    }
  })();
  return schema.nullable ? fc.oneof(fc.constant(null), value) : value;
}

/** A field's value: usually of the declared type, often anything but. */
function fieldValue(schema: JsonSchema, mood: Mood = rough, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: mood.plausibleWeight * 2, arbitrary: plausibleValue(schema, mood, name) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** Keys no schema declares: the prototype's, an empty one, look-alikes. */
const strayKey = fc.oneof(
  fc.constantFrom(...prototypeKeys, '', ' ', 'id', 'user_id', 'role', 'is_staff', 'status', 'email '),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/**
 * An object for `schema`: any subset of its declared fields (required ones left out too), each of the right
 * type or not, sometimes with keys it does not declare, the prototype's among them.
 */
function objectOf(schema: JsonSchema, mood: Mood = rough): fc.Arbitrary<Record<string, unknown>> {
  const declared = schema.properties ?? {};
  const declaredFields = fc.record(
    Object.fromEntries(
      Object.entries(declared).map(([key, property]) => [key, fieldValue(property, mood, key)]),
    ),
    { requiredKeys: mood.rough ? [] : (schema.required ?? []).filter((key) => key in declared) },
  );
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ maxLength: 12 }), fieldValue(schema.additionalProperties, mood), {
          maxKeys: 3,
        })
      : fc.constant({});
  return fc
    .tuple(
      declaredFields,
      extra,
      fc.array(fc.tuple(strayKey, hostileValue), { maxLength: 2 }),
      fc.nat({ max: 4 }),
    )
    .map(([fields, additional, strays, strayChance]) => {
      const object: Record<string, unknown> = { ...additional, ...fields };
      // Mostly the declared fields alone: a stray key answers 400 before any other field is looked at.
      if (mood.rough && strayChance === 0) for (const [key, value] of strays) withKey(object, key, value);
      return object;
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Paths and queries

/** Path segments that are not what any route expects, already percent-encoded where they need to be. */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '..',
    '.',
    '%2e%2e',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2F',
    '%5C',
    '%ZZ',
    '%',
    '%E0%A4%A',
    '%ED%A0%80',
    '%C0%AE%C0%AE',
    '-1',
    '0',
    '1.5',
    '1e3',
    '1e309',
    '0x10',
    '99999999999999999999',
    '2147483648',
    '%20',
    '__proto__',
    'constructor',
    'prototype',
    encodeURIComponent('ИНДЕКС'),
    encodeURIComponent('😀'),
    encodeURIComponent('\u202eevil'),
  ),
  fc.integer({ min: 100, max: 10_000 }).map((length) => 'a'.repeat(length)),
  controlText.map((text) => encodeURIComponent(wellFormed(text))),
);

/**
 * Values that name real rows, by path parameter: the test's own cart and its line, so that gentle requests to
 * the cart's routes reach the cart rather than a 404.
 */
export type KnownValues = Record<string, readonly (string | number)[]>;

/** The text of a path parameter: a row the test knows, one of its declared type, or hostile. */
function pathSegment(parameter: Parameter, mood: Mood, known: KnownValues): fc.Arbitrary<string> {
  if (parameter.name === '*')
    return fc
      .array(fc.oneof(hostileSegment, fc.constantFrom('assets', 'index.html', '')), { maxLength: 4 })
      .map((segments) => segments.join('/'));
  const rows = known[parameter.name] ?? [];
  return fc.oneof(
    {
      weight: rows.length > 0 && !mood.rough ? mood.plausibleWeight * 6 : 0,
      arbitrary: fc.constantFrom(...(rows.length > 0 ? rows : [1])).map(String),
    },
    {
      weight: mood.plausibleWeight * 2,
      arbitrary: plausibleValue(parameter.schema ?? {}, mood).map((value) =>
        encodeURIComponent(wellFormed(String(value))),
      ),
    },
    { weight: 2, arbitrary: hostileSegment },
  );
}

const asText = (value: unknown) =>
  wellFormed(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** One declared query parameter in the shapes a query string can give it: once, twice, bracketed, bare. */
function queryPairs(parameter: Parameter, mood: Mood): fc.Arbitrary<string[]> {
  const name = encodeURIComponent(parameter.name);
  const value = fieldValue(parameter.schema ?? {}, mood, parameter.name).map((value) =>
    encodeURIComponent(asText(value).slice(0, 5_000)),
  );
  if (!mood.rough) return value.map((text) => [`${name}=${text}`]);
  return fc.oneof(
    { weight: 3, arbitrary: value.map((text) => [`${name}=${text}`]) },
    { weight: 1, arbitrary: fc.tuple(value, value).map(([a, b]) => [`${name}=${a}`, `${name}=${b}`]) },
    { weight: 1, arbitrary: value.map((text) => [`${name}[]=${text}`]) },
    { weight: 1, arbitrary: value.map((text) => [`${name}[${pollutionMarker}]=${text}`]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<string[]>([name], [`${name}=`], [`${name}=%00`], [`${name}=%ZZ`]),
    },
  );
}

/** Parameters no route declares: the prototype's, nested the way `qs` would read them, and odd ones. */
const strayQuery = fc.constantFrom(
  `__proto__[${pollutionMarker}]=1`,
  `__proto__=${pollutionMarker}`,
  `constructor[prototype][${pollutionMarker}]=1`,
  `prototype[${pollutionMarker}]=1`,
  'constructor=1',
  'toString=1',
  'hasOwnProperty=x',
  'utm_source=newsletter',
  '=',
  '&&',
  '%00=%00',
  `${'k'.repeat(3_000)}=1`,
);

function queryOf(parameters: Parameter[], mood: Mood): fc.Arbitrary<string> {
  const declared = parameters.filter((parameter) => parameter.in === 'query');
  return fc
    .tuple(
      fc.tuple(...declared.map((parameter) => fc.option(queryPairs(parameter, mood), { nil: undefined }))),
      mood.rough ? fc.array(strayQuery, { maxLength: 2 }) : fc.constant([]),
    )
    .map(([pairs, strays]) => {
      const all = [...pairs.flatMap((pair) => pair ?? []), ...strays];
      return all.length > 0 ? `?${all.join('&')}` : '';
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Bodies

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

const brokenJson = fc.constantFrom(
  '{',
  '{"email": ',
  "{'a': 1}",
  '[1,]',
  '{"a":1,}',
  'undefined',
  'NaN',
  '{"a":1}garbage',
  '\u0000',
  ' ',
  '\ufeff{}',
  '{"a":"\u0000',
  `{"__proto__":{"${pollutionMarker}":true}`,
  '{"a":1e99999}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
);

/**
 * A field (or the whole body) nested thousands of arrays or objects deep, written as text: JSON.stringify could
 * not write it, and String() or a recursive walk on the server cannot read it.
 */
function deepJson(schema: JsonSchema): fc.Arbitrary<string> {
  const fields = Object.keys(schema.properties ?? {});
  return fc
    .tuple(
      fc.option(fc.constantFrom(...(fields.length > 0 ? fields : ['a'])), { nil: undefined }),
      fc.constantFrom(['[', ']'], ['{"a":', '}']),
      fc.integer({ min: 1_000, max: 100_000 }),
    )
    .map(([field, [open, close], depth]) => {
      const deep = open.repeat(depth) + (open === '[' ? '' : '1') + close.repeat(depth);
      return field === undefined ? deep : `{${JSON.stringify(field)}:${deep}}`;
    });
}

/** Prototype keys written as JSON text, at the top and nested, beside fields the route may accept. */
const pollutingJson = fc
  .tuple(fc.constantFrom(...prototypeKeys), fc.boolean(), fc.jsonValue({ maxDepth: 1 }))
  .map(([key, nested, other]) => {
    const inner =
      key === 'constructor' ? `{"prototype":{"${pollutionMarker}":true}}` : `{"${pollutionMarker}":true}`;
    const polluting = `{"${key}":${inner}}`;
    return nested ? `{"other":${json(other)},"nested":${polluting},"list":[${polluting}]}` : polluting;
  });

const boundary = 'fuzzboundary';

/** A multipart/form-data payload of text fields and, when given, a file part. */
function multipartOf(fields: [string, string][], file?: Buffer): Buffer {
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const multipartType = `multipart/form-data; boundary=${boundary}`;

/** Bytes a file part may carry: nothing, junk, or the start of a real document type. */
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
    Buffer.from('PK\u0003\u0004'),
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  ),
);

/** A JSON body sent as something else, or something else sent where JSON is expected. */
function wrongContentType(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    value.map((v) => ({ contentType: 'text/plain', payload: json(v) })),
    value.map((v) => ({
      contentType: 'application/x-www-form-urlencoded',
      payload: `a=1&__proto__[${pollutionMarker}]=1&v=${encodeURIComponent(json(v))}`,
    })),
    value.map((v) => ({
      contentType: multipartType,
      payload: multipartOf([
        ['body', json(v)],
        ['__proto__', '1'],
      ]),
    })),
    value.map((v) => ({ contentType: 'application/xml', payload: `<a>${json(v)}</a>` })),
    value.map((v) => ({ contentType: 'application/json; charset=utf-16', payload: json(v) })),
    value.map((v) => ({ contentType: 'application/jsonx', payload: json(v) })),
    value.map((v) => ({ payload: json(v) })),
  );
}

function jsonBody(schema: JsonSchema, mood: Mood): fc.Arbitrary<Body> {
  const object =
    schema.type === 'object' || schema.properties ? objectOf(schema, mood) : plausibleValue(schema, mood);
  if (!mood.rough) return object.map((value) => ({ contentType: 'application/json', payload: json(value) }));
  return fc.oneof(
    {
      weight: 8,
      arbitrary: object.map((value) => ({ contentType: 'application/json', payload: json(value) })),
    },
    {
      weight: 1,
      arbitrary: hostileValue.map((value) => ({ contentType: 'application/json', payload: json(value) })),
    },
    { weight: 1, arbitrary: brokenJson.map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 1, arbitrary: pollutingJson.map((payload) => ({ contentType: 'application/json', payload })) },
    {
      weight: 1,
      arbitrary: deepJson(schema).map((payload) => ({ contentType: 'application/json', payload })),
    },
    { weight: 2, arbitrary: wrongContentType(object) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        {},
        { contentType: 'application/json' },
        { contentType: 'application/json', payload: '' },
      ),
    },
  );
}

function multipartBody(schema: JsonSchema, mood: Mood): fc.Arbitrary<Body> {
  const names = Object.keys(schema.properties ?? {}).filter(
    (name) => schema.properties?.[name]?.format !== 'binary',
  );
  const field = (name: string) =>
    fieldValue(schema.properties?.[name] ?? {}, mood, name).map((value): [string, string] => [
      name,
      asText(value).slice(0, 20_000),
    ]);
  const fields = fc
    .tuple(
      fc.subarray(names).chain((chosen) => fc.tuple(...chosen.map(field))),
      mood.rough
        ? fc.array(fc.tuple(fc.oneof(strayKey, fc.constantFrom(...names)), controlText), { maxLength: 2 })
        : fc.constant([]),
    )
    .map(([declared, strays]) => [
      ...declared,
      ...strays.map(([key, value]): [string, string] => [wellFormed(key).replace(/["\r\n]/g, ''), value]),
    ]);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fields, fc.option(fileBytes, { nil: undefined }))
        .map(([f, file]) => ({ contentType: multipartType, payload: multipartOf(f, file) })),
    },
    {
      weight: 1,
      arbitrary: objectOf(schema, mood).map((value) => ({
        contentType: 'application/json',
        payload: json(value),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        {},
        { contentType: multipartType },
        { contentType: 'multipart/form-data', payload: '--x\r\n' },
        {
          contentType: multipartType,
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated`,
        },
        { contentType: 'text/plain', payload: 'name=Ion' },
      ),
    },
  );
}

/** What a route without a body is sent: usually nothing, sometimes a body anyway. */
const strayBody = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Body>({}) },
  {
    weight: 1,
    arbitrary: hostileValue.map((value) => ({ contentType: 'application/json', payload: json(value) })),
  },
  { weight: 1, arbitrary: brokenJson.map((payload) => ({ contentType: 'application/json', payload })) },
  { weight: 1, arbitrary: pollutingJson.map((payload) => ({ contentType: 'application/json', payload })) },
);

function bodyOf(operation: Operation, mood: Mood): fc.Arbitrary<Body> {
  if (operation.body?.kind === 'json') return jsonBody(operation.body.schema, mood);
  if (operation.body?.kind === 'multipart') return multipartBody(operation.body.schema, mood);
  return mood.rough ? strayBody : fc.constant<Body>({});
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

export interface HostileRequest {
  method: Operation['method'];
  url: string;
  /** Headers beside the identity's: odd languages, wrong keys, junk ids. */
  headers: Record<string, string>;
  body: Body;
}

/** Headers a request may carry besides its identity's, most often none. */
const oddHeaders = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'accept-language': ';;;q=abc,,,' },
      { 'accept-language': 'x'.repeat(3_000) },
      { 'accept-language': 'ru;q=2, ro;q=-1' },
      { 'x-anonymous-id': '%00' },
      { 'x-anonymous-id': '../../etc' },
      { 'x-anonymous-id': 'a'.repeat(5_000) },
      { 'x-anonymous-id': '00000000-0000-0000-0000-000000000000' },
      { authorization: 'Bearer ' },
      { authorization: 'Bearer a.b.c' },
      { authorization: `Bearer ${'a'.repeat(4_000)}` },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { 'x-frontend-key': 'wrong' },
      { cookie: 'vitrina_staff=forged' },
      { cookie: `vitrina_staff=${'a'.repeat(4_000)}` },
    ),
  },
);

/** A printable summary of a request for fast-check's report: its long texts cut. */
function summary(request: HostileRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const payload = request.body.payload;
  const body =
    payload === undefined ? '' : typeof payload === 'string' ? cut(payload) : cut(payload.toString('latin1'));
  return JSON.stringify({
    method: request.method,
    url: cut(request.url),
    headers: Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, cut(value)])),
    contentType: request.body.contentType,
    body,
  });
}

// Not OPTIONS: a CORS preflight is @fastify/cors's to answer (400 text/plain without its headers), no route's.
const otherMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Requests to `operation` in one mood. */
function requestsIn(operation: Operation, mood: Mood, known: KnownValues): fc.Arbitrary<HostileRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(
      ...pathParameters.map((parameter) =>
        pathSegment(parameter, mood, known).map((text) => [parameter.name, text] as const),
      ),
    )
    .map((values) => {
      const byName = new Map(values);
      return operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => byName.get(name) ?? '1');
    });
  return fc
    .record({
      path,
      query: queryOf(operation.parameters, mood),
      headers: mood.rough ? oddHeaders : fc.constant({}),
      body: bodyOf(operation, mood),
      // Now and then another method on the same path: a 405 that names the allowed ones, or another route.
      method: mood.rough
        ? fc.oneof(
            { weight: 9, arbitrary: fc.constant(operation.method) },
            { weight: 1, arbitrary: fc.constantFrom(...otherMethods) },
          )
        : fc.constant(operation.method),
    })
    .map(({ path, query, headers, body, method }) => {
      const request: HostileRequest = { method, url: path + query, headers, body };
      return Object.assign(request, { [fc.toStringMethod]: () => summary(request) });
    });
}

/** Hostile requests to `operation`: rough ones and gentle ones, as many of each. */
export function hostileRequests(operation: Operation, known: KnownValues = {}): fc.Arbitrary<HostileRequest> {
  return fc.oneof(requestsIn(operation, rough, known), requestsIn(operation, gentle, known));
}
