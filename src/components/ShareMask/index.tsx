import { View, Text } from '@tarojs/components';
import { SHARE_MASK_TEXTS } from '@fund/core/assets';
import { tapLabel } from '../tap-label';
import './index.css';

export interface ShareMaskProps {
  visible: boolean;
  onClose: () => void;
}

/** The share mask: sharing is done from the host's menu at the top right, so the mask points there. */
export function ShareMask({ visible, onClose }: ShareMaskProps) {
  if (!visible) return null;
  return (
    <View {...tapLabel(SHARE_MASK_TEXTS.close)} className="share-mask" catchMove onClick={onClose}>
      <Text className="share-mask-arrow">↗</Text>
      <Text className="share-mask-hint">{SHARE_MASK_TEXTS.hint}</Text>
      <Text className="share-mask-action">{SHARE_MASK_TEXTS.action}</Text>
      <Text className="share-mask-close">{SHARE_MASK_TEXTS.close}</Text>
    </View>
  );
}

export default ShareMask;
