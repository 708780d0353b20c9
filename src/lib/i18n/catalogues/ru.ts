/** Parley's own words in Russian, loaded only for a browser that prefers it. */
import type { Catalogue } from '../messages.ts';

const catalogue: Catalogue = {
  '1 day': '1 день',
  '7 days': '7 дней',
  '30 days': '30 дней',
  'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.':
    'Любого по точному адресу электронной почты; по имени — тех, с кем у вас есть общий разговор, и тех, кто разрешил себя находить.',
  'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.':
    'Любой, у кого есть ссылка, может вступить в эту группу, даже без аккаунта. Она действует, пока не истечёт, не будет исчерпана или пока вы её не отзовёте.',
  Copied: 'Скопировано',
  'Copy link': 'Копировать ссылку',
  'Create a group and invite people with a link': 'Создать группу и пригласить людей по ссылке',
  'Expires after': 'Срок действия',
  'Expires {{date}}': 'Действует до {{date}}',
  'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.':
    'Найдите человека по адресу электронной почты или по имени, если он разрешил себя находить, и напишите ему.',
  'Invite link': 'Ссылка-приглашение',
  'Join a conversation': 'Вступить в разговор',
  'Join my group on Parley': 'Вступайте в мою группу в Parley',
  'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.':
    'Чтобы вступить, нужна сеть. Ссылка сохранена здесь: при подключении она откроется сама, или попробуйте ещё раз.',
  'Joining…': 'Вступаем…',
  'Let people find me by name': 'Разрешить находить меня по имени',
  'Make a link': 'Создать ссылку',
  'Make a new link': 'Создать новую ссылку',
  'Name a group, then send its link to anyone, also to people who have no account yet.':
    'Назовите группу и отправьте её ссылку кому угодно, даже тем, у кого ещё нет аккаунта.',
  'Name or exact e-mail address': 'Имя или точный адрес электронной почты',
  'Name the group. Next you get a link to send to the people you want in it.':
    'Назовите группу. Затем вы получите ссылку для тех, кого хотите в ней видеть.',
  'New group': 'Новая группа',
  'No limit': 'Без ограничений',
  'Number of uses (optional)': 'Число использований (необязательно)',
  'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.':
    'Если выключено, вас найдут только те, кто знает ваш точный адрес электронной почты или с кем у вас есть общий разговор.',
  'Open the group': 'Открыть группу',
  Revoke: 'Отозвать',
  'Share…': 'Поделиться…',
  'Start a conversation': 'Начать разговор',
  'The invite link could not be made.': 'Не удалось создать ссылку-приглашение.',
  'The invite link could not be revoked.': 'Не удалось отозвать ссылку-приглашение.',
  'The invite links could not be loaded.': 'Не удалось загрузить ссылки-приглашения.',
  'The setting could not be loaded.': 'Не удалось загрузить настройку.',
  'The setting could not be saved.': 'Не удалось сохранить настройку.',
  'Uses: {{used}} of {{max}}': 'Использований: {{used}} из {{max}}',
  'Uses: {{used}}': 'Использований: {{used}}',
  'Where to start': 'С чего начать',
  'Who can find you': 'Кто может вас найти',
  'Active links': 'Действующие ссылки',
  'Made by you': 'Создана вами',
  'Made by {{name}}': 'Создана: {{name}}',
  'Made by a former member': 'Создана бывшим участником',
  'Only members who may add people to this group can see and revoke its links.':
    'Видеть и отзывать ссылки группы могут только участники, которым разрешено добавлять в неё людей.',
  'This invite link does not exist. Check that it was copied whole.':
    'Такой ссылки-приглашения нет. Проверьте, что она скопирована целиком.',
  'This invite link was revoked.': 'Эта ссылка-приглашение отозвана.',
  'This invite link has expired. Ask for a new one.':
    'Срок действия этой ссылки-приглашения истёк. Попросите новую.',
  'This invite link has been used as many times as it allows. Ask for a new one.':
    'Эта ссылка-приглашение использована максимальное число раз. Попросите новую.',
  'This invite link no longer works: the person who made it can no longer add people to the group.':
    'Эта ссылка-приглашение больше не работает: её автор больше не может добавлять людей в группу.',
  'Too many invite links were tried. Wait a few minutes and try again.':
    'Слишком много попыток со ссылками-приглашениями. Подождите несколько минут и попробуйте снова.',
  'This invite link could not be followed. Try again later.':
    'Не удалось перейти по этой ссылке-приглашению. Попробуйте позже.',
  'Only members who may add people to this group can make a link to it.':
    'Создать ссылку могут только участники, которым разрешено добавлять людей в эту группу.',
  'A direct message takes no invite links.': 'У личной переписки не бывает ссылок-приглашений.',
  'Invite links cannot be made right now. Try again shortly.':
    'Сейчас нельзя создать ссылку-приглашение. Попробуйте чуть позже.',
  Notifications: 'Уведомления',
  'Parley can tell you when a message arrives for you.':
    'Parley может сообщать вам о новых сообщениях.',
  'Your notification settings appear once you are back online.':
    'Настройки уведомлений появятся, когда вы снова будете в сети.',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    'Уведомления Parley заблокированы в этом браузере. Чтобы разрешить их, откройте настройки сайта (значок рядом с адресом), установите для уведомлений «Разрешить» и перезагрузите эту страницу.',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.':
    'Этот браузер не может показывать уведомления. На iPhone или iPad добавьте Parley на экран «Домой» («Поделиться», затем «На экран „Домой“») и открывайте его оттуда.',
  'Turn on notifications': 'Включить уведомления',
  'Notifications are on for your account but not yet allowed on this device.':
    'Уведомления включены для вашей учётной записи, но на этом устройстве ещё не разрешены.',
  'Allow notifications on this device': 'Разрешить уведомления на этом устройстве',
  'Notify me about': 'Уведомлять о',
  'Direct messages and mentions': 'Личных сообщениях и упоминаниях',
  'All messages': 'Всех сообщениях',
  'Show message text in notifications': 'Показывать текст сообщения в уведомлениях',
  'When it is off, a notification says only “New message”.':
    'Если выключено, уведомление говорит только «Новое сообщение».',
  'Notifications come to this device, also while Parley is closed.':
    'Уведомления приходят на это устройство, даже когда Parley закрыт.',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.':
    'На этом устройстве уведомления показываются, пока Parley открыт: этот браузер не смог подписаться на уведомления при закрытом приложении.',
  'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.':
    'Уведомления приходят в закрытый Parley не более чем на 10 ваших устройств, и 10 уже есть. Отключите их на устройстве, которым вы больше не пользуетесь, затем снова откройте Parley здесь.',
  'Saving needs the network. Connect and try again.':
    'Для сохранения нужна сеть. Подключитесь и попробуйте снова.',
  'Page not found': 'Страница не найдена',
  'There is nothing at this address.': 'По этому адресу ничего нет.',
  'Go to your conversations': 'Перейти к чатам',
  'Loading Parley…': 'Загрузка Parley…',
  'The server cannot be reached. Check your connection and try again.':
    'Сервер недоступен. Проверьте подключение и повторите попытку.',
  'Something went wrong. Try again.': 'Что-то пошло не так. Повторите попытку.',
  'That email and password do not match an account.':
    'Этот адрес почты и пароль не подходят ни к одному аккаунту.',
  'Confirm your email address first: check your inbox for the link.':
    'Сначала подтвердите адрес почты: ссылка ждёт во входящих.',
  'An account with this email already exists. Sign in instead.':
    'Аккаунт с этим адресом уже существует. Войдите в него.',
  'Choose a stronger password.': 'Выберите более надёжный пароль.',
  'Too many attempts. Wait a minute and try again.':
    'Слишком много попыток. Подождите минуту и повторите.',
  'Too many emails sent. Wait a minute and try again.':
    'Отправлено слишком много писем. Подождите минуту и повторите.',
  'Guest access is turned off for this app.': 'Гостевой вход в этом приложении отключён.',
  'That code is not right. Check the time on your device and try again.':
    'Неверный код. Проверьте время на устройстве и повторите попытку.',
  'The code expired. Enter the current one.': 'Срок действия кода истёк. Введите текущий.',
  'Your session ended. Sign in again.': 'Сеанс завершён. Войдите снова.',
  'Choose a password different from your current one.': 'Выберите пароль, отличный от текущего.',
  Email: 'Эл. почта',
  Password: 'Пароль',
  'At least {{min}} characters.': 'Не меньше {{min}} символов.',
  'Remembered it?': 'Вспомнили?',
  'Sign in': 'Войти',
  'Check your inbox': 'Проверьте почту',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.':
    'Если для {{email}} существует аккаунт, на этот адрес уже отправлено письмо со ссылкой для выбора нового пароля.',
  'Reset your password': 'Сброс пароля',
  'Enter the email you signed up with and we will send you a link to choose a new password.':
    'Введите адрес почты, указанный при регистрации, и мы пришлём ссылку для выбора нового пароля.',
  'Send reset link': 'Отправить ссылку',
  'Sending…': 'Отправка…',
  'This account has no authenticator app set up any more. Sign in again.':
    'Для этого аккаунта больше не настроено приложение-аутентификатор. Войдите снова.',
  'Two-step verification': 'Двухэтапная проверка',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.':
    'Откройте приложение-аутентификатор и введите 6-значный код, который оно показывает для Parley.',
  'Sign in with another account': 'Войти в другой аккаунт',
  'Authentication code': 'Код подтверждения',
  Verify: 'Подтвердить',
  'Verifying…': 'Проверка…',
  'Choose a new password': 'Новый пароль',
  'You followed a reset link. Pick the password you will use from now on.':
    'Вы перешли по ссылке для сброса. Выберите пароль, которым будете пользоваться дальше.',
  'New password': 'Новый пароль',
  'Repeat the new password': 'Повторите новый пароль',
  'Save password': 'Сохранить пароль',
  'Saving…': 'Сохранение…',
  'Welcome back. Sign in to pick up your conversations.':
    'С возвращением! Войдите, чтобы продолжить переписку.',
  'New to Parley?': 'Впервые в Parley?',
  'Create an account': 'Создать аккаунт',
  'Forgot your password?': 'Забыли пароль?',
  'Signing in…': 'Вход…',
  or: 'или',
  'Starting guest session…': 'Запуск гостевого сеанса…',
  'Continue as guest': 'Продолжить как гость',
  'We sent a confirmation link to {{email}}.':
    'Мы отправили ссылку для подтверждения на {{email}}.',
  'Open the link in that email to finish creating your account, then sign in.':
    'Откройте ссылку из этого письма, чтобы завершить создание аккаунта, а затем войдите.',
  'Back to sign in': 'Вернуться ко входу',
  'Create your account': 'Создание аккаунта',
  'Your name is how people will see you in conversations.':
    'По имени вас будут узнавать в переписке.',
  'Already have an account?': 'Уже есть аккаунт?',
  'First name': 'Имя',
  'Last name': 'Фамилия',
  'Create account': 'Создать аккаунт',
  'Creating account…': 'Создание аккаунта…',
  'Enter your email address.': 'Введите адрес электронной почты.',
  'Enter an email address like name@example.com.': 'Введите адрес почты вида name@example.com.',
  'Enter your password.': 'Введите пароль.',
  'Choose a password.': 'Придумайте пароль.',
  'Use at least {{min}} characters ({{count}} so far).':
    'Используйте не меньше {{min}} символов (сейчас {{count}}).',
  'Enter your first name.': 'Введите имя.',
  'Enter your last name.': 'Введите фамилию.',
  'Keep your first name under {{max}} characters.': 'Имя должно быть короче {{max}} символов.',
  'Keep your last name under {{max}} characters.': 'Фамилия должна быть короче {{max}} символов.',
  'Enter the 6-digit code from your authenticator app.':
    'Введите 6-значный код из приложения-аутентификатора.',
  'The code is 6 digits, numbers only.': 'Код состоит из 6 цифр, только цифры.',
  'The two passwords are different.': 'Пароли не совпадают.',
  'Install Parley': 'Установить Parley',
  'A new version of Parley is ready': 'Готова новая версия Parley',
  'Reload to start using it, or keep going and update later.':
    'Перезагрузите страницу, чтобы начать ей пользоваться, или продолжайте и обновитесь позже.',
  Later: 'Позже',
  Reload: 'Перезагрузить',
  'Parley, your conversations': 'Parley, ваши чаты',
  Main: 'Главное меню',
  'Review queue': 'Очередь проверки',
  Chats: 'Чаты',
  Threads: 'Треды',
  Profile: 'Профиль',
  Security: 'Безопасность',
  'Parley keeps trying by itself.': 'Parley продолжает попытки сам.',
  'Retry now': 'Повторить сейчас',
  'Reconnecting to the chat server…': 'Переподключение к серверу чата…',
  'Loading your profile failed.': 'Не удалось загрузить профиль.',
  'Getting your chat pass failed.': 'Не удалось получить доступ к чату.',
  'Connecting to the chat server failed.': 'Не удалось подключиться к серверу чата.',
  'Your conversations appear here once Parley is connected.':
    'Ваши чаты появятся здесь, как только Parley подключится.',
  'Loading your conversations…': 'Загрузка чатов…',
  'Loading…': 'Загрузка…',
  'Skip to main content': 'Перейти к основному содержимому',
  'Skip to the conversation': 'Перейти к чату',
  'Not connected': 'Нет подключения',
  Offline: 'Не в сети',
  'Connecting…': 'Подключение…',
  'Reconnecting…': 'Переподключение…',
  Connected: 'Подключено',
  'Your profile could not be loaded: {{reason}}': 'Не удалось загрузить профиль: {{reason}}',
  'The chat server could not be reached: {{reason}}': 'Сервер чата недоступен: {{reason}}',
  'The profile could not be loaded.': 'Не удалось загрузить профиль.',
  'The profile could not be saved.': 'Не удалось сохранить профиль.',
  'You are signed out.': 'Вы вышли из аккаунта.',
  'The chat token could not be fetched: the network is unreachable.':
    'Не удалось получить токен чата: сеть недоступна.',
  'The chat token could not be fetched (HTTP {{status}}).':
    'Не удалось получить токен чата (HTTP {{status}}).',
  'Choose a PNG, JPEG or WebP picture.': 'Выберите изображение PNG, JPEG или WebP.',
  'That picture is {{size}} MB; choose one under {{max}} MB.':
    'Размер изображения {{size}} МБ; выберите файл меньше {{max}} МБ.',
  'This browser cannot resize pictures.': 'Этот браузер не умеет уменьшать изображения.',
  'The picture could not be converted.': 'Не удалось преобразовать изображение.',
  'The resized picture is still over {{max}} MB.':
    'Уменьшенное изображение всё ещё больше {{max}} МБ.',
  'Account saved': 'Аккаунт сохранён',
  'You can now sign in with your email and password on any device.':
    'Теперь вы можете входить с помощью почты и пароля на любом устройстве.',
  'Keep your guest account': 'Сохраните гостевой аккаунт',
  'You are using Parley as a guest. Add an email and password to sign in again later.':
    'Вы пользуетесь Parley как гость. Добавьте почту и пароль, чтобы потом снова войти.',
  'Save account': 'Сохранить аккаунт',
  'Your name': 'Ваше имя',
  'Saved. Your conversations show the new name.': 'Сохранено. В чатах показано новое имя.',
  'Save name': 'Сохранить имя',
  'The picture could not be saved: {{reason}}': 'Не удалось сохранить фото: {{reason}}',
  'Your picture': 'Ваше фото',
  'Your current picture': 'Текущее фото',
  'Uploading…': 'Загрузка…',
  'Choose a picture': 'Выбрать фото',
  'Remove picture': 'Удалить фото',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.':
    'PNG, JPEG или WebP. Перед загрузкой фото обрезается до квадрата и уменьшается.',
  'Picture saved.': 'Фото сохранено.',
  'In conversations you appear as “{{name}}”.': 'В чатах вас видят как «{{name}}».',
  'Try again': 'Повторить',
  'Loading your profile…': 'Загрузка профиля…',
  'Sign out': 'Выйти',
  'Signing out everywhere also ends your sessions on other devices and browsers.':
    'Выход на всех устройствах завершает и ваши сеансы в других браузерах и на других устройствах.',
  'Authenticator app': 'Приложение-аутентификатор',
  'added {{date}}': 'добавлено {{date}}',
  'Removing…': 'Удаление…',
  Remove: 'Удалить',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.':
    'С приложением-аутентификатором при входе нужен ещё и 6-значный код, так что украденного пароля недостаточно.',
  'Signing out…': 'Выход…',
  'Sign out everywhere': 'Выйти на всех устройствах',
  'Signing out everywhere…': 'Выход на всех устройствах…',
  'QR code for your authenticator app': 'QR-код для приложения-аутентификатора',
  'Code from the app': 'Код из приложения',
  'Turn on two-step verification': 'Включить двухэтапную проверку',
  'Checking…': 'Проверка…',
  'Preparing…': 'Подготовка…',
  'Set up an authenticator app': 'Настроить приложение-аутентификатор',
  'Scan this QR code with your authenticator app.':
    'Отсканируйте этот QR-код приложением-аутентификатором.',
  'Or type this secret into it:': 'Или введите в него этот секретный ключ:',
  'Back to conversations': 'Назад к чатам',
  'Back to threads': 'Назад к тредам',
  Details: 'Подробнее',
  'You are invited': 'Вас пригласили',
  'Accept invite': 'Принять приглашение',
  'Reject invite': 'Отклонить приглашение',
  'Members ({{count}})': 'Участники ({{count}})',
  '(you)': '(вы)',
  Moderator: 'Модератор',
  Invited: 'Приглашён',
  'Remove moderator': 'Снять права модератора',
  'Make moderator': 'Сделать модератором',
  'Add or invite people': 'Добавить или пригласить людей',
  'Add {{count}}': 'Добавить ({{count}})',
  Add: 'Добавить',
  'Invite {{count}}': 'Пригласить ({{count}})',
  Invite: 'Пригласить',
  'For you': 'Для вас',
  Unmute: 'Включить уведомления',
  Mute: 'Без звука',
  Unpin: 'Открепить',
  'Pin to top': 'Закрепить вверху',
  Unarchive: 'Вернуть из архива',
  Archive: 'В архив',
  Hide: 'Скрыть',
  Leave: 'Покинуть',
  Moderation: 'Модерация',
  'Slow mode': 'Медленный режим',
  Off: 'Выключен',
  '{{count}} seconds between messages': {
    one: '{{count}} секунда между сообщениями',
    few: '{{count}} секунды между сообщениями',
    many: '{{count}} секунд между сообщениями',
    other: '{{count}} секунды между сообщениями',
  },
  '{{count}} minutes between messages': {
    one: '{{count}} минута между сообщениями',
    few: '{{count}} минуты между сообщениями',
    many: '{{count}} минут между сообщениями',
    other: '{{count}} минуты между сообщениями',
  },
  '{{count}} messages waiting to be sent.': {
    one: '{{count}} сообщение ждёт отправки.',
    few: '{{count}} сообщения ждут отправки.',
    many: '{{count}} сообщений ждут отправки.',
    other: '{{count}} сообщения ждут отправки.',
  },
  'Unfreeze conversation': 'Разморозить чат',
  'Freeze conversation': 'Заморозить чат',
  'Conversation details': 'Сведения о чате',
  'Leaving failed.': 'Не удалось покинуть чат.',
  'Hiding failed.': 'Не удалось скрыть чат.',
  'Accepting the invite failed.': 'Не удалось принять приглашение.',
  'Rejecting the invite failed.': 'Не удалось отклонить приглашение.',
  'Removing the moderator failed.': 'Не удалось снять права модератора.',
  'Making a moderator failed.': 'Не удалось назначить модератора.',
  'Removing the member failed.': 'Не удалось удалить участника.',
  'Adding members failed.': 'Не удалось добавить участников.',
  'Inviting failed.': 'Не удалось пригласить.',
  'Unmuting failed.': 'Не удалось включить уведомления.',
  'Muting failed.': 'Не удалось отключить звук.',
  'Unpinning failed.': 'Не удалось открепить.',
  'Pinning failed.': 'Не удалось закрепить.',
  'Unarchiving failed.': 'Не удалось вернуть из архива.',
  'Archiving failed.': 'Не удалось архивировать.',
  'Changing slow mode failed.': 'Не удалось изменить медленный режим.',
  'Unfreezing failed.': 'Не удалось разморозить.',
  'Freezing failed.': 'Не удалось заморозить.',
  'Choose a conversation, or start a new one.': 'Выберите чат или начните новый.',
  Conversations: 'Чаты',
  'Show inbox': 'Показать входящие',
  'Show archived': 'Показать архив',
  Conversation: 'Чат',
  Close: 'Закрыть',
  'Pick at least one person to talk to.': 'Выберите хотя бы одного собеседника.',
  'Give the group a name so everyone recognises it.': 'Назовите группу, чтобы все её узнавали.',
  'The conversation could not be started: {{reason}}': 'Не удалось начать чат: {{reason}}',
  'With: {{names}}': 'С: {{names}}',
  'Group name': 'Название группы',
  'Group name (optional)': 'Название группы (необязательно)',
  'e.g. Weekend plans': 'например, Планы на выходные',
  'Starting…': 'Запуск…',
  'Create group': 'Создать группу',
  'Start conversation': 'Начать чат',
  'New conversation': 'Новый чат',
  'Searching failed.': 'Поиск не удался.',
  'Find people': 'Найти людей',
  People: 'Люди',
  'Nobody matches “{{query}}”.': 'Никто не подходит под «{{query}}».',
  'Flag message': 'Пожаловаться на сообщение',
  'Why should a moderator look at it?': 'Почему модератору стоит на это взглянуть?',
  'Also flag {{name}}': 'Пожаловаться и на {{name}}',
  Cancel: 'Отмена',
  'Send flag': 'Отправить жалобу',
  Spam: 'Спам',
  'Harassment or bullying': 'Оскорбления или травля',
  'Inappropriate content': 'Неприемлемый контент',
  'Something else': 'Другое',
  'the author': 'автора',
  'Unban user': 'Разблокировать пользователя',
  'Ban user': 'Заблокировать пользователя',
  unknown: 'неизвестно',
  Message: 'Сообщение',
  User: 'Пользователь',
  'by {{name}}': 'от {{name}}',
  'Message deleted': 'Сообщение удалено',
  'No text': 'Без текста',
  Flags: 'Жалобы',
  someone: 'кто-то',
  'no reason given': 'причина не указана',
  Dismiss: 'Отклонить',
  'Delete message': 'Удалить сообщение',
  'Ban {{name}}': 'Заблокировать: {{name}}',
  'Only moderators and admins can see the review queue.':
    'Очередь проверки видят только модераторы и администраторы.',
  'Could not load the review queue: {{reason}}':
    'Не удалось загрузить очередь проверки: {{reason}}',
  'That did not work: {{reason}}': 'Не получилось: {{reason}}',
  Refresh: 'Обновить',
  'Loading the review queue…': 'Загрузка очереди проверки…',
  'Nothing to review. Flagged messages and users appear here.':
    'Проверять нечего. Здесь появляются сообщения и пользователи, на которых пожаловались.',
  'Flagged messages and users': 'Сообщения и пользователи с жалобами',
  'The review queue appears here once Parley is connected.':
    'Очередь проверки появится здесь, как только Parley подключится.',
  'Saved for later': 'Сохранено на потом',
  'Reminder was due {{when}}': 'Напоминание было на {{when}}',
  'Reminder at {{when}}': 'Напоминание на {{when}}',
  'In 2 minutes': 'Через 2 минуты',
  'In 30 minutes': 'Через 30 минут',
  'In 1 hour': 'Через 1 час',
  'In 2 hours': 'Через 2 часа',
  'In 8 hours': 'Через 8 часов',
  'In 24 hours': 'Через 24 часа',
  Reminders: 'Напоминания',
  'Reminders and saved': 'Напоминания и сохранённое',
  Someone: 'Кто-то',
  'Change reminder for “{{text}}”': 'Изменить напоминание для «{{text}}»',
  'Change…': 'Изменить…',
  'No time, keep saved': 'Без времени, просто сохранить',
  'Loading your reminders…': 'Загрузка напоминаний…',
  'Could not load your reminders: {{reason}}': 'Не удалось загрузить напоминания: {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.':
    'Нет напоминаний и сохранённых сообщений. Выберите у сообщения «Напомнить мне» или «Сохранить на потом».',
  'Reminders and saved messages': 'Напоминания и сохранённые сообщения',
  'Reminder: “{{text}}”': 'Напоминание: «{{text}}»',
  'Reminder: a message you asked to be reminded about':
    'Напоминание: сообщение, о котором вы просили напомнить',
  'Parley may not read your position. Allow location access for this site and try again.':
    'Parley не может узнать ваше местоположение. Разрешите доступ к геоданным для этого сайта и повторите попытку.',
  'Your position could not be found.': 'Не удалось определить ваше местоположение.',
  'Finding your position…': 'Определяем местоположение…',
  'Map marker at {{place}}': 'Метка на карте: {{place}}',
  'Open in a map': 'Открыть на карте',
  'You are offline: these results come from this device.':
    'Вы не в сети: эти результаты найдены на этом устройстве.',
  'Reply in a thread': 'Ответ в треде',
  'Message from a muted user': 'Сообщение от пользователя, которого вы заглушили',
  Show: 'Показать',
  'This message could not be kept on this device to send again. Try again.':
    'Не удалось сохранить это сообщение на этом устройстве для повторной отправки. Повторите попытку.',
  'That conversation does not exist, or you are not one of its members.':
    'Этот разговор не существует, или вы не его участник.',
  'That conversation is not saved on this device. It opens once you are back online.':
    'Этот разговор не сохранён на этом устройстве. Он откроется, когда вы снова будете в сети.',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.':
    'На устройстве закончилось место: теперь Parley хранит меньше разговоров для чтения без сети.',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.':
    'Вы не в сети: показано то, что сохранено на этом устройстве. Написанные сообщения отправятся сами, когда вы вернётесь в сеть.',
  'Waiting for network': 'Ожидание сети',
  'Not sent: you cannot post in this conversation.':
    'Не отправлено: вы не можете писать в этом разговоре.',
  'Not sent: the message is too long.': 'Не отправлено: сообщение слишком длинное.',
  'Not sent: {{reason}}': 'Не отправлено: {{reason}}',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.':
    'Написанные вами сообщения ещё ждут отправки. Если выйти сейчас, они будут удалены; оставайтесь в аккаунте, и они отправятся, когда вы вернётесь в сеть.',
  'Discard them and sign out': 'Удалить и выйти',
  'Stay signed in': 'Остаться в аккаунте',
  'Not sent: the conversation was deleted.': 'Не отправлено: разговор удалён.',
  'Not sent: the message it answers was deleted.':
    'Не отправлено: сообщение, на которое это ответ, удалено.',
  'Sign out once they are sent': 'Выйти после отправки',
  'You will be signed out once the waiting messages are sent.':
    'Вы выйдете из аккаунта, как только ожидающие сообщения будут отправлены.',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.':
    'Чтобы выйти везде, нужна сеть. Подключитесь и попробуйте снова или выйдите только на этом устройстве.',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.':
    'Вы вышли из аккаунта: сеанс завершён в другом месте (выход везде, новый пароль или удалённый аккаунт). Войдите снова, чтобы продолжить.',
  'You were signed out, as you asked, once your messages were sent.':
    'Вы вышли из аккаунта, как и просили, после отправки сообщений.',
  '{{count}} messages waiting on this device were not sent.': {
    one: '{{count}} сообщение, ожидавшее на этом устройстве, не отправлено.',
    few: '{{count}} сообщения, ожидавшие на этом устройстве, не отправлены.',
    many: '{{count}} сообщений, ожидавших на этом устройстве, не отправлены.',
    other: '{{count}} сообщения, ожидавшие на этом устройстве, не отправлены.',
  },
  'New message': 'Новое сообщение',
  '{{name}} in {{conversation}}': '{{name}} в «{{conversation}}»',
  'Share to a conversation': 'Поделиться в чате',
  'This share is no longer on this device.':
    'Того, чем вы хотели поделиться, больше нет на этом устройстве.',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.':
    '«{{name}}» больше 10 МБ, а Parley делится изображениями размером не более 10 МБ.',
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.':
    'Parley делится только изображениями (PNG, JPEG, GIF или WebP), а «{{name}}» к ним не относится.',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.':
    'Parley делится не более чем 10 изображениями за раз, а здесь их {{count}}.',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.':
    'Это больше, чем принимает Parley: до 10 изображений размером не более 10 МБ каждое.',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.':
    'С Parley чем-то поделились. Ничего не будет отправлено, пока вы не выберете чат и не отправите сообщение.',
  'This share could not be read. Try sharing again.':
    'Не удалось прочитать то, чем поделились. Попробуйте поделиться снова.',
  'Search conversations': 'Поиск чатов',
  'No conversations on this device yet: start one, then share again.':
    'На этом устройстве пока нет чатов: начните чат, а затем поделитесь снова.',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.':
    'Parley не может использовать ваш микрофон. Разрешите этому сайту доступ к микрофону в браузере и снова нажмите запись.',
  'No microphone was found. Connect one, then press record again.':
    'Микрофон не найден. Подключите микрофон и снова нажмите запись.',
  'The microphone is busy or not working. Close other apps using it, then try again.':
    'Микрофон занят или не работает. Закройте другие приложения, которые его используют, и попробуйте снова.',
  'This browser cannot record voice messages. Try another browser.':
    'Этот браузер не умеет записывать голосовые сообщения. Попробуйте другой браузер.',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.':
    'Голосовые сообщения останавливаются на {{limit}}. Прослушайте, затем отправьте или удалите.',
  'Time left: {{time}}': 'Осталось: {{time}}',
  'Picture waiting for the network': 'Изображение ожидает сети',
  'Voice message waiting for the network': 'Голосовое сообщение ожидает сети',
  'Saved on this device': 'Сохранено на этом устройстве',
  'Your conversations are saved here for reading offline, and what you write waits here for the network.':
    'Ваши чаты сохраняются здесь для чтения без сети, а то, что вы пишете, ждёт здесь подключения к сети.',
  'This browser keeps them until you sign out, even when the device runs low on space.':
    'Этот браузер хранит их, пока вы не выйдете из аккаунта, даже когда на устройстве заканчивается место.',
  'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.':
    'Этот браузер может удалить их, когда на устройстве заканчивается место. Parley просит браузер сохранить их, как только вы отправите сообщение или включите уведомления.',
  'This browser may remove them when the device runs low on space.':
    'Этот браузер может удалить их, когда на устройстве заканчивается место.',
  '{{count}} new messages': {
    one: '{{count}} новое сообщение',
    few: '{{count}} новых сообщения',
    many: '{{count}} новых сообщений',
    other: '{{count}} новых сообщения',
  },
  '{{count}} unread threads': {
    one: '{{count}} непрочитанная ветка',
    few: '{{count}} непрочитанные ветки',
    many: '{{count}} непрочитанных веток',
    other: '{{count}} непрочитанной ветки',
  },
};

export default catalogue;
