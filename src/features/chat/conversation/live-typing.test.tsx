/** Who is typing is read from the conversation's own state, so nothing heard before counts less. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Channel } from 'stream-chat';
import {
  ChannelStateProvider,
  useTypingContext,
  type ChannelStateContextValue,
} from 'stream-chat-react';
import { LiveTyping } from './live-typing.tsx';

function TypingNames() {
  const { typing = {} } = useTypingContext();
  return (
    <>
      {Object.values(typing)
        .map((event) => event.user?.name)
        .join(', ')}
    </>
  );
}

function shownWith(typing: Record<string, { type: string; user: { id: string; name: string } }>) {
  const channel = { state: { typing }, on: () => ({ unsubscribe: () => undefined }) };
  return renderToStaticMarkup(
    <ChannelStateProvider
      value={{ channel: channel as unknown as Channel } as ChannelStateContextValue}
    >
      <LiveTyping>
        <TypingNames />
      </LiveTyping>
    </ChannelStateProvider>,
  );
}

describe('who is typing in the open conversation', () => {
  it('shows someone whose typing the conversation heard before the view listened', () => {
    const ana = { id: 'ana', name: 'Ana Lopez' };
    expect(shownWith({ ana: { type: 'typing.start', user: ana } })).toBe('Ana Lopez');
  });

  it('shows no one when no one types', () => {
    expect(shownWith({})).toBe('');
  });
});
