import { useEffect, useState } from 'react';
import { View, Text, Slider, Image } from '@tarojs/components';
import { failureText } from '@fund/core/api';
import { SIGNUP_TEXTS, type SliderChallenge } from '@fund/core/account';
import { toast } from '@/platform';
import { accountExtras } from '@/services/account-services';
import { BUTTON_ROLE } from '@/components/tap-label';

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
  // The picture shows the gap; the piece follows the slider so the user sees it land there.
  const piece = { left: `${(value / challenge.width) * 100}%`, top: `${(challenge.piece_y / challenge.height) * 100}%`, width: `${(challenge.piece_size / challenge.width) * 100}%`, height: `${(challenge.piece_size / challenge.height) * 100}%` };
  return (
    <View className="af-slider slider-check">
      <Text className="af-hint">{passed ? SIGNUP_TEXTS.sliderPassed : SIGNUP_TEXTS.sliderTitle}</Text>
      {/* The box keeps the picture's proportions, so the piece's percentages land on the picture's pixels. */}
      <View className="af-slider-picture" style={{ paddingTop: `${(challenge.height / challenge.width) * 100}%` }}>
        <Image className="af-slider-image slider-image" src={challenge.image} mode="scaleToFill" />
        <View className="af-slider-piece" style={piece} />
      </View>
      <Slider className="slider-input" min={0} max={challenge.width} step={1} value={value} disabled={passed || busy} onChanging={(e) => setValue(e.detail.value)} onChange={(e) => void verify(e.detail.value)} />
      {!passed ? (
        <Text {...BUTTON_ROLE} className="af-link tap" onClick={load}>
          {SIGNUP_TEXTS.sliderRetry}
        </Text>
      ) : null}
    </View>
  );
}
