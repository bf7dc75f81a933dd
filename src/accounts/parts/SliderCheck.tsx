import { useEffect, useState } from 'react';
import { View, Text, Slider } from '@tarojs/components';
import { failureText, SIGNUP_TEXTS, type SliderChallenge } from '@fund/core';
import { toast } from '@/platform';
import { accountExtras } from '@/services/account-services';

export interface SliderCheckProps {
  /** The server's pass, sent once with the captcha request. */
  onPassed: (sliderToken: string) => void;
  /** Bump to ask for a new puzzle (a pass is single use). */
  round: number;
}

/** The server-issued slider puzzle: drag the piece onto the gap; the server decides. */
export function SliderCheck({ onPassed, round }: SliderCheckProps) {
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [passed, setPassed] = useState(false);
  const [value, setValue] = useState(0);
  const [busy, setBusy] = useState(false);

  const load = () => {
    setPassed(false);
    setValue(0);
    accountExtras.sliderChallenge().then(setChallenge, (err: unknown) => toast(failureText(err)));
  };
  useEffect(load, [round]);

  const verify = async (offset: number) => {
    if (challenge === null || busy || passed) return;
    setValue(offset);
    setBusy(true);
    try {
      const pass = await accountExtras.verifySlider({ body: { token: challenge.token, offset } });
      setPassed(true);
      onPassed(pass.slider_token);
    } catch (err) {
      toast(failureText(err));
      load();
    } finally {
      setBusy(false);
    }
  };

  if (challenge === null) return null;
  const gapPercent = (challenge.gap_x / challenge.width) * 100;
  return (
    <View className="af-slider slider-check">
      <Text className="af-hint">{passed ? SIGNUP_TEXTS.sliderPassed : SIGNUP_TEXTS.sliderTitle}</Text>
      <View className="af-slider-track">
        <View className="af-slider-gap slider-gap" data-gap={challenge.gap_x} data-width={challenge.width} style={{ left: `${gapPercent}%` }} />
      </View>
      <Slider className="slider-input" min={0} max={challenge.width} step={1} value={value} disabled={passed || busy} onChange={(e) => void verify(e.detail.value)} />
      {!passed ? (
        <Text className="af-link" onClick={load}>
          {SIGNUP_TEXTS.sliderRetry}
        </Text>
      ) : null}
    </View>
  );
}
