/** The chat server's REST surface at a glance (`/ch` = `/channels/{type}/{id}`). Literal paths come first. */
import { Router } from '../shared/router.ts';
import type { Handler, RouteDef } from './http/context.ts';
import { deleteChannel } from './handlers/channels/delete-channel.ts';
import { truncateChannel } from './handlers/channels/truncate-channel.ts';
import { deleteChannels, getTask } from './handlers/channels/delete-channels.ts';
import { markDelivered } from './handlers/channels/delivered.ts';
import { queryChannel } from './handlers/channels/get-or-create-channel.ts';
import { setHidden } from './handlers/channels/hide-channel.ts';
import * as members from './handlers/channels/members.ts';
import { queryChannelsForUser } from './handlers/channels/query-channels-for-user.ts';
import * as read from './handlers/channels/read.ts';
import { stopWatching } from './handlers/channels/stop-watching.ts';
import { partialUpdateChannel, updateChannel } from './handlers/channels/update-channel.ts';
import { sendEvent } from './handlers/events/send-event.ts';
import { sync } from './handlers/events/sync.ts';
import { deleteMessage } from './handlers/messages/delete-message.ts';
import * as drafts from './handlers/messages/drafts.ts';
import { getManyMessages, getMessage, getReplies } from './handlers/messages/get-messages.ts';
import * as locations from './handlers/messages/locations.ts';
import { runMessageAction } from './handlers/messages/message-action.ts';
import { getOg } from './handlers/messages/og.ts';
import { getPinnedMessages } from './handlers/messages/pinned-messages.ts';
import { search } from './handlers/messages/search.ts';
import { sendMessage } from './handlers/messages/send-message.ts';
import { translateMessage } from './handlers/messages/translate.ts';
import { partialUpdateMessage, updateMessage } from './handlers/messages/update-message.ts';
import { queryBannedUsers, queryFutureChannelBans } from './handlers/moderation/ban-query.ts';
import * as bans from './handlers/moderation/bans.ts';
import * as blocklists from './handlers/moderation/blocklists.ts';
import * as blocks from './handlers/moderation/blocks.ts';
import { queryMessageFlags } from './handlers/moderation/message-flags.ts';
import * as moderationConfigs from './handlers/moderation/moderation-configs.ts';
import * as moderation from './handlers/moderation/mutes-and-flags.ts';
import * as reviewQueue from './handlers/moderation/review-queue.ts';
import * as pollCrud from './handlers/polls/crud.ts';
import * as pollOptions from './handlers/polls/options.ts';
import * as pollVotes from './handlers/polls/votes.ts';
import * as devices from './handlers/push/devices.ts';
import { upsertPushPreferences } from './handlers/push/push-preferences.ts';
import * as reactions from './handlers/reactions/reactions.ts';
import * as reminders from './handlers/reminders/reminders.ts';
import * as appSettings from './handlers/settings/app-settings.ts';
import * as channelTypes from './handlers/settings/channel-types.ts';
import { searchRoles } from './handlers/settings/roles.ts';
import * as threads from './handlers/threads/threads.ts';
import * as uploads from './handlers/uploads/uploads.ts';
import * as userGroups from './handlers/users/user-groups.ts';
import * as users from './handlers/users/users.ts';
import { setLocalRateLimits } from './limits/rate-limit-switch.ts';

const route = (op: string, handler: Handler, upload = false): RouteDef => ({ op, handler, upload });
const ch = '/channels/:type/:id';

