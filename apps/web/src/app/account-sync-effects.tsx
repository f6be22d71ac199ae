import { SessionSync } from '../features/auth/components/session-sync';
import { ProviderProfilesSync } from '../features/connections/components/provider-profiles-sync';

/** Loaded by account-sync.tsx once there is an account to keep fresh. */
export default function AccountSyncEffects() {
  return (
    <>
      <SessionSync />
      <ProviderProfilesSync />
    </>
  );
}
