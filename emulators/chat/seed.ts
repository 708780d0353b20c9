/**
 * A new data folder gets the demo users and a lived-in app: a `team` channel everyone is in, a
 * direct conversation between the first two users, and a thread with replies. Written through
 * the same store as everything else, so it is logged and survives restarts like user data.
 */
import type { DemoUser } from '../demo/users.ts';
import type { ChatApp } from './app.ts';
import { timestamp } from './clock.ts';
import { addMembers } from './handlers/members.ts';
import { ensureUser } from './handlers/users.ts';
import type { ChannelRecord, MessageRecord } from './store/records.ts';
import { newMessageRecord } from './store/records.ts';
import { distinctChannelId } from './validate.ts';

function channel(
  app: ChatApp,
  type: string,
  id: string,
  creator: string,
  name?: string,
): ChannelRecord {
  const now = timestamp();
  const record: ChannelRecord = {
    cid: `${type}:${id}`,
    type,
    id,
    custom: name ? { name } : {},
    created_by_id: creator,
    created_at: now,
    updated_at: now,
    frozen: false,
    disabled: false,
    cooldown: 0,
  };
  app.state.put('channels', record.cid, record);
  return record;
}

function message(
  app: ChatApp,
  cid: string,
  userId: string,
  text: string,
  parent?: MessageRecord,
): MessageRecord {
  const now = timestamp();
  const record = newMessageRecord({
    id: crypto.randomUUID(),
    cid,
    user_id: userId,
    text,
    type: parent ? 'reply' : 'regular',
    ...(parent ? { parent_id: parent.id, show_in_channel: false } : {}),
    created_at: now,
    updated_at: now,
  });
  app.state.put('messages', record.id, record);
  if (!parent) {
    const current = app.state.get('channels', cid) as ChannelRecord;
    app.state.put('channels', cid, { ...current, last_message_at: now });
  }
  return record;
}

export function seed(app: ChatApp, users: readonly DemoUser[]): void {
  for (const demo of users) {
    const user = ensureUser(app, demo.id);
    app.state.put('users', demo.id, { ...user, name: demo.chatName });
  }
  const [first, second] = users;
  if (!first) return;
  const team = channel(app, 'team', 'general', first.id, 'General');
  addMembers(
    app,
    team,
    users.map((u) => u.id),
    { invited: false, actorId: first.id, notifyActor: false },
  );
  const welcome = message(
    app,
    team.cid,
    first.id,
    'Welcome to Parley! This is the team channel everyone is in.',
  );
  if (!second) return;
  message(app, team.cid, second.id, 'Hi all, glad to be here.');
  const replies = [
    message(app, team.cid, second.id, 'Thanks! Where do we share meeting notes?', welcome),
    message(app, team.cid, first.id, 'Right here in a thread, like this one.', welcome),
  ];
  const last = replies[replies.length - 1] as MessageRecord;
  app.state.put('messages', welcome.id, {
    ...welcome,
    reply_count: replies.length,
    thread_participant_ids: [first.id, second.id],
  });
  app.state.put('threads', welcome.id, {
    parent_id: welcome.id,
    cid: team.cid,
    custom: {},
    created_at: (replies[0] as MessageRecord).created_at,
    updated_at: last.created_at,
    last_message_at: last.created_at,
  });
  for (const userId of [first.id, second.id]) {
    app.state.put('threadReads', `${welcome.id}|${userId}`, {
      parent_id: welcome.id,
      user_id: userId,
      last_read: userId === first.id ? last.created_at : welcome.created_at,
    });
  }
  const direct = channel(app, 'messaging', distinctChannelId([first.id, second.id]), first.id);
  addMembers(app, direct, [first.id, second.id], {
    invited: false,
    actorId: first.id,
    notifyActor: false,
  });
  message(app, direct.cid, first.id, `Hey ${second.chatName.split(' ')[0] ?? ''}, got a minute?`);
  message(app, direct.cid, second.id, 'Sure, what is up?');
  app.state.recountUnread();
}
