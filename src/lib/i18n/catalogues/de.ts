/** Parley's own words in German, loaded only for a browser that prefers it. */
import type { Catalogue } from '../messages.ts';

const catalogue: Catalogue = {
  '1 day': '1 Tag',
  '7 days': '7 Tage',
  '30 days': '30 Tage',
  'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.':
    'Alle über ihre genaue E-Mail-Adresse; über den Namen Personen, mit denen du eine Unterhaltung teilst, und Personen, die sich finden lassen.',
  'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.':
    'Alle mit dem Link können dieser Gruppe beitreten, auch ohne Konto. Er gilt, bis er abläuft, aufgebraucht ist oder du ihn widerrufst.',
  Copied: 'Kopiert',
  'Copy link': 'Link kopieren',
  'Create a group and invite people with a link':
    'Eine Gruppe erstellen und Leute per Link einladen',
  'Expires after': 'Läuft ab nach',
  'Expires {{date}}': 'Läuft ab am {{date}}',
  'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.':
    'Finde jemanden über die E-Mail-Adresse oder, wenn die Person es erlaubt, über den Namen, und schreib ihr.',
  'Invite link': 'Einladungslink',
  'Join a conversation': 'Einer Unterhaltung beitreten',
  'Join my group on Parley': 'Tritt meiner Gruppe auf Parley bei',
  'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.':
    'Zum Beitreten braucht es eine Netzwerkverbindung. Dein Link bleibt hier: Sobald du verbunden bist, wird er von selbst geöffnet, oder versuch es erneut.',
  'Joining…': 'Trete bei…',
  'Let people find me by name': 'Andere dürfen mich über meinen Namen finden',
  'Make a link': 'Link erstellen',
  'Make a new link': 'Neuen Link erstellen',
  'Name a group, then send its link to anyone, also to people who have no account yet.':
    'Gib einer Gruppe einen Namen und schick ihren Link an alle, auch an Leute, die noch kein Konto haben.',
  'Name or exact e-mail address': 'Name oder genaue E-Mail-Adresse',
  'Name the group. Next you get a link to send to the people you want in it.':
    'Gib der Gruppe einen Namen. Danach bekommst du einen Link für die Leute, die dabei sein sollen.',
  'New group': 'Neue Gruppe',
  'No limit': 'Keine Begrenzung',
  'Number of uses (optional)': 'Anzahl der Nutzungen (optional)',
  'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.':
    'Wenn das aus ist, finden dich nur Leute, die deine genaue E-Mail-Adresse kennen oder eine Unterhaltung mit dir teilen.',
  'Open the group': 'Gruppe öffnen',
  Revoke: 'Widerrufen',
  'Share…': 'Teilen…',
  'Start a conversation': 'Eine Unterhaltung beginnen',
  'The invite link could not be made.': 'Der Einladungslink konnte nicht erstellt werden.',
  'The invite link could not be revoked.': 'Der Einladungslink konnte nicht widerrufen werden.',
  'The invite links could not be loaded.': 'Die Einladungslinks konnten nicht geladen werden.',
  'The setting could not be loaded.': 'Die Einstellung konnte nicht geladen werden.',
  'The setting could not be saved.': 'Die Einstellung konnte nicht gespeichert werden.',
  'Uses: {{used}} of {{max}}': 'Genutzt: {{used}} von {{max}}',
  'Uses: {{used}}': 'Genutzt: {{used}}',
  'Where to start': 'Wo du anfangen kannst',
  'Who can find you': 'Wer dich finden kann',
  'Active links': 'Aktive Links',
  'Made by you': 'Erstellt von dir',
  'Made by {{name}}': 'Erstellt von {{name}}',
  'Made by a former member': 'Erstellt von einem ehemaligen Mitglied',
  'Only members who may add people to this group can see and revoke its links.':
    'Nur Mitglieder, die Leute zu dieser Gruppe hinzufügen dürfen, können ihre Links sehen und widerrufen.',
  'This invite link does not exist. Check that it was copied whole.':
    'Diesen Einladungslink gibt es nicht. Prüf, ob er vollständig kopiert wurde.',
  'This invite link was revoked.': 'Dieser Einladungslink wurde widerrufen.',
  'This invite link has expired. Ask for a new one.':
    'Dieser Einladungslink ist abgelaufen. Bitte um einen neuen.',
  'This invite link has been used as many times as it allows. Ask for a new one.':
    'Dieser Einladungslink wurde so oft genutzt, wie er erlaubt. Bitte um einen neuen.',
  'This invite link no longer works: the person who made it can no longer add people to the group.':
    'Dieser Einladungslink funktioniert nicht mehr: Wer ihn erstellt hat, kann keine Leute mehr zur Gruppe hinzufügen.',
  'Too many invite links were tried. Wait a few minutes and try again.':
    'Es wurden zu viele Einladungslinks versucht. Warte ein paar Minuten und versuch es erneut.',
  'This invite link could not be followed. Try again later.':
    'Diesem Einladungslink konnte nicht gefolgt werden. Versuch es später erneut.',
  'Only members who may add people to this group can make a link to it.':
    'Nur Mitglieder, die Leute zu dieser Gruppe hinzufügen dürfen, können einen Link dafür erstellen.',
  'A direct message takes no invite links.': 'Eine Direktnachricht hat keine Einladungslinks.',
  'Invite links cannot be made right now. Try again shortly.':
    'Einladungslinks können gerade nicht erstellt werden. Versuch es gleich noch einmal.',
  Notifications: 'Benachrichtigungen',
  'Parley can tell you when a message arrives for you.':
    'Parley kann dir Bescheid geben, wenn eine Nachricht für dich ankommt.',
  'Your notification settings appear once you are back online.':
    'Deine Benachrichtigungseinstellungen erscheinen, sobald du wieder online bist.',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    'Benachrichtigungen sind für Parley in diesem Browser blockiert. Um sie zu erlauben, öffne die Website-Einstellungen (das Symbol neben der Adresse), stelle Benachrichtigungen auf „Zulassen“ und lade diese Seite neu.',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.':
    'Dieser Browser kann keine Benachrichtigungen anzeigen. Auf iPhone oder iPad füge Parley zum Home-Bildschirm hinzu (Teilen, dann „Zum Home-Bildschirm“) und öffne es von dort.',
  'Turn on notifications': 'Benachrichtigungen einschalten',
  'Notifications are on for your account but not yet allowed on this device.':
    'Benachrichtigungen sind für dein Konto eingeschaltet, auf diesem Gerät aber noch nicht erlaubt.',
  'Allow notifications on this device': 'Benachrichtigungen auf diesem Gerät erlauben',
  'Notify me about': 'Benachrichtige mich bei',
  'Direct messages and mentions': 'Direktnachrichten und Erwähnungen',
  'All messages': 'Allen Nachrichten',
  'Show message text in notifications': 'Nachrichtentext in Benachrichtigungen anzeigen',
  'When it is off, a notification says only “New message”.':
    'Ist es aus, sagt eine Benachrichtigung nur „Neue Nachricht“.',
  'Notifications come to this device, also while Parley is closed.':
    'Benachrichtigungen kommen auf dieses Gerät, auch wenn Parley geschlossen ist.',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.':
    'Auf diesem Gerät erscheinen Benachrichtigungen, solange Parley geöffnet ist: Dieser Browser konnte sich nicht für Benachrichtigungen bei geschlossener App anmelden.',
  'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.':
    'Benachrichtigungen erreichen Parley bei geschlossener App auf höchstens 10 deiner Geräte, und 10 sind es schon. Schalte sie auf einem Gerät aus, das du nicht mehr nutzt, und öffne Parley dann hier erneut.',
  'Saving needs the network. Connect and try again.':
    'Zum Speichern wird das Netzwerk benötigt. Verbinde dich und versuche es erneut.',
  'Page not found': 'Seite nicht gefunden',
  'There is nothing at this address.': 'Unter dieser Adresse gibt es nichts.',
  'Go to your conversations': 'Zu deinen Unterhaltungen',
  'Loading Parley…': 'Parley wird geladen…',
  'The server cannot be reached. Check your connection and try again.':
    'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
  'Something went wrong. Try again.': 'Etwas ist schiefgelaufen. Versuche es erneut.',
  'That email and password do not match an account.':
    'E-Mail-Adresse und Passwort passen zu keinem Konto.',
  'Confirm your email address first: check your inbox for the link.':
    'Bestätige zuerst deine E-Mail-Adresse: Den Link findest du in deinem Posteingang.',
  'An account with this email already exists. Sign in instead.':
    'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich stattdessen an.',
  'Choose a stronger password.': 'Wähle ein sichereres Passwort.',
  'Too many attempts. Wait a minute and try again.':
    'Zu viele Versuche. Warte eine Minute und versuche es erneut.',
  'Too many emails sent. Wait a minute and try again.':
    'Zu viele E-Mails gesendet. Warte eine Minute und versuche es erneut.',
  'Guest access is turned off for this app.': 'Der Gastzugang ist für diese App abgeschaltet.',
  'That code is not right. Check the time on your device and try again.':
    'Der Code stimmt nicht. Prüfe die Uhrzeit auf deinem Gerät und versuche es erneut.',
  'The code expired. Enter the current one.': 'Der Code ist abgelaufen. Gib den aktuellen ein.',
  'Your session ended. Sign in again.': 'Deine Sitzung ist beendet. Melde dich erneut an.',
  'Choose a password different from your current one.':
    'Wähle ein anderes Passwort als dein jetziges.',
  Email: 'E-Mail',
  Password: 'Passwort',
  'At least {{min}} characters.': 'Mindestens {{min}} Zeichen.',
  'Remembered it?': 'Doch wieder eingefallen?',
  'Sign in': 'Anmelden',
  'Check your inbox': 'Sieh in deinen Posteingang',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.':
    'Falls es ein Konto für {{email}} gibt, ist eine E-Mail mit einem Link zum Festlegen eines neuen Passworts unterwegs.',
  'Reset your password': 'Passwort zurücksetzen',
  'Enter the email you signed up with and we will send you a link to choose a new password.':
    'Gib die E-Mail-Adresse ein, mit der du dich registriert hast. Wir schicken dir einen Link, um ein neues Passwort festzulegen.',
  'Send reset link': 'Link senden',
  'Sending…': 'Wird gesendet…',
  'This account has no authenticator app set up any more. Sign in again.':
    'Für dieses Konto ist keine Authenticator-App mehr eingerichtet. Melde dich erneut an.',
  'Two-step verification': 'Bestätigung in zwei Schritten',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.':
    'Öffne deine Authenticator-App und gib den 6-stelligen Code ein, den sie für Parley anzeigt.',
  'Sign in with another account': 'Mit einem anderen Konto anmelden',
  'Authentication code': 'Bestätigungscode',
  Verify: 'Bestätigen',
  'Verifying…': 'Wird geprüft…',
  'Choose a new password': 'Neues Passwort festlegen',
  'You followed a reset link. Pick the password you will use from now on.':
    'Du bist einem Link zum Zurücksetzen gefolgt. Wähle das Passwort, das du ab jetzt verwendest.',
  'New password': 'Neues Passwort',
  'Repeat the new password': 'Neues Passwort wiederholen',
  'Save password': 'Passwort speichern',
  'Saving…': 'Wird gespeichert…',
  'Welcome back. Sign in to pick up your conversations.':
    'Willkommen zurück. Melde dich an, um deine Unterhaltungen fortzusetzen.',
  'New to Parley?': 'Neu bei Parley?',
  'Create an account': 'Konto erstellen',
  'Forgot your password?': 'Passwort vergessen?',
  'Signing in…': 'Wird angemeldet…',
  or: 'oder',
  'Starting guest session…': 'Gastsitzung wird gestartet…',
  'Continue as guest': 'Als Gast fortfahren',
  'We sent a confirmation link to {{email}}.':
    'Wir haben einen Bestätigungslink an {{email}} geschickt.',
  'Open the link in that email to finish creating your account, then sign in.':
    'Öffne den Link in dieser E-Mail, um dein Konto fertig einzurichten, und melde dich dann an.',
  'Back to sign in': 'Zurück zur Anmeldung',
  'Create your account': 'Konto erstellen',
  'Your name is how people will see you in conversations.':
    'Unter deinem Namen sehen dich andere in Unterhaltungen.',
  'Already have an account?': 'Du hast schon ein Konto?',
  'First name': 'Vorname',
  'Last name': 'Nachname',
  'Create account': 'Konto erstellen',
  'Creating account…': 'Konto wird erstellt…',
  'Enter your email address.': 'Gib deine E-Mail-Adresse ein.',
  'Enter an email address like name@example.com.':
    'Gib eine E-Mail-Adresse wie name@example.com ein.',
  'Enter your password.': 'Gib dein Passwort ein.',
  'Choose a password.': 'Wähle ein Passwort.',
  'Use at least {{min}} characters ({{count}} so far).':
    'Verwende mindestens {{min}} Zeichen (bisher {{count}}).',
  'Enter your first name.': 'Gib deinen Vornamen ein.',
  'Enter your last name.': 'Gib deinen Nachnamen ein.',
  'Keep your first name under {{max}} characters.':
    'Dein Vorname darf höchstens {{max}} Zeichen lang sein.',
  'Keep your last name under {{max}} characters.':
    'Dein Nachname darf höchstens {{max}} Zeichen lang sein.',
  'Enter the 6-digit code from your authenticator app.':
    'Gib den 6-stelligen Code aus deiner Authenticator-App ein.',
  'The code is 6 digits, numbers only.': 'Der Code besteht aus 6 Ziffern, nur Zahlen.',
  'The two passwords are different.': 'Die beiden Passwörter stimmen nicht überein.',
  'Install Parley': 'Parley installieren',
  'A new version of Parley is ready': 'Eine neue Version von Parley ist bereit',
  'Reload to start using it, or keep going and update later.':
    'Lade neu, um sie zu verwenden, oder mach weiter und aktualisiere später.',
  Later: 'Später',
  Reload: 'Neu laden',
  'Parley, your conversations': 'Parley, deine Unterhaltungen',
  Main: 'Hauptmenü',
  'Review queue': 'Prüfliste',
  Chats: 'Chats',
  Threads: 'Diskussionen',
  Profile: 'Profil',
  Security: 'Sicherheit',
  'Parley keeps trying by itself.': 'Parley versucht es von selbst weiter.',
  'Retry now': 'Jetzt erneut versuchen',
  'Reconnecting to the chat server…': 'Verbindung zum Chatserver wird wiederhergestellt…',
  'Loading your profile failed.': 'Dein Profil konnte nicht geladen werden.',
  'Getting your chat pass failed.': 'Dein Chat-Zugang konnte nicht abgerufen werden.',
  'Connecting to the chat server failed.': 'Die Verbindung zum Chatserver ist fehlgeschlagen.',
  'Your conversations appear here once Parley is connected.':
    'Deine Unterhaltungen erscheinen hier, sobald Parley verbunden ist.',
  'Loading your conversations…': 'Deine Unterhaltungen werden geladen…',
  'Loading…': 'Wird geladen…',
  'Skip to main content': 'Zum Hauptinhalt springen',
  'Skip to the conversation': 'Zur Unterhaltung springen',
  'Not connected': 'Nicht verbunden',
  Offline: 'Offline',
  'Connecting…': 'Verbindung wird hergestellt…',
  'Reconnecting…': 'Verbindung wird wiederhergestellt…',
  Connected: 'Verbunden',
  'Your profile could not be loaded: {{reason}}':
    'Dein Profil konnte nicht geladen werden: {{reason}}',
  'The chat server could not be reached: {{reason}}':
    'Der Chatserver ist nicht erreichbar: {{reason}}',
  'The profile could not be loaded.': 'Das Profil konnte nicht geladen werden.',
  'The profile could not be saved.': 'Das Profil konnte nicht gespeichert werden.',
  'You are signed out.': 'Du bist abgemeldet.',
  'The chat token could not be fetched: the network is unreachable.':
    'Der Chat-Token konnte nicht abgerufen werden: Das Netzwerk ist nicht erreichbar.',
  'The chat token could not be fetched (HTTP {{status}}).':
    'Der Chat-Token konnte nicht abgerufen werden (HTTP {{status}}).',
  'Choose a PNG, JPEG or WebP picture.': 'Wähle ein Bild im Format PNG, JPEG oder WebP.',
  'That picture is {{size}} MB; choose one under {{max}} MB.':
    'Das Bild ist {{size}} MB groß; wähle eines unter {{max}} MB.',
  'This browser cannot resize pictures.': 'Dieser Browser kann keine Bilder verkleinern.',
  'The picture could not be converted.': 'Das Bild konnte nicht umgewandelt werden.',
  'The resized picture is still over {{max}} MB.':
    'Das verkleinerte Bild ist immer noch größer als {{max}} MB.',
  'Account saved': 'Konto gespeichert',
  'You can now sign in with your email and password on any device.':
    'Du kannst dich jetzt auf jedem Gerät mit deiner E-Mail-Adresse und deinem Passwort anmelden.',
  'Keep your guest account': 'Gastkonto behalten',
  'You are using Parley as a guest. Add an email and password to sign in again later.':
    'Du nutzt Parley als Gast. Füge eine E-Mail-Adresse und ein Passwort hinzu, um dich später wieder anzumelden.',
  'Save account': 'Konto speichern',
  'Your name': 'Dein Name',
  'Saved. Your conversations show the new name.':
    'Gespeichert. Deine Unterhaltungen zeigen den neuen Namen.',
  'Save name': 'Namen speichern',
  'The picture could not be saved: {{reason}}':
    'Das Bild konnte nicht gespeichert werden: {{reason}}',
  'Your picture': 'Dein Bild',
  'Your current picture': 'Dein aktuelles Bild',
  'Uploading…': 'Wird hochgeladen…',
  'Choose a picture': 'Bild auswählen',
  'Remove picture': 'Bild entfernen',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.':
    'PNG, JPEG oder WebP. Es wird vor dem Hochladen quadratisch zugeschnitten und verkleinert.',
  'Picture saved.': 'Bild gespeichert.',
  'In conversations you appear as “{{name}}”.': 'In Unterhaltungen erscheinst du als „{{name}}“.',
  'Try again': 'Erneut versuchen',
  'Loading your profile…': 'Dein Profil wird geladen…',
  'Sign out': 'Abmelden',
  'Signing out everywhere also ends your sessions on other devices and browsers.':
    'Wenn du dich überall abmeldest, enden auch deine Sitzungen auf anderen Geräten und in anderen Browsern.',
  'Authenticator app': 'Authenticator-App',
  'added {{date}}': 'hinzugefügt am {{date}}',
  'Removing…': 'Wird entfernt…',
  Remove: 'Entfernen',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.':
    'Mit einer Authenticator-App fragt die Anmeldung zusätzlich nach einem 6-stelligen Code, sodass ein gestohlenes Passwort nicht ausreicht.',
  'Signing out…': 'Wird abgemeldet…',
  'Sign out everywhere': 'Überall abmelden',
  'Signing out everywhere…': 'Wird überall abgemeldet…',
  'QR code for your authenticator app': 'QR-Code für deine Authenticator-App',
  'Code from the app': 'Code aus der App',
  'Turn on two-step verification': 'Bestätigung in zwei Schritten einschalten',
  'Checking…': 'Wird geprüft…',
  'Preparing…': 'Wird vorbereitet…',
  'Set up an authenticator app': 'Authenticator-App einrichten',
  'Scan this QR code with your authenticator app.':
    'Scanne diesen QR-Code mit deiner Authenticator-App.',
  'Or type this secret into it:': 'Oder gib diesen Schlüssel dort ein:',
  'Back to conversations': 'Zurück zu den Unterhaltungen',
  'Back to threads': 'Zurück zu den Diskussionen',
  Details: 'Details',
  'You are invited': 'Du bist eingeladen',
  'Accept invite': 'Einladung annehmen',
  'Reject invite': 'Einladung ablehnen',
  'Members ({{count}})': 'Mitglieder ({{count}})',
  '(you)': '(du)',
  Moderator: 'Moderator',
  Invited: 'Eingeladen',
  'Remove moderator': 'Moderatorrechte entziehen',
  'Make moderator': 'Zum Moderator machen',
  'Add or invite people': 'Personen hinzufügen oder einladen',
  'Add {{count}}': '{{count}} hinzufügen',
  Add: 'Hinzufügen',
  'Invite {{count}}': '{{count}} einladen',
  Invite: 'Einladen',
  'For you': 'Für dich',
  Unmute: 'Stummschaltung aufheben',
  Mute: 'Stummschalten',
  Unpin: 'Loslösen',
  'Pin to top': 'Oben anheften',
  Unarchive: 'Aus dem Archiv holen',
  Archive: 'Archivieren',
  Hide: 'Ausblenden',
  Leave: 'Verlassen',
  Moderation: 'Moderation',
  'Slow mode': 'Langsamer Modus',
  Off: 'Aus',
  '{{count}} seconds between messages': {
    one: '{{count}} Sekunde zwischen Nachrichten',
    other: '{{count}} Sekunden zwischen Nachrichten',
  },
  '{{count}} minutes between messages': {
    one: '{{count}} Minute zwischen Nachrichten',
    other: '{{count}} Minuten zwischen Nachrichten',
  },
  '{{count}} messages waiting to be sent.': {
    one: '{{count}} Nachricht wartet auf den Versand.',
    other: '{{count}} Nachrichten warten auf den Versand.',
  },
  'Unfreeze conversation': 'Unterhaltung wieder freigeben',
  'Freeze conversation': 'Unterhaltung einfrieren',
  'Conversation details': 'Details zur Unterhaltung',
  'Leaving failed.': 'Verlassen fehlgeschlagen.',
  'Hiding failed.': 'Ausblenden fehlgeschlagen.',
  'Accepting the invite failed.': 'Annehmen der Einladung fehlgeschlagen.',
  'Rejecting the invite failed.': 'Ablehnen der Einladung fehlgeschlagen.',
  'Removing the moderator failed.': 'Entziehen der Moderatorrechte fehlgeschlagen.',
  'Making a moderator failed.': 'Ernennen zum Moderator fehlgeschlagen.',
  'Removing the member failed.': 'Entfernen des Mitglieds fehlgeschlagen.',
  'Adding members failed.': 'Hinzufügen der Mitglieder fehlgeschlagen.',
  'Inviting failed.': 'Einladen fehlgeschlagen.',
  'Unmuting failed.': 'Aufheben der Stummschaltung fehlgeschlagen.',
  'Muting failed.': 'Stummschalten fehlgeschlagen.',
  'Unpinning failed.': 'Loslösen fehlgeschlagen.',
  'Pinning failed.': 'Anheften fehlgeschlagen.',
  'Unarchiving failed.': 'Zurückholen aus dem Archiv fehlgeschlagen.',
  'Archiving failed.': 'Archivieren fehlgeschlagen.',
  'Changing slow mode failed.': 'Ändern des langsamen Modus fehlgeschlagen.',
  'Unfreezing failed.': 'Freigeben fehlgeschlagen.',
  'Freezing failed.': 'Einfrieren fehlgeschlagen.',
  'Choose a conversation, or start a new one.':
    'Wähle eine Unterhaltung aus oder beginne eine neue.',
  Conversations: 'Unterhaltungen',
  'Show inbox': 'Posteingang',
  'Show archived': 'Archiv',
  Conversation: 'Unterhaltung',
  Close: 'Schließen',
  'Pick at least one person to talk to.':
    'Wähle mindestens eine Person aus, mit der du schreiben möchtest.',
  'Give the group a name so everyone recognises it.':
    'Gib der Gruppe einen Namen, damit alle sie wiedererkennen.',
  'The conversation could not be started: {{reason}}':
    'Die Unterhaltung konnte nicht gestartet werden: {{reason}}',
  'With: {{names}}': 'Mit: {{names}}',
  'Group name': 'Gruppenname',
  'Group name (optional)': 'Gruppenname (optional)',
  'e.g. Weekend plans': 'z. B. Wochenendpläne',
  'Starting…': 'Wird gestartet…',
  'Create group': 'Gruppe erstellen',
  'Start conversation': 'Unterhaltung beginnen',
  'New conversation': 'Neue Unterhaltung',
  'Searching failed.': 'Suche fehlgeschlagen.',
  'Find people': 'Personen finden',
  People: 'Personen',
  'Nobody matches “{{query}}”.': 'Niemand passt zu „{{query}}“.',
  'Flag message': 'Nachricht melden',
  'Why should a moderator look at it?': 'Warum sollte sich ein Moderator das ansehen?',
  'Also flag {{name}}': 'Auch {{name}} melden',
  Cancel: 'Abbrechen',
  'Send flag': 'Meldung senden',
  Spam: 'Spam',
  'Harassment or bullying': 'Belästigung oder Mobbing',
  'Inappropriate content': 'Unangemessener Inhalt',
  'Something else': 'Etwas anderes',
  'the author': 'die Person, die sie geschrieben hat',
  'Unban user': 'Sperre aufheben',
  'Ban user': 'Person sperren',
  unknown: 'unbekannt',
  Message: 'Nachricht',
  User: 'Person',
  'by {{name}}': 'von {{name}}',
  'Message deleted': 'Nachricht gelöscht',
  'No text': 'Kein Text',
  Flags: 'Meldungen',
  someone: 'jemand',
  'no reason given': 'kein Grund angegeben',
  Dismiss: 'Verwerfen',
  'Delete message': 'Nachricht löschen',
  'Ban {{name}}': '{{name}} sperren',
  'Only moderators and admins can see the review queue.':
    'Nur Moderatoren und Admins können die Prüfliste sehen.',
  'Could not load the review queue: {{reason}}':
    'Die Prüfliste konnte nicht geladen werden: {{reason}}',
  'That did not work: {{reason}}': 'Das hat nicht geklappt: {{reason}}',
  Refresh: 'Aktualisieren',
  'Loading the review queue…': 'Prüfliste wird geladen…',
  'Nothing to review. Flagged messages and users appear here.':
    'Nichts zu prüfen. Gemeldete Nachrichten und Personen erscheinen hier.',
  'Flagged messages and users': 'Gemeldete Nachrichten und Personen',
  'The review queue appears here once Parley is connected.':
    'Die Prüfliste erscheint hier, sobald Parley verbunden ist.',
  'Saved for later': 'Für später gespeichert',
  'Reminder was due {{when}}': 'Erinnerung war fällig am {{when}}',
  'Reminder at {{when}}': 'Erinnerung am {{when}}',
  'In 2 minutes': 'In 2 Minuten',
  'In 30 minutes': 'In 30 Minuten',
  'In 1 hour': 'In 1 Stunde',
  'In 2 hours': 'In 2 Stunden',
  'In 8 hours': 'In 8 Stunden',
  'In 24 hours': 'In 24 Stunden',
  Reminders: 'Erinnerungen',
  'Reminders and saved': 'Erinnerungen und Gespeichertes',
  Someone: 'Jemand',
  'Change reminder for “{{text}}”': 'Erinnerung für „{{text}}“ ändern',
  'Change…': 'Ändern…',
  'No time, keep saved': 'Ohne Zeit, nur gespeichert',
  'Loading your reminders…': 'Deine Erinnerungen werden geladen…',
  'Could not load your reminders: {{reason}}':
    'Deine Erinnerungen konnten nicht geladen werden: {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.':
    'Keine Erinnerungen oder gespeicherten Nachrichten. Nutze „Erinnern“ oder „Für später speichern“ bei einer Nachricht.',
  'Reminders and saved messages': 'Erinnerungen und gespeicherte Nachrichten',
  'Reminder: “{{text}}”': 'Erinnerung: „{{text}}“',
  'Reminder: a message you asked to be reminded about':
    'Erinnerung: eine Nachricht, an die du erinnert werden wolltest',
  'Parley may not read your position. Allow location access for this site and try again.':
    'Parley darf deinen Standort nicht lesen. Erlaube den Standortzugriff für diese Website und versuche es erneut.',
  'Your position could not be found.': 'Dein Standort konnte nicht ermittelt werden.',
  'Finding your position…': 'Standort wird ermittelt…',
  'Map marker at {{place}}': 'Kartenmarkierung bei {{place}}',
  'Open in a map': 'Auf einer Karte öffnen',
  'You are offline: these results come from this device.':
    'Du bist offline: Diese Ergebnisse stammen von diesem Gerät.',
  'Reply in a thread': 'Antwort in einer Diskussion',
  'Message from a muted user': 'Nachricht von einer stummgeschalteten Person',
  Show: 'Anzeigen',
  'This message could not be kept on this device to send again. Try again.':
    'Diese Nachricht konnte nicht auf diesem Gerät gespeichert werden, um sie erneut zu senden. Versuche es erneut.',
  'That conversation does not exist, or you are not one of its members.':
    'Diese Unterhaltung gibt es nicht, oder du gehörst nicht zu ihren Mitgliedern.',
  'That conversation is not saved on this device. It opens once you are back online.':
    'Diese Unterhaltung ist nicht auf diesem Gerät gespeichert. Sie öffnet sich, sobald du wieder online bist.',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.':
    'Auf diesem Gerät ist kein Speicherplatz mehr frei: Parley behält jetzt weniger Unterhaltungen zum Offline-Lesen.',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.':
    'Du bist offline: Angezeigt wird, was auf diesem Gerät gespeichert ist. Nachrichten, die du schreibst, werden von selbst gesendet, sobald du wieder online bist.',
  'Waiting for network': 'Wartet auf Netzwerk',
  'Not sent: you cannot post in this conversation.':
    'Nicht gesendet: Du kannst in dieser Unterhaltung nicht schreiben.',
  'Not sent: the message is too long.': 'Nicht gesendet: Die Nachricht ist zu lang.',
  'Not sent: {{reason}}': 'Nicht gesendet: {{reason}}',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.':
    'Nachrichten, die du geschrieben hast, warten noch auf den Versand. Wenn du dich jetzt abmeldest, werden sie verworfen; bleib angemeldet, dann werden sie gesendet, sobald du wieder online bist.',
  'Discard them and sign out': 'Verwerfen und abmelden',
  'Stay signed in': 'Angemeldet bleiben',
  'Not sent: the conversation was deleted.': 'Nicht gesendet: Die Unterhaltung wurde gelöscht.',
  'Not sent: the message it answers was deleted.':
    'Nicht gesendet: Die Nachricht, auf die sie antwortet, wurde gelöscht.',
  'Sign out once they are sent': 'Abmelden, sobald sie gesendet sind',
  'You will be signed out once the waiting messages are sent.':
    'Du wirst abgemeldet, sobald die wartenden Nachrichten gesendet sind.',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.':
    'Überall abmelden braucht eine Netzwerkverbindung. Verbinde dich und versuche es erneut, oder melde dich nur auf diesem Gerät ab.',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.':
    'Du wurdest abgemeldet: Deine Sitzung wurde woanders beendet (überall abgemeldet, ein neues Passwort oder ein gelöschtes Konto). Melde dich erneut an, um weiterzumachen.',
  'You were signed out, as you asked, once your messages were sent.':
    'Du wurdest wie gewünscht abgemeldet, sobald deine Nachrichten gesendet waren.',
  '{{count}} messages waiting on this device were not sent.': {
    one: '{{count}} Nachricht, die auf diesem Gerät wartete, wurde nicht gesendet.',
    other: '{{count}} Nachrichten, die auf diesem Gerät warteten, wurden nicht gesendet.',
  },
  'New message': 'Neue Nachricht',
  '{{name}} in {{conversation}}': '{{name}} in {{conversation}}',
  'Share to a conversation': 'In einer Unterhaltung teilen',
  'This share is no longer on this device.':
    'Die geteilten Inhalte sind nicht mehr auf diesem Gerät.',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.':
    '„{{name}}“ ist größer als 10 MB – mehr teilt Parley pro Bild nicht.',
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.':
    'Parley teilt Bilder (PNG, JPEG, GIF oder WebP); „{{name}}“ ist keines.',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.':
    'Parley teilt bis zu 10 Bilder auf einmal; hier waren es {{count}}.',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.':
    'Diese geteilten Inhalte sind größer, als Parley annimmt: bis zu 10 Bilder mit je 10 MB.',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.':
    'Etwas wurde mit Parley geteilt. Nichts wird gesendet, bevor du eine Unterhaltung wählst und es sendest.',
  'This share could not be read. Try sharing again.':
    'Die geteilten Inhalte konnten nicht gelesen werden. Teile sie erneut.',
  'Search conversations': 'Unterhaltungen durchsuchen',
  'No conversations on this device yet: start one, then share again.':
    'Noch keine Unterhaltungen auf diesem Gerät: Beginne eine und teile dann erneut.',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.':
    'Parley darf dein Mikrofon nicht verwenden. Erlaube dieser Seite in deinem Browser den Zugriff auf das Mikrofon und drück dann erneut auf Aufnehmen.',
  'No microphone was found. Connect one, then press record again.':
    'Es wurde kein Mikrofon gefunden. Schließ eines an und drück dann erneut auf Aufnehmen.',
  'The microphone is busy or not working. Close other apps using it, then try again.':
    'Das Mikrofon ist belegt oder funktioniert nicht. Schließ andere Apps, die es verwenden, und versuch es erneut.',
  'This browser cannot record voice messages. Try another browser.':
    'Dieser Browser kann keine Sprachnachrichten aufnehmen. Versuch es mit einem anderen Browser.',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.':
    'Sprachnachrichten enden nach {{limit}}. Hör sie dir an und sende oder lösche sie dann.',
  'Time left: {{time}}': 'Verbleibende Zeit: {{time}}',
  'Picture waiting for the network': 'Bild wartet auf Netzwerk',
  'Voice message waiting for the network': 'Sprachnachricht wartet auf Netzwerk',
  'Saved on this device': 'Auf diesem Gerät gespeichert',
  'Your conversations are saved here for reading offline, and what you write waits here for the network.':
    'Deine Unterhaltungen werden hier zum Offline-Lesen gespeichert, und was du schreibst, wartet hier auf das Netzwerk.',
  'This browser keeps them until you sign out, even when the device runs low on space.':
    'Dieser Browser behält sie, bis du dich abmeldest, auch wenn auf dem Gerät der Speicherplatz knapp wird.',
  'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.':
    'Dieser Browser löscht sie möglicherweise, wenn auf dem Gerät der Speicherplatz knapp wird. Parley bittet ihn, sie zu behalten, sobald du eine Nachricht sendest oder Benachrichtigungen einschaltest.',
  'This browser may remove them when the device runs low on space.':
    'Dieser Browser löscht sie möglicherweise, wenn auf dem Gerät der Speicherplatz knapp wird.',
  '{{count}} new messages': {
    one: '{{count}} neue Nachricht',
    other: '{{count}} neue Nachrichten',
  },
  '{{count}} unread threads': {
    one: '{{count}} ungelesener Thread',
    other: '{{count}} ungelesene Threads',
  },
};

export default catalogue;
