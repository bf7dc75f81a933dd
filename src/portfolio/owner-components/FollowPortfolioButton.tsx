import { Button } from '@tarojs/components';
import { failureText } from '@fund/core/api';
import { followButtonText } from '@fund/core/store';
import { toast } from '@/platform';
import { portfolios } from './owner-services';

/** 关注 / 已关注 on a portfolio's page for a logged-in visitor (the owner has the owner's actions instead). */
export function FollowPortfolioButton({ id, followed, onChanged }: { id: number; followed: boolean; onChanged: () => void }) {
  const toggle = async () => {
    try {
      await (followed ? portfolios.unfollow({ params: { id } }) : portfolios.follow({ params: { id } }));
      onChanged();
    } catch (error) {
      toast(failureText(error));
    }
  };
  return (
    <Button className={`pt-button pt-button-plain portfolio-follow${followed ? ' portfolio-followed' : ''}`} onClick={() => void toggle()}>
      {followButtonText(followed)}
    </Button>
  );
}
