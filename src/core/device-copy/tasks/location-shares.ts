/**
 * A shared location goes to the chat server at once and is never kept to be sent later: where
 * the person is now is not worth delivering later, and the share dialog says whether it went (it
 * stays open to try again). stream-chat's queue kept a share whose request failed, so the outbox
 * delivered a share the dialog had called failed, held the conversation's next messages behind
 * it, and the next message (written with the same composer id) then met "already exists" and was
 * taken as delivered: lost. The SDK then also sends the share a second time itself, so a first
 * answer slower than the client's timeout (a busy device) made the second meet "already exists",
 * and the dialog said "Failed to share the location" for a share that had gone. Here a share that
 * got no answer is sent once more under its id, and one the server already has is read back.
 */
import type { Message, PendingTask, SendMessageAPIResponse, StreamChat } from 'stream-chat';

type ShareTask = Extract<PendingTask, { type: 'send-message' }>;

interface ErrorLike {
  response?: { data?: { code?: number; message?: string } };
}

export function isLocationShare(task: PendingTask): task is ShareTask {
  return task.type === 'send-message' && !!task.payload[0].shared_location;
}

/** No answer at all (a timeout, the network away): the share may have arrived all the same. */
const unanswered = (error: unknown): boolean => !(error as ErrorLike | null)?.response;

/** Stream's answer to an id it already has (code 4, input error). */
const alreadyThere = (error: unknown): boolean => {
  const data = (error as ErrorLike | null)?.response?.data;
  return data?.code === 4 && /already exists/i.test(data.message ?? '');
};

async function readBack(chat: StreamChat, message: Message): Promise<SendMessageAPIResponse> {
  const { message: stored, duration } = await chat.getMessage(message.id ?? '');
  return { message: stored, duration };
}

/** Sends the share; resolves as the chat server has it, or rejects with why it did not go. */
export async function sendShare(
  chat: StreamChat,
  task: ShareTask,
): Promise<SendMessageAPIResponse> {
  const [message, options] = task.payload;
  const channel = chat.channel(task.channelType ?? '', task.channelId ?? '');
  for (let attempt = 1; ; attempt++) {
    try {
      return await channel._sendMessage(message, options);
    } catch (error) {
      if (alreadyThere(error)) return readBack(chat, message);
      if (attempt === 2 || !unanswered(error)) throw error;
    }
  }
}
