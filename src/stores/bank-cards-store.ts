// The user's bank cards: 我的 → 银行卡, the buy pages' payment lists and the plan form read one copy;
// binding a card or changing the default marks it stale.
import { bankCards } from '@/services/account-services';
import { createResource } from './resource-store';

export const bankCardsStore = createResource(() => bankCards.mine());
