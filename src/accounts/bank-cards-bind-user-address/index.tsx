import { useState } from 'react';
import { View, Text, Button, Input } from '@tarojs/components';
import { BANK_CARD_SCREEN_TEXTS as T } from '@fund/core/card';
import type { Wire } from '@fund/core/api';
import { toast, largeTextPage } from '@/platform';
import { accounts } from '@/services/account-services';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { useAsync } from '@/hooks/useAsync';
import { bindFlow, follow } from '../parts/bind-flow';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

type Level = 'province' | 'city' | 'district';

/** Province, city and district from the server's tree (districts typed where none are listed), then the street. */
function BindAddressPage() {
  // Through the page-state hook: a first load that fails shows the failure view and its retry.
  const loaded = useAsync(() => accounts.chinaAreas(), []);
  const areas = loaded.data;
  const [province, setProvince] = useState<Wire.ChinaArea | null>(null);
  const [city, setCity] = useState<Wire.ChinaArea | null>(null);
  const [district, setDistrict] = useState('');
  const [street, setStreet] = useState('');
  const [open, setOpen] = useState<Level | null>('province');


  const options: Wire.ChinaArea[] = open === 'province' ? areas ?? [] : open === 'city' ? province?.children ?? [] : open === 'district' ? city?.children ?? [] : [];
  const pick = (area: Wire.ChinaArea) => {
    if (open === 'province') {
      setProvince(area);
      setCity(null);
      setDistrict('');
      setOpen('city');
    } else if (open === 'city') {
      setCity(area);
      setDistrict('');
      setOpen(area.children ? 'district' : null);
    } else {
      setDistrict(area.name);
      setOpen(null);
    }
  };

  const next = async () => {
    if (province === null || city === null || district.trim() === '') return toast(T.areaRequired);
    if (street.trim() === '') return toast(T.streetRequired);
    await follow(bindFlow.saveAddress({ province: province.name, city: city.name, district: district.trim(), street: street.trim() }));
  };

  if (areas === null && loaded.status === 'error') return <ErrorView text={loaded.error ?? ''} onRetry={() => void loaded.reload()} />;
  if (areas === null) return <LoadingView />;
  const row = (level: Level, label: string, value: string) => (
    <View {...tapLabel(label)} className={`af-item address-${level}`} onClick={() => setOpen(level)}>
      <Text>{label}</Text>
      <Text className="af-item-value">{value || T.choose}</Text>
    </View>
  );
  return (
    <View className="account-screen bind-address-page">
      <Text className="af-title">{T.addressTitle}</Text>
      <View className="af-list">
        {row('province', T.province, province?.name ?? '')}
        {province ? row('city', T.city, city?.name ?? '') : null}
        {city?.children ? row('district', T.district, district) : null}
        {city && !city.children ? (
          <View className="af-item">
            <Text>{T.district}</Text>
            <Input className="af-input address-district-input" value={district} placeholder={T.districtPlaceholder} onInput={(e) => setDistrict(e.detail.value)} />
          </View>
        ) : null}
        <View className="af-item">
          <Text>{T.street}</Text>
          <Input className="af-input address-street" value={street} placeholder={T.streetPlaceholder} maxlength={128} onInput={(e) => setStreet(e.detail.value)} />
        </View>
      </View>
      {options.length > 0 ? (
        <View className="af-list address-options">
          {options.map((a) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(a.name))} key={a.code} className="af-option area-option tap" onClick={() => pick(a)}>
              <Text>{a.name}</Text>
            </View>
          ))}
        </View>
      ) : null}
      <Button className="af-submit bind-address-next" onClick={() => void next()}>
        {T.next}
      </Button>
    </View>
  );
}

export default largeTextPage(BindAddressPage);
