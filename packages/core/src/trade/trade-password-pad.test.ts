import fc from 'fast-check';
import { initialPadState, padReducer, type PadEvent, type PadState } from './trade-password-pad';

function play(events: PadEvent[], from: PadState = initialPadState) {
  let state = from;
  const submitted: string[] = [];
  for (const event of events) {
    const step = padReducer(state, event);
    state = step.state;
    if (step.submit !== undefined) submitted.push(step.submit);
  }
  return { state, submitted };
}

const digits = (text: string): PadEvent[] => [...text].map((digit) => ({ type: 'digit', digit }));

describe('trade-password keypad', () => {
  it('submits the sixth digit once, and ignores keys while the answer is pending', () => {
    const { state, submitted } = play([...digits('123456'), ...digits('7'), { type: 'submit' }, { type: 'delete' }]);
    expect(submitted).toEqual(['123456']);
    expect(state).toEqual({ digits: '123456', submitting: true, error: null });
  });

  it('refuses a submit with fewer than six digits with the spec message', () => {
    const { state, submitted } = play([...digits('123'), { type: 'submit' }]);
    expect(submitted).toEqual([]);
    expect(state.error).toBe('请填写完整6位交易密码');
  });

  it('shows the server error and clears the boxes for another try', () => {
    const { state, submitted } = play([...digits('111111'), { type: 'answered', error: '交易密码错误，还可以尝试4次' }, ...digits('222222')]);
    expect(submitted).toEqual(['111111', '222222']);
    expect(state.submitting).toBe(true);
    const after = padReducer(play(digits('111111')).state, { type: 'answered', error: '交易密码错误' }).state;
    expect(after).toEqual({ digits: '', submitting: false, error: '交易密码错误' });
  });

  it('deletes the last digit and clears the error when typing again', () => {
    const { state } = play([...digits('12'), { type: 'submit' }, { type: 'delete' }, ...digits('9')]);
    expect(state).toEqual({ digits: '19', submitting: false, error: null });
  });

  it('ignores anything that is not a single digit', () => {
    const { state } = play([{ type: 'digit', digit: 'a' }, { type: 'digit', digit: '12' }, { type: 'delete' }]);
    expect(state).toEqual(initialPadState);
  });

  it('resets to empty', () => {
    expect(play([...digits('123456'), { type: 'reset' }]).state).toEqual(initialPadState);
  });

  it('never submits more than once per complete entry, whatever is pressed (property)', () => {
    const event = fc.oneof(
      fc.integer({ min: 0, max: 9 }).map((n): PadEvent => ({ type: 'digit', digit: String(n) })),
      fc.constant<PadEvent>({ type: 'delete' }),
      fc.constant<PadEvent>({ type: 'submit' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        const { state, submitted } = play(events);
        expect(submitted.length).toBeLessThanOrEqual(1);
        expect(state.digits.length).toBeLessThanOrEqual(6);
        for (const password of submitted) expect(password).toMatch(/^\d{6}$/);
        expect(state.submitting).toBe(submitted.length === 1);
      }),
    );
  });
});
