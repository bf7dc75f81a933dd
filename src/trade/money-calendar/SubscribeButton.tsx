import { useRef, useState } from 'react';
import { Button } from '@tarojs/components';
import { SUBSCRIBE_TEXTS as S, consentStep } from '@fund/core/assets';
import { failureDecision } from '@fund/core/api';
import { toast } from '@/platform';
import { askSubscribeConsent } from '@/platform/subscribe';
import { showDecision } from '@/services/show-decision';
import { insights } from '../../services/trade-record-services';

/** 开启到账提醒: asks the platform for consent (the mini program's sheet), then records what was accepted. */
export function SubscribeButton() {
  const [sending, setSending] = useState(false);
  // A ref as well as state: a second tap before React re-renders must not ask or post twice.
  const busy = useRef(false);
  const subscribe = async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const step = consentStep(await askSubscribeConsent());
      if ('message' in step) {
        toast(step.message);
        return;
      }
      await insights.subscribeMessages({ body: { topics: step.post } });
      toast(S.asked);
    } catch (err) {
      await showDecision(failureDecision(err));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  return (
    // A class, not disabled: Taro's H5 button keeps disabled="false" as an attribute and greys the text.
    <Button className={`calendar-subscribe${sending ? ' calendar-subscribe-busy' : ''}`} onClick={() => void subscribe()}>
      {sending ? S.asking : S.ask}
    </Button>
  );
}
