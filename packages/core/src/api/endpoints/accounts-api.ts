// Endpoints of the accounts area. Login and signup store the access token; signup sends the stored
// from_ad, from_wd and invite_code; logout clears the token.
import type { ApiClient } from '../client/api-client';
import { clearSession, saveSession, signupExtras } from '../client/session';
import { accountsRoutes } from '../contract/routes/accounts-routes';
import { bindArea } from './bind-area';
import type { AreaApi, CallInputOf } from './endpoint-types';

export type AccountsApi = AreaApi<'accounts'> & {
  /** Local only: the spec has no logout call. */
  logout(): void;
};

export function accountsApi(client: ApiClient): AccountsApi {
  const base = bindArea(client, 'accounts', accountsRoutes);
  return {
    ...base,
    async login(input: CallInputOf<'accounts', 'login'>) {
      const answer = await base.login(input);
      saveSession(client.store, answer);
      return answer;
    },
    async signup(input: CallInputOf<'accounts', 'signup'>) {
      const answer = await base.signup({ ...input, body: { ...signupExtras(client.store), ...input.body } });
      saveSession(client.store, answer);
      return answer;
    },
    logout() {
      clearSession(client.store);
    },
  };
}
