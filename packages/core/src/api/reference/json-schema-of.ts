// The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of one of the kit's schemas, read from its kind and `about`.
import type { AnySchema, ObjectSchema, Shape } from '../schema';

export type JsonSchema = { readonly [key: string]: unknown };

/** A decimal string with at most `dp` digits after the point (a leading minus only when signed). */
function decimalPattern(dp: number, signed: boolean): string {
  const fraction = dp > 0 ? `(\\.\\d{1,${dp}})?` : '';
  return `^${signed ? '-?' : ''}\\d+${fraction}$`;
}

function bounds(lo: string, hi: string, min: unknown, max: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (min !== undefined) out[lo] = min;
  if (max !== undefined) out[hi] = max;
  return out;
}

function shapeOf(schema: AnySchema): Shape | undefined {
  return (schema as Partial<ObjectSchema<Shape>>).shape;
}

/** The properties and required keys of an object schema's shape. */
export function objectJsonSchema(shape: Shape): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    properties[key] = jsonSchemaOf(field);
    if (!field.optional) required.push(key);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

export function jsonSchemaOf(schema: AnySchema): JsonSchema {
  const about = schema.about ?? {};
  const inner = about.item;
  switch (schema.kind) {
    case 'string':
      return { type: 'string', ...bounds('minLength', 'maxLength', about.min, about.max), ...(about.pattern ? { pattern: about.pattern.source } : {}) };
    case 'int':
      return { type: 'integer', ...bounds('minimum', 'maximum', about.min, about.max) };
    case 'number':
      return { type: 'number' };
    case 'decimal': {
      const range = [about.min === undefined ? '' : `≥ ${String(about.min)}`, about.max === undefined ? '' : `≤ ${String(about.max)}`].filter(Boolean).join(', ');
      return {
        type: 'string',
        format: 'decimal',
        pattern: decimalPattern(about.dp ?? 0, about.signed ?? false),
        description: `十进制字符串，最多 ${about.dp ?? 0} 位小数${range ? `（${range}）` : ''}`,
      };
    }
    case 'bool':
      return { type: 'boolean' };
    case 'enum':
      return { enum: [...((schema as { values?: readonly unknown[] }).values ?? [])] };
    case 'array':
      return { type: 'array', items: inner ? jsonSchemaOf(inner) : {}, ...bounds('minItems', 'maxItems', about.min, about.max) };
    case 'object': {
      const shape = shapeOf(schema);
      if (shape) return objectJsonSchema(shape);
      return { type: 'object', additionalProperties: inner ? jsonSchemaOf(inner) : {} };
    }
    case 'nullable':
      return inner ? { anyOf: [jsonSchemaOf(inner), { type: 'null' }] } : {};
    case 'optional':
      return jsonSchemaOf((schema as unknown as { inner: AnySchema }).inner);
    case 'default':
      return { ...jsonSchemaOf((schema as unknown as { inner: AnySchema }).inner), default: about.defaultValue };
    case 'unknown':
      return {};
  }
}
