// Field schemas of answers (what the server sends), looser than request fields: any decimal places,
// long text, counts beyond int4. Each answer schema in entities/*-answers.ts is built from these.
import { s } from '../schema';
import type { ObjectOut, Schema, Shape } from '../schema';
import { INVALID } from '../schema/schema-types';

const ANY_OBJECT = s.object({});

/**
 * A row typed by its entity interface in entities/ (FundRow, FundManager) where it rides inside another
 * answer: here it is checked to be an object; its fields are the entity's, checked by that entity's own calls.
 */
function entity<T extends object>(): Schema<T> {
  return { kind: 'object', optional: false, run: (v, field, ctx) => (ANY_OBJECT.run(v, field, ctx) === INVALID ? INVALID : (v as T)) };
}

/** An entity row with fields of its own beside the entity's (a fund row with its predicted profit). */
function entityWith<T extends object>() {
  return <S extends Shape>(shape: S): Schema<T & ObjectOut<S>> => {
    const own = s.object(shape);
    return { kind: 'object', optional: false, run: (v, field, ctx) => (own.run(v, field, ctx) === INVALID ? INVALID : (v as T & ObjectOut<S>)) };
  };
}

/** Answers carry whole articles and reports; the request cap (2000) does not apply. */
const TEXT_MAX = 200_000;

export const w = {
  text: () => s.string({ max: TEXT_MAX }),
  /** An exact decimal string, any sign and places ('12.3456', '-0.50'). */
  decimal: () => s.decimal({ dp: 12, signed: true }),
  /** A count, id or code; volumes and totals can pass int4. */
  int: () => s.int({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  /** A JSON number that is not money: a score, a chart coordinate, a ratio the spec gives as a number. */
  number: () => s.number(),
  bool: () => s.bool(),
  /** 'YYYY-MM-DD'. */
  date: () => s.string({ pattern: /^\d{4}-\d{2}-\d{2}$/ }),
  /** An ISO 8601 date and time. */
  dateTime: () => s.string({ pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/ }),
  list: <O, I>(item: Schema<O, I>) => s.array(item),
  object: <S extends Shape>(shape: S) => s.object(shape),
  entity,
  entityWith,
  /** An object whose keys are data (a style index per key): every value has the same schema. */
  record: <O, I>(value: Schema<O, I>) => s.record(value),
  maybe: <O, I>(inner: Schema<O, I>) => s.nullable(inner),
  /** A choice a filter offers: its value and its shown name ({value, name} in the spec's filter conditions). */
  option: <O, I>(value: Schema<O, I>) => s.object({ value, name: s.string({ max: TEXT_MAX }) }),
  /** The server's page of a list. */
  page: <O, I>(item: Schema<O, I>) =>
    s.object({ current_page: s.int({ min: 0 }), total_count: s.int({ min: 0 }), total_page: s.int({ min: 0 }), results: s.array(item) }),
};
