import { View, Text } from '@tarojs/components';
import { OWNER_TEXTS, PORTFOLIO_PAGE_TEXTS as T, PORTFOLIO_PAGE_URLS as U } from '@fund/core/portfolio';
import { toast, navigate } from '@/platform';
import { failureText } from '@fund/core/api';
import { portfolios } from './owner-services';
import { BUTTON_ROLE } from '@/components/tap-label';

/** The pages around a portfolio, and for its owner the owner's actions (edit, adjust, share). */
export function PortfolioLinks({ id, isOwner }: { id: number; isOwner: boolean }) {
  const go = (url: string) => void navigate(url);
  const share = async () => {
    try {
      await portfolios.setShareInfo({ params: { id }, body: { share: true } });
      toast(OWNER_TEXTS.saved, 'success');
    } catch (error) {
      toast(failureText(error));
    }
  };
  return (
    <View className="ow-card portfolio-links">
      <View className="ow-links">
        <Text {...BUTTON_ROLE} className="ow-link link-netvalue tap" onClick={() => go(U.netvalueHistory(id))}>{T.netvalueHistory}</Text>
        <Text {...BUTTON_ROLE} className="ow-link link-positions tap" onClick={() => go(U.positionHistory(id))}>{T.positionHistory}</Text>
        <Text {...BUTTON_ROLE} className="ow-link link-notice tap" onClick={() => go(U.tradeNotice(id))}>{T.tradeNotice}</Text>
      </View>
      {isOwner ? (
        <View className="ow-links owner-actions">
          <Text {...BUTTON_ROLE} className="ow-link owner-manage tap" onClick={() => go(U.manage(id))}>{T.manage}</Text>
          <Text {...BUTTON_ROLE} className="ow-link owner-edit tap" onClick={() => go(U.edit(id))}>{T.edit}</Text>
          <Text {...BUTTON_ROLE} className="ow-link owner-adjust tap" onClick={() => go(U.adjust(id))}>{T.adjust}</Text>
          <Text {...BUTTON_ROLE} className="ow-link owner-share tap" onClick={() => void share()}>{T.share}</Text>
        </View>
      ) : null}
    </View>
  );
}
