/**
 * A channel type's switches, as they reach a channel's users. Stream's Channel Capabilities
 * docs say own_capabilities follow the channel type's settings as well as the user's role, and
 * stream-chat-swift #4132 confirmed with Stream's backend that a type's typing switch, not the
 * role, decides `send-typing-events`; stream-chat reads `read-events` the same way (its
 * `channelHasReadEvents`). So a switch that is off takes its capabilities from everyone, admins
 * too, and a call that uses the feature anyway answers Stream's ChannelFeatureNotSupportedError
 * (code 19, 400), which the API errors table gives for a feature "disabled on the dashboard
 * (i.e. Reactions & Replies)". Typing and custom events answer code 18 instead (send-event.ts).
 */
import type { ChatApp } from '../app.ts';
import { capabilities, type Actor } from '../auth/permissions.ts';
import { featureOff } from '../http/errors.ts';
import { channelConfig, type ChannelTypeConfig } from '../settings/channel-types.ts';
import type { ChannelRecord, MemberRecord } from '../store/records.ts';

type Switch = keyof ChannelTypeConfig & string;

/** Each switch and the capabilities it gives, by the capability names of Stream's docs. */
export const SWITCHED_CAPABILITIES: ReadonlyMap<Switch, readonly string[]> = new Map<
  Switch,
  readonly string[]
>([
  ['typing_events', ['send-typing-events', 'typing-events']],
  ['read_events', ['read-events']],
  ['connect_events', ['connect-events']],
  ['custom_events', ['send-custom-events']],
  ['reactions', ['send-reaction']],
  ['replies', ['send-reply']],
  ['quotes', ['quote-message']],
  ['uploads', ['upload-file']],
  ['search', ['search-messages']],
  ['polls', ['send-poll', 'cast-poll-vote', 'query-poll-votes']],
]);

export function featureOn(app: ChatApp, type: string, name: Switch): boolean {
  return channelConfig(app, type)?.[name] === true;
}

/** The user's capabilities in the channel: what their role gives, less what the type switches off. */
export function ownCapabilities(
  app: ChatApp,
  actor: Actor,
  channel: ChannelRecord,
  member: MemberRecord | undefined,
): string[] {
  const off = new Set(
    [...SWITCHED_CAPABILITIES]
      .filter(([name]) => !featureOn(app, channel.type, name))
      .flatMap(([, names]) => names),
  );
  return capabilities(actor, channel, member).filter((name) => !off.has(name));
}

/** Refuses a call that uses a feature the channel's type has switched off. */
export function requireFeature(app: ChatApp, channel: ChannelRecord, name: Switch): void {
  if (featureOn(app, channel.type, name)) return;
  throw featureOff(`${name} are disabled for channel type ${channel.type}`);
}
