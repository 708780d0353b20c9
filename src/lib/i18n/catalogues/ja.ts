/** Parley's own words in Japanese, loaded only for a browser that prefers it. */
import type { Catalogue } from '../messages.ts';

const catalogue: Catalogue = {
  '1 day': '1日',
  '7 days': '7日',
  '30 days': '30日',
  'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.':
    'メールアドレスが完全に一致する人なら誰でも。名前では、会話を共有している人と、見つけてもらうことを選んだ人。',
  'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.':
    'リンクを持っている人は、アカウントがなくてもこのグループに参加できます。期限切れ、使用回数の上限、または取り消すまで有効です。',
  Copied: 'コピーしました',
  'Copy link': 'リンクをコピー',
  'Create a group and invite people with a link': 'グループを作ってリンクで招待する',
  'Expires after': '有効期限',
  'Expires {{date}}': '{{date}} に期限切れ',
  'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.':
    'メールアドレスで、または見つけてもらうことを選んだ人なら名前で探して、メッセージを送ります。',
  'Invite link': '招待リンク',
  'Join a conversation': '会話に参加',
  'Join my group on Parley': 'Parley の私のグループに参加してください',
  'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.':
    '参加にはネットワークが必要です。リンクはここに保持されます。接続すると自動で開くか、もう一度お試しください。',
  'Joining…': '参加しています…',
  'Let people find me by name': '名前で見つけてもらう',
  'Make a link': 'リンクを作成',
  'Make a new link': '新しいリンクを作成',
  'Name a group, then send its link to anyone, also to people who have no account yet.':
    'グループに名前を付けて、そのリンクを誰にでも送れます。まだアカウントがない人にも。',
  'Name or exact e-mail address': '名前または完全なメールアドレス',
  'Name the group. Next you get a link to send to the people you want in it.':
    'グループに名前を付けてください。次に、参加してほしい人に送るリンクが表示されます。',
  'New group': '新しいグループ',
  'No limit': '制限なし',
  'Number of uses (optional)': '使用回数(任意)',
  'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.':
    'オフの場合、あなたを見つけられるのは、メールアドレスを正確に知っている人か、会話を共有している人だけです。',
  'Open the group': 'グループを開く',
  Revoke: '取り消す',
  'Share…': '共有…',
  'Start a conversation': '会話を始める',
  'The invite link could not be made.': '招待リンクを作成できませんでした。',
  'The invite link could not be revoked.': '招待リンクを取り消せませんでした。',
  'The invite links could not be loaded.': '招待リンクを読み込めませんでした。',
  'The setting could not be loaded.': '設定を読み込めませんでした。',
  'The setting could not be saved.': '設定を保存できませんでした。',
  'Uses: {{used}} of {{max}}': '使用: {{used}} / {{max}}',
  'Uses: {{used}}': '使用: {{used}}',
  'Where to start': 'はじめに',
  'Who can find you': 'あなたを見つけられる人',
  'Active links': '有効なリンク',
  'Made by you': 'あなたが作成',
  'Made by {{name}}': '{{name}}さんが作成',
  'Made by a former member': '以前のメンバーが作成',
  'Only members who may add people to this group can see and revoke its links.':
    'このグループにメンバーを追加できるメンバーだけが、招待リンクを表示・取り消しできます。',
  'This invite link does not exist. Check that it was copied whole.':
    'この招待リンクは存在しません。全体がコピーされているか確認してください。',
  'This invite link was revoked.': 'この招待リンクは取り消されました。',
  'This invite link has expired. Ask for a new one.':
    'この招待リンクは期限切れです。新しいリンクを頼んでください。',
  'This invite link has been used as many times as it allows. Ask for a new one.':
    'この招待リンクは使用回数の上限に達しました。新しいリンクを頼んでください。',
  'This invite link no longer works: the person who made it can no longer add people to the group.':
    'この招待リンクは使えなくなりました。作成した人がグループにメンバーを追加できなくなっています。',
  'Too many invite links were tried. Wait a few minutes and try again.':
    '招待リンクの試行が多すぎます。数分待ってからもう一度お試しください。',
  'This invite link could not be followed. Try again later.':
    'この招待リンクを開けませんでした。後でもう一度お試しください。',
  'Only members who may add people to this group can make a link to it.':
    'このグループにメンバーを追加できるメンバーだけが、招待リンクを作成できます。',
  'A direct message takes no invite links.': 'ダイレクトメッセージには招待リンクを作成できません。',
  'Invite links cannot be made right now. Try again shortly.':
    '現在、招待リンクを作成できません。しばらくしてからもう一度お試しください。',
  Notifications: '通知',
  'Parley can tell you when a message arrives for you.':
    'メッセージが届いたときに Parley からお知らせできます。',
  'Your notification settings appear once you are back online.':
    '通知の設定は、オンラインに戻ると表示されます。',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    'このブラウザでは Parley の通知がブロックされています。許可するには、サイトの設定（アドレスの横のアイコン）を開き、通知を「許可」にしてから、このページを再読み込みしてください。',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.':
    'このブラウザは通知を表示できません。iPhone や iPad では、Parley をホーム画面に追加し（共有 →「ホーム画面に追加」）、そこから開いてください。',
  'Turn on notifications': '通知をオンにする',
  'Notifications are on for your account but not yet allowed on this device.':
    'アカウントの通知はオンですが、このデバイスではまだ許可されていません。',
  'Allow notifications on this device': 'このデバイスで通知を許可',
  'Notify me about': '通知する内容',
  'Direct messages and mentions': 'ダイレクトメッセージとメンション',
  'All messages': 'すべてのメッセージ',
  'Show message text in notifications': '通知にメッセージの本文を表示',
  'When it is off, a notification says only “New message”.':
    'オフにすると、通知には「新しいメッセージ」とだけ表示されます。',
  'Notifications come to this device, also while Parley is closed.':
    'Parley を閉じているときも、このデバイスに通知が届きます。',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.':
    'このデバイスでは、Parley を開いている間だけ通知が表示されます。このブラウザは閉じているときの通知を登録できませんでした。',
  'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.':
    'Parley を閉じている間の通知が届くのは最大 10 台の端末までで、すでに 10 台に届いています。使わなくなった端末で通知をオフにしてから、ここで Parley を開き直してください。',
  'Saving needs the network. Connect and try again.':
    '保存にはネットワークが必要です。接続してからもう一度お試しください。',
  'Page not found': 'ページが見つかりません',
  'There is nothing at this address.': 'このアドレスには何もありません。',
  'Go to your conversations': '会話一覧へ',
  'Loading Parley…': 'Parley を読み込んでいます…',
  'The server cannot be reached. Check your connection and try again.':
    'サーバーに接続できません。接続を確認して、もう一度お試しください。',
  'Something went wrong. Try again.': '問題が発生しました。もう一度お試しください。',
  'That email and password do not match an account.':
    'このメールアドレスとパスワードに一致するアカウントはありません。',
  'Confirm your email address first: check your inbox for the link.':
    '先にメールアドレスを確認してください。受信トレイのリンクを開いてください。',
  'An account with this email already exists. Sign in instead.':
    'このメールアドレスのアカウントはすでにあります。ログインしてください。',
  'Choose a stronger password.': 'もっと強力なパスワードを選んでください。',
  'Too many attempts. Wait a minute and try again.':
    '試行回数が多すぎます。1 分待ってからもう一度お試しください。',
  'Too many emails sent. Wait a minute and try again.':
    '送信したメールが多すぎます。1 分待ってからもう一度お試しください。',
  'Guest access is turned off for this app.': 'このアプリではゲストアクセスが無効になっています。',
  'That code is not right. Check the time on your device and try again.':
    'コードが正しくありません。端末の時刻を確認して、もう一度お試しください。',
  'The code expired. Enter the current one.':
    'コードの有効期限が切れました。現在のコードを入力してください。',
  'Your session ended. Sign in again.': 'セッションが終了しました。もう一度ログインしてください。',
  'Choose a password different from your current one.':
    '現在のパスワードとは別のパスワードを選んでください。',
  Email: 'メールアドレス',
  Password: 'パスワード',
  'At least {{min}} characters.': '{{min}} 文字以上。',
  'Remembered it?': '思い出しましたか？',
  'Sign in': 'ログイン',
  'Check your inbox': '受信トレイを確認してください',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.':
    '{{email}} のアカウントが存在する場合、新しいパスワードを設定するためのリンクを記載したメールを送信しました。',
  'Reset your password': 'パスワードの再設定',
  'Enter the email you signed up with and we will send you a link to choose a new password.':
    '登録したメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
  'Send reset link': '再設定リンクを送信',
  'Sending…': '送信中…',
  'This account has no authenticator app set up any more. Sign in again.':
    'このアカウントには認証アプリが設定されていません。もう一度ログインしてください。',
  'Two-step verification': '2 段階認証',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.':
    '認証アプリを開き、Parley 用に表示される 6 桁のコードを入力してください。',
  'Sign in with another account': '別のアカウントでログイン',
  'Authentication code': '認証コード',
  Verify: '確認',
  'Verifying…': '確認中…',
  'Choose a new password': '新しいパスワードを設定',
  'You followed a reset link. Pick the password you will use from now on.':
    '再設定リンクから開きました。今後使うパスワードを決めてください。',
  'New password': '新しいパスワード',
  'Repeat the new password': '新しいパスワード（確認）',
  'Save password': 'パスワードを保存',
  'Saving…': '保存中…',
  'Welcome back. Sign in to pick up your conversations.':
    'おかえりなさい。ログインして会話を続けましょう。',
  'New to Parley?': 'Parley は初めてですか？',
  'Create an account': 'アカウントを作成',
  'Forgot your password?': 'パスワードをお忘れですか？',
  'Signing in…': 'ログイン中…',
  or: 'または',
  'Starting guest session…': 'ゲストセッションを開始しています…',
  'Continue as guest': 'ゲストとして続ける',
  'We sent a confirmation link to {{email}}.': '{{email}} に確認リンクを送信しました。',
  'Open the link in that email to finish creating your account, then sign in.':
    'メールのリンクを開いてアカウントの作成を完了し、ログインしてください。',
  'Back to sign in': 'ログインに戻る',
  'Create your account': 'アカウントを作成',
  'Your name is how people will see you in conversations.': '会話では、この名前で表示されます。',
  'Already have an account?': 'すでにアカウントをお持ちですか？',
  'First name': '名',
  'Last name': '姓',
  'Create account': 'アカウントを作成',
  'Creating account…': 'アカウントを作成中…',
  'Enter your email address.': 'メールアドレスを入力してください。',
  'Enter an email address like name@example.com.':
    'name@example.com のようなメールアドレスを入力してください。',
  'Enter your password.': 'パスワードを入力してください。',
  'Choose a password.': 'パスワードを決めてください。',
  'Use at least {{min}} characters ({{count}} so far).':
    '{{min}} 文字以上にしてください（現在 {{count}} 文字）。',
  'Enter your first name.': '名を入力してください。',
  'Enter your last name.': '姓を入力してください。',
  'Keep your first name under {{max}} characters.': '名は {{max}} 文字未満にしてください。',
  'Keep your last name under {{max}} characters.': '姓は {{max}} 文字未満にしてください。',
  'Enter the 6-digit code from your authenticator app.':
    '認証アプリに表示される 6 桁のコードを入力してください。',
  'The code is 6 digits, numbers only.': 'コードは 6 桁の数字です。',
  'The two passwords are different.': '2 つのパスワードが一致しません。',
  'Install Parley': 'Parley をインストール',
  'A new version of Parley is ready': 'Parley の新しいバージョンを利用できます',
  'Reload to start using it, or keep going and update later.':
    '再読み込みするとすぐに使えます。このまま続けて後で更新することもできます。',
  Later: '後で',
  Reload: '再読み込み',
  'Parley, your conversations': 'Parley、あなたの会話',
  Main: 'メイン',
  'Review queue': '審査キュー',
  Chats: 'チャット',
  Threads: 'スレッド',
  Profile: 'プロフィール',
  Security: 'セキュリティ',
  'Parley keeps trying by itself.': 'Parley は自動で再試行を続けます。',
  'Retry now': '今すぐ再試行',
  'Reconnecting to the chat server…': 'チャットサーバーに再接続しています…',
  'Loading your profile failed.': 'プロフィールを読み込めませんでした。',
  'Getting your chat pass failed.': 'チャット用の認証情報を取得できませんでした。',
  'Connecting to the chat server failed.': 'チャットサーバーに接続できませんでした。',
  'Your conversations appear here once Parley is connected.':
    'Parley が接続されると、ここに会話が表示されます。',
  'Loading your conversations…': '会話を読み込んでいます…',
  'Loading…': '読み込み中…',
  'Skip to main content': 'メインコンテンツへ移動',
  'Skip to the conversation': '会話へ移動',
  'Not connected': '未接続',
  Offline: 'オフライン',
  'Connecting…': '接続中…',
  'Reconnecting…': '再接続中…',
  Connected: '接続済み',
  'Your profile could not be loaded: {{reason}}': 'プロフィールを読み込めませんでした: {{reason}}',
  'The chat server could not be reached: {{reason}}':
    'チャットサーバーに接続できません: {{reason}}',
  'The profile could not be loaded.': 'プロフィールを読み込めませんでした。',
  'The profile could not be saved.': 'プロフィールを保存できませんでした。',
  'You are signed out.': 'ログアウトしています。',
  'The chat token could not be fetched: the network is unreachable.':
    'チャットのトークンを取得できませんでした: ネットワークに接続できません。',
  'The chat token could not be fetched (HTTP {{status}}).':
    'チャットのトークンを取得できませんでした（HTTP {{status}}）。',
  'Choose a PNG, JPEG or WebP picture.': 'PNG、JPEG、WebP のいずれかの画像を選んでください。',
  'That picture is {{size}} MB; choose one under {{max}} MB.':
    'この画像は {{size}} MB です。{{max}} MB 未満の画像を選んでください。',
  'This browser cannot resize pictures.': 'このブラウザーは画像のサイズを変更できません。',
  'The picture could not be converted.': '画像を変換できませんでした。',
  'The resized picture is still over {{max}} MB.': '縮小後の画像がまだ {{max}} MB を超えています。',
  'Account saved': 'アカウントを保存しました',
  'You can now sign in with your email and password on any device.':
    'これで、どの端末からでもメールアドレスとパスワードでログインできます。',
  'Keep your guest account': 'ゲストアカウントを残す',
  'You are using Parley as a guest. Add an email and password to sign in again later.':
    'Parley をゲストとして使っています。後でまたログインできるよう、メールアドレスとパスワードを追加してください。',
  'Save account': 'アカウントを保存',
  'Your name': '名前',
  'Saved. Your conversations show the new name.': '保存しました。会話に新しい名前が表示されます。',
  'Save name': '名前を保存',
  'The picture could not be saved: {{reason}}': '画像を保存できませんでした: {{reason}}',
  'Your picture': 'プロフィール画像',
  'Your current picture': '現在のプロフィール画像',
  'Uploading…': 'アップロード中…',
  'Choose a picture': '画像を選ぶ',
  'Remove picture': '画像を削除',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.':
    'PNG、JPEG、WebP に対応。アップロード前に正方形に切り抜いて縮小します。',
  'Picture saved.': '画像を保存しました。',
  'In conversations you appear as “{{name}}”.': '会話では「{{name}}」と表示されます。',
  'Try again': '再試行',
  'Loading your profile…': 'プロフィールを読み込んでいます…',
  'Sign out': 'ログアウト',
  'Signing out everywhere also ends your sessions on other devices and browsers.':
    'すべての端末からログアウトすると、他の端末やブラウザーのセッションも終了します。',
  'Authenticator app': '認証アプリ',
  'added {{date}}': '{{date}} に追加',
  'Removing…': '削除中…',
  Remove: '削除',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.':
    '認証アプリを使うと、ログイン時に 6 桁のコードも求められるため、パスワードが盗まれても安心です。',
  'Signing out…': 'ログアウト中…',
  'Sign out everywhere': 'すべての端末からログアウト',
  'Signing out everywhere…': 'すべての端末からログアウト中…',
  'QR code for your authenticator app': '認証アプリ用の QR コード',
  'Code from the app': 'アプリのコード',
  'Turn on two-step verification': '2 段階認証を有効にする',
  'Checking…': '確認中…',
  'Preparing…': '準備中…',
  'Set up an authenticator app': '認証アプリを設定',
  'Scan this QR code with your authenticator app.':
    'この QR コードを認証アプリでスキャンしてください。',
  'Or type this secret into it:': 'または、このシークレットキーをアプリに入力してください:',
  'Back to conversations': '会話一覧に戻る',
  'Back to threads': 'スレッド一覧に戻る',
  Details: '詳細',
  'You are invited': '招待されています',
  'Accept invite': '招待を承諾',
  'Reject invite': '招待を辞退',
  'Members ({{count}})': 'メンバー（{{count}}）',
  '(you)': '（あなた）',
  Moderator: 'モデレーター',
  Invited: '招待中',
  'Remove moderator': 'モデレーターから外す',
  'Make moderator': 'モデレーターにする',
  'Add or invite people': 'メンバーを追加・招待',
  'Add {{count}}': '{{count}} 人を追加',
  Add: '追加',
  'Invite {{count}}': '{{count}} 人を招待',
  Invite: '招待',
  'For you': '自分用の設定',
  Unmute: 'ミュートを解除',
  Mute: 'ミュート',
  Unpin: '固定を解除',
  'Pin to top': '上部に固定',
  Unarchive: 'アーカイブから戻す',
  Archive: 'アーカイブ',
  Hide: '非表示',
  Leave: '退出',
  Moderation: 'モデレーション',
  'Slow mode': 'スローモード',
  Off: 'オフ',
  '{{count}} seconds between messages': { other: 'メッセージの間隔 {{count}} 秒' },
  '{{count}} minutes between messages': { other: 'メッセージの間隔 {{count}} 分' },
  '{{count}} messages waiting to be sent.': {
    other: '送信待ちのメッセージ {{count}} 件。',
  },
  'Unfreeze conversation': '会話の凍結を解除',
  'Freeze conversation': '会話を凍結',
  'Conversation details': '会話の詳細',
  'Leaving failed.': '退出できませんでした。',
  'Hiding failed.': '非表示にできませんでした。',
  'Accepting the invite failed.': '招待を承諾できませんでした。',
  'Rejecting the invite failed.': '招待を辞退できませんでした。',
  'Removing the moderator failed.': 'モデレーターから外せませんでした。',
  'Making a moderator failed.': 'モデレーターにできませんでした。',
  'Removing the member failed.': 'メンバーを削除できませんでした。',
  'Adding members failed.': 'メンバーを追加できませんでした。',
  'Inviting failed.': '招待できませんでした。',
  'Unmuting failed.': 'ミュートを解除できませんでした。',
  'Muting failed.': 'ミュートできませんでした。',
  'Unpinning failed.': '固定を解除できませんでした。',
  'Pinning failed.': '固定できませんでした。',
  'Unarchiving failed.': 'アーカイブから戻せませんでした。',
  'Archiving failed.': 'アーカイブできませんでした。',
  'Changing slow mode failed.': 'スローモードを変更できませんでした。',
  'Unfreezing failed.': '凍結を解除できませんでした。',
  'Freezing failed.': '凍結できませんでした。',
  'Choose a conversation, or start a new one.': '会話を選ぶか、新しい会話を始めてください。',
  Conversations: '会話',
  'Show inbox': '受信トレイを表示',
  'Show archived': 'アーカイブを表示',
  Conversation: '会話',
  Close: '閉じる',
  'Pick at least one person to talk to.': '話す相手を 1 人以上選んでください。',
  'Give the group a name so everyone recognises it.':
    'みんながわかるようにグループに名前を付けてください。',
  'The conversation could not be started: {{reason}}': '会話を開始できませんでした: {{reason}}',
  'With: {{names}}': '参加者: {{names}}',
  'Group name': 'グループ名',
  'Group name (optional)': 'グループ名（任意）',
  'e.g. Weekend plans': '例: 週末の予定',
  'Starting…': '開始中…',
  'Create group': 'グループを作成',
  'Start conversation': '会話を開始',
  'New conversation': '新しい会話',
  'Searching failed.': '検索できませんでした。',
  'Find people': 'ユーザーを探す',
  People: 'ユーザー',
  'Nobody matches “{{query}}”.': '「{{query}}」に一致するユーザーはいません。',
  'Flag message': 'メッセージを報告',
  'Why should a moderator look at it?': 'モデレーターに確認してもらう理由は何ですか？',
  'Also flag {{name}}': '{{name}} さんも報告する',
  Cancel: 'キャンセル',
  'Send flag': '報告を送信',
  Spam: 'スパム',
  'Harassment or bullying': '嫌がらせ・いじめ',
  'Inappropriate content': '不適切なコンテンツ',
  'Something else': 'その他',
  'the author': '投稿者',
  'Unban user': '禁止を解除',
  'Ban user': 'ユーザーを禁止',
  unknown: '不明',
  Message: 'メッセージ',
  User: 'ユーザー',
  'by {{name}}': '投稿者: {{name}}',
  'Message deleted': '削除されたメッセージ',
  'No text': 'テキストなし',
  Flags: '報告',
  someone: '誰か',
  'no reason given': '理由なし',
  Dismiss: '却下',
  'Delete message': 'メッセージを削除',
  'Ban {{name}}': '{{name}} さんを禁止',
  'Only moderators and admins can see the review queue.':
    '審査キューはモデレーターと管理者だけが見られます。',
  'Could not load the review queue: {{reason}}': '審査キューを読み込めませんでした: {{reason}}',
  'That did not work: {{reason}}': 'うまくいきませんでした: {{reason}}',
  Refresh: '更新',
  'Loading the review queue…': '審査キューを読み込んでいます…',
  'Nothing to review. Flagged messages and users appear here.':
    '審査するものはありません。報告されたメッセージやユーザーはここに表示されます。',
  'Flagged messages and users': '報告されたメッセージとユーザー',
  'The review queue appears here once Parley is connected.':
    'Parley が接続されると、ここに審査キューが表示されます。',
  'Saved for later': '後で保存済み',
  'Reminder was due {{when}}': 'リマインダーの期限: {{when}}（経過）',
  'Reminder at {{when}}': 'リマインダー: {{when}}',
  'In 2 minutes': '2 分後',
  'In 30 minutes': '30 分後',
  'In 1 hour': '1 時間後',
  'In 2 hours': '2 時間後',
  'In 8 hours': '8 時間後',
  'In 24 hours': '24 時間後',
  Reminders: 'リマインダー',
  'Reminders and saved': 'リマインダーと保存済み',
  Someone: '誰か',
  'Change reminder for “{{text}}”': '「{{text}}」のリマインダーを変更',
  'Change…': '変更…',
  'No time, keep saved': '時刻なしで保存したままにする',
  'Loading your reminders…': 'リマインダーを読み込んでいます…',
  'Could not load your reminders: {{reason}}': 'リマインダーを読み込めませんでした: {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.':
    'リマインダーや保存したメッセージはありません。メッセージの「リマインド」または「後で保存」を使ってください。',
  'Reminders and saved messages': 'リマインダーと保存したメッセージ',
  'Reminder: “{{text}}”': 'リマインダー:「{{text}}」',
  'Reminder: a message you asked to be reminded about':
    'リマインダー: リマインドを頼んだメッセージ',
  'Parley may not read your position. Allow location access for this site and try again.':
    'Parley は位置情報を読み取れません。このサイトに位置情報へのアクセスを許可して、もう一度お試しください。',
  'Your position could not be found.': '現在地が見つかりませんでした。',
  'Finding your position…': '現在地を確認しています…',
  'Map marker at {{place}}': '{{place}} の地図マーカー',
  'Open in a map': '地図で開く',
  'You are offline: these results come from this device.':
    'オフラインです：この結果はこの端末に保存されたものです。',
  'Reply in a thread': 'スレッド内の返信',
  'Message from a muted user': 'ミュートしたユーザーのメッセージ',
  Show: '表示',
  'This message could not be kept on this device to send again. Try again.':
    'このメッセージを再送信するためにこの端末に保存できませんでした。もう一度お試しください。',
  'That conversation does not exist, or you are not one of its members.':
    'この会話は存在しないか、あなたはそのメンバーではありません。',
  'That conversation is not saved on this device. It opens once you are back online.':
    'この会話はこの端末に保存されていません。オンラインに戻ると開きます。',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.':
    'この端末の保存容量が不足しています。Parley はオフラインで読める会話の数を減らしました。',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.':
    'オフラインです。この端末に保存された内容を表示しています。書いたメッセージはオンラインに戻ると自動で送信されます。',
  'Waiting for network': 'ネットワーク待ち',
  'Not sent: you cannot post in this conversation.': '未送信: この会話には投稿できません。',
  'Not sent: the message is too long.': '未送信: メッセージが長すぎます。',
  'Not sent: {{reason}}': '未送信: {{reason}}',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.':
    '書いたメッセージがまだ送信待ちです。今サインアウトすると破棄されます。サインインしたままにすると、オンラインに戻ったときに送信されます。',
  'Discard them and sign out': '破棄してサインアウト',
  'Stay signed in': 'サインインしたままにする',
  'Not sent: the conversation was deleted.': '送信されませんでした: 会話は削除されました。',
  'Not sent: the message it answers was deleted.':
    '送信されませんでした: 返信先のメッセージは削除されました。',
  'Sign out once they are sent': '送信後にサインアウト',
  'You will be signed out once the waiting messages are sent.':
    '待機中のメッセージが送信されるとサインアウトします。',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.':
    'すべての場所からのサインアウトにはネットワークが必要です。接続してからもう一度試すか、このデバイスだけでサインアウトしてください。',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.':
    'サインアウトされました。セッションが別の場所で終了しました(すべての場所からのサインアウト、新しいパスワード、またはアカウントの削除)。続けるには、もう一度サインインしてください。',
  'You were signed out, as you asked, once your messages were sent.':
    'ご希望どおり、メッセージの送信後にサインアウトしました。',
  '{{count}} messages waiting on this device were not sent.': {
    other: 'このデバイスで送信待ちだったメッセージ {{count}} 件は送信されませんでした。',
  },
  'New message': '新しいメッセージ',
  '{{name}} in {{conversation}}': '{{conversation}} の {{name}}',
  'Share to a conversation': '会話に共有',
  'This share is no longer on this device.': '共有された内容はこの端末にもうありません。',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.':
    '「{{name}}」は 10 MB を超えています。Parley で共有できる画像は 1 枚あたり 10 MB までです。',
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.':
    'Parley で共有できるのは PNG、JPEG、GIF、WebP の画像です。「{{name}}」はこれに当てはまりません。',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.':
    'Parley で一度に共有できる画像は 10 枚までです。今回の共有には {{count}} 枚ありました。',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.':
    'この共有は Parley で受け取れる大きさを超えています。受け取れるのは 1 枚 10 MB までの画像 10 枚までです。',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.':
    'Parley に何かが共有されました。会話を選んで送信するまで、何も送信されません。',
  'This share could not be read. Try sharing again.':
    '共有された内容を読み込めませんでした。もう一度共有してください。',
  'Search conversations': '会話を検索',
  'No conversations on this device yet: start one, then share again.':
    'この端末にはまだ会話がありません。会話を始めてから、もう一度共有してください。',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.':
    'Parley はマイクを使用できません。ブラウザでこのサイトのマイクへのアクセスを許可してから、もう一度録音を押してください。',
  'No microphone was found. Connect one, then press record again.':
    'マイクが見つかりません。マイクを接続してから、もう一度録音を押してください。',
  'The microphone is busy or not working. Close other apps using it, then try again.':
    'マイクが使用中か、動作していません。マイクを使っている他のアプリを閉じてから、もう一度お試しください。',
  'This browser cannot record voice messages. Try another browser.':
    'このブラウザではボイスメッセージを録音できません。別のブラウザをお試しください。',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.':
    'ボイスメッセージは {{limit}} で止まります。聞いてから、送信するか削除してください。',
  'Time left: {{time}}': '残り時間: {{time}}',
  'Picture waiting for the network': 'ネットワーク待ちの画像',
  'Voice message waiting for the network': 'ネットワーク待ちの音声メッセージ',
  'Saved on this device': 'この端末に保存済み',
  'Your conversations are saved here for reading offline, and what you write waits here for the network.':
    '会話はオフラインで読めるようにここに保存され、書いた内容はネットワークにつながるまでここで待機します。',
  'This browser keeps them until you sign out, even when the device runs low on space.':
    'このブラウザーは、端末の空き容量が少なくなっても、ログアウトするまで会話を保持します。',
  'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.':
    'このブラウザーは、端末の空き容量が少なくなると会話を削除することがあります。メッセージを送信するか通知をオンにすると、Parley は会話を保持するようブラウザーに求めます。',
  'This browser may remove them when the device runs low on space.':
    'このブラウザーは、端末の空き容量が少なくなると会話を削除することがあります。',
  '{{count}} new messages': {
    other: '新しいメッセージ {{count}} 件',
  },
  '{{count}} unread threads': {
    other: '未読のスレッド {{count}} 件',
  },
};

export default catalogue;
