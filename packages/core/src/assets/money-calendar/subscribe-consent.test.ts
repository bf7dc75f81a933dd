import fc from 'fast-check';
import { SUBSCRIBE_TEXTS, SUBSCRIBE_TOPICS } from './subscribe-messages';
import { consentStep, parseSubscribeTemplates } from './subscribe-consent';

describe('the build’s subscribe template ids', () => {
  it('reads topic=id pairs and leaves out unknown topics, empty ids and malformed pairs', () => {
    expect(parseSubscribeTemplates(' plan-debit-tomorrow = T1 ,order-confirmed=T2,bogus=T3,redemption-arrived=,a=b=c')).toEqual({ 'plan-debit-tomorrow': 'T1', 'order-confirmed': 'T2' });
  });

  it('is empty when the build sets nothing', () => {
    expect(parseSubscribeTemplates(undefined)).toEqual({});
    expect(parseSubscribeTemplates('')).toEqual({});
  });

  it('never answers a topic outside core’s list, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (config) => {
        for (const [topic, id] of Object.entries(parseSubscribeTemplates(config))) {
          expect(SUBSCRIBE_TOPICS).toContain(topic);
          expect(id).not.toBe('');
        }
      }),
    );
  });
});

describe('what 开启到账提醒 does with the answer', () => {
  it('posts the accepted topics in core’s order, once each', () => {
    expect(consentStep({ kind: 'answered', accepted: ['redemption-arrived', 'plan-debit-tomorrow', 'redemption-arrived'] })).toEqual({ post: ['plan-debit-tomorrow', 'redemption-arrived'] });
  });

  it('says the user refused when nothing was accepted, and posts nothing', () => {
    expect(consentStep({ kind: 'answered', accepted: [] })).toEqual({ message: SUBSCRIBE_TEXTS.refused });
  });

  it('explains the web and a client without the sheet have no subscribe messages, and a build without templates', () => {
    expect(consentStep({ kind: 'unsupported' })).toEqual({ message: SUBSCRIBE_TEXTS.unsupported });
    expect(consentStep({ kind: 'not-configured' })).toEqual({ message: SUBSCRIBE_TEXTS.notConfigured });
    expect(consentStep({ kind: 'client-unsupported' })).toEqual({ message: SUBSCRIBE_TEXTS.clientUnsupported });
  });
});
