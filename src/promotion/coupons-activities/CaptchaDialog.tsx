import { useEffect, useState } from 'react';
import { View, Text, Image, Input, Button } from '@tarojs/components';
import { COUPON_ACTIVITY_TEXTS as T, promotionApi } from '@fund/core/promotion';
import { isApiError } from '@fund/core/api';
import { apiClient } from '@/services/api-client';
import { BUTTON_ROLE } from '@/components/tap-label';

const api = promotionApi(apiClient);

/** The image captcha before a receive: a new picture on open and on 换一张; a passed check hands its pass up. */
export function CaptchaDialog({ onPassed, onCancel }: { onPassed: (captchaKey: string) => void; onCancel: () => void }) {
  const [picture, setPicture] = useState<{ key: string; image: string } | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    setTyped('');
    try {
      setPicture(await api.couponCaptcha({}));
    } catch (err) {
      setError(isApiError(err) ? err.title : T.loadFailed);
    }
  };
  useEffect(() => {
    void load();
  }, []);
  const submit = async () => {
    if (!picture || typed.trim() === '') return;
    try {
      const pass = await api.checkCouponCaptcha({ body: { key: picture.key, captcha: typed.trim() } });
      onPassed(pass.captcha_key);
    } catch (err) {
      // One check per picture: a wrong answer brings a new one.
      setError(isApiError(err) ? err.title : T.loadFailed);
      void load();
    }
  };
  return (
    <View className="captcha-mask">
      <View className="captcha-dialog">
        <Text className="captcha-title">{T.captchaTitle}</Text>
        {picture ? <Image className="captcha-image" src={picture.image} /> : null}
        <Text {...BUTTON_ROLE} className="captcha-refresh tap" onClick={() => void load()}>
          {T.captchaRefresh}
        </Text>
        <Input className="captcha-input" type="number" maxlength={4} value={typed} onInput={(e) => setTyped(e.detail.value)} />
        {error ? <Text className="captcha-error">{error}</Text> : null}
        <View className="captcha-actions">
          <Button className="captcha-cancel" onClick={onCancel}>
            {T.cancel}
          </Button>
          <Button className="captcha-confirm" onClick={() => void submit()}>
            {T.confirm}
          </Button>
        </View>
      </View>
    </View>
  );
}
