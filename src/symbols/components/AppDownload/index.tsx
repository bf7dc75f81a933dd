import { View, Text } from '@tarojs/components';
import { APP_DOWNLOAD_TEXTS } from '@fund/core/research';
import './index.css';

/** The download-our-app screen the app-only tools' confirm leads to (/app/download, also /app/). */
export function AppDownload() {
  return (
    <View className="app-download-page">
      <Text className="app-download-title">{APP_DOWNLOAD_TEXTS.title}</Text>
      <Text className="app-download-slogan">{APP_DOWNLOAD_TEXTS.slogan}</Text>
      {APP_DOWNLOAD_TEXTS.features.map((f) => (
        <Text key={f} className="app-download-feature">
          {f}
        </Text>
      ))}
      <Text className="app-download-hint">{APP_DOWNLOAD_TEXTS.storeHint}</Text>
    </View>
  );
}
