/**
 * The delivery loop keeps order: a conversation's tasks, a message's, and a reply behind the
 * message it answers.
 */
import { describe, expect, it } from 'vitest';
import { deliverOutbox } from './delivery-loop.ts';
import {
  A,
  B,
  noAnswer,
  FakeChat,
  MemoryTasks,
  send,
  edit,
  deletion,
  news,
  report,
} from './delivery-loop-fixture.ts';

describe('delivering the outbox', () => {
  describe('keeping order', () => {
    it('never lets an edit or a deletion overtake the send they change, even naming no conversation', async () => {
      const server = new FakeChat(A, B);
      server.when('send-message a1', noAnswer());
      const store = new MemoryTasks([
        send(A, 'a1'),
        edit('a1', 'a1 edited'),
        deletion('a1'),
        send(B, 'b1'),
      ]);

      expect(await deliverOutbox(server.chat, store, news().settled)).toEqual(report(1, 0, 3));
      expect(server.calls).toEqual(['send-message a1', 'send-message b1']);
      expect(await deliverOutbox(server.chat, store, news().settled)).toEqual(report(3, 0, 0));
      expect(server.applied).toEqual([
        'send-message b1',
        'send-message a1',
        'update-message a1',
        'delete-message a1',
      ]);
    });

    it('never lets the deletion of a message overtake a reply to it written before', async () => {
      const server = new FakeChat(A);
      server.has({ id: 'a0', cid: A });
      server.when('send-message a1', noAnswer());
      const store = new MemoryTasks([send(A, 'a1'), send(A, 'r1', 'a0'), deletion('a0')]);
      const told = news();

      expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 0, 3));
      expect(server.calls).toEqual(['send-message a1']);
      expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(3, 0, 0));
      expect(server.applied).toEqual(['send-message a1', 'send-message r1', 'delete-message a0']);
      expect(told.refused).toEqual([]);
    });

    it('holds a reply while the message it answers waits, and sends it once that one is delivered', async () => {
      const server = new FakeChat(A);
      server.when('send-message p1', noAnswer());
      const store = new MemoryTasks([send(A, 'p1'), send(A, 'r1', 'p1')]);

      expect(await deliverOutbox(server.chat, store, news().settled)).toEqual(report(0, 0, 2));
      expect(server.calls).toEqual(['send-message p1']);
      expect(await deliverOutbox(server.chat, store, news().settled)).toEqual(report(2, 0, 0));
      expect(server.applied).toEqual(['send-message p1', 'send-message r1']);
      expect(server.messages.get('r1')).toMatchObject({ parent_id: 'p1', type: 'reply' });
    });

    it.each([
      ['deleted, its tombstone standing', true, false],
      ['gone altogether', false, true],
    ])(
      'refuses, without sending it, a reply to a message %s, and shows the deletion',
      async (_name, tombstone, hardDelete) => {
        const server = new FakeChat(A);
        if (tombstone) server.has({ id: 'p1', cid: A, type: 'deleted', deleted_at: 'earlier' });
        const store = new MemoryTasks([send(A, 'r1', 'p1')]);
        const told = news();

        expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 1, 0));
        expect(server.calls).toEqual(['get-message p1']);
        expect(told.refused).toEqual([
          {
            task: 'send-message r1',
            refusal: {
              kind: 'refused',
              code: 4,
              message: 'parent message "p1" was deleted',
              gone: 'parent',
            },
          },
        ]);
        expect(server.events).toEqual([
          expect.objectContaining({
            type: 'message.deleted',
            cid: A,
            hard_delete: hardDelete,
            message: expect.objectContaining({ id: 'p1', type: 'deleted' }),
          }),
        ]);
      },
    );

    it('keeps a reply waiting, not refused, when asking after the message it answers gets no answer', async () => {
      const server = new FakeChat(A);
      server.has({ id: 'p1', cid: A });
      server.when('get-message p1', noAnswer());
      const store = new MemoryTasks([send(A, 'r1', 'p1')]);
      const told = news();

      expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 0, 1));
      expect(told.refused).toEqual([]);
      expect(server.events).toEqual([]);
      expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(1, 0, 0));
      expect(told.delivered).toEqual(['r1']);
    });
  });
});
