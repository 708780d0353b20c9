/** Parley's own words in Dutch, loaded only for a browser that prefers it. */
import type { Catalogue } from '../messages.ts';

const catalogue: Catalogue = {
  '1 day': '1 dag',
  '7 days': '7 dagen',
  '30 days': '30 dagen',
  'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.':
    'Iedereen via het exacte e-mailadres; op naam mensen met wie je een gesprek deelt en mensen die vindbaar willen zijn.',
  'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.':
    'Iedereen met de link kan lid worden van deze groep, ook zonder account. Hij werkt tot hij verloopt, op is of je hem intrekt.',
  Copied: 'Gekopieerd',
  'Copy link': 'Link kopiëren',
  'Create a group and invite people with a link':
    'Een groep maken en mensen uitnodigen met een link',
  'Expires after': 'Verloopt na',
  'Expires {{date}}': 'Verloopt op {{date}}',
  'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.':
    'Vind iemand via het e-mailadres, of op naam als die persoon vindbaar wil zijn, en stuur een bericht.',
  'Invite link': 'Uitnodigingslink',
  'Join a conversation': 'Deelnemen aan een gesprek',
  'Join my group on Parley': 'Word lid van mijn groep op Parley',
  'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.':
    'Deelnemen kan alleen met netwerk. Je link blijft hier: zodra je verbonden bent, wordt hij vanzelf gevolgd, of probeer het opnieuw.',
  'Joining…': 'Deelnemen…',
  'Let people find me by name': 'Mensen mogen me op naam vinden',
  'Make a link': 'Link maken',
  'Make a new link': 'Nieuwe link maken',
  'Name a group, then send its link to anyone, also to people who have no account yet.':
    'Geef een groep een naam en stuur de link naar wie je wilt, ook naar mensen zonder account.',
  'Name or exact e-mail address': 'Naam of exact e-mailadres',
  'Name the group. Next you get a link to send to the people you want in it.':
    'Geef de groep een naam. Daarna krijg je een link om te sturen naar de mensen die je erbij wilt.',
  'New group': 'Nieuwe groep',
  'No limit': 'Geen limiet',
  'Number of uses (optional)': 'Aantal keer te gebruiken (optioneel)',
  'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.':
    'Als dit uit staat, kunnen alleen mensen die je exacte e-mailadres kennen of een gesprek met je delen je vinden.',
  'Open the group': 'Groep openen',
  Revoke: 'Intrekken',
  'Share…': 'Delen…',
  'Start a conversation': 'Een gesprek beginnen',
  'The invite link could not be made.': 'De uitnodigingslink kon niet worden gemaakt.',
  'The invite link could not be revoked.': 'De uitnodigingslink kon niet worden ingetrokken.',
  'The invite links could not be loaded.': 'De uitnodigingslinks konden niet worden geladen.',
  'The setting could not be loaded.': 'De instelling kon niet worden geladen.',
  'The setting could not be saved.': 'De instelling kon niet worden opgeslagen.',
  'Uses: {{used}} of {{max}}': 'Gebruikt: {{used}} van {{max}}',
  'Uses: {{used}}': 'Gebruikt: {{used}}',
  'Where to start': 'Waar je begint',
  'Who can find you': 'Wie je kan vinden',
  'Active links': 'Actieve links',
  'Made by you': 'Gemaakt door jou',
  'Made by {{name}}': 'Gemaakt door {{name}}',
  'Made by a former member': 'Gemaakt door een voormalig lid',
  'Only members who may add people to this group can see and revoke its links.':
    'Alleen leden die mensen aan deze groep mogen toevoegen, kunnen de links ervan zien en intrekken.',
  'This invite link does not exist. Check that it was copied whole.':
    'Deze uitnodigingslink bestaat niet. Controleer of hij helemaal is gekopieerd.',
  'This invite link was revoked.': 'Deze uitnodigingslink is ingetrokken.',
  'This invite link has expired. Ask for a new one.':
    'Deze uitnodigingslink is verlopen. Vraag om een nieuwe.',
  'This invite link has been used as many times as it allows. Ask for a new one.':
    'Deze uitnodigingslink is zo vaak gebruikt als toegestaan. Vraag om een nieuwe.',
  'This invite link no longer works: the person who made it can no longer add people to the group.':
    'Deze uitnodigingslink werkt niet meer: wie hem maakte, kan geen mensen meer aan de groep toevoegen.',
  'Too many invite links were tried. Wait a few minutes and try again.':
    'Er zijn te veel uitnodigingslinks geprobeerd. Wacht een paar minuten en probeer het opnieuw.',
  'This invite link could not be followed. Try again later.':
    'Deze uitnodigingslink kon niet worden gevolgd. Probeer het later opnieuw.',
  'Only members who may add people to this group can make a link to it.':
    'Alleen leden die mensen aan deze groep mogen toevoegen, kunnen er een link voor maken.',
  'A direct message takes no invite links.': 'Een direct bericht heeft geen uitnodigingslinks.',
  'Invite links cannot be made right now. Try again shortly.':
    'Uitnodigingslinks kunnen nu niet worden gemaakt. Probeer het zo opnieuw.',
  Notifications: 'Meldingen',
  'Parley can tell you when a message arrives for you.':
    'Parley kan je laten weten wanneer er een bericht voor je binnenkomt.',
  'Your notification settings appear once you are back online.':
    'Je meldingsinstellingen verschijnen zodra je weer online bent.',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    'Meldingen van Parley zijn in deze browser geblokkeerd. Open om ze toe te staan de site-instellingen (het pictogram naast het adres), zet Meldingen op Toestaan en laad deze pagina opnieuw.',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.':
    'Deze browser kan geen meldingen tonen. Zet Parley op iPhone of iPad op je beginscherm (Deel, dan Zet op beginscherm) en open het vanaf daar.',
  'Turn on notifications': 'Meldingen aanzetten',
  'Notifications are on for your account but not yet allowed on this device.':
    'Meldingen staan aan voor je account, maar zijn op dit apparaat nog niet toegestaan.',
  'Allow notifications on this device': 'Meldingen toestaan op dit apparaat',
  'Notify me about': 'Meld me',
  'Direct messages and mentions': 'Directe berichten en vermeldingen',
  'All messages': 'Alle berichten',
  'Show message text in notifications': 'Berichttekst tonen in meldingen',
  'When it is off, a notification says only “New message”.':
    'Staat dit uit, dan zegt een melding alleen ‘Nieuw bericht’.',
  'Notifications come to this device, also while Parley is closed.':
    'Meldingen komen op dit apparaat binnen, ook als Parley gesloten is.',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.':
    'Op dit apparaat verschijnen meldingen zolang Parley open is: deze browser kon zich niet aanmelden voor meldingen als het gesloten is.',
  'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.':
    'Meldingen bereiken Parley terwijl het gesloten is op hoogstens 10 van je apparaten, en dat zijn er al 10. Zet meldingen uit op een apparaat dat je niet meer gebruikt en open Parley hier daarna opnieuw.',
  'Saving needs the network. Connect and try again.':
    'Opslaan vraagt om netwerk. Maak verbinding en probeer het opnieuw.',
  'Page not found': 'Pagina niet gevonden',
  'There is nothing at this address.': 'Er staat niets op dit adres.',
  'Go to your conversations': 'Naar je gesprekken',
  'Loading Parley…': 'Parley wordt geladen…',
  'The server cannot be reached. Check your connection and try again.':
    'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  'Something went wrong. Try again.': 'Er ging iets mis. Probeer het opnieuw.',
  'That email and password do not match an account.':
    'Dit e-mailadres en wachtwoord horen niet bij een account.',
  'Confirm your email address first: check your inbox for the link.':
    'Bevestig eerst je e-mailadres: de link staat in je inbox.',
  'An account with this email already exists. Sign in instead.':
    'Er bestaat al een account met dit e-mailadres. Log in plaats daarvan in.',
  'Choose a stronger password.': 'Kies een sterker wachtwoord.',
  'Too many attempts. Wait a minute and try again.':
    'Te veel pogingen. Wacht een minuut en probeer het opnieuw.',
  'Too many emails sent. Wait a minute and try again.':
    'Te veel e-mails verstuurd. Wacht een minuut en probeer het opnieuw.',
  'Guest access is turned off for this app.': 'Toegang als gast staat uit voor deze app.',
  'That code is not right. Check the time on your device and try again.':
    'Die code klopt niet. Controleer de tijd op je apparaat en probeer het opnieuw.',
  'The code expired. Enter the current one.': 'De code is verlopen. Voer de huidige in.',
  'Your session ended. Sign in again.': 'Je sessie is beëindigd. Log opnieuw in.',
  'Choose a password different from your current one.': 'Kies een ander wachtwoord dan je huidige.',
  Email: 'E-mail',
  Password: 'Wachtwoord',
  'At least {{min}} characters.': 'Minstens {{min}} tekens.',
  'Remembered it?': 'Weet je het weer?',
  'Sign in': 'Inloggen',
  'Check your inbox': 'Kijk in je inbox',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.':
    'Als er een account bestaat voor {{email}}, is er een e-mail onderweg met een link om een nieuw wachtwoord te kiezen.',
  'Reset your password': 'Wachtwoord opnieuw instellen',
  'Enter the email you signed up with and we will send you a link to choose a new password.':
    'Voer het e-mailadres in waarmee je je hebt aangemeld, dan sturen we je een link om een nieuw wachtwoord te kiezen.',
  'Send reset link': 'Link versturen',
  'Sending…': 'Versturen…',
  'This account has no authenticator app set up any more. Sign in again.':
    'Voor dit account is geen authenticator-app meer ingesteld. Log opnieuw in.',
  'Two-step verification': 'Verificatie in twee stappen',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.':
    'Open je authenticator-app en voer de 6-cijferige code in die hij voor Parley toont.',
  'Sign in with another account': 'Inloggen met een ander account',
  'Authentication code': 'Verificatiecode',
  Verify: 'Verifiëren',
  'Verifying…': 'Verifiëren…',
  'Choose a new password': 'Kies een nieuw wachtwoord',
  'You followed a reset link. Pick the password you will use from now on.':
    'Je hebt een herstellink gevolgd. Kies het wachtwoord dat je voortaan gebruikt.',
  'New password': 'Nieuw wachtwoord',
  'Repeat the new password': 'Herhaal het nieuwe wachtwoord',
  'Save password': 'Wachtwoord opslaan',
  'Saving…': 'Opslaan…',
  'Welcome back. Sign in to pick up your conversations.':
    'Welkom terug. Log in om verder te gaan met je gesprekken.',
  'New to Parley?': 'Nieuw bij Parley?',
  'Create an account': 'Account aanmaken',
  'Forgot your password?': 'Wachtwoord vergeten?',
  'Signing in…': 'Inloggen…',
  or: 'of',
  'Starting guest session…': 'Gastsessie starten…',
  'Continue as guest': 'Doorgaan als gast',
  'We sent a confirmation link to {{email}}.':
    'We hebben een bevestigingslink gestuurd naar {{email}}.',
  'Open the link in that email to finish creating your account, then sign in.':
    'Open de link in die e-mail om je account af te maken en log daarna in.',
  'Back to sign in': 'Terug naar inloggen',
  'Create your account': 'Maak je account aan',
  'Your name is how people will see you in conversations.':
    'Met je naam zien anderen je in gesprekken.',
  'Already have an account?': 'Heb je al een account?',
  'First name': 'Voornaam',
  'Last name': 'Achternaam',
  'Create account': 'Account aanmaken',
  'Creating account…': 'Account aanmaken…',
  'Enter your email address.': 'Voer je e-mailadres in.',
  'Enter an email address like name@example.com.':
    'Voer een e-mailadres in zoals naam@example.com.',
  'Enter your password.': 'Voer je wachtwoord in.',
  'Choose a password.': 'Kies een wachtwoord.',
  'Use at least {{min}} characters ({{count}} so far).':
    'Gebruik minstens {{min}} tekens (nu {{count}}).',
  'Enter your first name.': 'Voer je voornaam in.',
  'Enter your last name.': 'Voer je achternaam in.',
  'Keep your first name under {{max}} characters.': 'Houd je voornaam korter dan {{max}} tekens.',
  'Keep your last name under {{max}} characters.': 'Houd je achternaam korter dan {{max}} tekens.',
  'Enter the 6-digit code from your authenticator app.':
    'Voer de 6-cijferige code uit je authenticator-app in.',
  'The code is 6 digits, numbers only.': 'De code bestaat uit 6 cijfers, alleen getallen.',
  'The two passwords are different.': 'De twee wachtwoorden zijn verschillend.',
  'Install Parley': 'Parley installeren',
  'A new version of Parley is ready': 'Er staat een nieuwe versie van Parley klaar',
  'Reload to start using it, or keep going and update later.':
    'Laad opnieuw om hem te gebruiken, of ga door en werk later bij.',
  Later: 'Later',
  Reload: 'Opnieuw laden',
  'Parley, your conversations': 'Parley, je gesprekken',
  Main: 'Hoofdmenu',
  'Review queue': 'Beoordelingswachtrij',
  Chats: 'Chats',
  Threads: 'Discussies',
  Profile: 'Profiel',
  Security: 'Beveiliging',
  'Parley keeps trying by itself.': 'Parley blijft het zelf proberen.',
  'Retry now': 'Nu opnieuw proberen',
  'Reconnecting to the chat server…': 'Opnieuw verbinden met de chatserver…',
  'Loading your profile failed.': 'Je profiel laden is mislukt.',
  'Getting your chat pass failed.': 'Je chattoegang ophalen is mislukt.',
  'Connecting to the chat server failed.': 'Verbinden met de chatserver is mislukt.',
  'Your conversations appear here once Parley is connected.':
    'Je gesprekken verschijnen hier zodra Parley verbonden is.',
  'Loading your conversations…': 'Je gesprekken worden geladen…',
  'Loading…': 'Laden…',
  'Skip to main content': 'Naar de hoofdinhoud',
  'Skip to the conversation': 'Naar het gesprek',
  'Not connected': 'Niet verbonden',
  Offline: 'Offline',
  'Connecting…': 'Verbinden…',
  'Reconnecting…': 'Opnieuw verbinden…',
  Connected: 'Verbonden',
  'Your profile could not be loaded: {{reason}}': 'Je profiel kon niet worden geladen: {{reason}}',
  'The chat server could not be reached: {{reason}}':
    'De chatserver is niet bereikbaar: {{reason}}',
  'The profile could not be loaded.': 'Het profiel kon niet worden geladen.',
  'The profile could not be saved.': 'Het profiel kon niet worden opgeslagen.',
  'You are signed out.': 'Je bent uitgelogd.',
  'The chat token could not be fetched: the network is unreachable.':
    'Het chattoken kon niet worden opgehaald: het netwerk is onbereikbaar.',
  'The chat token could not be fetched (HTTP {{status}}).':
    'Het chattoken kon niet worden opgehaald (HTTP {{status}}).',
  'Choose a PNG, JPEG or WebP picture.': 'Kies een PNG-, JPEG- of WebP-afbeelding.',
  'That picture is {{size}} MB; choose one under {{max}} MB.':
    'Die afbeelding is {{size}} MB; kies er een onder {{max}} MB.',
  'This browser cannot resize pictures.': 'Deze browser kan geen afbeeldingen verkleinen.',
  'The picture could not be converted.': 'De afbeelding kon niet worden omgezet.',
  'The resized picture is still over {{max}} MB.':
    'De verkleinde afbeelding is nog steeds groter dan {{max}} MB.',
  'Account saved': 'Account opgeslagen',
  'You can now sign in with your email and password on any device.':
    'Je kunt nu op elk apparaat inloggen met je e-mailadres en wachtwoord.',
  'Keep your guest account': 'Houd je gastaccount',
  'You are using Parley as a guest. Add an email and password to sign in again later.':
    'Je gebruikt Parley als gast. Voeg een e-mailadres en wachtwoord toe om later weer in te loggen.',
  'Save account': 'Account opslaan',
  'Your name': 'Je naam',
  'Saved. Your conversations show the new name.': 'Opgeslagen. Je gesprekken tonen de nieuwe naam.',
  'Save name': 'Naam opslaan',
  'The picture could not be saved: {{reason}}': 'De foto kon niet worden opgeslagen: {{reason}}',
  'Your picture': 'Je foto',
  'Your current picture': 'Je huidige foto',
  'Uploading…': 'Uploaden…',
  'Choose a picture': 'Kies een foto',
  'Remove picture': 'Foto verwijderen',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.':
    'PNG, JPEG of WebP. Hij wordt vierkant bijgesneden en verkleind voor het uploaden.',
  'Picture saved.': 'Foto opgeslagen.',
  'In conversations you appear as “{{name}}”.': 'In gesprekken verschijn je als ‘{{name}}’.',
  'Try again': 'Opnieuw proberen',
  'Loading your profile…': 'Je profiel wordt geladen…',
  'Sign out': 'Uitloggen',
  'Signing out everywhere also ends your sessions on other devices and browsers.':
    'Overal uitloggen beëindigt ook je sessies op andere apparaten en in andere browsers.',
  'Authenticator app': 'Authenticator-app',
  'added {{date}}': 'toegevoegd op {{date}}',
  'Removing…': 'Verwijderen…',
  Remove: 'Verwijderen',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.':
    'Met een authenticator-app vraagt inloggen ook om een 6-cijferige code, zodat een gestolen wachtwoord niet genoeg is.',
  'Signing out…': 'Uitloggen…',
  'Sign out everywhere': 'Overal uitloggen',
  'Signing out everywhere…': 'Overal uitloggen…',
  'QR code for your authenticator app': 'QR-code voor je authenticator-app',
  'Code from the app': 'Code uit de app',
  'Turn on two-step verification': 'Verificatie in twee stappen inschakelen',
  'Checking…': 'Controleren…',
  'Preparing…': 'Voorbereiden…',
  'Set up an authenticator app': 'Een authenticator-app instellen',
  'Scan this QR code with your authenticator app.': 'Scan deze QR-code met je authenticator-app.',
  'Or type this secret into it:': 'Of typ deze geheime sleutel erin:',
  'Back to conversations': 'Terug naar gesprekken',
  'Back to threads': 'Terug naar discussies',
  Details: 'Details',
  'You are invited': 'Je bent uitgenodigd',
  'Accept invite': 'Uitnodiging accepteren',
  'Reject invite': 'Uitnodiging weigeren',
  'Members ({{count}})': 'Leden ({{count}})',
  '(you)': '(jij)',
  Moderator: 'Moderator',
  Invited: 'Uitgenodigd',
  'Remove moderator': 'Moderatorrol intrekken',
  'Make moderator': 'Moderator maken',
  'Add or invite people': 'Mensen toevoegen of uitnodigen',
  'Add {{count}}': '{{count}} toevoegen',
  Add: 'Toevoegen',
  'Invite {{count}}': '{{count}} uitnodigen',
  Invite: 'Uitnodigen',
  'For you': 'Voor jou',
  Unmute: 'Dempen opheffen',
  Mute: 'Dempen',
  Unpin: 'Losmaken',
  'Pin to top': 'Bovenaan vastzetten',
  Unarchive: 'Uit archief halen',
  Archive: 'Archiveren',
  Hide: 'Verbergen',
  Leave: 'Verlaten',
  Moderation: 'Moderatie',
  'Slow mode': 'Langzame modus',
  Off: 'Uit',
  '{{count}} seconds between messages': {
    one: '{{count}} seconde tussen berichten',
    other: '{{count}} seconden tussen berichten',
  },
  '{{count}} minutes between messages': {
    one: '{{count}} minuut tussen berichten',
    other: '{{count}} minuten tussen berichten',
  },
  '{{count}} messages waiting to be sent.': {
    one: '{{count}} bericht wacht om verzonden te worden.',
    other: '{{count}} berichten wachten om verzonden te worden.',
  },
  'Unfreeze conversation': 'Gesprek ontdooien',
  'Freeze conversation': 'Gesprek bevriezen',
  'Conversation details': 'Gespreksdetails',
  'Leaving failed.': 'Verlaten is mislukt.',
  'Hiding failed.': 'Verbergen is mislukt.',
  'Accepting the invite failed.': 'Uitnodiging accepteren is mislukt.',
  'Rejecting the invite failed.': 'Uitnodiging weigeren is mislukt.',
  'Removing the moderator failed.': 'Moderatorrol intrekken is mislukt.',
  'Making a moderator failed.': 'Moderator maken is mislukt.',
  'Removing the member failed.': 'Lid verwijderen is mislukt.',
  'Adding members failed.': 'Leden toevoegen is mislukt.',
  'Inviting failed.': 'Uitnodigen is mislukt.',
  'Unmuting failed.': 'Dempen opheffen is mislukt.',
  'Muting failed.': 'Dempen is mislukt.',
  'Unpinning failed.': 'Losmaken is mislukt.',
  'Pinning failed.': 'Vastzetten is mislukt.',
  'Unarchiving failed.': 'Uit archief halen is mislukt.',
  'Archiving failed.': 'Archiveren is mislukt.',
  'Changing slow mode failed.': 'Langzame modus wijzigen is mislukt.',
  'Unfreezing failed.': 'Ontdooien is mislukt.',
  'Freezing failed.': 'Bevriezen is mislukt.',
  'Choose a conversation, or start a new one.': 'Kies een gesprek of begin een nieuw gesprek.',
  Conversations: 'Gesprekken',
  'Show inbox': 'Inbox tonen',
  'Show archived': 'Archief tonen',
  Conversation: 'Gesprek',
  Close: 'Sluiten',
  'Pick at least one person to talk to.': 'Kies minstens één persoon om mee te praten.',
  'Give the group a name so everyone recognises it.':
    'Geef de groep een naam zodat iedereen hem herkent.',
  'The conversation could not be started: {{reason}}':
    'Het gesprek kon niet worden gestart: {{reason}}',
  'With: {{names}}': 'Met: {{names}}',
  'Group name': 'Groepsnaam',
  'Group name (optional)': 'Groepsnaam (optioneel)',
  'e.g. Weekend plans': 'bijv. Weekendplannen',
  'Starting…': 'Starten…',
  'Create group': 'Groep maken',
  'Start conversation': 'Gesprek beginnen',
  'New conversation': 'Nieuw gesprek',
  'Searching failed.': 'Zoeken is mislukt.',
  'Find people': 'Mensen zoeken',
  People: 'Mensen',
  'Nobody matches “{{query}}”.': 'Niemand komt overeen met ‘{{query}}’.',
  'Flag message': 'Bericht melden',
  'Why should a moderator look at it?': 'Waarom zou een moderator ernaar moeten kijken?',
  'Also flag {{name}}': 'Ook {{name}} melden',
  Cancel: 'Annuleren',
  'Send flag': 'Melding versturen',
  Spam: 'Spam',
  'Harassment or bullying': 'Intimidatie of pesten',
  'Inappropriate content': 'Ongepaste inhoud',
  'Something else': 'Iets anders',
  'the author': 'de schrijver',
  'Unban user': 'Blokkering opheffen',
  'Ban user': 'Gebruiker blokkeren',
  unknown: 'onbekend',
  Message: 'Bericht',
  User: 'Gebruiker',
  'by {{name}}': 'door {{name}}',
  'Message deleted': 'Bericht verwijderd',
  'No text': 'Geen tekst',
  Flags: 'Meldingen',
  someone: 'iemand',
  'no reason given': 'geen reden opgegeven',
  Dismiss: 'Negeren',
  'Delete message': 'Bericht verwijderen',
  'Ban {{name}}': '{{name}} blokkeren',
  'Only moderators and admins can see the review queue.':
    'Alleen moderators en beheerders kunnen de beoordelingswachtrij zien.',
  'Could not load the review queue: {{reason}}':
    'De beoordelingswachtrij kon niet worden geladen: {{reason}}',
  'That did not work: {{reason}}': 'Dat is niet gelukt: {{reason}}',
  Refresh: 'Vernieuwen',
  'Loading the review queue…': 'Beoordelingswachtrij wordt geladen…',
  'Nothing to review. Flagged messages and users appear here.':
    'Niets te beoordelen. Gemelde berichten en gebruikers verschijnen hier.',
  'Flagged messages and users': 'Gemelde berichten en gebruikers',
  'The review queue appears here once Parley is connected.':
    'De beoordelingswachtrij verschijnt hier zodra Parley verbonden is.',
  'Saved for later': 'Bewaard voor later',
  'Reminder was due {{when}}': 'Herinnering was op {{when}}',
  'Reminder at {{when}}': 'Herinnering op {{when}}',
  'In 2 minutes': 'Over 2 minuten',
  'In 30 minutes': 'Over 30 minuten',
  'In 1 hour': 'Over 1 uur',
  'In 2 hours': 'Over 2 uur',
  'In 8 hours': 'Over 8 uur',
  'In 24 hours': 'Over 24 uur',
  Reminders: 'Herinneringen',
  'Reminders and saved': 'Herinneringen en bewaard',
  Someone: 'Iemand',
  'Change reminder for “{{text}}”': 'Herinnering voor ‘{{text}}’ wijzigen',
  'Change…': 'Wijzigen…',
  'No time, keep saved': 'Geen tijd, alleen bewaren',
  'Loading your reminders…': 'Je herinneringen worden geladen…',
  'Could not load your reminders: {{reason}}':
    'Je herinneringen konden niet worden geladen: {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.':
    'Geen herinneringen of bewaarde berichten. Gebruik ‘Herinner me’ of ‘Bewaren voor later’ bij een bericht.',
  'Reminders and saved messages': 'Herinneringen en bewaarde berichten',
  'Reminder: “{{text}}”': 'Herinnering: ‘{{text}}’',
  'Reminder: a message you asked to be reminded about':
    'Herinnering: een bericht waarvoor je een herinnering wilde',
  'Parley may not read your position. Allow location access for this site and try again.':
    'Parley mag je locatie niet lezen. Sta locatietoegang toe voor deze site en probeer het opnieuw.',
  'Your position could not be found.': 'Je locatie kon niet worden gevonden.',
  'Finding your position…': 'Je locatie wordt bepaald…',
  'Map marker at {{place}}': 'Kaartmarkering op {{place}}',
  'Open in a map': 'Openen in een kaart',
  'You are offline: these results come from this device.':
    'Je bent offline: deze resultaten komen van dit apparaat.',
  'Reply in a thread': 'Antwoord in een discussie',
  'Message from a muted user': 'Bericht van een gedempte gebruiker',
  Show: 'Tonen',
  'This message could not be kept on this device to send again. Try again.':
    'Dit bericht kon niet op dit apparaat worden bewaard om opnieuw te versturen. Probeer het opnieuw.',
  'That conversation does not exist, or you are not one of its members.':
    'Dit gesprek bestaat niet, of je bent er geen lid van.',
  'That conversation is not saved on this device. It opens once you are back online.':
    'Dat gesprek is niet op dit apparaat bewaard. Het opent zodra je weer online bent.',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.':
    'Dit apparaat heeft geen opslagruimte meer: Parley bewaart nu minder gesprekken om offline te lezen.',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.':
    'Je bent offline: je ziet wat op dit apparaat is bewaard. Berichten die je schrijft, gaan vanzelf weg zodra je weer online bent.',
  'Waiting for network': 'Wacht op netwerk',
  'Not sent: you cannot post in this conversation.':
    'Niet verstuurd: je kunt in dit gesprek niet schrijven.',
  'Not sent: the message is too long.': 'Niet verstuurd: het bericht is te lang.',
  'Not sent: {{reason}}': 'Niet verstuurd: {{reason}}',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.':
    'Berichten die je schreef, wachten nog om verstuurd te worden. Als je je nu afmeldt, worden ze weggegooid; blijf aangemeld en ze gaan weg zodra je weer online bent.',
  'Discard them and sign out': 'Weggooien en afmelden',
  'Stay signed in': 'Aangemeld blijven',
  'Not sent: the conversation was deleted.': 'Niet verzonden: het gesprek is verwijderd.',
  'Not sent: the message it answers was deleted.':
    'Niet verzonden: het bericht waarop het antwoordt is verwijderd.',
  'Sign out once they are sent': 'Afmelden zodra ze verzonden zijn',
  'You will be signed out once the waiting messages are sent.':
    'Je wordt afgemeld zodra de wachtende berichten zijn verzonden.',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.':
    'Overal afmelden heeft een netwerkverbinding nodig. Maak verbinding en probeer het opnieuw, of meld je alleen op dit apparaat af.',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.':
    'Je bent afgemeld: je sessie is elders beëindigd (overal afgemeld, een nieuw wachtwoord of een verwijderd account). Meld je opnieuw aan om verder te gaan.',
  'You were signed out, as you asked, once your messages were sent.':
    'Je bent zoals gevraagd afgemeld zodra je berichten verzonden waren.',
  '{{count}} messages waiting on this device were not sent.': {
    one: '{{count}} bericht dat op dit apparaat wachtte, is niet verzonden.',
    other: '{{count}} berichten die op dit apparaat wachtten, zijn niet verzonden.',
  },
  'New message': 'Nieuw bericht',
  '{{name}} in {{conversation}}': '{{name}} in {{conversation}}',
  'Share to a conversation': 'Delen in een gesprek',
  'This share is no longer on this device.': 'Wat je deelde, staat niet meer op dit apparaat.',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.':
    '‘{{name}}’ is groter dan 10 MB, het maximum dat Parley per afbeelding deelt.',
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.':
    'Parley deelt afbeeldingen (PNG, JPEG, GIF of WebP); ‘{{name}}’ is er geen.',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.':
    'Parley deelt maximaal 10 afbeeldingen tegelijk; dit waren er {{count}}.',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.':
    'Wat gedeeld werd, is groter dan Parley aanneemt: maximaal 10 afbeeldingen van elk 10 MB.',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.':
    'Er is iets gedeeld met Parley. Er wordt niets verstuurd totdat je een gesprek kiest en het verstuurt.',
  'This share could not be read. Try sharing again.':
    'Wat gedeeld werd, kon niet worden gelezen. Probeer het opnieuw te delen.',
  'Search conversations': 'Gesprekken zoeken',
  'No conversations on this device yet: start one, then share again.':
    'Nog geen gesprekken op dit apparaat: begin er een en deel dan opnieuw.',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.':
    'Parley mag je microfoon niet gebruiken. Sta in je browser microfoontoegang toe voor deze site en druk dan opnieuw op opnemen.',
  'No microphone was found. Connect one, then press record again.':
    'Er is geen microfoon gevonden. Sluit er een aan en druk dan opnieuw op opnemen.',
  'The microphone is busy or not working. Close other apps using it, then try again.':
    'De microfoon is bezet of werkt niet. Sluit andere apps die hem gebruiken en probeer het opnieuw.',
  'This browser cannot record voice messages. Try another browser.':
    'Deze browser kan geen spraakberichten opnemen. Probeer een andere browser.',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.':
    'Spraakberichten stoppen na {{limit}}. Luister het terug en verstuur of verwijder het dan.',
  'Time left: {{time}}': 'Resterende tijd: {{time}}',
  'Picture waiting for the network': 'Afbeelding wacht op netwerk',
  'Voice message waiting for the network': 'Spraakbericht wacht op netwerk',
  'Saved on this device': 'Bewaard op dit apparaat',
  'Your conversations are saved here for reading offline, and what you write waits here for the network.':
    'Je gesprekken worden hier bewaard om offline te lezen, en wat je schrijft, wacht hier op het netwerk.',
  'This browser keeps them until you sign out, even when the device runs low on space.':
    'Deze browser bewaart ze tot je uitlogt, ook als het apparaat bijna geen ruimte meer heeft.',
  'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.':
    'Deze browser kan ze verwijderen als het apparaat bijna geen ruimte meer heeft. Parley vraagt de browser ze te bewaren zodra je een bericht verstuurt of meldingen aanzet.',
  'This browser may remove them when the device runs low on space.':
    'Deze browser kan ze verwijderen als het apparaat bijna geen ruimte meer heeft.',
  '{{count}} new messages': {
    one: '{{count}} nieuw bericht',
    other: '{{count}} nieuwe berichten',
  },
  '{{count}} unread threads': {
    one: '{{count}} ongelezen thread',
    other: '{{count}} ongelezen threads',
  },
};

export default catalogue;
