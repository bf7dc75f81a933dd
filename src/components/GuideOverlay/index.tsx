import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { createGuideOnce } from '@fund/core/storage';
import { GUIDE_TEXTS } from '@fund/core/ui';
import { storage } from '@/platform';
import { tapLabel } from '../tap-label';
import './index.css';

export interface GuideOverlayProps {
  /** One guide per key: once dismissed, this key never shows again on this device. */
  guideKey: string;
  text: string;
}

/** The first-time guide: a dimmed layer over the screen with a hint and 我知道了. */
export function GuideOverlay({ guideKey, text }: GuideOverlayProps) {
  const [visible, setVisible] = useState(() => createGuideOnce(storage).shouldShow(guideKey));
  if (!visible) return null;
  const dismiss = () => {
    createGuideOnce(storage).markShown(guideKey);
    setVisible(false);
  };
  return (
    <View {...tapLabel(GUIDE_TEXTS.dismiss)} className="guide-overlay" catchMove onClick={dismiss}>
      <View className="guide-overlay-card">
        <Text className="guide-overlay-text">{text}</Text>
        <Text className="guide-overlay-dismiss">{GUIDE_TEXTS.dismiss}</Text>
      </View>
    </View>
  );
}

export default GuideOverlay;
