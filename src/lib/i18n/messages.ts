/**
 * Parley's own words in English: the source every catalogue in ./catalogues translates, and
 * the key set they are typed against. A key is its English text, so call sites read as English
 * and English needs no lookup (nor bytes beyond the call sites' own). Only words that depend on
 * a number carry English plural forms, in PLURALS. Placeholders are `{{name}}`, as in the
 * SDK's translations.
 */

export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** Every plain key, grouped by the screen that says it. */
export const TEXTS = [
  // app/screen.tsx
  'Page not found',
  'There is nothing at this address.',
  'Go to your conversations',
  // app/splash.tsx
  'Loading Parley…',
  // lib/auth-errors.ts, lib/error-words.ts
  'The server cannot be reached. Check your connection and try again.',
  'Something went wrong. Try again.',
  'That email and password do not match an account.',
  'Confirm your email address first: check your inbox for the link.',
  'An account with this email already exists. Sign in instead.',
  'Choose a stronger password.',
  'Too many attempts. Wait a minute and try again.',
  'Too many emails sent. Wait a minute and try again.',
  'Guest access is turned off for this app.',
  'That code is not right. Check the time on your device and try again.',
  'The code expired. Enter the current one.',
  'Your session ended. Sign in again.',
  'Choose a password different from your current one.',
  // ui/auth-fields.tsx
  'Email',
  'Password',
  'At least {{min}} characters.',
  // features/auth/forgot-password-page.tsx
  'Remembered it?',
  'Sign in',
  'Check your inbox',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.',
  'Reset your password',
  'Enter the email you signed up with and we will send you a link to choose a new password.',
  'Send reset link',
  'Sending…',
  // features/auth/mfa-challenge-page.tsx
  'This account has no authenticator app set up any more. Sign in again.',
  'Two-step verification',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.',
  'Sign in with another account',
  'Authentication code',
  'Verify',
  'Verifying…',
  // features/auth/reset-password-page.tsx
  'Choose a new password',
  'You followed a reset link. Pick the password you will use from now on.',
  'New password',
  'Repeat the new password',
  'Save password',
  'Saving…',
  // features/auth/sign-in-page.tsx
  'Welcome back. Sign in to pick up your conversations.',
  'New to Parley?',
  'Create an account',
  'Forgot your password?',
  'Signing in…',
  'or',
  'Starting guest session…',
  'Continue as guest',
  // features/auth/sign-up-page.tsx
  'We sent a confirmation link to {{email}}.',
  'Open the link in that email to finish creating your account, then sign in.',
  'Back to sign in',
  'Create your account',
  'Your name is how people will see you in conversations.',
  'Already have an account?',
  'First name',
  'Last name',
  'Create account',
  'Creating account…',
  // lib/validation.ts
  'Enter your email address.',
  'Enter an email address like name@example.com.',
  'Enter your password.',
  'Choose a password.',
  'Use at least {{min}} characters ({{count}} so far).',
  'Enter your first name.',
  'Enter your last name.',
  'Keep your first name under {{max}} characters.',
  'Keep your last name under {{max}} characters.',
  'Enter the 6-digit code from your authenticator app.',
  'The code is 6 digits, numbers only.',
  'The two passwords are different.',
  // pwa/install-button.tsx
  'Install Parley',
  // pwa/update-prompt.tsx
  'A new version of Parley is ready',
  'Reload to start using it, or keep going and update later.',
  'Later',
  'Reload',
  // app/shell/app-header.tsx
  'Parley, your conversations',
  'Main',
  'Review queue',
  'Chats',
  'Threads',
  'Profile',
  'Security',
  'Stay signed in',
  'Discard them and sign out',
  'Sign out once they are sent',
  'You will be signed out once the waiting messages are sent.',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.',
  'You were signed out, as you asked, once your messages were sent.',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.',
  'Not sent: {{reason}}',
  'Not sent: the conversation was deleted.',
  'Not sent: the message it answers was deleted.',
  'Not sent: the message is too long.',
  'Not sent: you cannot post in this conversation.',
  'Waiting for network',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.',
  'That conversation is not saved on this device. It opens once you are back online.',
  // app/shell/connection-banner.tsx
  'Parley keeps trying by itself.',
  'Retry now',
  'Reconnecting to the chat server…',
  'Loading your profile failed.',
  'Getting your chat pass failed.',
  'Connecting to the chat server failed.',
  // app/shell/signed-in-app.tsx
  'Your conversations appear here once Parley is connected.',
  'Loading your conversations…',
  'Loading…',
  // app/shell/status-pill.tsx
  'Not connected',
  'Offline',
  'Connecting…',
  'Reconnecting…',
  'Connected',
  // core/connection/connection-controller.ts
  'Your profile could not be loaded: {{reason}}',
  'The chat server could not be reached: {{reason}}',
  // core/connection/profile-api.ts
  'The profile could not be loaded.',
  'The profile could not be saved.',
  // core/connection/token-api.ts
  'You are signed out.',
  'The chat token could not be fetched: the network is unreachable.',
  'The chat token could not be fetched (HTTP {{status}}).',
  // features/profile/avatar-image.ts
  'Choose a PNG, JPEG or WebP picture.',
  'That picture is {{size}} MB; choose one under {{max}} MB.',
  'This browser cannot resize pictures.',
  'The picture could not be converted.',
  'The resized picture is still over {{max}} MB.',
  // features/profile/guest-upgrade.tsx
  'Account saved',
  'You can now sign in with your email and password on any device.',
  'Keep your guest account',
  'You are using Parley as a guest. Add an email and password to sign in again later.',
  'Save account',
  // features/profile/profile-page.tsx
  'Your name',
  'Saved. Your conversations show the new name.',
  'Save name',
  'The picture could not be saved: {{reason}}',
  'Your picture',
  'Your current picture',
  'Uploading…',
  'Choose a picture',
  'Remove picture',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.',
  'Picture saved.',
  'In conversations you appear as “{{name}}”.',
  'Try again',
  'Loading your profile…',
  // features/security/security-page.tsx
  'Sign out',
  'Signing out everywhere also ends your sessions on other devices and browsers.',
  'Authenticator app',
  'added {{date}}',
  'Removing…',
  'Remove',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.',
  'Signing out…',
  'Sign out everywhere',
  'Signing out everywhere…',
  // features/security/totp-enrollment.tsx
  'QR code for your authenticator app',
  'Code from the app',
  'Turn on two-step verification',
  'Checking…',
  'Preparing…',
  'Set up an authenticator app',
  'Scan this QR code with your authenticator app.',
  'Or type this secret into it:',
  // features/notification-settings/notification-settings.tsx
  'Notifications',
  'Parley can tell you when a message arrives for you.',
  'Your notification settings appear once you are back online.',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.',
  'Turn on notifications',
  'Notifications are on for your account but not yet allowed on this device.',
  'Allow notifications on this device',
  'Notify me about',
  'Direct messages and mentions',
  'All messages',
  'Show message text in notifications',
  'When it is off, a notification says only “New message”.',
  'Notifications come to this device, also while Parley is closed.',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.',
  'Saving needs the network. Connect and try again.',
  // features/chat/channel-bar.tsx
  'Back to conversations',
  'Details',
  // features/chat/threads.tsx
  'Back to threads',
  // features/chat/channel-details/
  'You are invited',
  'Accept invite',
  'Reject invite',
  'Members ({{count}})',
  '(you)',
  'Moderator',
  'Invited',
  'Remove moderator',
  'Make moderator',
  'Add or invite people',
  'Add {{count}}',
  'Add',
  'Invite {{count}}',
  'Invite',
  'For you',
  'Unmute',
  'Mute',
  'Unpin',
  'Pin to top',
  'Unarchive',
  'Archive',
  'Hide',
  'Leave',
  'Moderation',
  'Slow mode',
  'Off',
  'Unfreeze conversation',
  'Freeze conversation',
  'Conversation details',
  'Leaving failed.',
  'Hiding failed.',
  'Accepting the invite failed.',
  'Rejecting the invite failed.',
  'Removing the moderator failed.',
  'Making a moderator failed.',
  'Removing the member failed.',
  'Adding members failed.',
  'Inviting failed.',
  'Unmuting failed.',
  'Muting failed.',
  'Unpinning failed.',
  'Pinning failed.',
  'Unarchiving failed.',
  'Archiving failed.',
  'Changing slow mode failed.',
  'Unfreezing failed.',
  'Freezing failed.',
  // features/chat/chat-page.tsx
  'Choose a conversation, or start a new one.',
  'Conversations',
  'Show inbox',
  'Show archived',
  'Conversation',
  // ui/modal.tsx
  'Close',
  // features/chat/new-conversation-form.tsx
  'Pick at least one person to talk to.',
  'Give the group a name so everyone recognises it.',
  'The conversation could not be started: {{reason}}',
  'With: {{names}}',
  'Group name',
  'Group name (optional)',
  'e.g. Weekend plans',
  'Starting…',
  'Create group',
  'Start conversation',
  // features/chat/new-conversation.tsx
  'New conversation',
  // features/chat/user-search.tsx
  'Searching failed.',
  'Find people',
  'Name or user id',
  'People',
  'Nobody matches “{{query}}”.',
  'Show more people',
  // features/moderation/flag-dialog.tsx
  'Flag message',
  'Why should a moderator look at it?',
  'Also flag {{name}}',
  'Cancel',
  'Send flag',
  // features/moderation/flag-reasons.ts
  'Spam',
  'Harassment or bullying',
  'Inappropriate content',
  'Something else',
  // features/moderation/message-actions.tsx
  'the author',
  'Unban user',
  'Ban user',
  // features/moderation/review-item.tsx
  'unknown',
  'Message',
  'User',
  'by {{name}}',
  'Message deleted',
  'No text',
  'Flags',
  'someone',
  'no reason given',
  'Dismiss',
  'Delete message',
  'Ban {{name}}',
  // features/moderation/review-queue-page.tsx
  'Only moderators and admins can see the review queue.',
  'Could not load the review queue: {{reason}}',
  'That did not work: {{reason}}',
  'Refresh',
  'Loading the review queue…',
  'Nothing to review. Flagged messages and users appear here.',
  'Flagged messages and users',
  'The review queue appears here once Parley is connected.',
  // features/reminders/reminder-times.ts
  'Saved for later',
  'Reminder was due {{when}}',
  'Reminder at {{when}}',
  'In 2 minutes',
  'In 30 minutes',
  'In 1 hour',
  'In 2 hours',
  'In 8 hours',
  'In 24 hours',
  // features/reminders/reminders-button.tsx
  'Reminders',
  'Reminders and saved',
  // features/reminders/reminders-panel.tsx
  'Someone',
  'Change reminder for “{{text}}”',
  'Change…',
  'No time, keep saved',
  'Loading your reminders…',
  'Could not load your reminders: {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.',
  'Reminders and saved messages',
  // features/notices/app-notices.tsx
  'Reminder: “{{text}}”',
  'Reminder: a message you asked to be reminded about',
  // features/location/position-preview.tsx
  'Parley may not read your position. Allow location access for this site and try again.',
  'Your position could not be found.',
  'Finding your position…',
  // features/location/static-map.tsx
  'Map marker at {{place}}',
  'Open in a map',
  // features/chat/muted-message.tsx
  'Message from a muted user',
  'Show',
  // features/chat/route-sync.tsx
  'That conversation does not exist, or you are not one of its members.',
  // features/notifications/watch-new-messages.ts
  'New message',
  '{{name}} in {{conversation}}',
] as const;

/** Keys whose words depend on `count`. */
export const PLURALS = {
  '{{count}} seconds between messages': {
    one: '{{count}} second between messages',
    other: '{{count}} seconds between messages',
  },
  '{{count}} minutes between messages': {
    one: '{{count}} minute between messages',
    other: '{{count}} minutes between messages',
  },
  '{{count}} messages waiting to be sent.': {
    one: '{{count}} message waiting to be sent.',
    other: '{{count}} messages waiting to be sent.',
  },
  '{{count}} messages waiting on this device were not sent.': {
    one: '{{count}} message waiting on this device was not sent.',
    other: '{{count}} messages waiting on this device were not sent.',
  },
  '{{count}} new messages': {
    one: '{{count}} new message',
    other: '{{count}} new messages',
  },
} as const satisfies Record<string, PluralForms>;

export type TextKey = (typeof TEXTS)[number];
export type PluralKey = keyof typeof PLURALS;
export type MessageKey = TextKey | PluralKey;

/** A translation: every key, plural keys with the forms its language needs. */
export type Catalogue = Record<TextKey, string> & Record<PluralKey, PluralForms>;