export const routes = new Router<RouteDef>()
  .add('GET', '/app', route('GetApp', appSettings.getApp))
  .add('PATCH', '/app', route('UpdateApp', appSettings.updateApp))
  .add('GET', '/channeltypes', route('ListChannelTypes', channelTypes.listChannelTypes))
  .add('GET', '/channeltypes/:name', route('GetChannelType', channelTypes.getChannelType))
  .add('PUT', '/channeltypes/:name', route('UpdateChannelType', channelTypes.updateChannelType))
  .add('GET', '/users', route('QueryUsers', users.queryUsers))
  .add('POST', '/users', route('UpdateUsers', users.upsertUsers))
  .add('PATCH', '/users', route('UpdateUsersPartial', users.partialUpdateUsers))
  .add('POST', '/guest', route('CreateGuest', users.createGuest))
  .add('GET', '/usergroups', route('ListUserGroups', userGroups.listUserGroups))
  .add('POST', '/usergroups', route('CreateUserGroup', userGroups.createUserGroup))
  .add('GET', '/usergroups/search', route('SearchUserGroups', userGroups.searchUserGroups))
  .add('GET', '/usergroups/:id', route('GetUserGroup', userGroups.getUserGroup))
  .add('PUT', '/usergroups/:id', route('UpdateUserGroup', userGroups.updateUserGroup))
  .add('DELETE', '/usergroups/:id', route('DeleteUserGroup', userGroups.deleteUserGroup))
  .add(
    'POST',
    '/usergroups/:id/members',
    route('AddUserGroupMembers', userGroups.addUserGroupMembers),
  )
  .add(
    'POST',
    '/usergroups/:id/members/delete',
    route('RemoveUserGroupMembers', userGroups.removeUserGroupMembers),
  )
  .add('GET', '/roles/search', route('SearchRoles', searchRoles))
  .add('GET', '/blocklists', route('ListBlockLists', blocklists.listBlockLists))
  .add('POST', '/blocklists', route('CreateBlockList', blocklists.createBlockList))
  .add('GET', '/blocklists/:name', route('GetBlockList', blocklists.getBlockList))
  .add('PUT', '/blocklists/:name', route('UpdateBlockList', blocklists.updateBlockList))
  .add('DELETE', '/blocklists/:name', route('DeleteBlockList', blocklists.deleteBlockList))
  .add('POST', '/channels', route('QueryChannels', queryChannelsForUser))
  .add('POST', '/channels/read', route('MarkAllRead', read.markAllRead))
  .add('POST', '/channels/delete', route('DeleteChannels', deleteChannels))
  .add('GET', '/tasks/:id', route('GetTask', getTask))
  .add('GET', '/unread', route('UnreadCounts', read.unreadCounts))
  .add('POST', '/devices', route('CreateDevice', devices.addDevice))
  .add('GET', '/devices', route('ListDevices', devices.listDevices))
  .add('DELETE', '/devices', route('DeleteDevice', devices.removeDevice))
  .add('POST', '/push_preferences', route('UpsertPushPreferences', upsertPushPreferences))
  .add('POST', '/uploads/image', route('UploadImage', uploads.uploadStandalone('image'), true))
  .add('POST', '/uploads/file', route('UploadFile', uploads.uploadStandalone('file'), true))
  .add('DELETE', '/uploads/image', route('DeleteImage', uploads.deleteStandalone))
  .add('DELETE', '/uploads/file', route('DeleteFile', uploads.deleteStandalone))
  .add('POST', '/channels/delivered', route('MarkDelivered', markDelivered))
  .add('POST', '/channels/:type/query', route('GetOrCreateChannel', queryChannel))
  .add('POST', `${ch}/query`, route('GetOrCreateChannel', queryChannel))
  .add('POST', ch, route('UpdateChannel', updateChannel))
  .add('PATCH', ch, route('UpdateChannelPartial', partialUpdateChannel))
  .add('DELETE', ch, route('DeleteChannel', deleteChannel))
  .add('POST', `${ch}/truncate`, route('TruncateChannel', truncateChannel))
  .add('POST', `${ch}/hide`, route('HideChannel', setHidden(true)))
  .add('POST', `${ch}/show`, route('ShowChannel', setHidden(false)))
  .add('POST', `${ch}/stop-watching`, route('StopWatchingChannel', stopWatching))
  .add('POST', `${ch}/event`, route('SendEvent', sendEvent))
  .add('POST', `${ch}/read`, route('MarkRead', read.markRead))
  .add('POST', `${ch}/unread`, route('MarkUnread', read.markUnread))
  .add('POST', `${ch}/message`, route('SendMessage', sendMessage))
  .add('GET', `${ch}/messages`, route('GetManyMessages', getManyMessages))
  .add('GET', `${ch}/pinned_messages`, route('GetPinnedMessages', getPinnedMessages))
  .add('POST', `${ch}/image`, route('UploadImage', uploads.upload('image'), true))
  .add('POST', `${ch}/file`, route('UploadFile', uploads.upload('file'), true))
  .add('DELETE', `${ch}/image`, route('DeleteImage', uploads.deleteUpload))
  .add('DELETE', `${ch}/file`, route('DeleteFile', uploads.deleteUpload))
  .add('PATCH', `${ch}/member`, route('UpdateMemberPartial', members.updateMemberPartial))
  .add('PATCH', `${ch}/member/:user_id`, route('UpdateMemberPartial', members.updateMemberPartial))
  .add('POST', `${ch}/draft`, route('CreateDraft', drafts.createDraft))
  .add('GET', `${ch}/draft`, route('GetDraft', drafts.getDraft))
  .add('DELETE', `${ch}/draft`, route('DeleteDraft', drafts.deleteDraft))
  .add('POST', '/drafts/query', route('QueryDrafts', drafts.queryDrafts))
  .add('GET', '/members', route('QueryMembers', members.queryMembers))
  .add('GET', '/messages/:id', route('GetMessage', getMessage))
  .add('POST', '/messages/:id', route('UpdateMessage', updateMessage))
  .add('PUT', '/messages/:id', route('UpdateMessagePartial', partialUpdateMessage))
  .add('DELETE', '/messages/:id', route('DeleteMessage', deleteMessage))
  .add('GET', '/messages/:id/replies', route('GetReplies', getReplies))
  .add('POST', '/messages/:id/action', route('RunMessageAction', runMessageAction))
  .add('POST', '/messages/:id/translate', route('TranslateMessage', translateMessage))
  .add('POST', '/messages/:id/reaction', route('SendReaction', reactions.sendReaction))
  .add('DELETE', '/messages/:id/reaction/:type', route('DeleteReaction', reactions.deleteReaction))
  .add('GET', '/messages/:id/reactions', route('GetReactions', reactions.listReactions))
  .add('POST', '/messages/:id/reactions', route('QueryReactions', reactions.listReactions))
  .add('POST', '/threads', route('QueryThreads', threads.queryThreads))
  .add('GET', '/threads/:id', route('GetThread', threads.getThread))
  .add('PATCH', '/threads/:id', route('UpdateThreadPartial', threads.updateThread))
  .add('GET', '/search', route('Search', search))
  .add('POST', '/moderation/mute/channel', route('MuteChannel', moderation.muteChannel))
  .add('POST', '/moderation/unmute/channel', route('UnmuteChannel', moderation.unmuteChannel))
  .add('POST', '/moderation/mute', route('MuteUser', moderation.muteUser))
  .add('POST', '/moderation/unmute', route('UnmuteUser', moderation.unmuteUser))
  .add('POST', '/api/v2/moderation/mute', route('Mute', moderation.muteUsersV2))
  .add('POST', '/api/v2/moderation/unmute', route('Unmute', moderation.unmuteUsersV2))
  .add('POST', '/moderation/flag', route('Flag', moderation.flag))
  .add('GET', '/moderation/flags/message', route('QueryMessageFlags', queryMessageFlags))
  .add('POST', '/moderation/ban', route('Ban', bans.banUser))
  .add('DELETE', '/moderation/ban', route('Unban', bans.unbanUser))
  .add('GET', '/query_banned_users', route('QueryBannedUsers', queryBannedUsers))
  .add('GET', '/query_future_channel_bans', route('QueryFutureChannelBans', queryFutureChannelBans))
  .add('POST', '/users/block', route('BlockUser', blocks.blockUser))
  .add('GET', '/users/block', route('GetBlockedUsers', blocks.blockedUsers))
  .add('POST', '/users/unblock', route('UnblockUser', blocks.unblockUser))
  .add('POST', '/api/v2/moderation/flag', route('Flag', reviewQueue.flagEntity))
  .add(
    'POST',
    '/api/v2/moderation/review_queue',
    route('QueryReviewQueue', reviewQueue.queryReviewQueue),
  )
  .add('POST', '/api/v2/moderation/submit_action', route('SubmitAction', reviewQueue.submitAction))
  .add('POST', '/api/v2/moderation/config', route('UpsertConfig', moderationConfigs.upsertConfig))
  .add('GET', '/api/v2/moderation/config/:key', route('GetConfig', moderationConfigs.getConfig))
  .add(
    'DELETE',
    '/api/v2/moderation/config/:key',
    route('DeleteConfig', moderationConfigs.deleteConfig),
  )
  .add('POST', '/api/v2/moderation/configs', route('QueryConfigs', moderationConfigs.queryConfigs))
  .add('GET', '/og', route('GetOG', getOg))
  .add('POST', '/sync', route('Sync', sync))
  // Not Stream's: tests narrow rate limits through it (rate-limit-switch.ts).
  .add('PUT', '/_local/rate_limits', route('SetLocalRateLimits', setLocalRateLimits))
  .add('PUT', '/users/live_locations', route('UpdateLiveLocation', locations.updateLiveLocation))
  .add('GET', '/users/live_locations', route('GetUserLiveLocations', locations.activeLiveLocations))
  .add('POST', '/messages/:id/reminders', route('CreateReminder', reminders.createReminder))
  .add('PATCH', '/messages/:id/reminders', route('UpdateReminder', reminders.updateReminder))
  .add('DELETE', '/messages/:id/reminders', route('DeleteReminder', reminders.deleteReminder))
  .add('POST', '/reminders/query', route('QueryReminders', reminders.queryReminders))
  .add('POST', '/polls', route('CreatePoll', pollCrud.createPoll))
  .add('PUT', '/polls', route('UpdatePoll', pollCrud.updatePoll))
  .add('POST', '/polls/query', route('QueryPolls', pollCrud.queryPolls))
  .add('GET', '/polls/:id', route('GetPoll', pollCrud.getPoll))
  .add('PATCH', '/polls/:id', route('UpdatePollPartial', pollCrud.partialUpdatePoll))
  .add('DELETE', '/polls/:id', route('DeletePoll', pollCrud.deletePoll))
  .add('POST', '/polls/:id/options', route('CreatePollOption', pollOptions.createOption))
  .add('PUT', '/polls/:id/options', route('UpdatePollOption', pollOptions.updateOption))
  .add('GET', '/polls/:id/options/:option_id', route('GetPollOption', pollOptions.getOption))
  .add(
    'DELETE',
    '/polls/:id/options/:option_id',
    route('DeletePollOption', pollOptions.deleteOption),
  )
  .add('POST', '/polls/:id/votes', route('QueryPollVotes', pollVotes.queryVotes))
  .add('POST', '/messages/:id/polls/:poll_id/vote', route('CastPollVote', pollVotes.castVote))
  .add(
    'DELETE',
    '/messages/:id/polls/:poll_id/vote/:vote_id',
    route('RemovePollVote', pollVotes.removeVote),
  );
