import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { COUPON_ACTIVITY_TEXTS as T, CouponActivityStatus, campaignWindowText, couponAmountText, promotionApi, type ActivityOfCoupons } from '@fund/core/promotion';
import { isApiError } from '@fund/core/api';
import { navigate, toast, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { EmptyView } from '@/components/StatusViews';
import { apiClient } from '@/services/api-client';
import { CaptchaDialog } from './CaptchaDialog';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const api = promotionApi(apiClient);

/** 领券中心: the activities with their coupons, window and what is left; 立即领取 asks the image captcha first. */
function CouponActivitiesPage() {
  const list = usePagedList<ActivityOfCoupons>((page, page_size) => api.couponActivities({ query: { page, page_size } }), []);
  const [receiving, setReceiving] = useState<number | null>(null);
  const receive = async (id: number, captchaKey: string) => {
    setReceiving(null);
    try {
      const receipt = await api.receiveCoupon({ params: { id }, body: { captcha_key: captchaKey } });
      void toast(receipt.detail);
    } catch (err) {
      void toast(isApiError(err) ? err.title : T.loadFailed);
    }
    await list.refresh();
  };
  return (
    <View className="activities-page">
      <View className="activities-head">
        <Text className="activities-title">{T.title}</Text>
        <Text {...BUTTON_ROLE} className="activities-mine tap" onClick={() => void navigate('/promotion/coupons/mine')}>
          {T.myCoupons}
        </Text>
      </View>
      <PagedListBody list={{ ...list, empty: false }}>
        {list.empty ? <EmptyView text={T.empty} /> : null}
        {list.items.map((a) => {
          const open = a.status === CouponActivityStatus.Running && !a.received && a.left > 0;
          return (
            <View key={a.id} className={`activity-card${open ? '' : ' inactive'}`}>
              <View className="activity-top">
                <Text className="activity-name">{a.name}</Text>
                <Text className="activity-status">{a.status_display}</Text>
              </View>
              <Text className="activity-desc">{a.description}</Text>
              <Text className="activity-window">{campaignWindowText(a.start_at, a.end_at)}</Text>
              {a.coupons.map((c) => (
                <View key={c.id} className="activity-coupon">
                  <Text className="activity-coupon-amount">{`¥${couponAmountText(c.amount)}`}</Text>
                  <Text className="activity-coupon-name">{c.name}</Text>
                  <Text className="activity-coupon-cond">{c.use_condition}</Text>
                </View>
              ))}
              <View className="activity-bottom">
                <Text className="activity-left">{T.remaining(a.left)}</Text>
                <Text {...BUTTON_ROLE} className={`activity-button tap${open ? '' : ' disabled'}`} onClick={() => (open ? setReceiving(a.id) : undefined)}>
                  {a.button_text}
                </Text>
              </View>
            </View>
          );
        })}
      </PagedListBody>
      <View className="activities-rules">
        <Text className="activities-rules-title">{T.rulesTitle}</Text>
        {T.rules.map((r, i) => (
          <Text key={r} className="activities-rule">{`${i + 1}. ${r}`}</Text>
        ))}
      </View>
      {receiving !== null ? <CaptchaDialog onPassed={(key) => void receive(receiving, key)} onCancel={() => setReceiving(null)} /> : null}
    </View>
  );
}

export default largeTextPage(CouponActivitiesPage);
