export { createEmulator } from './emulator';
export type { Emulator, EmulatorSnapshot } from './emulator';
export { emulatorPlugin } from './plugin';
export { startEmulatorServer } from './server';
export type { EmulatorServer, StandaloneOptions } from './server';
export { emulatorUrls } from './urls';
export type { EmulatorUrls } from './urls';
export { PROVIDERS } from './options';
export type { EmulatorOptions, OAuthClientConfig, Provider } from './options';
export { SEED } from './state/seed';
export { KICK_EVENTS, KICK_SCOPES } from './kick/catalog';
export type { KickEventName } from './kick/catalog';
export { s256Challenge } from './crypto/pkce';
export type {
  AddTrackInput,
  BanInput,
  ChannelInput,
  CreateAccountInput,
  ExpireTokensInput,
  FaultInput,
  GiftSubsInput,
  GoLiveInput,
  KicksInput,
  LifetimesInput,
  MetadataInput,
  PlayInput,
  RenewalInput,
  RevokeInput,
  SendChatInput,
  UnbanInput,
  ViewerCountInput,
  ViewerEventInput,
} from './control/control.schemas';
export type { ChatLogEntry, DeliveryView, ChannelSummary } from './control/views';
export type { BanView } from './control/kick-moderation.control';
export type { KickControl, EventResult } from './control/kick.control';
export type {
  RewardsControl,
  RewardView,
  RedemptionView,
  RedeemedView,
  RedeemInput,
  DashboardRewardInput,
  DashboardRewardPatch,
} from './control/rewards.control';
export type {
  SpotifyControl,
  DiscordControl,
  PlaybackSummary,
  DiscordMessageView,
} from './control/providers.control';
export type { TokenControl, FaultControl, GrantView, TokenView } from './control/tokens.control';
export type { FaultRule } from './faults/faults.service';
export { DEMO_CLIENT_SECRETS, demoClients } from './demo-clients';
