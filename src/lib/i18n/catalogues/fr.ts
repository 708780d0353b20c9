/** Parley's own words in French, loaded only for a browser that prefers it. */
import type { Catalogue } from '../messages.ts';

const catalogue: Catalogue = {
  '1 day': '1 jour',
  '7 days': '7 jours',
  '30 days': '30 jours',
  'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.':
    'N’importe qui par son adresse e-mail exacte ; par nom, les personnes avec qui vous partagez une conversation et celles qui ont choisi d’être trouvables.',
  'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.':
    'Toute personne ayant le lien peut rejoindre ce groupe, même sans compte. Il fonctionne jusqu’à son expiration, l’épuisement de ses utilisations ou sa révocation.',
  Copied: 'Copié',
  'Copy link': 'Copier le lien',
  'Create a group and invite people with a link':
    'Créer un groupe et inviter des personnes avec un lien',
  'Expires after': 'Expire après',
  'Expires {{date}}': 'Expire le {{date}}',
  'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.':
    'Trouvez quelqu’un par son adresse e-mail, ou par son nom s’il a choisi d’être trouvable, et écrivez-lui.',
  'Invite link': 'Lien d’invitation',
  'Join a conversation': 'Rejoindre une conversation',
  'Join my group on Parley': 'Rejoignez mon groupe sur Parley',
  'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.':
    'Rejoindre nécessite le réseau. Votre lien est gardé ici : une fois connecté, il est suivi tout seul, ou réessayez.',
  'Joining…': 'Connexion au groupe…',
  'Let people find me by name': 'Permettre de me trouver par mon nom',
  'Make a link': 'Créer un lien',
  'Make a new link': 'Créer un nouveau lien',
  'Name a group, then send its link to anyone, also to people who have no account yet.':
    'Nommez un groupe, puis envoyez son lien à qui vous voulez, même aux personnes qui n’ont pas encore de compte.',
  'Name or exact e-mail address': 'Nom ou adresse e-mail exacte',
  'Name the group. Next you get a link to send to the people you want in it.':
    'Nommez le groupe. Vous recevrez ensuite un lien à envoyer aux personnes que vous voulez y inviter.',
  'New group': 'Nouveau groupe',
  'No limit': 'Sans limite',
  'Number of uses (optional)': 'Nombre d’utilisations (facultatif)',
  'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.':
    'Désactivé, seules les personnes qui connaissent votre adresse e-mail exacte ou partagent une conversation avec vous peuvent vous trouver.',
  'Open the group': 'Ouvrir le groupe',
  Revoke: 'Révoquer',
  'Share…': 'Partager…',
  'Start a conversation': 'Démarrer une conversation',
  'The invite link could not be made.': 'Le lien d’invitation n’a pas pu être créé.',
  'The invite link could not be revoked.': 'Le lien d’invitation n’a pas pu être révoqué.',
  'The invite links could not be loaded.': 'Les liens d’invitation n’ont pas pu être chargés.',
  'The setting could not be loaded.': 'Le réglage n’a pas pu être chargé.',
  'The setting could not be saved.': 'Le réglage n’a pas pu être enregistré.',
  'Uses: {{used}} of {{max}}': 'Utilisations : {{used}} sur {{max}}',
  'Uses: {{used}}': 'Utilisations : {{used}}',
  'Where to start': 'Par où commencer',
  'Who can find you': 'Qui peut vous trouver',
  'Active links': 'Liens actifs',
  'Made by you': 'Créé par vous',
  'Made by {{name}}': 'Créé par {{name}}',
  'Made by a former member': 'Créé par un ancien membre',
  'Only members who may add people to this group can see and revoke its links.':
    'Seuls les membres autorisés à ajouter des personnes à ce groupe peuvent voir et révoquer ses liens.',
  'This invite link does not exist. Check that it was copied whole.':
    'Ce lien d’invitation n’existe pas. Vérifiez qu’il a été copié en entier.',
  'This invite link was revoked.': 'Ce lien d’invitation a été révoqué.',
  'This invite link has expired. Ask for a new one.':
    'Ce lien d’invitation a expiré. Demandez-en un nouveau.',
  'This invite link has been used as many times as it allows. Ask for a new one.':
    'Ce lien d’invitation a été utilisé autant de fois qu’il le permet. Demandez-en un nouveau.',
  'This invite link no longer works: the person who made it can no longer add people to the group.':
    'Ce lien d’invitation ne fonctionne plus : la personne qui l’a créé ne peut plus ajouter de membres au groupe.',
  'Too many invite links were tried. Wait a few minutes and try again.':
    'Trop de liens d’invitation ont été essayés. Attendez quelques minutes et réessayez.',
  'This invite link could not be followed. Try again later.':
    'Ce lien d’invitation n’a pas pu être suivi. Réessayez plus tard.',
  'Only members who may add people to this group can make a link to it.':
    'Seuls les membres autorisés à ajouter des personnes à ce groupe peuvent créer un lien pour celui-ci.',
  'A direct message takes no invite links.': 'Un message direct n’a pas de lien d’invitation.',
  'Invite links cannot be made right now. Try again shortly.':
    'Les liens d’invitation ne peuvent pas être créés pour le moment. Réessayez dans un instant.',
  Notifications: 'Notifications',
  'Parley can tell you when a message arrives for you.':
    'Parley peut vous prévenir quand un message vous arrive.',
  'Your notification settings appear once you are back online.':
    'Vos réglages de notifications s’afficheront dès que vous serez de nouveau en ligne.',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    'Les notifications de Parley sont bloquées dans ce navigateur. Pour les autoriser, ouvrez les paramètres du site (l’icône à côté de l’adresse), réglez Notifications sur Autoriser, puis rechargez cette page.',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.':
    'Ce navigateur ne peut pas afficher de notifications. Sur iPhone ou iPad, ajoutez Parley à l’écran d’accueil (Partager, puis Sur l’écran d’accueil) et ouvrez-le depuis là.',
  'Turn on notifications': 'Activer les notifications',
  'Notifications are on for your account but not yet allowed on this device.':
    'Les notifications sont activées pour votre compte mais pas encore autorisées sur cet appareil.',
  'Allow notifications on this device': 'Autoriser les notifications sur cet appareil',
  'Notify me about': 'Me prévenir pour',
  'Direct messages and mentions': 'Les messages directs et les mentions',
  'All messages': 'Tous les messages',
  'Show message text in notifications': 'Afficher le texte des messages dans les notifications',
  'When it is off, a notification says only “New message”.':
    'Désactivé, une notification indique seulement « Nouveau message ».',
  'Notifications come to this device, also while Parley is closed.':
    'Les notifications arrivent sur cet appareil, même quand Parley est fermé.',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.':
    'Sur cet appareil, les notifications s’affichent tant que Parley est ouvert : ce navigateur n’a pas pu s’abonner pour les recevoir quand il est fermé.',
  'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.':
    'Les notifications arrivent sur Parley fermé sur 10 de vos appareils au plus, et 10 les reçoivent déjà. Désactivez-les sur un appareil que vous n’utilisez plus, puis rouvrez Parley ici.',
  'Saving needs the network. Connect and try again.':
    'L’enregistrement nécessite le réseau. Connectez-vous et réessayez.',
  'Page not found': 'Page introuvable',
  'There is nothing at this address.': 'Il n’y a rien à cette adresse.',
  'Go to your conversations': 'Aller à vos conversations',
  'Loading Parley…': 'Chargement de Parley…',
  'The server cannot be reached. Check your connection and try again.':
    'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'Something went wrong. Try again.': 'Un problème est survenu. Réessayez.',
  'That email and password do not match an account.':
    'Cette adresse e-mail et ce mot de passe ne correspondent à aucun compte.',
  'Confirm your email address first: check your inbox for the link.':
    'Confirmez d’abord votre adresse e-mail : le lien se trouve dans votre boîte de réception.',
  'An account with this email already exists. Sign in instead.':
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
  'Choose a stronger password.': 'Choisissez un mot de passe plus robuste.',
  'Too many attempts. Wait a minute and try again.':
    'Trop de tentatives. Patientez une minute et réessayez.',
  'Too many emails sent. Wait a minute and try again.':
    'Trop d’e-mails envoyés. Patientez une minute et réessayez.',
  'Guest access is turned off for this app.':
    'L’accès invité est désactivé pour cette application.',
  'That code is not right. Check the time on your device and try again.':
    'Ce code est incorrect. Vérifiez l’heure de votre appareil et réessayez.',
  'The code expired. Enter the current one.': 'Le code a expiré. Saisissez le code actuel.',
  'Your session ended. Sign in again.': 'Votre session a pris fin. Reconnectez-vous.',
  'Choose a password different from your current one.':
    'Choisissez un mot de passe différent de l’actuel.',
  Email: 'E-mail',
  Password: 'Mot de passe',
  'At least {{min}} characters.': 'Au moins {{min}} caractères.',
  'Remembered it?': 'Ça vous revient ?',
  'Sign in': 'Se connecter',
  'Check your inbox': 'Consultez votre boîte de réception',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.':
    'Si un compte existe pour {{email}}, un e-mail contenant un lien pour choisir un nouveau mot de passe est en route.',
  'Reset your password': 'Réinitialiser votre mot de passe',
  'Enter the email you signed up with and we will send you a link to choose a new password.':
    'Saisissez l’adresse e-mail utilisée lors de l’inscription et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'Send reset link': 'Envoyer le lien',
  'Sending…': 'Envoi…',
  'This account has no authenticator app set up any more. Sign in again.':
    'Ce compte n’a plus d’application d’authentification configurée. Reconnectez-vous.',
  'Two-step verification': 'Validation en deux étapes',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.':
    'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres qu’elle affiche pour Parley.',
  'Sign in with another account': 'Se connecter avec un autre compte',
  'Authentication code': 'Code d’authentification',
  Verify: 'Valider',
  'Verifying…': 'Validation…',
  'Choose a new password': 'Choisir un nouveau mot de passe',
  'You followed a reset link. Pick the password you will use from now on.':
    'Vous avez suivi un lien de réinitialisation. Choisissez le mot de passe que vous utiliserez désormais.',
  'New password': 'Nouveau mot de passe',
  'Repeat the new password': 'Répétez le nouveau mot de passe',
  'Save password': 'Enregistrer le mot de passe',
  'Saving…': 'Enregistrement…',
  'Welcome back. Sign in to pick up your conversations.':
    'Bon retour parmi nous. Connectez-vous pour reprendre vos conversations.',
  'New to Parley?': 'Nouveau sur Parley ?',
  'Create an account': 'Créer un compte',
  'Forgot your password?': 'Mot de passe oublié ?',
  'Signing in…': 'Connexion…',
  or: 'ou',
  'Starting guest session…': 'Ouverture de la session invité…',
  'Continue as guest': 'Continuer en tant qu’invité',
  'We sent a confirmation link to {{email}}.':
    'Nous avons envoyé un lien de confirmation à {{email}}.',
  'Open the link in that email to finish creating your account, then sign in.':
    'Ouvrez le lien de cet e-mail pour terminer la création de votre compte, puis connectez-vous.',
  'Back to sign in': 'Retour à la connexion',
  'Create your account': 'Créez votre compte',
  'Your name is how people will see you in conversations.':
    'Votre nom est ce que les autres verront de vous dans les conversations.',
  'Already have an account?': 'Vous avez déjà un compte ?',
  'First name': 'Prénom',
  'Last name': 'Nom',
  'Create account': 'Créer le compte',
  'Creating account…': 'Création du compte…',
  'Enter your email address.': 'Saisissez votre adresse e-mail.',
  'Enter an email address like name@example.com.':
    'Saisissez une adresse e-mail du type nom@example.com.',
  'Enter your password.': 'Saisissez votre mot de passe.',
  'Choose a password.': 'Choisissez un mot de passe.',
  'Use at least {{min}} characters ({{count}} so far).':
    'Utilisez au moins {{min}} caractères ({{count}} pour l’instant).',
  'Enter your first name.': 'Saisissez votre prénom.',
  'Enter your last name.': 'Saisissez votre nom.',
  'Keep your first name under {{max}} characters.':
    'Votre prénom doit faire moins de {{max}} caractères.',
  'Keep your last name under {{max}} characters.':
    'Votre nom doit faire moins de {{max}} caractères.',
  'Enter the 6-digit code from your authenticator app.':
    'Saisissez le code à 6 chiffres de votre application d’authentification.',
  'The code is 6 digits, numbers only.': 'Le code comporte 6 chiffres, uniquement des chiffres.',
  'The two passwords are different.': 'Les deux mots de passe sont différents.',
  'Install Parley': 'Installer Parley',
  'A new version of Parley is ready': 'Une nouvelle version de Parley est prête',
  'Reload to start using it, or keep going and update later.':
    'Rechargez pour l’utiliser, ou continuez et mettez à jour plus tard.',
  Later: 'Plus tard',
  Reload: 'Recharger',
  'Parley, your conversations': 'Parley, vos conversations',
  Main: 'Principal',
  'Review queue': 'File de modération',
  Chats: 'Discussions',
  Threads: 'Fils',
  Profile: 'Profil',
  Security: 'Sécurité',
  'Parley keeps trying by itself.': 'Parley continue d’essayer tout seul.',
  'Retry now': 'Réessayer maintenant',
  'Reconnecting to the chat server…': 'Reconnexion au serveur de discussion…',
  'Loading your profile failed.': 'Le chargement de votre profil a échoué.',
  'Getting your chat pass failed.': 'L’obtention de votre accès à la discussion a échoué.',
  'Connecting to the chat server failed.': 'La connexion au serveur de discussion a échoué.',
  'Your conversations appear here once Parley is connected.':
    'Vos conversations apparaîtront ici dès que Parley sera connecté.',
  'Loading your conversations…': 'Chargement de vos conversations…',
  'Loading…': 'Chargement…',
  'Skip to main content': 'Aller au contenu principal',
  'Skip to the conversation': 'Aller à la conversation',
  'Not connected': 'Non connecté',
  Offline: 'Hors ligne',
  'Connecting…': 'Connexion…',
  'Reconnecting…': 'Reconnexion…',
  Connected: 'Connecté',
  'Your profile could not be loaded: {{reason}}': 'Impossible de charger votre profil : {{reason}}',
  'The chat server could not be reached: {{reason}}':
    'Impossible de joindre le serveur de discussion : {{reason}}',
  'The profile could not be loaded.': 'Impossible de charger le profil.',
  'The profile could not be saved.': 'Impossible d’enregistrer le profil.',
  'You are signed out.': 'Vous êtes déconnecté.',
  'The chat token could not be fetched: the network is unreachable.':
    'Impossible d’obtenir le jeton de discussion : le réseau est injoignable.',
  'The chat token could not be fetched (HTTP {{status}}).':
    'Impossible d’obtenir le jeton de discussion (HTTP {{status}}).',
  'Choose a PNG, JPEG or WebP picture.': 'Choisissez une image PNG, JPEG ou WebP.',
  'That picture is {{size}} MB; choose one under {{max}} MB.':
    'Cette image fait {{size}} Mo ; choisissez-en une de moins de {{max}} Mo.',
  'This browser cannot resize pictures.': 'Ce navigateur ne peut pas redimensionner les images.',
  'The picture could not be converted.': 'Impossible de convertir l’image.',
  'The resized picture is still over {{max}} MB.':
    'L’image redimensionnée dépasse encore {{max}} Mo.',
  'Account saved': 'Compte enregistré',
  'You can now sign in with your email and password on any device.':
    'Vous pouvez désormais vous connecter avec votre e-mail et votre mot de passe sur n’importe quel appareil.',
  'Keep your guest account': 'Conserver votre compte invité',
  'You are using Parley as a guest. Add an email and password to sign in again later.':
    'Vous utilisez Parley en tant qu’invité. Ajoutez un e-mail et un mot de passe pour pouvoir vous reconnecter plus tard.',
  'Save account': 'Enregistrer le compte',
  'Your name': 'Votre nom',
  'Saved. Your conversations show the new name.':
    'Enregistré. Vos conversations affichent le nouveau nom.',
  'Save name': 'Enregistrer le nom',
  'The picture could not be saved: {{reason}}': 'Impossible d’enregistrer l’image : {{reason}}',
  'Your picture': 'Votre photo',
  'Your current picture': 'Votre photo actuelle',
  'Uploading…': 'Envoi…',
  'Choose a picture': 'Choisir une photo',
  'Remove picture': 'Supprimer la photo',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.':
    'PNG, JPEG ou WebP. Elle est recadrée en carré et réduite avant l’envoi.',
  'Picture saved.': 'Photo enregistrée.',
  'In conversations you appear as “{{name}}”.':
    'Dans les conversations, vous apparaissez sous le nom « {{name}} ».',
  'Try again': 'Réessayer',
  'Loading your profile…': 'Chargement de votre profil…',
  'Sign out': 'Se déconnecter',
  'Signing out everywhere also ends your sessions on other devices and browsers.':
    'Se déconnecter partout met aussi fin à vos sessions sur les autres appareils et navigateurs.',
  'Authenticator app': 'Application d’authentification',
  'added {{date}}': 'ajoutée le {{date}}',
  'Removing…': 'Suppression…',
  Remove: 'Supprimer',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.':
    'Avec une application d’authentification, la connexion demande aussi un code à 6 chiffres : un mot de passe volé ne suffit plus.',
  'Signing out…': 'Déconnexion…',
  'Sign out everywhere': 'Se déconnecter partout',
  'Signing out everywhere…': 'Déconnexion partout…',
  'QR code for your authenticator app': 'QR code pour votre application d’authentification',
  'Code from the app': 'Code de l’application',
  'Turn on two-step verification': 'Activer la validation en deux étapes',
  'Checking…': 'Vérification…',
  'Preparing…': 'Préparation…',
  'Set up an authenticator app': 'Configurer une application d’authentification',
  'Scan this QR code with your authenticator app.':
    'Scannez ce QR code avec votre application d’authentification.',
  'Or type this secret into it:': 'Ou saisissez-y cette clé secrète :',
  'Back to conversations': 'Retour aux conversations',
  'Back to threads': 'Retour aux fils',
  Details: 'Détails',
  'You are invited': 'Vous êtes invité',
  'Accept invite': 'Accepter l’invitation',
  'Reject invite': 'Refuser l’invitation',
  'Members ({{count}})': 'Membres ({{count}})',
  '(you)': '(vous)',
  Moderator: 'Modérateur',
  Invited: 'Invité',
  'Remove moderator': 'Retirer le rôle de modérateur',
  'Make moderator': 'Nommer modérateur',
  'Add or invite people': 'Ajouter ou inviter des personnes',
  'Add {{count}}': 'Ajouter {{count}}',
  Add: 'Ajouter',
  'Invite {{count}}': 'Inviter {{count}}',
  Invite: 'Inviter',
  'For you': 'Pour vous',
  Unmute: 'Réactiver les notifications',
  Mute: 'Mettre en sourdine',
  Unpin: 'Désépingler',
  'Pin to top': 'Épingler en haut',
  Unarchive: 'Désarchiver',
  Archive: 'Archiver',
  Hide: 'Masquer',
  Leave: 'Quitter',
  Moderation: 'Modération',
  'Slow mode': 'Mode lent',
  Off: 'Désactivé',
  '{{count}} seconds between messages': {
    one: '{{count}} seconde entre les messages',
    many: '{{count}} de secondes entre les messages',
    other: '{{count}} secondes entre les messages',
  },
  '{{count}} minutes between messages': {
    one: '{{count}} minute entre les messages',
    many: '{{count}} de minutes entre les messages',
    other: '{{count}} minutes entre les messages',
  },
  '{{count}} messages waiting to be sent.': {
    one: '{{count}} message en attente d’envoi.',
    many: '{{count}} de messages en attente d’envoi.',
    other: '{{count}} messages en attente d’envoi.',
  },
  'Unfreeze conversation': 'Dégeler la conversation',
  'Freeze conversation': 'Geler la conversation',
  'Conversation details': 'Détails de la conversation',
  'Leaving failed.': 'Impossible de quitter.',
  'Hiding failed.': 'Impossible de masquer.',
  'Accepting the invite failed.': 'Impossible d’accepter l’invitation.',
  'Rejecting the invite failed.': 'Impossible de refuser l’invitation.',
  'Removing the moderator failed.': 'Impossible de retirer le modérateur.',
  'Making a moderator failed.': 'Impossible de nommer le modérateur.',
  'Removing the member failed.': 'Impossible de retirer le membre.',
  'Adding members failed.': 'Impossible d’ajouter les membres.',
  'Inviting failed.': 'Impossible d’inviter.',
  'Unmuting failed.': 'Impossible de réactiver les notifications.',
  'Muting failed.': 'Impossible de mettre en sourdine.',
  'Unpinning failed.': 'Impossible de désépingler.',
  'Pinning failed.': 'Impossible d’épingler.',
  'Unarchiving failed.': 'Impossible de désarchiver.',
  'Archiving failed.': 'Impossible d’archiver.',
  'Changing slow mode failed.': 'Impossible de modifier le mode lent.',
  'Unfreezing failed.': 'Impossible de dégeler.',
  'Freezing failed.': 'Impossible de geler.',
  'Choose a conversation, or start a new one.':
    'Choisissez une conversation ou commencez-en une nouvelle.',
  Conversations: 'Conversations',
  'Show inbox': 'Boîte de réception',
  'Show archived': 'Archives',
  Conversation: 'Conversation',
  Close: 'Fermer',
  'Pick at least one person to talk to.': 'Choisissez au moins une personne avec qui discuter.',
  'Give the group a name so everyone recognises it.':
    'Donnez un nom au groupe pour que tout le monde le reconnaisse.',
  'The conversation could not be started: {{reason}}':
    'Impossible de démarrer la conversation : {{reason}}',
  'With: {{names}}': 'Avec : {{names}}',
  'Group name': 'Nom du groupe',
  'Group name (optional)': 'Nom du groupe (facultatif)',
  'e.g. Weekend plans': 'ex. : Projets du week-end',
  'Starting…': 'Démarrage…',
  'Create group': 'Créer le groupe',
  'Start conversation': 'Démarrer la conversation',
  'New conversation': 'Nouvelle conversation',
  'Searching failed.': 'La recherche a échoué.',
  'Find people': 'Trouver des personnes',
  People: 'Personnes',
  'Nobody matches “{{query}}”.': 'Personne ne correspond à « {{query}} ».',
  'Flag message': 'Signaler le message',
  'Why should a moderator look at it?': 'Pourquoi un modérateur devrait-il y jeter un œil ?',
  'Also flag {{name}}': 'Signaler aussi {{name}}',
  Cancel: 'Annuler',
  'Send flag': 'Envoyer le signalement',
  Spam: 'Spam',
  'Harassment or bullying': 'Harcèlement ou intimidation',
  'Inappropriate content': 'Contenu inapproprié',
  'Something else': 'Autre chose',
  'the author': 'l’auteur',
  'Unban user': 'Lever le bannissement',
  'Ban user': 'Bannir l’utilisateur',
  unknown: 'inconnu',
  Message: 'Message',
  User: 'Utilisateur',
  'by {{name}}': 'par {{name}}',
  'Message deleted': 'Message supprimé',
  'No text': 'Aucun texte',
  Flags: 'Signalements',
  someone: 'quelqu’un',
  'no reason given': 'aucune raison donnée',
  Dismiss: 'Ignorer',
  'Delete message': 'Supprimer le message',
  'Ban {{name}}': 'Bannir {{name}}',
  'Only moderators and admins can see the review queue.':
    'Seuls les modérateurs et les administrateurs peuvent voir la file de modération.',
  'Could not load the review queue: {{reason}}':
    'Impossible de charger la file de modération : {{reason}}',
  'That did not work: {{reason}}': 'Cela n’a pas fonctionné : {{reason}}',
  Refresh: 'Actualiser',
  'Loading the review queue…': 'Chargement de la file de modération…',
  'Nothing to review. Flagged messages and users appear here.':
    'Rien à examiner. Les messages et utilisateurs signalés apparaissent ici.',
  'Flagged messages and users': 'Messages et utilisateurs signalés',
  'The review queue appears here once Parley is connected.':
    'La file de modération apparaîtra ici dès que Parley sera connecté.',
  'Saved for later': 'Enregistré pour plus tard',
  'Reminder was due {{when}}': 'Le rappel était prévu le {{when}}',
  'Reminder at {{when}}': 'Rappel le {{when}}',
  'In 2 minutes': 'Dans 2 minutes',
  'In 30 minutes': 'Dans 30 minutes',
  'In 1 hour': 'Dans 1 heure',
  'In 2 hours': 'Dans 2 heures',
  'In 8 hours': 'Dans 8 heures',
  'In 24 hours': 'Dans 24 heures',
  Reminders: 'Rappels',
  'Reminders and saved': 'Rappels et enregistrés',
  Someone: 'Quelqu’un',
  'Change reminder for “{{text}}”': 'Modifier le rappel pour « {{text}} »',
  'Change…': 'Modifier…',
  'No time, keep saved': 'Sans heure, garder enregistré',
  'Loading your reminders…': 'Chargement de vos rappels…',
  'Could not load your reminders: {{reason}}': 'Impossible de charger vos rappels : {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.':
    'Aucun rappel ni message enregistré. Utilisez « Me rappeler » ou « Enregistrer pour plus tard » sur un message.',
  'Reminders and saved messages': 'Rappels et messages enregistrés',
  'Reminder: “{{text}}”': 'Rappel : « {{text}} »',
  'Reminder: a message you asked to be reminded about':
    'Rappel : un message dont vous avez demandé qu’on vous le rappelle',
  'Parley may not read your position. Allow location access for this site and try again.':
    'Parley n’a pas le droit de lire votre position. Autorisez l’accès à la localisation pour ce site et réessayez.',
  'Your position could not be found.': 'Impossible de trouver votre position.',
  'Finding your position…': 'Recherche de votre position…',
  'Map marker at {{place}}': 'Repère sur la carte à {{place}}',
  'Open in a map': 'Ouvrir dans une carte',
  'You are offline: these results come from this device.':
    'Vous êtes hors ligne : ces résultats viennent de cet appareil.',
  'Reply in a thread': 'Réponse dans un fil',
  'Message from a muted user': 'Message d’un utilisateur mis en sourdine',
  Show: 'Afficher',
  'This message could not be kept on this device to send again. Try again.':
    'Ce message n’a pas pu être enregistré sur cet appareil pour être renvoyé. Réessayez.',
  'That conversation does not exist, or you are not one of its members.':
    "Cette conversation n'existe pas, ou vous n'en êtes pas membre.",
  'That conversation is not saved on this device. It opens once you are back online.':
    'Cette conversation n’est pas enregistrée sur cet appareil. Elle s’ouvrira dès votre retour en ligne.',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.':
    'Cet appareil n’a plus d’espace de stockage : Parley conserve désormais moins de conversations pour la lecture hors ligne.',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.':
    'Vous êtes hors ligne : affichage de ce qui est enregistré sur cet appareil. Les messages que vous écrivez partiront d’eux-mêmes dès votre retour en ligne.',
  'Waiting for network': 'En attente du réseau',
  'Not sent: you cannot post in this conversation.':
    'Non envoyé : vous ne pouvez pas écrire dans cette conversation.',
  'Not sent: the message is too long.': 'Non envoyé : le message est trop long.',
  'Not sent: {{reason}}': 'Non envoyé : {{reason}}',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.':
    'Des messages que vous avez écrits attendent encore d’être envoyés. Vous déconnecter maintenant les supprime ; restez connecté et ils partiront dès votre retour en ligne.',
  'Discard them and sign out': 'Les supprimer et se déconnecter',
  'Stay signed in': 'Rester connecté',
  'Not sent: the conversation was deleted.': 'Non envoyé : la conversation a été supprimée.',
  'Not sent: the message it answers was deleted.':
    'Non envoyé : le message auquel il répond a été supprimé.',
  'Sign out once they are sent': 'Me déconnecter une fois envoyés',
  'You will be signed out once the waiting messages are sent.':
    'Vous serez déconnecté dès que les messages en attente seront envoyés.',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.':
    'La déconnexion partout nécessite le réseau. Connectez-vous et réessayez, ou déconnectez-vous seulement de cet appareil.',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.':
    'Vous avez été déconnecté : votre session a pris fin ailleurs (déconnexion partout, nouveau mot de passe ou compte supprimé). Reconnectez-vous pour continuer.',
  'You were signed out, as you asked, once your messages were sent.':
    'Vous avez été déconnecté, comme demandé, une fois vos messages envoyés.',
  '{{count}} messages waiting on this device were not sent.': {
    one: '{{count}} message en attente sur cet appareil n’a pas été envoyé.',
    many: '{{count}} de messages en attente sur cet appareil n’ont pas été envoyés.',
    other: '{{count}} messages en attente sur cet appareil n’ont pas été envoyés.',
  },
  'New message': 'Nouveau message',
  '{{name}} in {{conversation}}': '{{name}} dans {{conversation}}',
  'Share to a conversation': 'Partager dans une conversation',
  'This share is no longer on this device.': 'Ce partage n’est plus sur cet appareil.',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.':
    '« {{name}} » dépasse 10 Mo, le maximum que Parley partage par image.',
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.':
    'Parley partage des images (PNG, JPEG, GIF ou WebP) ; « {{name}} » n’en est pas une.',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.':
    'Parley partage jusqu’à 10 images à la fois ; ce partage en contenait {{count}}.',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.':
    'Ce partage dépasse ce que Parley accepte : jusqu’à 10 images de 10 Mo chacune.',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.':
    'Quelque chose a été partagé avec Parley. Rien n’est envoyé avant que vous choisissiez une conversation et l’envoyiez.',
  'This share could not be read. Try sharing again.':
    'Impossible de lire ce partage. Partagez à nouveau.',
  'Search conversations': 'Rechercher des conversations',
  'No conversations on this device yet: start one, then share again.':
    'Aucune conversation sur cet appareil pour l’instant : commencez-en une, puis partagez à nouveau.',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.':
    'Parley n’a pas le droit d’utiliser votre micro. Autorisez l’accès au micro pour ce site dans votre navigateur, puis appuyez de nouveau sur enregistrer.',
  'No microphone was found. Connect one, then press record again.':
    'Aucun micro trouvé. Branchez-en un, puis appuyez de nouveau sur enregistrer.',
  'The microphone is busy or not working. Close other apps using it, then try again.':
    'Le micro est occupé ou ne fonctionne pas. Fermez les autres applis qui l’utilisent, puis réessayez.',
  'This browser cannot record voice messages. Try another browser.':
    'Ce navigateur ne peut pas enregistrer de messages vocaux. Essayez un autre navigateur.',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.':
    'Les messages vocaux s’arrêtent à {{limit}}. Écoutez-le, puis envoyez-le ou supprimez-le.',
  'Time left: {{time}}': 'Temps restant : {{time}}',
  'Picture waiting for the network': 'Image en attente du réseau',
  'Voice message waiting for the network': 'Message vocal en attente du réseau',
  'Saved on this device': 'Enregistré sur cet appareil',
  'Your conversations are saved here for reading offline, and what you write waits here for the network.':
    'Vos conversations sont enregistrées ici pour la lecture hors ligne, et ce que vous écrivez attend ici le réseau.',
  'This browser keeps them until you sign out, even when the device runs low on space.':
    'Ce navigateur les conserve jusqu’à ce que vous vous déconnectiez, même quand l’appareil manque d’espace.',
  'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.':
    'Ce navigateur peut les supprimer quand l’appareil manque d’espace. Parley lui demande de les conserver dès que vous envoyez un message ou activez les notifications.',
  'This browser may remove them when the device runs low on space.':
    'Ce navigateur peut les supprimer quand l’appareil manque d’espace.',
  '{{count}} new messages': {
    one: '{{count}} nouveau message',
    many: '{{count}} de nouveaux messages',
    other: '{{count}} nouveaux messages',
  },
  '{{count}} unread threads': {
    one: '{{count}} fil non lu',
    many: '{{count}} de fils non lus',
    other: '{{count}} fils non lus',
  },
};

export default catalogue;
