// Endpoints of the accounts area. Login and signup store the access token; signup sends the stored
// from_ad, from_wd and invite_code; logout ends the session on the server and clears the token.
import type { ApiClient } from '../../api/client/api-client';
import { clearSession, saveSession, signupExtras } from '../../api/client/session';
import { accountExtrasRoutes } from './account-extras-routes';
import { accountsRoutes } from './accounts-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi, CallInputOf } from '../../api/endpoints/endpoint-types';

export type AccountsApi = AreaApi<'accounts'> & {
  /** Revokes the token on the server (a failure there still logs out here), then forgets it. */
  logout(): Promise<void>;
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
    async logout() {
      try {
        await client.send(accountExtrasRoutes.logout);
      } catch {
        // Offline or already expired: the device forgets the token all the same.
      } finally {
        clearSession(client.store);
      }
    },
  };
}
