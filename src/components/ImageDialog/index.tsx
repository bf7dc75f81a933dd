import { View, Image, Text } from '@tarojs/components';
import { FEED_TEXTS } from '@fund/core/research';
import { BUTTON_ROLE } from '../tap-label';
import './index.css';

export interface ImageDialogProps {
  visible: boolean;
  /** The picture: a bundled asset or a data URI. */
  src: string;
  /** Read by screen readers and shown if the picture cannot load. */
  alt: string;
  /** Tapping the picture: e.g. go to login. */
  onTap: () => void;
  onClose: () => void;
  /** Sizes the picture (e.g. its height) where its width alone does not; widthFix is not honoured everywhere on H5. */
  imageClassName?: string;
}

/** A picture over a dimmed page with a close button below it; tapping the picture acts. */
export function ImageDialog({ visible, src, alt, onTap, onClose, imageClassName }: ImageDialogProps) {
  if (!visible) return null;
  return (
    <View className="image-dialog" role="dialog" aria-label={alt}>
      <View className="imd-mask" aria-hidden="true" onClick={onClose} />
      <View className="imd-body">
        <Image {...BUTTON_ROLE} className={`imd-image ${imageClassName ?? ''}`} src={src} mode="aspectFit" aria-label={alt} onClick={onTap} />
        <Text {...BUTTON_ROLE} className="imd-close tap" aria-label={FEED_TEXTS.close} onClick={onClose}>
          ×
        </Text>
      </View>
    </View>
  );
}
