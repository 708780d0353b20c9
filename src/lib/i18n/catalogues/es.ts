/** Parley's own words in Spanish, loaded only for a browser that prefers it. */
import type { Catalogue } from '../messages.ts';

const catalogue: Catalogue = {
  '1 day': '1 día',
  '7 days': '7 días',
  '30 days': '30 días',
  'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.':
    'Cualquiera por su dirección de correo exacta; por nombre, las personas con quienes compartes una conversación y las que eligieron ser localizables.',
  'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.':
    'Cualquiera con el enlace puede unirse a este grupo, aunque aún no tenga cuenta. Funciona hasta que caduque, se agoten sus usos o lo revoques.',
  Copied: 'Copiado',
  'Copy link': 'Copiar enlace',
  'Create a group and invite people with a link': 'Crear un grupo e invitar a gente con un enlace',
  'Expires after': 'Caduca en',
  'Expires {{date}}': 'Caduca el {{date}}',
  'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.':
    'Encuentra a alguien por su dirección de correo, o por su nombre si eligió ser localizable, y escríbele.',
  'Invite link': 'Enlace de invitación',
  'Join a conversation': 'Unirse a una conversación',
  'Join my group on Parley': 'Únete a mi grupo en Parley',
  'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.':
    'Para unirte hace falta conexión. Tu enlace se guarda aquí: al conectarte se abre solo, o vuelve a intentarlo.',
  'Joining…': 'Uniéndote…',
  'Let people find me by name': 'Permitir que me encuentren por mi nombre',
  'Make a link': 'Crear un enlace',
  'Make a new link': 'Crear un enlace nuevo',
  'Name a group, then send its link to anyone, also to people who have no account yet.':
    'Ponle nombre a un grupo y envía su enlace a quien quieras, también a quien aún no tiene cuenta.',
  'Name or exact e-mail address': 'Nombre o dirección de correo exacta',
  'Name the group. Next you get a link to send to the people you want in it.':
    'Ponle nombre al grupo. Después recibirás un enlace para enviar a las personas que quieras en él.',
  'New group': 'Grupo nuevo',
  'No limit': 'Sin límite',
  'Number of uses (optional)': 'Número de usos (opcional)',
  'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.':
    'Si está desactivado, solo pueden encontrarte quienes conocen tu dirección de correo exacta o comparten una conversación contigo.',
  'Open the group': 'Abrir el grupo',
  Revoke: 'Revocar',
  'Share…': 'Compartir…',
  'Start a conversation': 'Iniciar una conversación',
  'The invite link could not be made.': 'No se pudo crear el enlace de invitación.',
  'The invite link could not be revoked.': 'No se pudo revocar el enlace de invitación.',
  'The invite links could not be loaded.': 'No se pudieron cargar los enlaces de invitación.',
  'The setting could not be loaded.': 'No se pudo cargar el ajuste.',
  'The setting could not be saved.': 'No se pudo guardar el ajuste.',
  'Uses: {{used}} of {{max}}': 'Usos: {{used}} de {{max}}',
  'Uses: {{used}}': 'Usos: {{used}}',
  'Where to start': 'Por dónde empezar',
  'Who can find you': 'Quién puede encontrarte',
  'Active links': 'Enlaces activos',
  'Made by you': 'Creado por ti',
  'Made by {{name}}': 'Creado por {{name}}',
  'Made by a former member': 'Creado por un antiguo miembro',
  'Only members who may add people to this group can see and revoke its links.':
    'Solo los miembros que pueden añadir personas a este grupo pueden ver y revocar sus enlaces.',
  'This invite link does not exist. Check that it was copied whole.':
    'Este enlace de invitación no existe. Comprueba que se copió completo.',
  'This invite link was revoked.': 'Este enlace de invitación fue revocado.',
  'This invite link has expired. Ask for a new one.':
    'Este enlace de invitación ha caducado. Pide uno nuevo.',
  'This invite link has been used as many times as it allows. Ask for a new one.':
    'Este enlace de invitación ya se usó todas las veces que permite. Pide uno nuevo.',
  'This invite link no longer works: the person who made it can no longer add people to the group.':
    'Este enlace de invitación ya no funciona: quien lo creó ya no puede añadir personas al grupo.',
  'Too many invite links were tried. Wait a few minutes and try again.':
    'Se probaron demasiados enlaces de invitación. Espera unos minutos e inténtalo de nuevo.',
  'This invite link could not be followed. Try again later.':
    'No se pudo seguir este enlace de invitación. Inténtalo más tarde.',
  'Only members who may add people to this group can make a link to it.':
    'Solo los miembros que pueden añadir personas a este grupo pueden crear un enlace para él.',
  'A direct message takes no invite links.': 'Un mensaje directo no admite enlaces de invitación.',
  'Invite links cannot be made right now. Try again shortly.':
    'Ahora no se pueden crear enlaces de invitación. Inténtalo de nuevo en un momento.',
  Notifications: 'Notificaciones',
  'Parley can tell you when a message arrives for you.':
    'Parley puede avisarte cuando te llega un mensaje.',
  'Your notification settings appear once you are back online.':
    'Tus ajustes de notificaciones aparecerán cuando vuelvas a tener conexión.',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    'Las notificaciones de Parley están bloqueadas en este navegador. Para permitirlas, abre la configuración del sitio (el icono junto a la dirección), pon Notificaciones en Permitir y vuelve a cargar esta página.',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.':
    'Este navegador no puede mostrar notificaciones. En iPhone o iPad, añade Parley a la pantalla de inicio (Compartir y luego Añadir a pantalla de inicio) y ábrelo desde allí.',
  'Turn on notifications': 'Activar notificaciones',
  'Notifications are on for your account but not yet allowed on this device.':
    'Las notificaciones están activadas en tu cuenta, pero aún no se permiten en este dispositivo.',
  'Allow notifications on this device': 'Permitir notificaciones en este dispositivo',
  'Notify me about': 'Avisarme de',
  'Direct messages and mentions': 'Mensajes directos y menciones',
  'All messages': 'Todos los mensajes',
  'Show message text in notifications': 'Mostrar el texto del mensaje en las notificaciones',
  'When it is off, a notification says only “New message”.':
    'Si está desactivado, una notificación solo dice «Nuevo mensaje».',
  'Notifications come to this device, also while Parley is closed.':
    'Las notificaciones llegan a este dispositivo, también cuando Parley está cerrado.',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.':
    'En este dispositivo, las notificaciones se muestran mientras Parley está abierto: este navegador no pudo suscribirse para recibirlas con la aplicación cerrada.',
  'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.':
    'Las notificaciones llegan a Parley cerrado en un máximo de 10 de tus dispositivos, y ya llegan a 10. Desactívalas en uno que ya no uses y vuelve a abrir Parley aquí.',
  'Saving needs the network. Connect and try again.':
    'Guardar necesita conexión. Conéctate y vuelve a intentarlo.',
  'Page not found': 'Página no encontrada',
  'There is nothing at this address.': 'No hay nada en esta dirección.',
  'Go to your conversations': 'Ir a tus conversaciones',
  'Loading Parley…': 'Cargando Parley…',
  'The server cannot be reached. Check your connection and try again.':
    'No se puede conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  'Something went wrong. Try again.': 'Algo ha salido mal. Inténtalo de nuevo.',
  'That email and password do not match an account.':
    'Ese correo y esa contraseña no coinciden con ninguna cuenta.',
  'Confirm your email address first: check your inbox for the link.':
    'Confirma primero tu dirección de correo: busca el enlace en tu bandeja de entrada.',
  'An account with this email already exists. Sign in instead.':
    'Ya existe una cuenta con este correo. Inicia sesión.',
  'Choose a stronger password.': 'Elige una contraseña más segura.',
  'Too many attempts. Wait a minute and try again.':
    'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
  'Too many emails sent. Wait a minute and try again.':
    'Se han enviado demasiados correos. Espera un minuto e inténtalo de nuevo.',
  'Guest access is turned off for this app.':
    'El acceso como invitado está desactivado en esta aplicación.',
  'That code is not right. Check the time on your device and try again.':
    'El código no es correcto. Comprueba la hora de tu dispositivo e inténtalo de nuevo.',
  'The code expired. Enter the current one.': 'El código ha caducado. Introduce el actual.',
  'Your session ended. Sign in again.': 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  'Choose a password different from your current one.':
    'Elige una contraseña distinta de la actual.',
  Email: 'Correo electrónico',
  Password: 'Contraseña',
  'At least {{min}} characters.': 'Al menos {{min}} caracteres.',
  'Remembered it?': '¿Ya te acuerdas?',
  'Sign in': 'Iniciar sesión',
  'Check your inbox': 'Revisa tu bandeja de entrada',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.':
    'Si existe una cuenta para {{email}}, te hemos enviado un correo con un enlace para elegir una nueva contraseña.',
  'Reset your password': 'Restablece tu contraseña',
  'Enter the email you signed up with and we will send you a link to choose a new password.':
    'Introduce el correo con el que te registraste y te enviaremos un enlace para elegir una nueva contraseña.',
  'Send reset link': 'Enviar enlace',
  'Sending…': 'Enviando…',
  'This account has no authenticator app set up any more. Sign in again.':
    'Esta cuenta ya no tiene ninguna aplicación de autenticación configurada. Vuelve a iniciar sesión.',
  'Two-step verification': 'Verificación en dos pasos',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.':
    'Abre tu aplicación de autenticación e introduce el código de 6 dígitos que muestra para Parley.',
  'Sign in with another account': 'Iniciar sesión con otra cuenta',
  'Authentication code': 'Código de autenticación',
  Verify: 'Verificar',
  'Verifying…': 'Verificando…',
  'Choose a new password': 'Elige una nueva contraseña',
  'You followed a reset link. Pick the password you will use from now on.':
    'Has abierto un enlace de restablecimiento. Elige la contraseña que usarás a partir de ahora.',
  'New password': 'Nueva contraseña',
  'Repeat the new password': 'Repite la nueva contraseña',
  'Save password': 'Guardar contraseña',
  'Saving…': 'Guardando…',
  'Welcome back. Sign in to pick up your conversations.':
    'Hola de nuevo. Inicia sesión para retomar tus conversaciones.',
  'New to Parley?': '¿Eres nuevo en Parley?',
  'Create an account': 'Crea una cuenta',
  'Forgot your password?': '¿Has olvidado tu contraseña?',
  'Signing in…': 'Iniciando sesión…',
  or: 'o',
  'Starting guest session…': 'Iniciando sesión de invitado…',
  'Continue as guest': 'Continuar como invitado',
  'We sent a confirmation link to {{email}}.':
    'Hemos enviado un enlace de confirmación a {{email}}.',
  'Open the link in that email to finish creating your account, then sign in.':
    'Abre el enlace de ese correo para terminar de crear tu cuenta y después inicia sesión.',
  'Back to sign in': 'Volver a iniciar sesión',
  'Create your account': 'Crea tu cuenta',
  'Your name is how people will see you in conversations.':
    'Tu nombre es como te verán los demás en las conversaciones.',
  'Already have an account?': '¿Ya tienes una cuenta?',
  'First name': 'Nombre',
  'Last name': 'Apellidos',
  'Create account': 'Crear cuenta',
  'Creating account…': 'Creando cuenta…',
  'Enter your email address.': 'Introduce tu dirección de correo.',
  'Enter an email address like name@example.com.':
    'Introduce una dirección de correo como nombre@example.com.',
  'Enter your password.': 'Introduce tu contraseña.',
  'Choose a password.': 'Elige una contraseña.',
  'Use at least {{min}} characters ({{count}} so far).':
    'Usa al menos {{min}} caracteres (llevas {{count}}).',
  'Enter your first name.': 'Introduce tu nombre.',
  'Enter your last name.': 'Introduce tus apellidos.',
  'Keep your first name under {{max}} characters.':
    'Tu nombre debe tener menos de {{max}} caracteres.',
  'Keep your last name under {{max}} characters.':
    'Tus apellidos deben tener menos de {{max}} caracteres.',
  'Enter the 6-digit code from your authenticator app.':
    'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
  'The code is 6 digits, numbers only.': 'El código tiene 6 dígitos, solo números.',
  'The two passwords are different.': 'Las dos contraseñas no coinciden.',
  'Install Parley': 'Instalar Parley',
  'A new version of Parley is ready': 'Hay una nueva versión de Parley lista',
  'Reload to start using it, or keep going and update later.':
    'Recarga para empezar a usarla, o sigue y actualiza más tarde.',
  Later: 'Más tarde',
  Reload: 'Recargar',
  'Parley, your conversations': 'Parley, tus conversaciones',
  Main: 'Principal',
  'Review queue': 'Cola de revisión',
  Chats: 'Chats',
  Threads: 'Hilos',
  Profile: 'Perfil',
  Security: 'Seguridad',
  'Parley keeps trying by itself.': 'Parley sigue intentándolo por sí solo.',
  'Retry now': 'Reintentar ahora',
  'Reconnecting to the chat server…': 'Reconectando con el servidor de chat…',
  'Loading your profile failed.': 'No se ha podido cargar tu perfil.',
  'Getting your chat pass failed.': 'No se ha podido obtener tu acceso al chat.',
  'Connecting to the chat server failed.': 'No se ha podido conectar con el servidor de chat.',
  'Your conversations appear here once Parley is connected.':
    'Tus conversaciones aparecerán aquí cuando Parley esté conectado.',
  'Loading your conversations…': 'Cargando tus conversaciones…',
  'Loading…': 'Cargando…',
  'Skip to main content': 'Ir al contenido principal',
  'Skip to the conversation': 'Ir a la conversación',
  'Not connected': 'Desconectado',
  Offline: 'Sin conexión',
  'Connecting…': 'Conectando…',
  'Reconnecting…': 'Reconectando…',
  Connected: 'Conectado',
  'Your profile could not be loaded: {{reason}}': 'No se ha podido cargar tu perfil: {{reason}}',
  'The chat server could not be reached: {{reason}}':
    'No se puede conectar con el servidor de chat: {{reason}}',
  'The profile could not be loaded.': 'No se ha podido cargar el perfil.',
  'The profile could not be saved.': 'No se ha podido guardar el perfil.',
  'You are signed out.': 'Has cerrado la sesión.',
  'The chat token could not be fetched: the network is unreachable.':
    'No se ha podido obtener el token del chat: la red no está disponible.',
  'The chat token could not be fetched (HTTP {{status}}).':
    'No se ha podido obtener el token del chat (HTTP {{status}}).',
  'Choose a PNG, JPEG or WebP picture.': 'Elige una imagen PNG, JPEG o WebP.',
  'That picture is {{size}} MB; choose one under {{max}} MB.':
    'Esa imagen ocupa {{size}} MB; elige una de menos de {{max}} MB.',
  'This browser cannot resize pictures.': 'Este navegador no puede redimensionar imágenes.',
  'The picture could not be converted.': 'No se ha podido convertir la imagen.',
  'The resized picture is still over {{max}} MB.':
    'La imagen redimensionada sigue ocupando más de {{max}} MB.',
  'Account saved': 'Cuenta guardada',
  'You can now sign in with your email and password on any device.':
    'Ahora puedes iniciar sesión con tu correo y tu contraseña en cualquier dispositivo.',
  'Keep your guest account': 'Conserva tu cuenta de invitado',
  'You are using Parley as a guest. Add an email and password to sign in again later.':
    'Estás usando Parley como invitado. Añade un correo y una contraseña para volver a iniciar sesión más adelante.',
  'Save account': 'Guardar cuenta',
  'Your name': 'Tu nombre',
  'Saved. Your conversations show the new name.':
    'Guardado. Tus conversaciones muestran el nuevo nombre.',
  'Save name': 'Guardar nombre',
  'The picture could not be saved: {{reason}}': 'No se ha podido guardar la imagen: {{reason}}',
  'Your picture': 'Tu foto',
  'Your current picture': 'Tu foto actual',
  'Uploading…': 'Subiendo…',
  'Choose a picture': 'Elegir una foto',
  'Remove picture': 'Quitar foto',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.':
    'PNG, JPEG o WebP. Se recorta en cuadrado y se reduce antes de subirla.',
  'Picture saved.': 'Foto guardada.',
  'In conversations you appear as “{{name}}”.': 'En las conversaciones apareces como «{{name}}».',
  'Try again': 'Reintentar',
  'Loading your profile…': 'Cargando tu perfil…',
  'Sign out': 'Cerrar sesión',
  'Signing out everywhere also ends your sessions on other devices and browsers.':
    'Cerrar sesión en todas partes también termina tus sesiones en otros dispositivos y navegadores.',
  'Authenticator app': 'Aplicación de autenticación',
  'added {{date}}': 'añadida el {{date}}',
  'Removing…': 'Quitando…',
  Remove: 'Quitar',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.':
    'Con una aplicación de autenticación, al iniciar sesión también se pide un código de 6 dígitos, así que una contraseña robada no basta.',
  'Signing out…': 'Cerrando sesión…',
  'Sign out everywhere': 'Cerrar sesión en todas partes',
  'Signing out everywhere…': 'Cerrando sesión en todas partes…',
  'QR code for your authenticator app': 'Código QR para tu aplicación de autenticación',
  'Code from the app': 'Código de la aplicación',
  'Turn on two-step verification': 'Activar la verificación en dos pasos',
  'Checking…': 'Comprobando…',
  'Preparing…': 'Preparando…',
  'Set up an authenticator app': 'Configurar una aplicación de autenticación',
  'Scan this QR code with your authenticator app.':
    'Escanea este código QR con tu aplicación de autenticación.',
  'Or type this secret into it:': 'O escribe en ella esta clave secreta:',
  'Back to conversations': 'Volver a las conversaciones',
  'Back to threads': 'Volver a los hilos',
  Details: 'Detalles',
  'You are invited': 'Te han invitado',
  'Accept invite': 'Aceptar invitación',
  'Reject invite': 'Rechazar invitación',
  'Members ({{count}})': 'Miembros ({{count}})',
  '(you)': '(tú)',
  Moderator: 'Moderador',
  Invited: 'Invitado',
  'Remove moderator': 'Quitar como moderador',
  'Make moderator': 'Hacer moderador',
  'Add or invite people': 'Añadir o invitar personas',
  'Add {{count}}': 'Añadir {{count}}',
  Add: 'Añadir',
  'Invite {{count}}': 'Invitar a {{count}}',
  Invite: 'Invitar',
  'For you': 'Para ti',
  Unmute: 'Activar sonido',
  Mute: 'Silenciar',
  Unpin: 'Desfijar',
  'Pin to top': 'Fijar arriba',
  Unarchive: 'Desarchivar',
  Archive: 'Archivar',
  Hide: 'Ocultar',
  Leave: 'Salir',
  Moderation: 'Moderación',
  'Slow mode': 'Modo lento',
  Off: 'Desactivado',
  '{{count}} seconds between messages': {
    one: '{{count}} segundo entre mensajes',
    many: '{{count}} de segundos entre mensajes',
    other: '{{count}} segundos entre mensajes',
  },
  '{{count}} minutes between messages': {
    one: '{{count}} minuto entre mensajes',
    many: '{{count}} de minutos entre mensajes',
    other: '{{count}} minutos entre mensajes',
  },
  '{{count}} messages waiting to be sent.': {
    one: '{{count}} mensaje pendiente de envío.',
    many: '{{count}} de mensajes pendientes de envío.',
    other: '{{count}} mensajes pendientes de envío.',
  },
  'Unfreeze conversation': 'Descongelar conversación',
  'Freeze conversation': 'Congelar conversación',
  'Conversation details': 'Detalles de la conversación',
  'Leaving failed.': 'No se ha podido salir.',
  'Hiding failed.': 'No se ha podido ocultar.',
  'Accepting the invite failed.': 'No se ha podido aceptar la invitación.',
  'Rejecting the invite failed.': 'No se ha podido rechazar la invitación.',
  'Removing the moderator failed.': 'No se ha podido quitar al moderador.',
  'Making a moderator failed.': 'No se ha podido nombrar moderador.',
  'Removing the member failed.': 'No se ha podido quitar al miembro.',
  'Adding members failed.': 'No se han podido añadir los miembros.',
  'Inviting failed.': 'No se ha podido invitar.',
  'Unmuting failed.': 'No se ha podido activar el sonido.',
  'Muting failed.': 'No se ha podido silenciar.',
  'Unpinning failed.': 'No se ha podido desfijar.',
  'Pinning failed.': 'No se ha podido fijar.',
  'Unarchiving failed.': 'No se ha podido desarchivar.',
  'Archiving failed.': 'No se ha podido archivar.',
  'Changing slow mode failed.': 'No se ha podido cambiar el modo lento.',
  'Unfreezing failed.': 'No se ha podido descongelar.',
  'Freezing failed.': 'No se ha podido congelar.',
  'Choose a conversation, or start a new one.': 'Elige una conversación o empieza una nueva.',
  Conversations: 'Conversaciones',
  'Show inbox': 'Mostrar bandeja de entrada',
  'Show archived': 'Mostrar archivadas',
  Conversation: 'Conversación',
  Close: 'Cerrar',
  'Pick at least one person to talk to.': 'Elige al menos a una persona con quien hablar.',
  'Give the group a name so everyone recognises it.':
    'Ponle un nombre al grupo para que todos lo reconozcan.',
  'The conversation could not be started: {{reason}}':
    'No se ha podido iniciar la conversación: {{reason}}',
  'With: {{names}}': 'Con: {{names}}',
  'Group name': 'Nombre del grupo',
  'Group name (optional)': 'Nombre del grupo (opcional)',
  'e.g. Weekend plans': 'p. ej., Planes del finde',
  'Starting…': 'Iniciando…',
  'Create group': 'Crear grupo',
  'Start conversation': 'Iniciar conversación',
  'New conversation': 'Nueva conversación',
  'Searching failed.': 'La búsqueda ha fallado.',
  'Find people': 'Buscar personas',
  People: 'Personas',
  'Nobody matches “{{query}}”.': 'Nadie coincide con «{{query}}».',
  'Flag message': 'Denunciar mensaje',
  'Why should a moderator look at it?': '¿Por qué debería revisarlo un moderador?',
  'Also flag {{name}}': 'Denunciar también a {{name}}',
  Cancel: 'Cancelar',
  'Send flag': 'Enviar denuncia',
  Spam: 'Spam',
  'Harassment or bullying': 'Acoso o intimidación',
  'Inappropriate content': 'Contenido inapropiado',
  'Something else': 'Otro motivo',
  'the author': 'el autor',
  'Unban user': 'Quitar bloqueo',
  'Ban user': 'Bloquear usuario',
  unknown: 'desconocido',
  Message: 'Mensaje',
  User: 'Usuario',
  'by {{name}}': 'de {{name}}',
  'Message deleted': 'Mensaje eliminado',
  'No text': 'Sin texto',
  Flags: 'Denuncias',
  someone: 'alguien',
  'no reason given': 'sin motivo',
  Dismiss: 'Descartar',
  'Delete message': 'Eliminar mensaje',
  'Ban {{name}}': 'Bloquear a {{name}}',
  'Only moderators and admins can see the review queue.':
    'Solo los moderadores y administradores pueden ver la cola de revisión.',
  'Could not load the review queue: {{reason}}':
    'No se ha podido cargar la cola de revisión: {{reason}}',
  'That did not work: {{reason}}': 'No ha funcionado: {{reason}}',
  Refresh: 'Actualizar',
  'Loading the review queue…': 'Cargando la cola de revisión…',
  'Nothing to review. Flagged messages and users appear here.':
    'Nada que revisar. Aquí aparecen los mensajes y usuarios denunciados.',
  'Flagged messages and users': 'Mensajes y usuarios denunciados',
  'The review queue appears here once Parley is connected.':
    'La cola de revisión aparecerá aquí cuando Parley esté conectado.',
  'Saved for later': 'Guardado para más tarde',
  'Reminder was due {{when}}': 'El recordatorio vencía el {{when}}',
  'Reminder at {{when}}': 'Recordatorio el {{when}}',
  'In 2 minutes': 'En 2 minutos',
  'In 30 minutes': 'En 30 minutos',
  'In 1 hour': 'En 1 hora',
  'In 2 hours': 'En 2 horas',
  'In 8 hours': 'En 8 horas',
  'In 24 hours': 'En 24 horas',
  Reminders: 'Recordatorios',
  'Reminders and saved': 'Recordatorios y guardados',
  Someone: 'Alguien',
  'Change reminder for “{{text}}”': 'Cambiar el recordatorio de «{{text}}»',
  'Change…': 'Cambiar…',
  'No time, keep saved': 'Sin hora, solo guardado',
  'Loading your reminders…': 'Cargando tus recordatorios…',
  'Could not load your reminders: {{reason}}':
    'No se han podido cargar tus recordatorios: {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.':
    'No hay recordatorios ni mensajes guardados. Usa «Recordarme» o «Guardar para más tarde» en un mensaje.',
  'Reminders and saved messages': 'Recordatorios y mensajes guardados',
  'Reminder: “{{text}}”': 'Recordatorio: «{{text}}»',
  'Reminder: a message you asked to be reminded about':
    'Recordatorio: un mensaje que pediste que te recordáramos',
  'Parley may not read your position. Allow location access for this site and try again.':
    'Parley no tiene permiso para leer tu ubicación. Permite el acceso a la ubicación para este sitio e inténtalo de nuevo.',
  'Your position could not be found.': 'No se ha podido encontrar tu ubicación.',
  'Finding your position…': 'Buscando tu ubicación…',
  'Map marker at {{place}}': 'Marcador en el mapa en {{place}}',
  'Open in a map': 'Abrir en un mapa',
  'You are offline: these results come from this device.':
    'Estás sin conexión: estos resultados vienen de este dispositivo.',
  'Reply in a thread': 'Respuesta en un hilo',
  'Message from a muted user': 'Mensaje de un usuario silenciado',
  Show: 'Mostrar',
  'This message could not be kept on this device to send again. Try again.':
    'No se pudo guardar este mensaje en este dispositivo para volver a enviarlo. Inténtalo de nuevo.',
  'That conversation does not exist, or you are not one of its members.':
    'Esa conversación no existe o no eres miembro de ella.',
  'That conversation is not saved on this device. It opens once you are back online.':
    'Esa conversación no está guardada en este dispositivo. Se abrirá cuando vuelvas a estar en línea.',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.':
    'Este dispositivo se ha quedado sin espacio: Parley ahora guarda menos conversaciones para leer sin conexión.',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.':
    'Estás sin conexión: se muestra lo guardado en este dispositivo. Los mensajes que escribas se enviarán solos cuando vuelvas a estar en línea.',
  'Waiting for network': 'Esperando la red',
  'Not sent: you cannot post in this conversation.':
    'No enviado: no puedes escribir en esta conversación.',
  'Not sent: the message is too long.': 'No enviado: el mensaje es demasiado largo.',
  'Not sent: {{reason}}': 'No enviado: {{reason}}',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.':
    'Hay mensajes que escribiste que aún esperan para enviarse. Si cierras sesión ahora, se descartan; sigue con la sesión iniciada y se enviarán cuando vuelvas a estar en línea.',
  'Discard them and sign out': 'Descartarlos y cerrar sesión',
  'Stay signed in': 'Mantener la sesión',
  'Not sent: the conversation was deleted.': 'No enviado: la conversación se eliminó.',
  'Not sent: the message it answers was deleted.':
    'No enviado: el mensaje al que responde se eliminó.',
  'Sign out once they are sent': 'Cerrar sesión cuando se envíen',
  'You will be signed out once the waiting messages are sent.':
    'Se cerrará tu sesión en cuanto se envíen los mensajes pendientes.',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.':
    'Cerrar sesión en todas partes necesita conexión. Conéctate y vuelve a intentarlo, o cierra sesión solo en este dispositivo.',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.':
    'Se cerró tu sesión: terminó en otro lugar (cierre de sesión en todas partes, una contraseña nueva o una cuenta eliminada). Inicia sesión de nuevo para continuar.',
  'You were signed out, as you asked, once your messages were sent.':
    'Se cerró tu sesión, como pediste, cuando se enviaron tus mensajes.',
  '{{count}} messages waiting on this device were not sent.': {
    one: '{{count}} mensaje pendiente en este dispositivo no se envió.',
    many: '{{count}} de mensajes pendientes en este dispositivo no se enviaron.',
    other: '{{count}} mensajes pendientes en este dispositivo no se enviaron.',
  },
  'New message': 'Mensaje nuevo',
  '{{name}} in {{conversation}}': '{{name}} en {{conversation}}',
  'Share to a conversation': 'Compartir en una conversación',
  'This share is no longer on this device.':
    'Este contenido compartido ya no está en este dispositivo.',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.':
    '«{{name}}» ocupa más de 10 MB, el máximo que Parley comparte por imagen.',
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.':
    'Parley comparte imágenes (PNG, JPEG, GIF o WebP); «{{name}}» no es una de ellas.',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.':
    'Parley comparte hasta 10 imágenes a la vez, y aquí había {{count}}.',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.':
    'Lo compartido ocupa más de lo que Parley acepta: hasta 10 imágenes de 10 MB cada una.',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.':
    'Se ha compartido algo con Parley. No se envía nada hasta que elijas una conversación y lo envíes.',
  'This share could not be read. Try sharing again.':
    'No se ha podido leer el contenido compartido. Vuelve a compartirlo.',
  'Search conversations': 'Buscar conversaciones',
  'No conversations on this device yet: start one, then share again.':
    'Aún no hay conversaciones en este dispositivo: empieza una y vuelve a compartir.',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.':
    'Parley no puede usar tu micrófono. Permite el acceso al micrófono para este sitio en tu navegador y vuelve a pulsar grabar.',
  'No microphone was found. Connect one, then press record again.':
    'No se encontró ningún micrófono. Conecta uno y vuelve a pulsar grabar.',
  'The microphone is busy or not working. Close other apps using it, then try again.':
    'El micrófono está ocupado o no funciona. Cierra otras apps que lo usen e inténtalo de nuevo.',
  'This browser cannot record voice messages. Try another browser.':
    'Este navegador no puede grabar mensajes de voz. Prueba con otro navegador.',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.':
    'Los mensajes de voz se detienen a los {{limit}}. Escúchalo y luego envíalo o bórralo.',
  'Time left: {{time}}': 'Tiempo restante: {{time}}',
  'Picture waiting for the network': 'Imagen esperando la red',
  'Voice message waiting for the network': 'Mensaje de voz esperando la red',
  'Saved on this device': 'Guardado en este dispositivo',
  'Your conversations are saved here for reading offline, and what you write waits here for the network.':
    'Tus conversaciones se guardan aquí para leerlas sin conexión, y lo que escribes espera aquí hasta que haya red.',
  'This browser keeps them until you sign out, even when the device runs low on space.':
    'Este navegador las conserva hasta que cierres sesión, incluso cuando al dispositivo le quede poco espacio.',
  'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.':
    'Este navegador puede borrarlas cuando al dispositivo le quede poco espacio. Parley le pide que las conserve en cuanto envíes un mensaje o actives las notificaciones.',
  'This browser may remove them when the device runs low on space.':
    'Este navegador puede borrarlas cuando al dispositivo le quede poco espacio.',
  '{{count}} new messages': {
    one: '{{count}} mensaje nuevo',
    many: '{{count}} de mensajes nuevos',
    other: '{{count}} mensajes nuevos',
  },
  '{{count}} unread threads': {
    one: '{{count}} hilo sin leer',
    many: '{{count}} de hilos sin leer',
    other: '{{count}} hilos sin leer',
  },
};

export default catalogue;
