/** Parley's own words in Korean, loaded only for a browser that prefers it. */
import type { Catalogue } from '../messages.ts';

const catalogue: Catalogue = {
  '1 day': '1일',
  '7 days': '7일',
  '30 days': '30일',
  'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.':
    '정확한 이메일 주소로는 누구나, 이름으로는 대화를 함께하는 사람과 검색 허용을 선택한 사람.',
  'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.':
    '링크가 있는 사람은 계정이 없어도 이 그룹에 참여할 수 있습니다. 만료되거나 사용 횟수가 다하거나 취소할 때까지 유효합니다.',
  Copied: '복사됨',
  'Copy link': '링크 복사',
  'Create a group and invite people with a link': '그룹을 만들고 링크로 초대하기',
  'Expires after': '만료 기간',
  'Expires {{date}}': '{{date}} 만료',
  'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.':
    '이메일 주소로, 또는 검색 허용을 선택한 사람이라면 이름으로 찾아 메시지를 보내세요.',
  'Invite link': '초대 링크',
  'Join a conversation': '대화 참여',
  'Join my group on Parley': 'Parley에서 내 그룹에 참여하세요',
  'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.':
    '참여하려면 네트워크가 필요합니다. 링크는 여기 보관됩니다. 연결되면 자동으로 열리거나 다시 시도할 수 있습니다.',
  'Joining…': '참여하는 중…',
  'Let people find me by name': '이름으로 나를 찾을 수 있게 허용',
  'Make a link': '링크 만들기',
  'Make a new link': '새 링크 만들기',
  'Name a group, then send its link to anyone, also to people who have no account yet.':
    '그룹 이름을 정한 뒤 링크를 누구에게나 보내세요. 아직 계정이 없는 사람에게도요.',
  'Name or exact e-mail address': '이름 또는 정확한 이메일 주소',
  'Name the group. Next you get a link to send to the people you want in it.':
    '그룹 이름을 정하세요. 다음 단계에서 참여할 사람에게 보낼 링크를 받습니다.',
  'New group': '새 그룹',
  'No limit': '제한 없음',
  'Number of uses (optional)': '사용 횟수(선택)',
  'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.':
    '꺼져 있으면 정확한 이메일 주소를 알거나 대화를 함께하는 사람만 나를 찾을 수 있습니다.',
  'Open the group': '그룹 열기',
  Revoke: '취소',
  'Share…': '공유…',
  'Start a conversation': '대화 시작',
  'The invite link could not be made.': '초대 링크를 만들 수 없습니다.',
  'The invite link could not be revoked.': '초대 링크를 취소할 수 없습니다.',
  'The invite links could not be loaded.': '초대 링크를 불러올 수 없습니다.',
  'The setting could not be loaded.': '설정을 불러올 수 없습니다.',
  'The setting could not be saved.': '설정을 저장할 수 없습니다.',
  'Uses: {{used}} of {{max}}': '사용: {{used}}/{{max}}',
  'Uses: {{used}}': '사용: {{used}}',
  'Where to start': '시작하기',
  'Who can find you': '나를 찾을 수 있는 사람',
  'Active links': '활성 링크',
  'Made by you': '내가 만듦',
  'Made by {{name}}': '{{name}} 님이 만듦',
  'Made by a former member': '이전 멤버가 만듦',
  'Only members who may add people to this group can see and revoke its links.':
    '이 그룹에 사람을 추가할 수 있는 멤버만 초대 링크를 보고 취소할 수 있습니다.',
  'This invite link does not exist. Check that it was copied whole.':
    '이 초대 링크는 존재하지 않습니다. 전체가 복사되었는지 확인하세요.',
  'This invite link was revoked.': '이 초대 링크는 취소되었습니다.',
  'This invite link has expired. Ask for a new one.':
    '이 초대 링크는 만료되었습니다. 새 링크를 요청하세요.',
  'This invite link has been used as many times as it allows. Ask for a new one.':
    '이 초대 링크는 허용된 횟수만큼 사용되었습니다. 새 링크를 요청하세요.',
  'This invite link no longer works: the person who made it can no longer add people to the group.':
    '이 초대 링크는 더 이상 작동하지 않습니다. 링크를 만든 사람이 더 이상 그룹에 사람을 추가할 수 없습니다.',
  'Too many invite links were tried. Wait a few minutes and try again.':
    '초대 링크를 너무 많이 시도했습니다. 몇 분 후 다시 시도하세요.',
  'This invite link could not be followed. Try again later.':
    '이 초대 링크를 열 수 없습니다. 나중에 다시 시도하세요.',
  'Only members who may add people to this group can make a link to it.':
    '이 그룹에 사람을 추가할 수 있는 멤버만 초대 링크를 만들 수 있습니다.',
  'A direct message takes no invite links.': '다이렉트 메시지에는 초대 링크를 만들 수 없습니다.',
  'Invite links cannot be made right now. Try again shortly.':
    '지금은 초대 링크를 만들 수 없습니다. 잠시 후 다시 시도하세요.',
  Notifications: '알림',
  'Parley can tell you when a message arrives for you.':
    '메시지가 오면 Parley가 알려 드릴 수 있습니다.',
  'Your notification settings appear once you are back online.':
    '알림 설정은 다시 온라인이 되면 표시됩니다.',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    '이 브라우저에서 Parley 알림이 차단되어 있습니다. 허용하려면 사이트 설정(주소 옆 아이콘)을 열고 알림을 허용으로 설정한 다음 이 페이지를 새로고침하세요.',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.':
    '이 브라우저는 알림을 표시할 수 없습니다. iPhone이나 iPad에서는 Parley를 홈 화면에 추가(공유 → 홈 화면에 추가)한 뒤 거기에서 여세요.',
  'Turn on notifications': '알림 켜기',
  'Notifications are on for your account but not yet allowed on this device.':
    '계정의 알림은 켜져 있지만 이 기기에서는 아직 허용되지 않았습니다.',
  'Allow notifications on this device': '이 기기에서 알림 허용',
  'Notify me about': '알림 받을 메시지',
  'Direct messages and mentions': '다이렉트 메시지와 멘션',
  'All messages': '모든 메시지',
  'Show message text in notifications': '알림에 메시지 내용 표시',
  'When it is off, a notification says only “New message”.':
    '끄면 알림에 “새 메시지”라고만 표시됩니다.',
  'Notifications come to this device, also while Parley is closed.':
    'Parley가 닫혀 있을 때도 이 기기로 알림이 옵니다.',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.':
    '이 기기에서는 Parley가 열려 있는 동안에만 알림이 표시됩니다. 이 브라우저는 닫혀 있을 때의 알림을 등록하지 못했습니다.',
  'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.':
    'Parley가 닫혀 있을 때 알림은 최대 10대의 기기에서 받을 수 있으며, 이미 10대에서 받고 있습니다. 더 이상 쓰지 않는 기기에서 알림을 끈 다음 여기에서 Parley를 다시 여세요.',
  'Saving needs the network. Connect and try again.':
    '저장하려면 네트워크가 필요합니다. 연결한 뒤 다시 시도하세요.',
  'Page not found': '페이지를 찾을 수 없습니다',
  'There is nothing at this address.': '이 주소에는 아무것도 없습니다.',
  'Go to your conversations': '내 대화로 이동',
  'Loading Parley…': 'Parley 불러오는 중…',
  'The server cannot be reached. Check your connection and try again.':
    '서버에 연결할 수 없습니다. 연결 상태를 확인하고 다시 시도하세요.',
  'Something went wrong. Try again.': '문제가 발생했습니다. 다시 시도하세요.',
  'That email and password do not match an account.':
    '이메일과 비밀번호가 일치하는 계정이 없습니다.',
  'Confirm your email address first: check your inbox for the link.':
    '먼저 이메일 주소를 인증하세요. 받은편지함에서 링크를 확인하세요.',
  'An account with this email already exists. Sign in instead.':
    '이 이메일로 만든 계정이 이미 있습니다. 로그인하세요.',
  'Choose a stronger password.': '더 강력한 비밀번호를 선택하세요.',
  'Too many attempts. Wait a minute and try again.':
    '시도 횟수가 너무 많습니다. 1분 후에 다시 시도하세요.',
  'Too many emails sent. Wait a minute and try again.':
    '보낸 이메일이 너무 많습니다. 1분 후에 다시 시도하세요.',
  'Guest access is turned off for this app.': '이 앱에서는 게스트 접속이 꺼져 있습니다.',
  'That code is not right. Check the time on your device and try again.':
    '코드가 올바르지 않습니다. 기기의 시간을 확인하고 다시 시도하세요.',
  'The code expired. Enter the current one.': '코드가 만료되었습니다. 현재 코드를 입력하세요.',
  'Your session ended. Sign in again.': '세션이 종료되었습니다. 다시 로그인하세요.',
  'Choose a password different from your current one.':
    '현재 비밀번호와 다른 비밀번호를 선택하세요.',
  Email: '이메일',
  Password: '비밀번호',
  'At least {{min}} characters.': '{{min}}자 이상.',
  'Remembered it?': '기억나셨나요?',
  'Sign in': '로그인',
  'Check your inbox': '받은편지함을 확인하세요',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.':
    '{{email}} 계정이 있다면 새 비밀번호를 설정할 수 있는 링크가 담긴 이메일이 발송되었습니다.',
  'Reset your password': '비밀번호 재설정',
  'Enter the email you signed up with and we will send you a link to choose a new password.':
    '가입할 때 사용한 이메일을 입력하시면 새 비밀번호를 설정할 수 있는 링크를 보내 드립니다.',
  'Send reset link': '재설정 링크 보내기',
  'Sending…': '보내는 중…',
  'This account has no authenticator app set up any more. Sign in again.':
    '이 계정에는 더 이상 인증 앱이 설정되어 있지 않습니다. 다시 로그인하세요.',
  'Two-step verification': '2단계 인증',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.':
    '인증 앱을 열고 Parley에 표시되는 6자리 코드를 입력하세요.',
  'Sign in with another account': '다른 계정으로 로그인',
  'Authentication code': '인증 코드',
  Verify: '확인',
  'Verifying…': '확인 중…',
  'Choose a new password': '새 비밀번호 설정',
  'You followed a reset link. Pick the password you will use from now on.':
    '재설정 링크로 들어오셨습니다. 앞으로 사용할 비밀번호를 정하세요.',
  'New password': '새 비밀번호',
  'Repeat the new password': '새 비밀번호 다시 입력',
  'Save password': '비밀번호 저장',
  'Saving…': '저장 중…',
  'Welcome back. Sign in to pick up your conversations.':
    '다시 오신 것을 환영합니다. 로그인하고 대화를 이어 가세요.',
  'New to Parley?': 'Parley가 처음이신가요?',
  'Create an account': '계정 만들기',
  'Forgot your password?': '비밀번호를 잊으셨나요?',
  'Signing in…': '로그인 중…',
  or: '또는',
  'Starting guest session…': '게스트 세션 시작 중…',
  'Continue as guest': '게스트로 계속하기',
  'We sent a confirmation link to {{email}}.': '{{email}}(으)로 확인 링크를 보냈습니다.',
  'Open the link in that email to finish creating your account, then sign in.':
    '이메일의 링크를 열어 계정 만들기를 마친 뒤 로그인하세요.',
  'Back to sign in': '로그인으로 돌아가기',
  'Create your account': '계정 만들기',
  'Your name is how people will see you in conversations.':
    '대화에서 다른 사람들에게 보이는 이름입니다.',
  'Already have an account?': '이미 계정이 있으신가요?',
  'First name': '이름',
  'Last name': '성',
  'Create account': '계정 만들기',
  'Creating account…': '계정 만드는 중…',
  'Enter your email address.': '이메일 주소를 입력하세요.',
  'Enter an email address like name@example.com.':
    'name@example.com 같은 이메일 주소를 입력하세요.',
  'Enter your password.': '비밀번호를 입력하세요.',
  'Choose a password.': '비밀번호를 정하세요.',
  'Use at least {{min}} characters ({{count}} so far).':
    '{{min}}자 이상 입력하세요(현재 {{count}}자).',
  'Enter your first name.': '이름을 입력하세요.',
  'Enter your last name.': '성을 입력하세요.',
  'Keep your first name under {{max}} characters.': '이름은 {{max}}자 미만이어야 합니다.',
  'Keep your last name under {{max}} characters.': '성은 {{max}}자 미만이어야 합니다.',
  'Enter the 6-digit code from your authenticator app.':
    '인증 앱에 표시된 6자리 코드를 입력하세요.',
  'The code is 6 digits, numbers only.': '코드는 숫자 6자리입니다.',
  'The two passwords are different.': '두 비밀번호가 다릅니다.',
  'Install Parley': 'Parley 설치',
  'A new version of Parley is ready': 'Parley 새 버전이 준비되었습니다',
  'Reload to start using it, or keep going and update later.':
    '새로고침하면 바로 사용할 수 있고, 계속 사용하다가 나중에 업데이트할 수도 있습니다.',
  Later: '나중에',
  Reload: '새로고침',
  'Parley, your conversations': 'Parley, 내 대화',
  Main: '주 메뉴',
  'Review queue': '검토 대기열',
  Chats: '채팅',
  Threads: '스레드',
  Profile: '프로필',
  Security: '보안',
  'Parley keeps trying by itself.': 'Parley가 알아서 계속 시도합니다.',
  'Retry now': '지금 다시 시도',
  'Reconnecting to the chat server…': '채팅 서버에 다시 연결하는 중…',
  'Loading your profile failed.': '프로필을 불러오지 못했습니다.',
  'Getting your chat pass failed.': '채팅 이용 권한을 받지 못했습니다.',
  'Connecting to the chat server failed.': '채팅 서버에 연결하지 못했습니다.',
  'Your conversations appear here once Parley is connected.':
    'Parley가 연결되면 여기에 대화가 표시됩니다.',
  'Loading your conversations…': '대화를 불러오는 중…',
  'Loading…': '불러오는 중…',
  'Skip to main content': '본문으로 건너뛰기',
  'Skip to the conversation': '대화로 건너뛰기',
  'Not connected': '연결 안 됨',
  Offline: '오프라인',
  'Connecting…': '연결 중…',
  'Reconnecting…': '다시 연결 중…',
  Connected: '연결됨',
  'Your profile could not be loaded: {{reason}}': '프로필을 불러올 수 없습니다: {{reason}}',
  'The chat server could not be reached: {{reason}}': '채팅 서버에 연결할 수 없습니다: {{reason}}',
  'The profile could not be loaded.': '프로필을 불러올 수 없습니다.',
  'The profile could not be saved.': '프로필을 저장할 수 없습니다.',
  'You are signed out.': '로그아웃되었습니다.',
  'The chat token could not be fetched: the network is unreachable.':
    '채팅 토큰을 가져올 수 없습니다: 네트워크에 연결할 수 없습니다.',
  'The chat token could not be fetched (HTTP {{status}}).':
    '채팅 토큰을 가져올 수 없습니다(HTTP {{status}}).',
  'Choose a PNG, JPEG or WebP picture.': 'PNG, JPEG 또는 WebP 이미지를 선택하세요.',
  'That picture is {{size}} MB; choose one under {{max}} MB.':
    '이 이미지는 {{size}}MB입니다. {{max}}MB 미만인 이미지를 선택하세요.',
  'This browser cannot resize pictures.': '이 브라우저에서는 이미지 크기를 조정할 수 없습니다.',
  'The picture could not be converted.': '이미지를 변환할 수 없습니다.',
  'The resized picture is still over {{max}} MB.':
    '크기를 줄인 이미지가 아직 {{max}}MB를 넘습니다.',
  'Account saved': '계정이 저장되었습니다',
  'You can now sign in with your email and password on any device.':
    '이제 어느 기기에서든 이메일과 비밀번호로 로그인할 수 있습니다.',
  'Keep your guest account': '게스트 계정 유지하기',
  'You are using Parley as a guest. Add an email and password to sign in again later.':
    '지금 게스트로 Parley를 사용하고 있습니다. 나중에 다시 로그인하려면 이메일과 비밀번호를 추가하세요.',
  'Save account': '계정 저장',
  'Your name': '내 이름',
  'Saved. Your conversations show the new name.': '저장되었습니다. 대화에 새 이름이 표시됩니다.',
  'Save name': '이름 저장',
  'The picture could not be saved: {{reason}}': '사진을 저장할 수 없습니다: {{reason}}',
  'Your picture': '내 사진',
  'Your current picture': '현재 사진',
  'Uploading…': '업로드 중…',
  'Choose a picture': '사진 선택',
  'Remove picture': '사진 삭제',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.':
    'PNG, JPEG 또는 WebP. 업로드하기 전에 정사각형으로 자르고 크기를 줄입니다.',
  'Picture saved.': '사진이 저장되었습니다.',
  'In conversations you appear as “{{name}}”.': '대화에서 “{{name}}”(으)로 표시됩니다.',
  'Try again': '다시 시도',
  'Loading your profile…': '프로필을 불러오는 중…',
  'Sign out': '로그아웃',
  'Signing out everywhere also ends your sessions on other devices and browsers.':
    '모든 곳에서 로그아웃하면 다른 기기와 브라우저의 세션도 종료됩니다.',
  'Authenticator app': '인증 앱',
  'added {{date}}': '{{date}}에 추가됨',
  'Removing…': '삭제 중…',
  Remove: '삭제',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.':
    '인증 앱을 사용하면 로그인할 때 6자리 코드도 입력해야 하므로 비밀번호를 도난당해도 안전합니다.',
  'Signing out…': '로그아웃 중…',
  'Sign out everywhere': '모든 곳에서 로그아웃',
  'Signing out everywhere…': '모든 곳에서 로그아웃하는 중…',
  'QR code for your authenticator app': '인증 앱용 QR 코드',
  'Code from the app': '앱에 표시된 코드',
  'Turn on two-step verification': '2단계 인증 켜기',
  'Checking…': '확인 중…',
  'Preparing…': '준비 중…',
  'Set up an authenticator app': '인증 앱 설정',
  'Scan this QR code with your authenticator app.': '인증 앱으로 이 QR 코드를 스캔하세요.',
  'Or type this secret into it:': '또는 이 비밀 키를 앱에 입력하세요:',
  'Back to conversations': '대화 목록으로 돌아가기',
  'Back to threads': '스레드 목록으로 돌아가기',
  Details: '정보',
  'You are invited': '초대를 받았습니다',
  'Accept invite': '초대 수락',
  'Reject invite': '초대 거절',
  'Members ({{count}})': '멤버({{count}})',
  '(you)': '(나)',
  Moderator: '운영자',
  Invited: '초대됨',
  'Remove moderator': '운영자 해제',
  'Make moderator': '운영자로 지정',
  'Add or invite people': '사람 추가 또는 초대',
  'Add {{count}}': '{{count}}명 추가',
  Add: '추가',
  'Invite {{count}}': '{{count}}명 초대',
  Invite: '초대',
  'For you': '나에게만 적용',
  Unmute: '음소거 해제',
  Mute: '음소거',
  Unpin: '고정 해제',
  'Pin to top': '맨 위에 고정',
  Unarchive: '보관 해제',
  Archive: '보관',
  Hide: '숨기기',
  Leave: '나가기',
  Moderation: '관리',
  'Slow mode': '슬로 모드',
  Off: '끔',
  '{{count}} seconds between messages': { other: '메시지 간격 {{count}}초' },
  '{{count}} minutes between messages': { other: '메시지 간격 {{count}}분' },
  '{{count}} messages waiting to be sent.': {
    other: '보내기를 기다리는 메시지 {{count}}개.',
  },
  'Unfreeze conversation': '대화 동결 해제',
  'Freeze conversation': '대화 동결',
  'Conversation details': '대화 정보',
  'Leaving failed.': '나가지 못했습니다.',
  'Hiding failed.': '숨기지 못했습니다.',
  'Accepting the invite failed.': '초대를 수락하지 못했습니다.',
  'Rejecting the invite failed.': '초대를 거절하지 못했습니다.',
  'Removing the moderator failed.': '운영자를 해제하지 못했습니다.',
  'Making a moderator failed.': '운영자로 지정하지 못했습니다.',
  'Removing the member failed.': '멤버를 내보내지 못했습니다.',
  'Adding members failed.': '멤버를 추가하지 못했습니다.',
  'Inviting failed.': '초대하지 못했습니다.',
  'Unmuting failed.': '음소거를 해제하지 못했습니다.',
  'Muting failed.': '음소거하지 못했습니다.',
  'Unpinning failed.': '고정을 해제하지 못했습니다.',
  'Pinning failed.': '고정하지 못했습니다.',
  'Unarchiving failed.': '보관을 해제하지 못했습니다.',
  'Archiving failed.': '보관하지 못했습니다.',
  'Changing slow mode failed.': '슬로 모드를 변경하지 못했습니다.',
  'Unfreezing failed.': '동결을 해제하지 못했습니다.',
  'Freezing failed.': '동결하지 못했습니다.',
  'Choose a conversation, or start a new one.': '대화를 선택하거나 새 대화를 시작하세요.',
  Conversations: '대화',
  'Show inbox': '받은편지함 보기',
  'Show archived': '보관함 보기',
  Conversation: '대화',
  Close: '닫기',
  'Pick at least one person to talk to.': '대화할 사람을 한 명 이상 선택하세요.',
  'Give the group a name so everyone recognises it.':
    '모두가 알아볼 수 있도록 그룹 이름을 정하세요.',
  'The conversation could not be started: {{reason}}': '대화를 시작할 수 없습니다: {{reason}}',
  'With: {{names}}': '참여자: {{names}}',
  'Group name': '그룹 이름',
  'Group name (optional)': '그룹 이름(선택 사항)',
  'e.g. Weekend plans': '예: 주말 계획',
  'Starting…': '시작하는 중…',
  'Create group': '그룹 만들기',
  'Start conversation': '대화 시작',
  'New conversation': '새 대화',
  'Searching failed.': '검색하지 못했습니다.',
  'Find people': '사람 찾기',
  People: '사람',
  'Nobody matches “{{query}}”.': '“{{query}}”와(과) 일치하는 사람이 없습니다.',
  'Flag message': '메시지 신고',
  'Why should a moderator look at it?': '운영자가 이 메시지를 확인해야 하는 이유는 무엇인가요?',
  'Also flag {{name}}': '{{name}} 님도 신고',
  Cancel: '취소',
  'Send flag': '신고 보내기',
  Spam: '스팸',
  'Harassment or bullying': '괴롭힘 또는 따돌림',
  'Inappropriate content': '부적절한 콘텐츠',
  'Something else': '기타',
  'the author': '작성자',
  'Unban user': '차단 해제',
  'Ban user': '사용자 차단',
  unknown: '알 수 없음',
  Message: '메시지',
  User: '사용자',
  'by {{name}}': '작성자: {{name}}',
  'Message deleted': '삭제된 메시지',
  'No text': '텍스트 없음',
  Flags: '신고',
  someone: '누군가',
  'no reason given': '사유 없음',
  Dismiss: '무시',
  'Delete message': '메시지 삭제',
  'Ban {{name}}': '{{name}} 님 차단',
  'Only moderators and admins can see the review queue.':
    '검토 대기열은 운영자와 관리자만 볼 수 있습니다.',
  'Could not load the review queue: {{reason}}': '검토 대기열을 불러올 수 없습니다: {{reason}}',
  'That did not work: {{reason}}': '처리하지 못했습니다: {{reason}}',
  Refresh: '새로고침',
  'Loading the review queue…': '검토 대기열을 불러오는 중…',
  'Nothing to review. Flagged messages and users appear here.':
    '검토할 항목이 없습니다. 신고된 메시지와 사용자가 여기에 표시됩니다.',
  'Flagged messages and users': '신고된 메시지와 사용자',
  'The review queue appears here once Parley is connected.':
    'Parley가 연결되면 여기에 검토 대기열이 표시됩니다.',
  'Saved for later': '나중에 저장됨',
  'Reminder was due {{when}}': '알림 시간이 지났습니다: {{when}}',
  'Reminder at {{when}}': '알림: {{when}}',
  'In 2 minutes': '2분 후',
  'In 30 minutes': '30분 후',
  'In 1 hour': '1시간 후',
  'In 2 hours': '2시간 후',
  'In 8 hours': '8시간 후',
  'In 24 hours': '24시간 후',
  Reminders: '알림',
  'Reminders and saved': '알림 및 저장됨',
  Someone: '누군가',
  'Change reminder for “{{text}}”': '“{{text}}” 알림 변경',
  'Change…': '변경…',
  'No time, keep saved': '시간 없이 저장만 하기',
  'Loading your reminders…': '알림을 불러오는 중…',
  'Could not load your reminders: {{reason}}': '알림을 불러올 수 없습니다: {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.':
    '알림이나 저장된 메시지가 없습니다. 메시지에서 “알림” 또는 “나중에 저장”을 사용하세요.',
  'Reminders and saved messages': '알림 및 저장된 메시지',
  'Reminder: “{{text}}”': '알림: “{{text}}”',
  'Reminder: a message you asked to be reminded about': '알림: 알림을 요청한 메시지',
  'Parley may not read your position. Allow location access for this site and try again.':
    'Parley가 위치를 읽을 수 없습니다. 이 사이트의 위치 접근을 허용하고 다시 시도하세요.',
  'Your position could not be found.': '위치를 찾을 수 없습니다.',
  'Finding your position…': '위치를 찾는 중…',
  'Map marker at {{place}}': '{{place}}의 지도 표시',
  'Open in a map': '지도에서 열기',
  'You are offline: these results come from this device.':
    '오프라인 상태입니다: 이 결과는 이 기기에 저장된 것입니다.',
  'Reply in a thread': '스레드의 답글',
  'Message from a muted user': '뮤트한 사용자의 메시지',
  Show: '보기',
  'This message could not be kept on this device to send again. Try again.':
    '이 메시지를 다시 보내기 위해 이 기기에 저장하지 못했습니다. 다시 시도하세요.',
  'That conversation does not exist, or you are not one of its members.':
    '이 대화는 존재하지 않거나 회원이 아닙니다.',
  'That conversation is not saved on this device. It opens once you are back online.':
    '이 대화는 이 기기에 저장되어 있지 않습니다. 다시 온라인이 되면 열립니다.',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.':
    '이 기기의 저장 공간이 부족합니다. Parley는 이제 오프라인으로 읽을 대화를 더 적게 보관합니다.',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.':
    '오프라인 상태입니다. 이 기기에 저장된 내용을 보여 줍니다. 작성한 메시지는 다시 온라인이 되면 자동으로 전송됩니다.',
  'Waiting for network': '네트워크 대기 중',
  'Not sent: you cannot post in this conversation.':
    '전송되지 않음: 이 대화에는 글을 쓸 수 없습니다.',
  'Not sent: the message is too long.': '전송되지 않음: 메시지가 너무 깁니다.',
  'Not sent: {{reason}}': '전송되지 않음: {{reason}}',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.':
    '작성한 메시지가 아직 전송을 기다리고 있습니다. 지금 로그아웃하면 삭제됩니다. 로그인 상태를 유지하면 다시 온라인이 될 때 전송됩니다.',
  'Discard them and sign out': '삭제하고 로그아웃',
  'Stay signed in': '로그인 유지',
  'Not sent: the conversation was deleted.': '보내지 못함: 대화가 삭제되었습니다.',
  'Not sent: the message it answers was deleted.': '보내지 못함: 답장할 메시지가 삭제되었습니다.',
  'Sign out once they are sent': '전송 후 로그아웃',
  'You will be signed out once the waiting messages are sent.':
    '대기 중인 메시지가 전송되면 로그아웃됩니다.',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.':
    '모든 곳에서 로그아웃하려면 네트워크가 필요합니다. 연결한 뒤 다시 시도하거나 이 기기에서만 로그아웃하세요.',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.':
    '로그아웃되었습니다. 세션이 다른 곳에서 종료되었습니다(모든 곳에서 로그아웃, 새 비밀번호 또는 삭제된 계정). 계속하려면 다시 로그인하세요.',
  'You were signed out, as you asked, once your messages were sent.':
    '요청하신 대로 메시지가 전송된 후 로그아웃되었습니다.',
  '{{count}} messages waiting on this device were not sent.': {
    other: '이 기기에서 전송을 기다리던 메시지 {{count}}개는 전송되지 않았습니다.',
  },
  'New message': '새 메시지',
  '{{name}} in {{conversation}}': '{{conversation}}의 {{name}}',
  'Share to a conversation': '대화에 공유',
  'This share is no longer on this device.': '공유한 내용이 더 이상 이 기기에 없습니다.',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.':
    '“{{name}}” 파일이 10MB를 넘습니다. Parley는 이미지당 최대 10MB까지 공유할 수 있습니다.',
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.':
    'Parley는 이미지(PNG, JPEG, GIF, WebP)만 공유할 수 있습니다. “{{name}}” 파일은 이에 해당하지 않습니다.',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.':
    'Parley는 한 번에 이미지를 최대 10장까지 공유할 수 있습니다. 이번 공유에는 {{count}}장이 있었습니다.',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.':
    '이 공유는 Parley가 받을 수 있는 크기를 넘습니다. 이미지는 장당 10MB, 최대 10장까지입니다.',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.':
    'Parley에 무언가가 공유되었습니다. 대화를 선택해 보내기 전까지는 아무것도 전송되지 않습니다.',
  'This share could not be read. Try sharing again.':
    '공유된 내용을 읽을 수 없습니다. 다시 공유해 보세요.',
  'Search conversations': '대화 검색',
  'No conversations on this device yet: start one, then share again.':
    '이 기기에 아직 대화가 없습니다. 대화를 시작한 뒤 다시 공유하세요.',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.':
    'Parley가 마이크를 사용할 수 없습니다. 브라우저에서 이 사이트의 마이크 접근을 허용한 다음 녹음을 다시 누르세요.',
  'No microphone was found. Connect one, then press record again.':
    '마이크를 찾을 수 없습니다. 마이크를 연결한 다음 녹음을 다시 누르세요.',
  'The microphone is busy or not working. Close other apps using it, then try again.':
    '마이크가 사용 중이거나 작동하지 않습니다. 마이크를 사용하는 다른 앱을 닫은 다음 다시 시도하세요.',
  'This browser cannot record voice messages. Try another browser.':
    '이 브라우저에서는 음성 메시지를 녹음할 수 없습니다. 다른 브라우저를 사용해 보세요.',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.':
    '음성 메시지는 {{limit}}에서 멈춥니다. 들어 본 다음 보내거나 삭제하세요.',
  'Time left: {{time}}': '남은 시간: {{time}}',
  'Picture waiting for the network': '네트워크를 기다리는 이미지',
  'Voice message waiting for the network': '네트워크를 기다리는 음성 메시지',
  'Saved on this device': '이 기기에 저장됨',
  'Your conversations are saved here for reading offline, and what you write waits here for the network.':
    '대화는 오프라인에서 읽을 수 있도록 여기에 저장되며, 작성한 내용은 네트워크에 연결될 때까지 여기에서 기다립니다.',
  'This browser keeps them until you sign out, even when the device runs low on space.':
    '이 브라우저는 기기의 저장 공간이 부족해도 로그아웃할 때까지 대화를 보관합니다.',
  'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.':
    '이 브라우저는 기기의 저장 공간이 부족하면 대화를 삭제할 수 있습니다. 메시지를 보내거나 알림을 켜면 Parley가 브라우저에 대화를 보관하도록 요청합니다.',
  'This browser may remove them when the device runs low on space.':
    '이 브라우저는 기기의 저장 공간이 부족하면 대화를 삭제할 수 있습니다.',
  '{{count}} new messages': {
    other: '새 메시지 {{count}}개',
  },
  '{{count}} unread threads': {
    other: '읽지 않은 스레드 {{count}}개',
  },
};

export default catalogue;
