import fc from 'fast-check';
import { s } from './schema-builders';
import { validate } from './schema-validate';
import type { Infer, InferInput } from './schema-types';

const buyBody = s.object({
  fund_id: s.int({ min: 1 }),
  amount: s.decimal({ dp: 2, min: '0.01' }),
  is_bao: s.withDefault(s.bool(), false),
  password: s.string({ pattern: /^\d{6}$/, message: '请填写完整6位交易密码' }),
  coupon: s.optional(s.int()),
  note: s.nullable(s.string({ max: 4 })),
});

describe('schema kit', () => {
  it('accepts a good body, fills defaults and drops unknown keys', () => {
    const r = validate(buyBody, { fund_id: 3, amount: '100.50', password: '123456', note: null, extra: 'x' });
    expect(r).toEqual({ ok: true, value: { fund_id: 3, amount: '100.50', is_bao: false, password: '123456', note: null } });
  });

  it('reports every bad field with its Chinese message', () => {
    const r = validate(buyBody, { fund_id: 0, amount: '1.234', password: '12', note: 'toolong' });
    expect(r).toEqual({
      ok: false,
      errors: {
        fund_id: ['不能小于1'],
        amount: ['最多保留2位小数'],
        password: ['请填写完整6位交易密码'],
        note: ['长度不能超过4位'],
      },
    });
  });

  it('refuses a money amount sent as a JSON number so floats never reach the server', () => {
    const r = validate(buyBody, { fund_id: 1, amount: 100, password: '123456', note: null });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.amount).toEqual(['请输入正确的数字']);
  });

  it('refuses a missing required field and a negative amount', () => {
    const r = validate(buyBody, { amount: '-1', password: '123456', note: null });
    expect(r).toEqual({ ok: false, errors: { fund_id: ['此项不能为空'], amount: ['不能为负数'] } });
  });

  it('compares decimal bounds exactly', () => {
    const amount = s.decimal({ dp: 2, min: '0.01', max: '50000' });
    expect(validate(amount, '0.00').ok).toBe(false);
    expect(validate(amount, '50000.00').ok).toBe(true);
    expect(validate(amount, '50000.01').ok).toBe(false);
  });

  it('coerces query text only when asked', () => {
    const query = s.object({ page: s.withDefault(s.int({ min: 1 }), 1), allow_trade: s.optional(s.bool()), type: s.enum([0, 1, 3]) });
    expect(validate(query, { page: '2', allow_trade: '1', type: '3' }, { coerce: true })).toEqual({
      ok: true,
      value: { page: 2, allow_trade: true, type: 3 },
    });
    expect(validate(query, { type: '1' }, { coerce: true })).toEqual({ ok: true, value: { page: 1, type: 1 } });
    expect(validate(query, { page: '2', type: 3 }).ok).toBe(false);
  });

  it('names nested and listed fields by path and the whole value under non_field_errors', () => {
    const schema = s.object({ items: s.array(s.object({ code: s.string({ min: 1 }) }), { min: 1 }) });
    expect(validate(schema, { items: [{ code: 'a' }, { code: '' }] })).toEqual({ ok: false, errors: { 'items.1.code': ['此项不能为空'] } });
    expect(validate(schema, { items: [] })).toEqual({ ok: false, errors: { items: ['至少需要1项'] } });
    expect(validate(schema, 'text')).toEqual({ ok: false, errors: { non_field_errors: ['数据格式不正确'] } });
  });

  it('refuses values outside an enum', () => {
    expect(validate(s.enum(['xds', 'pandoras_box']), 'other')).toEqual({ ok: false, errors: { non_field_errors: ['不是有效的选项'] } });
  });

  it('accepts every well-formed 2-place decimal string and refuses every 3-place one', () => {
    const amount = s.decimal({ dp: 2 });
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        expect(validate(amount, `${whole}.${String(cents).padStart(2, '0')}`).ok).toBe(true);
        expect(validate(amount, `${whole}.${String(cents).padStart(2, '0')}1`).ok).toBe(false);
      }),
    );
  });

  it('infers output and input types (defaults optional in, present out)', () => {
    type Out = Infer<typeof buyBody>;
    type In = InferInput<typeof buyBody>;
    const out: Out = { fund_id: 1, amount: '1.00', is_bao: true, password: '123456', note: null };
    const input: In = { fund_id: 1, amount: '1.00', password: '123456', note: null };
    // @ts-expect-error is_bao is present after validation
    const missing: Out = { fund_id: 1, amount: '1.00', password: '123456', note: null };
    expect([out, input, missing]).toHaveLength(3);
  });
});
