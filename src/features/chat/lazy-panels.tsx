/**
 * The conversation's panels that come with chunks of their own, fetched the first time they
 * open: its details, and its open thread (the thread brings the virtualised list,
 * react-virtuoso). Defined here, above the parts, so the conversation shows them without
 * reaching into a sibling part.
 */
import { lazy } from 'react';

export const ChannelDetails = lazy(() =>
  import('./channel-details/channel-details.tsx').then((m) => ({ default: m.ChannelDetails })),
);

export const ChannelThread = lazy(() =>
  import('./threads/threads.tsx').then((m) => ({ default: m.ChannelThread })),
);
