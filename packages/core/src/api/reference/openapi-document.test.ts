import { CONTRACT, type CallDef } from '../contract';
import { s } from '../schema';
import { buildOpenApiDocument, openApiPath } from './openapi-document';
import { jsonSchemaOf } from './json-schema-of';

const calls = Object.values(CONTRACT).flatMap((area) => Object.values(area as Record<string, CallDef>));

describe('JSON Schema of the kit', () => {
  it('carries the limits the server checks', () => {
    expect(jsonSchemaOf(s.object({ id: s.int({ min: 1 }), code: s.optional(s.string({ min: 6, max: 6, pattern: /^\d{6}$/ })) }))).toEqual({
      type: 'object',
      properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 }, code: { type: 'string', minLength: 6, maxLength: 6, pattern: '^\\d{6}$' } },
      required: ['id'],
    });
    expect(jsonSchemaOf(s.decimal({ dp: 2, min: '0.01' }))).toMatchObject({ type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' });
    expect(jsonSchemaOf(s.nullable(s.enum([1, 2] as const)))).toEqual({ anyOf: [{ enum: [1, 2] }, { type: 'null' }] });
    expect(jsonSchemaOf(s.withDefault(s.int({ min: 1, max: 50 }), 20))).toEqual({ type: 'integer', minimum: 1, maximum: 50, default: 20 });
    expect(jsonSchemaOf(s.array(s.bool(), { max: 3 }))).toEqual({ type: 'array', items: { type: 'boolean' }, maxItems: 3 });
    expect(jsonSchemaOf(s.record(s.number()))).toEqual({ type: 'object', additionalProperties: { type: 'number' } });
  });

  it('describes a decimal pattern every valid decimal matches and a float-looking text does not', () => {
    const pattern = new RegExp(String(jsonSchemaOf(s.decimal({ dp: 4, signed: true })).pattern));
    expect(['1.0000', '-0.5', '12'].every((v) => pattern.test(v))).toBe(true);
    expect(['1e3', '1.00001', '.5'].some((v) => pattern.test(v))).toBe(false);
  });
});

describe('the OpenAPI document of the contract', () => {
  const doc = buildOpenApiDocument({ title: 't', version: '1', calls });

  it('has one operation per call, with a unique operationId and a 200 answer', () => {
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(ops).toHaveLength(calls.length);
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(calls.length);
    for (const op of ops) expect((op.responses as Record<string, unknown>)['200']).toBeDefined();
  });

  it('declares every path placeholder as a required path parameter, and the wildcard as a named one', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(item)) {
        const declared = ((op.parameters ?? []) as { in: string; name: string; required: boolean }[]).filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name)).toEqual(names);
      }
    }
    expect(openApiPath('/apps/idfa/callback*')).toBe('/apps/idfa/callback{suffix}');
  });

  it('documents bodies, idempotency keys and input errors of a money call', () => {
    const buy = CONTRACT.trading.buy as CallDef;
    const op = doc.paths[openApiPath(buy.path)]?.[buy.method.toLowerCase()] as Record<string, unknown> & { parameters: { name: string }[]; responses: Record<string, unknown> };
    expect(op.requestBody).toBeDefined();
    expect(op.parameters.map((p) => p.name)).toContain('Idempotency-Key');
    expect(op.responses['400']).toEqual({ $ref: '#/components/responses/E400' });
  });
});
