// The signed-in user's account (name, mobile, trade password set): 我的, 设置 and 个人资料 read one copy.
import { accounts } from '@/services/account-services';
import { createResource } from './resource-store';

export const userStore = createResource(() => accounts.settings());
