import type { BindCustomerRequiredValue, ThirdPartyProvider } from '@pagoda/contracts';
import type { ThirdPartyLoginRow } from './third-party.repository.js';

/** The buttons the portal may show, and whether an unlinked identity may register. */
export const presentProviders = (providers: ThirdPartyProvider[], registerNew: boolean) => ({
  providers,
  registerNew,
});

/** What the portal shows when the identity must first be linked to a member or registered. */
export const presentBindRequired = (
  row: ThirdPartyLoginRow,
  suggestedUsername: string,
  registerNew: boolean,
): BindCustomerRequiredValue => ({
  provider: row.provider as ThirdPartyProvider,
  email: row.email,
  name: row.name,
  suggestedUsername,
  registerNew,
});
