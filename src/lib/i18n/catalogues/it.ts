/** Parley's own words in Italian, loaded only for a browser that prefers it. */
import type { Catalogue } from '../messages.ts';

const catalogue: Catalogue = {
  '1 day': '1 giorno',
  '7 days': '7 giorni',
  '30 days': '30 giorni',
  'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.':
    'Chiunque tramite il suo indirizzo e-mail esatto; per nome, le persone con cui condividi una conversazione e quelle che hanno scelto di essere trovabili.',
  'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.':
    'Chiunque abbia il link può unirsi a questo gruppo, anche senza un account. Funziona finché non scade, non esaurisce gli utilizzi o non lo revochi.',
  Copied: 'Copiato',
  'Copy link': 'Copia link',
  'Create a group and invite people with a link': 'Crea un gruppo e invita persone con un link',
  'Expires after': 'Scade dopo',
  'Expires {{date}}': 'Scade il {{date}}',
  'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.':
    'Trova qualcuno tramite il suo indirizzo e-mail, o per nome se ha scelto di essere trovabile, e scrivigli.',
  'Invite link': 'Link di invito',
  'Join a conversation': 'Unisciti a una conversazione',
  'Join my group on Parley': 'Unisciti al mio gruppo su Parley',
  'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.':
    'Per unirti serve la rete. Il tuo link resta qui: appena sei connesso viene aperto da solo, oppure riprova.',
  'Joining…': 'Ingresso in corso…',
  'Let people find me by name': 'Permetti di trovarmi per nome',
  'Make a link': 'Crea un link',
  'Make a new link': 'Crea un nuovo link',
  'Name a group, then send its link to anyone, also to people who have no account yet.':
    'Dai un nome a un gruppo, poi invia il suo link a chiunque, anche a chi non ha ancora un account.',
  'Name or exact e-mail address': 'Nome o indirizzo e-mail esatto',
  'Name the group. Next you get a link to send to the people you want in it.':
    'Dai un nome al gruppo. Dopo riceverai un link da inviare alle persone che vuoi nel gruppo.',
  'New group': 'Nuovo gruppo',
  'No limit': 'Nessun limite',
  'Number of uses (optional)': 'Numero di utilizzi (facoltativo)',
  'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.':
    'Se è disattivato, possono trovarti solo le persone che conoscono il tuo indirizzo e-mail esatto o che condividono una conversazione con te.',
  'Open the group': 'Apri il gruppo',
  Revoke: 'Revoca',
  'Share…': 'Condividi…',
  'Start a conversation': 'Inizia una conversazione',
  'The invite link could not be made.': 'Impossibile creare il link di invito.',
  'The invite link could not be revoked.': 'Impossibile revocare il link di invito.',
  'The invite links could not be loaded.': 'Impossibile caricare i link di invito.',
  'The setting could not be loaded.': 'Impossibile caricare l’impostazione.',
  'The setting could not be saved.': 'Impossibile salvare l’impostazione.',
  'Uses: {{used}} of {{max}}': 'Utilizzi: {{used}} su {{max}}',
  'Uses: {{used}}': 'Utilizzi: {{used}}',
  'Where to start': 'Da dove iniziare',
  'Who can find you': 'Chi può trovarti',
  'Active links': 'Link attivi',
  'Made by you': 'Creato da te',
  'Made by {{name}}': 'Creato da {{name}}',
  'Made by a former member': 'Creato da un ex membro',
  'Only members who may add people to this group can see and revoke its links.':
    'Solo i membri che possono aggiungere persone a questo gruppo possono vederne e revocarne i link.',
  'This invite link does not exist. Check that it was copied whole.':
    'Questo link di invito non esiste. Controlla che sia stato copiato per intero.',
  'This invite link was revoked.': 'Questo link di invito è stato revocato.',
  'This invite link has expired. Ask for a new one.':
    'Questo link di invito è scaduto. Chiedine uno nuovo.',
  'This invite link has been used as many times as it allows. Ask for a new one.':
    'Questo link di invito è stato usato tutte le volte consentite. Chiedine uno nuovo.',
  'This invite link no longer works: the person who made it can no longer add people to the group.':
    'Questo link di invito non funziona più: chi l’ha creato non può più aggiungere persone al gruppo.',
  'Too many invite links were tried. Wait a few minutes and try again.':
    'Sono stati provati troppi link di invito. Attendi qualche minuto e riprova.',
  'This invite link could not be followed. Try again later.':
    'Impossibile seguire questo link di invito. Riprova più tardi.',
  'Only members who may add people to this group can make a link to it.':
    'Solo i membri che possono aggiungere persone a questo gruppo possono crearne un link.',
  'A direct message takes no invite links.': 'Un messaggio diretto non ha link di invito.',
  'Invite links cannot be made right now. Try again shortly.':
    'Al momento non è possibile creare link di invito. Riprova tra poco.',
  Notifications: 'Notifiche',
  'Parley can tell you when a message arrives for you.':
    'Parley può avvisarti quando ti arriva un messaggio.',
  'Your notification settings appear once you are back online.':
    'Le impostazioni delle notifiche compariranno quando sarai di nuovo online.',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    'Le notifiche di Parley sono bloccate in questo browser. Per consentirle, apri le impostazioni del sito (l’icona accanto all’indirizzo), imposta Notifiche su Consenti, poi ricarica questa pagina.',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.':
    'Questo browser non può mostrare notifiche. Su iPhone o iPad, aggiungi Parley alla schermata Home (Condividi, poi Aggiungi alla schermata Home) e aprilo da lì.',
  'Turn on notifications': 'Attiva le notifiche',
  'Notifications are on for your account but not yet allowed on this device.':
    'Le notifiche sono attive per il tuo account ma non ancora consentite su questo dispositivo.',
  'Allow notifications on this device': 'Consenti le notifiche su questo dispositivo',
  'Notify me about': 'Avvisami per',
  'Direct messages and mentions': 'Messaggi diretti e menzioni',
  'All messages': 'Tutti i messaggi',
  'Show message text in notifications': 'Mostra il testo dei messaggi nelle notifiche',
  'When it is off, a notification says only “New message”.':
    'Se è disattivato, una notifica dice solo «Nuovo messaggio».',
  'Notifications come to this device, also while Parley is closed.':
    'Le notifiche arrivano su questo dispositivo, anche quando Parley è chiuso.',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.':
    'Su questo dispositivo le notifiche compaiono mentre Parley è aperto: questo browser non è riuscito a iscriversi per riceverle quando è chiuso.',
  'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.':
    'Le notifiche arrivano a Parley chiuso su al massimo 10 dei tuoi dispositivi, e 10 le ricevono già. Disattivale su uno che non usi più, poi riapri Parley qui.',
  'Saving needs the network. Connect and try again.':
    'Per salvare serve la rete. Connettiti e riprova.',
  'Page not found': 'Pagina non trovata',
  'There is nothing at this address.': 'Non c’è niente a questo indirizzo.',
  'Go to your conversations': 'Vai alle tue conversazioni',
  'Loading Parley…': 'Caricamento di Parley…',
  'The server cannot be reached. Check your connection and try again.':
    'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  'Something went wrong. Try again.': 'Qualcosa è andato storto. Riprova.',
  'That email and password do not match an account.':
    'Questa email e questa password non corrispondono a nessun account.',
  'Confirm your email address first: check your inbox for the link.':
    'Conferma prima il tuo indirizzo email: trovi il link nella tua casella di posta.',
  'An account with this email already exists. Sign in instead.':
    'Esiste già un account con questa email. Accedi.',
  'Choose a stronger password.': 'Scegli una password più sicura.',
  'Too many attempts. Wait a minute and try again.':
    'Troppi tentativi. Attendi un minuto e riprova.',
  'Too many emails sent. Wait a minute and try again.':
    'Troppe email inviate. Attendi un minuto e riprova.',
  'Guest access is turned off for this app.': 'L’accesso come ospite è disattivato per questa app.',
  'That code is not right. Check the time on your device and try again.':
    'Il codice non è corretto. Controlla l’ora del dispositivo e riprova.',
  'The code expired. Enter the current one.': 'Il codice è scaduto. Inserisci quello attuale.',
  'Your session ended. Sign in again.': 'La sessione è terminata. Accedi di nuovo.',
  'Choose a password different from your current one.':
    'Scegli una password diversa da quella attuale.',
  Email: 'Email',
  Password: 'Password',
  'At least {{min}} characters.': 'Almeno {{min}} caratteri.',
  'Remembered it?': 'Ti è tornata in mente?',
  'Sign in': 'Accedi',
  'Check your inbox': 'Controlla la tua casella di posta',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.':
    'Se esiste un account per {{email}}, è in arrivo un’email con un link per scegliere una nuova password.',
  'Reset your password': 'Reimposta la password',
  'Enter the email you signed up with and we will send you a link to choose a new password.':
    'Inserisci l’email con cui ti sei registrato e ti invieremo un link per scegliere una nuova password.',
  'Send reset link': 'Invia link',
  'Sending…': 'Invio…',
  'This account has no authenticator app set up any more. Sign in again.':
    'Questo account non ha più un’app di autenticazione configurata. Accedi di nuovo.',
  'Two-step verification': 'Verifica in due passaggi',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.':
    'Apri la tua app di autenticazione e inserisci il codice a 6 cifre che mostra per Parley.',
  'Sign in with another account': 'Accedi con un altro account',
  'Authentication code': 'Codice di autenticazione',
  Verify: 'Verifica',
  'Verifying…': 'Verifica in corso…',
  'Choose a new password': 'Scegli una nuova password',
  'You followed a reset link. Pick the password you will use from now on.':
    'Hai seguito un link di reimpostazione. Scegli la password che userai d’ora in poi.',
  'New password': 'Nuova password',
  'Repeat the new password': 'Ripeti la nuova password',
  'Save password': 'Salva password',
  'Saving…': 'Salvataggio…',
  'Welcome back. Sign in to pick up your conversations.':
    'Bentornato. Accedi per riprendere le tue conversazioni.',
  'New to Parley?': 'Nuovo su Parley?',
  'Create an account': 'Crea un account',
  'Forgot your password?': 'Password dimenticata?',
  'Signing in…': 'Accesso in corso…',
  or: 'oppure',
  'Starting guest session…': 'Avvio della sessione ospite…',
  'Continue as guest': 'Continua come ospite',
  'We sent a confirmation link to {{email}}.': 'Abbiamo inviato un link di conferma a {{email}}.',
  'Open the link in that email to finish creating your account, then sign in.':
    'Apri il link in quell’email per completare la creazione dell’account, poi accedi.',
  'Back to sign in': 'Torna all’accesso',
  'Create your account': 'Crea il tuo account',
  'Your name is how people will see you in conversations.':
    'Il tuo nome è quello che gli altri vedranno nelle conversazioni.',
  'Already have an account?': 'Hai già un account?',
  'First name': 'Nome',
  'Last name': 'Cognome',
  'Create account': 'Crea account',
  'Creating account…': 'Creazione dell’account…',
  'Enter your email address.': 'Inserisci il tuo indirizzo email.',
  'Enter an email address like name@example.com.':
    'Inserisci un indirizzo email come nome@example.com.',
  'Enter your password.': 'Inserisci la password.',
  'Choose a password.': 'Scegli una password.',
  'Use at least {{min}} characters ({{count}} so far).':
    'Usa almeno {{min}} caratteri (finora {{count}}).',
  'Enter your first name.': 'Inserisci il tuo nome.',
  'Enter your last name.': 'Inserisci il tuo cognome.',
  'Keep your first name under {{max}} characters.': 'Il nome deve avere meno di {{max}} caratteri.',
  'Keep your last name under {{max}} characters.':
    'Il cognome deve avere meno di {{max}} caratteri.',
  'Enter the 6-digit code from your authenticator app.':
    'Inserisci il codice a 6 cifre della tua app di autenticazione.',
  'The code is 6 digits, numbers only.': 'Il codice è di 6 cifre, solo numeri.',
  'The two passwords are different.': 'Le due password sono diverse.',
  'Install Parley': 'Installa Parley',
  'A new version of Parley is ready': 'È pronta una nuova versione di Parley',
  'Reload to start using it, or keep going and update later.':
    'Ricarica per usarla subito, oppure continua e aggiorna più tardi.',
  Later: 'Più tardi',
  Reload: 'Ricarica',
  'Parley, your conversations': 'Parley, le tue conversazioni',
  Main: 'Principale',
  'Review queue': 'Coda di revisione',
  Chats: 'Chat',
  Threads: 'Thread',
  Profile: 'Profilo',
  Security: 'Sicurezza',
  'Parley keeps trying by itself.': 'Parley continua a riprovare da solo.',
  'Retry now': 'Riprova ora',
  'Reconnecting to the chat server…': 'Riconnessione al server della chat…',
  'Loading your profile failed.': 'Caricamento del profilo non riuscito.',
  'Getting your chat pass failed.': 'Recupero dell’accesso alla chat non riuscito.',
  'Connecting to the chat server failed.': 'Connessione al server della chat non riuscita.',
  'Your conversations appear here once Parley is connected.':
    'Le tue conversazioni appariranno qui quando Parley sarà connesso.',
  'Loading your conversations…': 'Caricamento delle conversazioni…',
  'Loading…': 'Caricamento…',
  'Skip to main content': 'Vai al contenuto principale',
  'Skip to the conversation': 'Vai alla conversazione',
  'Not connected': 'Non connesso',
  Offline: 'Offline',
  'Connecting…': 'Connessione…',
  'Reconnecting…': 'Riconnessione…',
  Connected: 'Connesso',
  'Your profile could not be loaded: {{reason}}': 'Impossibile caricare il profilo: {{reason}}',
  'The chat server could not be reached: {{reason}}':
    'Impossibile raggiungere il server della chat: {{reason}}',
  'The profile could not be loaded.': 'Impossibile caricare il profilo.',
  'The profile could not be saved.': 'Impossibile salvare il profilo.',
  'You are signed out.': 'Hai effettuato la disconnessione.',
  'The chat token could not be fetched: the network is unreachable.':
    'Impossibile ottenere il token della chat: la rete non è raggiungibile.',
  'The chat token could not be fetched (HTTP {{status}}).':
    'Impossibile ottenere il token della chat (HTTP {{status}}).',
  'Choose a PNG, JPEG or WebP picture.': 'Scegli un’immagine PNG, JPEG o WebP.',
  'That picture is {{size}} MB; choose one under {{max}} MB.':
    'L’immagine pesa {{size}} MB; scegline una sotto i {{max}} MB.',
  'This browser cannot resize pictures.': 'Questo browser non può ridimensionare le immagini.',
  'The picture could not be converted.': 'Impossibile convertire l’immagine.',
  'The resized picture is still over {{max}} MB.':
    'L’immagine ridimensionata supera ancora i {{max}} MB.',
  'Account saved': 'Account salvato',
  'You can now sign in with your email and password on any device.':
    'Ora puoi accedere con email e password da qualsiasi dispositivo.',
  'Keep your guest account': 'Mantieni il tuo account ospite',
  'You are using Parley as a guest. Add an email and password to sign in again later.':
    'Stai usando Parley come ospite. Aggiungi un’email e una password per accedere di nuovo in seguito.',
  'Save account': 'Salva account',
  'Your name': 'Il tuo nome',
  'Saved. Your conversations show the new name.':
    'Salvato. Le tue conversazioni mostrano il nuovo nome.',
  'Save name': 'Salva nome',
  'The picture could not be saved: {{reason}}': 'Impossibile salvare l’immagine: {{reason}}',
  'Your picture': 'La tua foto',
  'Your current picture': 'La tua foto attuale',
  'Uploading…': 'Caricamento…',
  'Choose a picture': 'Scegli una foto',
  'Remove picture': 'Rimuovi foto',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.':
    'PNG, JPEG o WebP. Viene ritagliata a quadrato e ridotta prima del caricamento.',
  'Picture saved.': 'Foto salvata.',
  'In conversations you appear as “{{name}}”.': 'Nelle conversazioni appari come «{{name}}».',
  'Try again': 'Riprova',
  'Loading your profile…': 'Caricamento del profilo…',
  'Sign out': 'Esci',
  'Signing out everywhere also ends your sessions on other devices and browsers.':
    'Uscire ovunque chiude anche le tue sessioni su altri dispositivi e browser.',
  'Authenticator app': 'App di autenticazione',
  'added {{date}}': 'aggiunta il {{date}}',
  'Removing…': 'Rimozione…',
  Remove: 'Rimuovi',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.':
    'Con un’app di autenticazione, l’accesso richiede anche un codice a 6 cifre, così una password rubata non basta.',
  'Signing out…': 'Uscita in corso…',
  'Sign out everywhere': 'Esci ovunque',
  'Signing out everywhere…': 'Uscita ovunque in corso…',
  'QR code for your authenticator app': 'Codice QR per la tua app di autenticazione',
  'Code from the app': 'Codice dall’app',
  'Turn on two-step verification': 'Attiva la verifica in due passaggi',
  'Checking…': 'Controllo…',
  'Preparing…': 'Preparazione…',
  'Set up an authenticator app': 'Configura un’app di autenticazione',
  'Scan this QR code with your authenticator app.':
    'Scansiona questo codice QR con la tua app di autenticazione.',
  'Or type this secret into it:': 'Oppure inserisci questa chiave segreta:',
  'Back to conversations': 'Torna alle conversazioni',
  'Back to threads': 'Torna ai thread',
  Details: 'Dettagli',
  'You are invited': 'Sei stato invitato',
  'Accept invite': 'Accetta invito',
  'Reject invite': 'Rifiuta invito',
  'Members ({{count}})': 'Membri ({{count}})',
  '(you)': '(tu)',
  Moderator: 'Moderatore',
  Invited: 'Invitato',
  'Remove moderator': 'Rimuovi da moderatore',
  'Make moderator': 'Rendi moderatore',
  'Add or invite people': 'Aggiungi o invita persone',
  'Add {{count}}': 'Aggiungi {{count}}',
  Add: 'Aggiungi',
  'Invite {{count}}': 'Invita {{count}}',
  Invite: 'Invita',
  'For you': 'Per te',
  Unmute: 'Riattiva audio',
  Mute: 'Silenzia',
  Unpin: 'Rimuovi in evidenza',
  'Pin to top': 'Fissa in alto',
  Unarchive: 'Ripristina dall’archivio',
  Archive: 'Archivia',
  Hide: 'Nascondi',
  Leave: 'Esci',
  Moderation: 'Moderazione',
  'Slow mode': 'Modalità lenta',
  Off: 'Disattivata',
  '{{count}} seconds between messages': {
    one: '{{count}} secondo tra un messaggio e l’altro',
    many: '{{count}} di secondi tra un messaggio e l’altro',
    other: '{{count}} secondi tra un messaggio e l’altro',
  },
  '{{count}} minutes between messages': {
    one: '{{count}} minuto tra un messaggio e l’altro',
    many: '{{count}} di minuti tra un messaggio e l’altro',
    other: '{{count}} minuti tra un messaggio e l’altro',
  },
  '{{count}} messages waiting to be sent.': {
    one: '{{count}} messaggio in attesa di invio.',
    many: '{{count}} di messaggi in attesa di invio.',
    other: '{{count}} messaggi in attesa di invio.',
  },
  'Unfreeze conversation': 'Sblocca conversazione',
  'Freeze conversation': 'Blocca conversazione',
  'Conversation details': 'Dettagli della conversazione',
  'Leaving failed.': 'Uscita non riuscita.',
  'Hiding failed.': 'Impossibile nascondere.',
  'Accepting the invite failed.': 'Impossibile accettare l’invito.',
  'Rejecting the invite failed.': 'Impossibile rifiutare l’invito.',
  'Removing the moderator failed.': 'Impossibile rimuovere il moderatore.',
  'Making a moderator failed.': 'Impossibile nominare il moderatore.',
  'Removing the member failed.': 'Impossibile rimuovere il membro.',
  'Adding members failed.': 'Impossibile aggiungere i membri.',
  'Inviting failed.': 'Impossibile invitare.',
  'Unmuting failed.': 'Impossibile riattivare l’audio.',
  'Muting failed.': 'Impossibile silenziare.',
  'Unpinning failed.': 'Impossibile togliere dall’alto.',
  'Pinning failed.': 'Impossibile fissare in alto.',
  'Unarchiving failed.': 'Impossibile ripristinare dall’archivio.',
  'Archiving failed.': 'Impossibile archiviare.',
  'Changing slow mode failed.': 'Impossibile cambiare la modalità lenta.',
  'Unfreezing failed.': 'Impossibile sbloccare.',
  'Freezing failed.': 'Impossibile bloccare.',
  'Choose a conversation, or start a new one.': 'Scegli una conversazione o iniziane una nuova.',
  Conversations: 'Conversazioni',
  'Show inbox': 'Mostra posta in arrivo',
  'Show archived': 'Mostra archiviate',
  Conversation: 'Conversazione',
  Close: 'Chiudi',
  'Pick at least one person to talk to.': 'Scegli almeno una persona con cui parlare.',
  'Give the group a name so everyone recognises it.':
    'Dai un nome al gruppo, così tutti lo riconoscono.',
  'The conversation could not be started: {{reason}}':
    'Impossibile avviare la conversazione: {{reason}}',
  'With: {{names}}': 'Con: {{names}}',
  'Group name': 'Nome del gruppo',
  'Group name (optional)': 'Nome del gruppo (facoltativo)',
  'e.g. Weekend plans': 'es. Programmi del weekend',
  'Starting…': 'Avvio…',
  'Create group': 'Crea gruppo',
  'Start conversation': 'Inizia conversazione',
  'New conversation': 'Nuova conversazione',
  'Searching failed.': 'Ricerca non riuscita.',
  'Find people': 'Trova persone',
  People: 'Persone',
  'Nobody matches “{{query}}”.': 'Nessuno corrisponde a «{{query}}».',
  'Flag message': 'Segnala messaggio',
  'Why should a moderator look at it?': 'Perché un moderatore dovrebbe darci un’occhiata?',
  'Also flag {{name}}': 'Segnala anche {{name}}',
  Cancel: 'Annulla',
  'Send flag': 'Invia segnalazione',
  Spam: 'Spam',
  'Harassment or bullying': 'Molestie o bullismo',
  'Inappropriate content': 'Contenuto inappropriato',
  'Something else': 'Altro',
  'the author': 'l’autore',
  'Unban user': 'Revoca il ban',
  'Ban user': 'Banna utente',
  unknown: 'sconosciuto',
  Message: 'Messaggio',
  User: 'Utente',
  'by {{name}}': 'di {{name}}',
  'Message deleted': 'Messaggio eliminato',
  'No text': 'Nessun testo',
  Flags: 'Segnalazioni',
  someone: 'qualcuno',
  'no reason given': 'nessun motivo indicato',
  Dismiss: 'Ignora',
  'Delete message': 'Elimina messaggio',
  'Ban {{name}}': 'Banna {{name}}',
  'Only moderators and admins can see the review queue.':
    'Solo moderatori e amministratori possono vedere la coda di revisione.',
  'Could not load the review queue: {{reason}}':
    'Impossibile caricare la coda di revisione: {{reason}}',
  'That did not work: {{reason}}': 'Non ha funzionato: {{reason}}',
  Refresh: 'Aggiorna',
  'Loading the review queue…': 'Caricamento della coda di revisione…',
  'Nothing to review. Flagged messages and users appear here.':
    'Niente da revisionare. Qui compaiono i messaggi e gli utenti segnalati.',
  'Flagged messages and users': 'Messaggi e utenti segnalati',
  'The review queue appears here once Parley is connected.':
    'La coda di revisione comparirà qui quando Parley sarà connesso.',
  'Saved for later': 'Salvato per dopo',
  'Reminder was due {{when}}': 'Promemoria scaduto il {{when}}',
  'Reminder at {{when}}': 'Promemoria il {{when}}',
  'In 2 minutes': 'Tra 2 minuti',
  'In 30 minutes': 'Tra 30 minuti',
  'In 1 hour': 'Tra 1 ora',
  'In 2 hours': 'Tra 2 ore',
  'In 8 hours': 'Tra 8 ore',
  'In 24 hours': 'Tra 24 ore',
  Reminders: 'Promemoria',
  'Reminders and saved': 'Promemoria e salvati',
  Someone: 'Qualcuno',
  'Change reminder for “{{text}}”': 'Cambia il promemoria per «{{text}}»',
  'Change…': 'Cambia…',
  'No time, keep saved': 'Senza orario, solo salvato',
  'Loading your reminders…': 'Caricamento dei promemoria…',
  'Could not load your reminders: {{reason}}': 'Impossibile caricare i promemoria: {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.':
    'Nessun promemoria o messaggio salvato. Usa «Promemoria» o «Salva per dopo» su un messaggio.',
  'Reminders and saved messages': 'Promemoria e messaggi salvati',
  'Reminder: “{{text}}”': 'Promemoria: «{{text}}»',
  'Reminder: a message you asked to be reminded about':
    'Promemoria: un messaggio di cui hai chiesto un promemoria',
  'Parley may not read your position. Allow location access for this site and try again.':
    'Parley non può leggere la tua posizione. Consenti l’accesso alla posizione per questo sito e riprova.',
  'Your position could not be found.': 'Impossibile trovare la tua posizione.',
  'Finding your position…': 'Ricerca della posizione…',
  'Map marker at {{place}}': 'Indicatore sulla mappa in {{place}}',
  'Open in a map': 'Apri in una mappa',
  'You are offline: these results come from this device.':
    'Sei offline: questi risultati provengono da questo dispositivo.',
  'Reply in a thread': 'Risposta in un thread',
  'Message from a muted user': 'Messaggio di un utente silenziato',
  Show: 'Mostra',
  'This message could not be kept on this device to send again. Try again.':
    'Non è stato possibile salvare questo messaggio su questo dispositivo per inviarlo di nuovo. Riprova.',
  'That conversation does not exist, or you are not one of its members.':
    'Questa conversazione non esiste, oppure non ne fai parte.',
  'That conversation is not saved on this device. It opens once you are back online.':
    'Questa conversazione non è salvata su questo dispositivo. Si aprirà quando tornerai online.',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.':
    'Questo dispositivo ha esaurito lo spazio: Parley ora conserva meno conversazioni da leggere offline.',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.':
    'Sei offline: viene mostrato ciò che è salvato su questo dispositivo. I messaggi che scrivi partiranno da soli quando tornerai online.',
  'Waiting for network': 'In attesa di rete',
  'Not sent: you cannot post in this conversation.':
    'Non inviato: non puoi scrivere in questa conversazione.',
  'Not sent: the message is too long.': 'Non inviato: il messaggio è troppo lungo.',
  'Not sent: {{reason}}': 'Non inviato: {{reason}}',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.':
    'Alcuni messaggi che hai scritto aspettano ancora di essere inviati. Se esci ora vengono scartati; resta connesso e partiranno quando tornerai online.',
  'Discard them and sign out': 'Scartali ed esci',
  'Stay signed in': 'Resta connesso',
  'Not sent: the conversation was deleted.': 'Non inviato: la conversazione è stata eliminata.',
  'Not sent: the message it answers was deleted.':
    'Non inviato: il messaggio a cui risponde è stato eliminato.',
  'Sign out once they are sent': 'Esci quando saranno inviati',
  'You will be signed out once the waiting messages are sent.':
    'Uscirai non appena i messaggi in attesa saranno inviati.',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.':
    'Per uscire ovunque serve la rete. Connettiti e riprova, oppure esci solo da questo dispositivo.',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.':
    'Sei stato disconnesso: la sessione è terminata altrove (uscita ovunque, una nuova password o un account eliminato). Accedi di nuovo per continuare.',
  'You were signed out, as you asked, once your messages were sent.':
    'Sei stato disconnesso, come avevi chiesto, dopo l’invio dei tuoi messaggi.',
  '{{count}} messages waiting on this device were not sent.': {
    one: '{{count}} messaggio in attesa su questo dispositivo non è stato inviato.',
    many: '{{count}} di messaggi in attesa su questo dispositivo non sono stati inviati.',
    other: '{{count}} messaggi in attesa su questo dispositivo non sono stati inviati.',
  },
  'New message': 'Nuovo messaggio',
  '{{name}} in {{conversation}}': '{{name}} in {{conversation}}',
  'Share to a conversation': 'Condividi in una conversazione',
  'This share is no longer on this device.': 'Questa condivisione non è più su questo dispositivo.',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.':
    '«{{name}}» supera i 10 MB, il massimo che Parley condivide per immagine.',
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.':
    'Parley condivide immagini (PNG, JPEG, GIF o WebP); «{{name}}» non è tra queste.',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.':
    'Parley condivide fino a 10 immagini alla volta; questa condivisione ne aveva {{count}}.',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.':
    'Questa condivisione supera quanto Parley accetta: fino a 10 immagini da 10 MB ciascuna.',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.':
    'Qualcosa è stato condiviso con Parley. Non viene inviato nulla finché non scegli una conversazione e lo invii.',
  'This share could not be read. Try sharing again.':
    'Impossibile leggere questa condivisione. Prova a condividere di nuovo.',
  'Search conversations': 'Cerca conversazioni',
  'No conversations on this device yet: start one, then share again.':
    'Ancora nessuna conversazione su questo dispositivo: iniziane una, poi condividi di nuovo.',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.':
    'Parley non può usare il tuo microfono. Consenti l’accesso al microfono per questo sito nel browser, poi premi di nuovo registra.',
  'No microphone was found. Connect one, then press record again.':
    'Nessun microfono trovato. Collegane uno, poi premi di nuovo registra.',
  'The microphone is busy or not working. Close other apps using it, then try again.':
    'Il microfono è occupato o non funziona. Chiudi le altre app che lo usano, poi riprova.',
  'This browser cannot record voice messages. Try another browser.':
    'Questo browser non può registrare messaggi vocali. Prova un altro browser.',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.':
    'I messaggi vocali si fermano a {{limit}}. Ascoltalo, poi invialo o eliminalo.',
  'Time left: {{time}}': 'Tempo rimasto: {{time}}',
  'Picture waiting for the network': 'Immagine in attesa di rete',
  'Voice message waiting for the network': 'Messaggio vocale in attesa di rete',
  'Saved on this device': 'Salvato su questo dispositivo',
  'Your conversations are saved here for reading offline, and what you write waits here for the network.':
    'Le tue conversazioni sono salvate qui per leggerle offline, e ciò che scrivi aspetta qui la rete.',
  'This browser keeps them until you sign out, even when the device runs low on space.':
    'Questo browser le conserva finché non esci, anche quando il dispositivo ha poco spazio.',
  'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.':
    'Questo browser potrebbe eliminarle quando il dispositivo ha poco spazio. Parley gli chiede di conservarle non appena invii un messaggio o attivi le notifiche.',
  'This browser may remove them when the device runs low on space.':
    'Questo browser potrebbe eliminarle quando il dispositivo ha poco spazio.',
  '{{count}} new messages': {
    one: '{{count}} nuovo messaggio',
    many: '{{count}} di nuovi messaggi',
    other: '{{count}} nuovi messaggi',
  },
  '{{count}} unread threads': {
    one: '{{count}} thread non letto',
    many: '{{count}} di thread non letti',
    other: '{{count}} thread non letti',
  },
};

export default catalogue;
