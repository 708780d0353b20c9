/** Parley's own words in Portuguese, loaded only for a browser that prefers it. */
import type { Catalogue } from '../messages.ts';

const catalogue: Catalogue = {
  '1 day': '1 dia',
  '7 days': '7 dias',
  '30 days': '30 dias',
  'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.':
    'Qualquer pessoa pelo e-mail exato; pelo nome, as pessoas com quem você compartilha uma conversa e as que escolheram ser encontráveis.',
  'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.':
    'Qualquer pessoa com o link pode entrar neste grupo, mesmo sem conta. Ele funciona até expirar, esgotar os usos ou você revogá-lo.',
  Copied: 'Copiado',
  'Copy link': 'Copiar link',
  'Create a group and invite people with a link': 'Criar um grupo e convidar pessoas com um link',
  'Expires after': 'Expira após',
  'Expires {{date}}': 'Expira em {{date}}',
  'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.':
    'Encontre alguém pelo e-mail, ou pelo nome se a pessoa escolheu ser encontrável, e escreva para ela.',
  'Invite link': 'Link de convite',
  'Join a conversation': 'Entrar em uma conversa',
  'Join my group on Parley': 'Entre no meu grupo no Parley',
  'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.':
    'Para entrar é preciso ter rede. Seu link fica guardado aqui: ao se conectar ele é seguido sozinho, ou tente novamente.',
  'Joining…': 'Entrando…',
  'Let people find me by name': 'Permitir que me encontrem pelo nome',
  'Make a link': 'Criar um link',
  'Make a new link': 'Criar um novo link',
  'Name a group, then send its link to anyone, also to people who have no account yet.':
    'Dê um nome a um grupo e envie o link dele para quem quiser, inclusive para quem ainda não tem conta.',
  'Name or exact e-mail address': 'Nome ou e-mail exato',
  'Name the group. Next you get a link to send to the people you want in it.':
    'Dê um nome ao grupo. Em seguida você recebe um link para enviar às pessoas que quer nele.',
  'New group': 'Novo grupo',
  'No limit': 'Sem limite',
  'Number of uses (optional)': 'Número de usos (opcional)',
  'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.':
    'Desativado, só podem encontrar você as pessoas que sabem seu e-mail exato ou compartilham uma conversa com você.',
  'Open the group': 'Abrir o grupo',
  Revoke: 'Revogar',
  'Share…': 'Compartilhar…',
  'Start a conversation': 'Iniciar uma conversa',
  'The invite link could not be made.': 'Não foi possível criar o link de convite.',
  'The invite link could not be revoked.': 'Não foi possível revogar o link de convite.',
  'The invite links could not be loaded.': 'Não foi possível carregar os links de convite.',
  'The setting could not be loaded.': 'Não foi possível carregar a configuração.',
  'The setting could not be saved.': 'Não foi possível salvar a configuração.',
  'Uses: {{used}} of {{max}}': 'Usos: {{used}} de {{max}}',
  'Uses: {{used}}': 'Usos: {{used}}',
  'Where to start': 'Por onde começar',
  'Who can find you': 'Quem pode encontrar você',
  'Active links': 'Links ativos',
  'Made by you': 'Criado por você',
  'Made by {{name}}': 'Criado por {{name}}',
  'Made by a former member': 'Criado por um ex-membro',
  'Only members who may add people to this group can see and revoke its links.':
    'Só os membros que podem adicionar pessoas a este grupo podem ver e revogar os links dele.',
  'This invite link does not exist. Check that it was copied whole.':
    'Este link de convite não existe. Verifique se ele foi copiado por inteiro.',
  'This invite link was revoked.': 'Este link de convite foi revogado.',
  'This invite link has expired. Ask for a new one.': 'Este link de convite expirou. Peça um novo.',
  'This invite link has been used as many times as it allows. Ask for a new one.':
    'Este link de convite já foi usado todas as vezes permitidas. Peça um novo.',
  'This invite link no longer works: the person who made it can no longer add people to the group.':
    'Este link de convite não funciona mais: quem o criou não pode mais adicionar pessoas ao grupo.',
  'Too many invite links were tried. Wait a few minutes and try again.':
    'Muitos links de convite foram tentados. Aguarde alguns minutos e tente novamente.',
  'This invite link could not be followed. Try again later.':
    'Não foi possível seguir este link de convite. Tente novamente mais tarde.',
  'Only members who may add people to this group can make a link to it.':
    'Só os membros que podem adicionar pessoas a este grupo podem criar um link para ele.',
  'A direct message takes no invite links.': 'Uma mensagem direta não tem links de convite.',
  'Invite links cannot be made right now. Try again shortly.':
    'Não é possível criar links de convite agora. Tente novamente daqui a pouco.',
  Notifications: 'Notificações',
  'Parley can tell you when a message arrives for you.':
    'O Parley pode avisar você quando chegar uma mensagem.',
  'Your notification settings appear once you are back online.':
    'Suas configurações de notificação aparecem assim que você voltar a ficar online.',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    'As notificações do Parley estão bloqueadas neste navegador. Para permiti-las, abra as configurações do site (o ícone ao lado do endereço), defina Notificações como Permitir e recarregue esta página.',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.':
    'Este navegador não pode mostrar notificações. No iPhone ou iPad, adicione o Parley à Tela de Início (Compartilhar e depois Adicionar à Tela de Início) e abra-o por lá.',
  'Turn on notifications': 'Ativar notificações',
  'Notifications are on for your account but not yet allowed on this device.':
    'As notificações estão ativadas na sua conta, mas ainda não foram permitidas neste dispositivo.',
  'Allow notifications on this device': 'Permitir notificações neste dispositivo',
  'Notify me about': 'Avisar-me sobre',
  'Direct messages and mentions': 'Mensagens diretas e menções',
  'All messages': 'Todas as mensagens',
  'Show message text in notifications': 'Mostrar o texto da mensagem nas notificações',
  'When it is off, a notification says only “New message”.':
    'Quando desativado, a notificação diz apenas “Nova mensagem”.',
  'Notifications come to this device, also while Parley is closed.':
    'As notificações chegam a este dispositivo, mesmo com o Parley fechado.',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.':
    'Neste dispositivo, as notificações aparecem enquanto o Parley está aberto: este navegador não conseguiu se inscrever para recebê-las com ele fechado.',
  'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.':
    'As notificações chegam ao Parley fechado em no máximo 10 dos seus dispositivos, e já chegam a 10. Desative-as num dispositivo que já não usa e depois abra o Parley aqui de novo.',
  'Saving needs the network. Connect and try again.':
    'Salvar precisa de rede. Conecte-se e tente de novo.',
  'Page not found': 'Página não encontrada',
  'There is nothing at this address.': 'Não há nada neste endereço.',
  'Go to your conversations': 'Ir para suas conversas',
  'Loading Parley…': 'Carregando o Parley…',
  'The server cannot be reached. Check your connection and try again.':
    'Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.',
  'Something went wrong. Try again.': 'Algo deu errado. Tente novamente.',
  'That email and password do not match an account.':
    'Esse e-mail e essa senha não correspondem a nenhuma conta.',
  'Confirm your email address first: check your inbox for the link.':
    'Confirme primeiro seu endereço de e-mail: procure o link na sua caixa de entrada.',
  'An account with this email already exists. Sign in instead.':
    'Já existe uma conta com este e-mail. Entre com ela.',
  'Choose a stronger password.': 'Escolha uma senha mais forte.',
  'Too many attempts. Wait a minute and try again.':
    'Tentativas demais. Aguarde um minuto e tente novamente.',
  'Too many emails sent. Wait a minute and try again.':
    'E-mails demais enviados. Aguarde um minuto e tente novamente.',
  'Guest access is turned off for this app.': 'O acesso como convidado está desativado neste app.',
  'That code is not right. Check the time on your device and try again.':
    'Esse código não está certo. Verifique o horário do seu dispositivo e tente novamente.',
  'The code expired. Enter the current one.': 'O código expirou. Digite o atual.',
  'Your session ended. Sign in again.': 'Sua sessão terminou. Entre novamente.',
  'Choose a password different from your current one.': 'Escolha uma senha diferente da atual.',
  Email: 'E-mail',
  Password: 'Senha',
  'At least {{min}} characters.': 'Pelo menos {{min}} caracteres.',
  'Remembered it?': 'Lembrou?',
  'Sign in': 'Entrar',
  'Check your inbox': 'Confira sua caixa de entrada',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.':
    'Se existir uma conta para {{email}}, um e-mail com um link para escolher uma nova senha está a caminho.',
  'Reset your password': 'Redefina sua senha',
  'Enter the email you signed up with and we will send you a link to choose a new password.':
    'Digite o e-mail com que você se cadastrou e enviaremos um link para escolher uma nova senha.',
  'Send reset link': 'Enviar link',
  'Sending…': 'Enviando…',
  'This account has no authenticator app set up any more. Sign in again.':
    'Esta conta não tem mais um app autenticador configurado. Entre novamente.',
  'Two-step verification': 'Verificação em duas etapas',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.':
    'Abra seu app autenticador e digite o código de 6 dígitos que ele mostra para o Parley.',
  'Sign in with another account': 'Entrar com outra conta',
  'Authentication code': 'Código de autenticação',
  Verify: 'Verificar',
  'Verifying…': 'Verificando…',
  'Choose a new password': 'Escolha uma nova senha',
  'You followed a reset link. Pick the password you will use from now on.':
    'Você abriu um link de redefinição. Escolha a senha que vai usar a partir de agora.',
  'New password': 'Nova senha',
  'Repeat the new password': 'Repita a nova senha',
  'Save password': 'Salvar senha',
  'Saving…': 'Salvando…',
  'Welcome back. Sign in to pick up your conversations.':
    'Que bom ver você de novo. Entre para retomar suas conversas.',
  'New to Parley?': 'Novo no Parley?',
  'Create an account': 'Criar uma conta',
  'Forgot your password?': 'Esqueceu sua senha?',
  'Signing in…': 'Entrando…',
  or: 'ou',
  'Starting guest session…': 'Iniciando sessão de convidado…',
  'Continue as guest': 'Continuar como convidado',
  'We sent a confirmation link to {{email}}.': 'Enviamos um link de confirmação para {{email}}.',
  'Open the link in that email to finish creating your account, then sign in.':
    'Abra o link nesse e-mail para concluir a criação da conta e depois entre.',
  'Back to sign in': 'Voltar para entrar',
  'Create your account': 'Crie sua conta',
  'Your name is how people will see you in conversations.':
    'Seu nome é como as pessoas verão você nas conversas.',
  'Already have an account?': 'Já tem uma conta?',
  'First name': 'Nome',
  'Last name': 'Sobrenome',
  'Create account': 'Criar conta',
  'Creating account…': 'Criando conta…',
  'Enter your email address.': 'Digite seu endereço de e-mail.',
  'Enter an email address like name@example.com.':
    'Digite um endereço de e-mail como nome@example.com.',
  'Enter your password.': 'Digite sua senha.',
  'Choose a password.': 'Escolha uma senha.',
  'Use at least {{min}} characters ({{count}} so far).':
    'Use pelo menos {{min}} caracteres ({{count}} até agora).',
  'Enter your first name.': 'Digite seu nome.',
  'Enter your last name.': 'Digite seu sobrenome.',
  'Keep your first name under {{max}} characters.':
    'Seu nome deve ter menos de {{max}} caracteres.',
  'Keep your last name under {{max}} characters.':
    'Seu sobrenome deve ter menos de {{max}} caracteres.',
  'Enter the 6-digit code from your authenticator app.':
    'Digite o código de 6 dígitos do seu app autenticador.',
  'The code is 6 digits, numbers only.': 'O código tem 6 dígitos, apenas números.',
  'The two passwords are different.': 'As duas senhas são diferentes.',
  'Install Parley': 'Instalar o Parley',
  'A new version of Parley is ready': 'Uma nova versão do Parley está pronta',
  'Reload to start using it, or keep going and update later.':
    'Recarregue para começar a usá-la, ou continue e atualize depois.',
  Later: 'Depois',
  Reload: 'Recarregar',
  'Parley, your conversations': 'Parley, suas conversas',
  Main: 'Principal',
  'Review queue': 'Fila de revisão',
  Chats: 'Conversas',
  Threads: 'Tópicos',
  Profile: 'Perfil',
  Security: 'Segurança',
  'Parley keeps trying by itself.': 'O Parley continua tentando sozinho.',
  'Retry now': 'Tentar agora',
  'Reconnecting to the chat server…': 'Reconectando ao servidor de chat…',
  'Loading your profile failed.': 'Não foi possível carregar seu perfil.',
  'Getting your chat pass failed.': 'Não foi possível obter seu acesso ao chat.',
  'Connecting to the chat server failed.': 'Não foi possível conectar ao servidor de chat.',
  'Your conversations appear here once Parley is connected.':
    'Suas conversas aparecem aqui assim que o Parley estiver conectado.',
  'Loading your conversations…': 'Carregando suas conversas…',
  'Loading…': 'Carregando…',
  'Skip to main content': 'Ir para o conteúdo principal',
  'Skip to the conversation': 'Ir para a conversa',
  'Not connected': 'Desconectado',
  Offline: 'Offline',
  'Connecting…': 'Conectando…',
  'Reconnecting…': 'Reconectando…',
  Connected: 'Conectado',
  'Your profile could not be loaded: {{reason}}':
    'Não foi possível carregar seu perfil: {{reason}}',
  'The chat server could not be reached: {{reason}}':
    'Não foi possível acessar o servidor de chat: {{reason}}',
  'The profile could not be loaded.': 'Não foi possível carregar o perfil.',
  'The profile could not be saved.': 'Não foi possível salvar o perfil.',
  'You are signed out.': 'Você saiu da conta.',
  'The chat token could not be fetched: the network is unreachable.':
    'Não foi possível obter o token do chat: a rede está inacessível.',
  'The chat token could not be fetched (HTTP {{status}}).':
    'Não foi possível obter o token do chat (HTTP {{status}}).',
  'Choose a PNG, JPEG or WebP picture.': 'Escolha uma imagem PNG, JPEG ou WebP.',
  'That picture is {{size}} MB; choose one under {{max}} MB.':
    'Essa imagem tem {{size}} MB; escolha uma com menos de {{max}} MB.',
  'This browser cannot resize pictures.': 'Este navegador não consegue redimensionar imagens.',
  'The picture could not be converted.': 'Não foi possível converter a imagem.',
  'The resized picture is still over {{max}} MB.':
    'A imagem redimensionada ainda tem mais de {{max}} MB.',
  'Account saved': 'Conta salva',
  'You can now sign in with your email and password on any device.':
    'Agora você pode entrar com seu e-mail e sua senha em qualquer dispositivo.',
  'Keep your guest account': 'Mantenha sua conta de convidado',
  'You are using Parley as a guest. Add an email and password to sign in again later.':
    'Você está usando o Parley como convidado. Adicione um e-mail e uma senha para entrar de novo depois.',
  'Save account': 'Salvar conta',
  'Your name': 'Seu nome',
  'Saved. Your conversations show the new name.': 'Salvo. Suas conversas mostram o novo nome.',
  'Save name': 'Salvar nome',
  'The picture could not be saved: {{reason}}': 'Não foi possível salvar a foto: {{reason}}',
  'Your picture': 'Sua foto',
  'Your current picture': 'Sua foto atual',
  'Uploading…': 'Enviando…',
  'Choose a picture': 'Escolher uma foto',
  'Remove picture': 'Remover foto',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.':
    'PNG, JPEG ou WebP. Ela é recortada em quadrado e reduzida antes do envio.',
  'Picture saved.': 'Foto salva.',
  'In conversations you appear as “{{name}}”.': 'Nas conversas, você aparece como “{{name}}”.',
  'Try again': 'Tentar novamente',
  'Loading your profile…': 'Carregando seu perfil…',
  'Sign out': 'Sair',
  'Signing out everywhere also ends your sessions on other devices and browsers.':
    'Sair em todos os lugares também encerra suas sessões em outros dispositivos e navegadores.',
  'Authenticator app': 'App autenticador',
  'added {{date}}': 'adicionado em {{date}}',
  'Removing…': 'Removendo…',
  Remove: 'Remover',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.':
    'Com um app autenticador, o login também pede um código de 6 dígitos, então uma senha roubada não basta.',
  'Signing out…': 'Saindo…',
  'Sign out everywhere': 'Sair em todos os lugares',
  'Signing out everywhere…': 'Saindo em todos os lugares…',
  'QR code for your authenticator app': 'QR code para seu app autenticador',
  'Code from the app': 'Código do app',
  'Turn on two-step verification': 'Ativar a verificação em duas etapas',
  'Checking…': 'Verificando…',
  'Preparing…': 'Preparando…',
  'Set up an authenticator app': 'Configurar um app autenticador',
  'Scan this QR code with your authenticator app.':
    'Escaneie este QR code com seu app autenticador.',
  'Or type this secret into it:': 'Ou digite esta chave secreta nele:',
  'Back to conversations': 'Voltar para as conversas',
  'Back to threads': 'Voltar para os tópicos',
  Details: 'Detalhes',
  'You are invited': 'Você foi convidado',
  'Accept invite': 'Aceitar convite',
  'Reject invite': 'Recusar convite',
  'Members ({{count}})': 'Membros ({{count}})',
  '(you)': '(você)',
  Moderator: 'Moderador',
  Invited: 'Convidado',
  'Remove moderator': 'Remover moderador',
  'Make moderator': 'Tornar moderador',
  'Add or invite people': 'Adicionar ou convidar pessoas',
  'Add {{count}}': 'Adicionar {{count}}',
  Add: 'Adicionar',
  'Invite {{count}}': 'Convidar {{count}}',
  Invite: 'Convidar',
  'For you': 'Para você',
  Unmute: 'Reativar som',
  Mute: 'Silenciar',
  Unpin: 'Desafixar',
  'Pin to top': 'Fixar no topo',
  Unarchive: 'Desarquivar',
  Archive: 'Arquivar',
  Hide: 'Ocultar',
  Leave: 'Sair',
  Moderation: 'Moderação',
  'Slow mode': 'Modo lento',
  Off: 'Desativado',
  '{{count}} seconds between messages': {
    one: '{{count}} segundo entre mensagens',
    many: '{{count}} de segundos entre mensagens',
    other: '{{count}} segundos entre mensagens',
  },
  '{{count}} minutes between messages': {
    one: '{{count}} minuto entre mensagens',
    many: '{{count}} de minutos entre mensagens',
    other: '{{count}} minutos entre mensagens',
  },
  '{{count}} messages waiting to be sent.': {
    one: '{{count}} mensagem aguardando envio.',
    many: '{{count}} de mensagens aguardando envio.',
    other: '{{count}} mensagens aguardando envio.',
  },
  'Unfreeze conversation': 'Descongelar conversa',
  'Freeze conversation': 'Congelar conversa',
  'Conversation details': 'Detalhes da conversa',
  'Leaving failed.': 'Não foi possível sair.',
  'Hiding failed.': 'Não foi possível ocultar.',
  'Accepting the invite failed.': 'Não foi possível aceitar o convite.',
  'Rejecting the invite failed.': 'Não foi possível recusar o convite.',
  'Removing the moderator failed.': 'Não foi possível remover o moderador.',
  'Making a moderator failed.': 'Não foi possível tornar moderador.',
  'Removing the member failed.': 'Não foi possível remover o membro.',
  'Adding members failed.': 'Não foi possível adicionar os membros.',
  'Inviting failed.': 'Não foi possível convidar.',
  'Unmuting failed.': 'Não foi possível reativar o som.',
  'Muting failed.': 'Não foi possível silenciar.',
  'Unpinning failed.': 'Não foi possível desafixar.',
  'Pinning failed.': 'Não foi possível fixar.',
  'Unarchiving failed.': 'Não foi possível desarquivar.',
  'Archiving failed.': 'Não foi possível arquivar.',
  'Changing slow mode failed.': 'Não foi possível alterar o modo lento.',
  'Unfreezing failed.': 'Não foi possível descongelar.',
  'Freezing failed.': 'Não foi possível congelar.',
  'Choose a conversation, or start a new one.': 'Escolha uma conversa ou comece uma nova.',
  Conversations: 'Conversas',
  'Show inbox': 'Mostrar caixa de entrada',
  'Show archived': 'Mostrar arquivadas',
  Conversation: 'Conversa',
  Close: 'Fechar',
  'Pick at least one person to talk to.': 'Escolha pelo menos uma pessoa para conversar.',
  'Give the group a name so everyone recognises it.':
    'Dê um nome ao grupo para que todos o reconheçam.',
  'The conversation could not be started: {{reason}}':
    'Não foi possível iniciar a conversa: {{reason}}',
  'With: {{names}}': 'Com: {{names}}',
  'Group name': 'Nome do grupo',
  'Group name (optional)': 'Nome do grupo (opcional)',
  'e.g. Weekend plans': 'ex.: Planos do fim de semana',
  'Starting…': 'Iniciando…',
  'Create group': 'Criar grupo',
  'Start conversation': 'Iniciar conversa',
  'New conversation': 'Nova conversa',
  'Searching failed.': 'A busca falhou.',
  'Find people': 'Encontrar pessoas',
  People: 'Pessoas',
  'Nobody matches “{{query}}”.': 'Ninguém corresponde a “{{query}}”.',
  'Flag message': 'Denunciar mensagem',
  'Why should a moderator look at it?': 'Por que um moderador deveria olhar isso?',
  'Also flag {{name}}': 'Denunciar também {{name}}',
  Cancel: 'Cancelar',
  'Send flag': 'Enviar denúncia',
  Spam: 'Spam',
  'Harassment or bullying': 'Assédio ou bullying',
  'Inappropriate content': 'Conteúdo impróprio',
  'Something else': 'Outro motivo',
  'the author': 'o autor',
  'Unban user': 'Desbanir usuário',
  'Ban user': 'Banir usuário',
  unknown: 'desconhecido',
  Message: 'Mensagem',
  User: 'Usuário',
  'by {{name}}': 'de {{name}}',
  'Message deleted': 'Mensagem excluída',
  'No text': 'Sem texto',
  Flags: 'Denúncias',
  someone: 'alguém',
  'no reason given': 'nenhum motivo informado',
  Dismiss: 'Dispensar',
  'Delete message': 'Excluir mensagem',
  'Ban {{name}}': 'Banir {{name}}',
  'Only moderators and admins can see the review queue.':
    'Só moderadores e administradores podem ver a fila de revisão.',
  'Could not load the review queue: {{reason}}':
    'Não foi possível carregar a fila de revisão: {{reason}}',
  'That did not work: {{reason}}': 'Não deu certo: {{reason}}',
  Refresh: 'Atualizar',
  'Loading the review queue…': 'Carregando a fila de revisão…',
  'Nothing to review. Flagged messages and users appear here.':
    'Nada para revisar. Mensagens e usuários denunciados aparecem aqui.',
  'Flagged messages and users': 'Mensagens e usuários denunciados',
  'The review queue appears here once Parley is connected.':
    'A fila de revisão aparece aqui assim que o Parley estiver conectado.',
  'Saved for later': 'Salvo para depois',
  'Reminder was due {{when}}': 'O lembrete venceu em {{when}}',
  'Reminder at {{when}}': 'Lembrete em {{when}}',
  'In 2 minutes': 'Em 2 minutos',
  'In 30 minutes': 'Em 30 minutos',
  'In 1 hour': 'Em 1 hora',
  'In 2 hours': 'Em 2 horas',
  'In 8 hours': 'Em 8 horas',
  'In 24 hours': 'Em 24 horas',
  Reminders: 'Lembretes',
  'Reminders and saved': 'Lembretes e salvos',
  Someone: 'Alguém',
  'Change reminder for “{{text}}”': 'Alterar lembrete de “{{text}}”',
  'Change…': 'Alterar…',
  'No time, keep saved': 'Sem horário, manter salvo',
  'Loading your reminders…': 'Carregando seus lembretes…',
  'Could not load your reminders: {{reason}}':
    'Não foi possível carregar seus lembretes: {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.':
    'Nenhum lembrete ou mensagem salva. Use “Lembrar-me” ou “Salvar para depois” em uma mensagem.',
  'Reminders and saved messages': 'Lembretes e mensagens salvas',
  'Reminder: “{{text}}”': 'Lembrete: “{{text}}”',
  'Reminder: a message you asked to be reminded about':
    'Lembrete: uma mensagem sobre a qual você pediu um lembrete',
  'Parley may not read your position. Allow location access for this site and try again.':
    'O Parley não tem permissão para ler sua localização. Permita o acesso à localização para este site e tente novamente.',
  'Your position could not be found.': 'Não foi possível encontrar sua localização.',
  'Finding your position…': 'Buscando sua localização…',
  'Map marker at {{place}}': 'Marcador no mapa em {{place}}',
  'Open in a map': 'Abrir em um mapa',
  'You are offline: these results come from this device.':
    'Você está offline: estes resultados vêm deste dispositivo.',
  'Reply in a thread': 'Resposta em um tópico',
  'Message from a muted user': 'Mensagem de um usuário silenciado',
  Show: 'Mostrar',
  'This message could not be kept on this device to send again. Try again.':
    'Não foi possível salvar esta mensagem neste dispositivo para reenviá-la. Tente novamente.',
  'That conversation does not exist, or you are not one of its members.':
    'Essa conversa não existe ou você não faz parte dela.',
  'That conversation is not saved on this device. It opens once you are back online.':
    'Essa conversa não está salva neste dispositivo. Ela abrirá quando você voltar a ficar online.',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.':
    'Este dispositivo está sem espaço: o Parley agora guarda menos conversas para ler offline.',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.':
    'Você está offline: mostrando o que está salvo neste dispositivo. As mensagens que escrever serão enviadas sozinhas quando você voltar a ficar online.',
  'Waiting for network': 'Aguardando a rede',
  'Not sent: you cannot post in this conversation.':
    'Não enviada: você não pode escrever nesta conversa.',
  'Not sent: the message is too long.': 'Não enviada: a mensagem é longa demais.',
  'Not sent: {{reason}}': 'Não enviada: {{reason}}',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.':
    'Há mensagens que você escreveu ainda aguardando envio. Sair agora as descarta; continue conectado e elas serão enviadas quando você voltar a ficar online.',
  'Discard them and sign out': 'Descartar e sair',
  'Stay signed in': 'Continuar conectado',
  'Not sent: the conversation was deleted.': 'Não enviada: a conversa foi excluída.',
  'Not sent: the message it answers was deleted.':
    'Não enviada: a mensagem que ela responde foi excluída.',
  'Sign out once they are sent': 'Sair quando forem enviadas',
  'You will be signed out once the waiting messages are sent.':
    'Você sairá assim que as mensagens pendentes forem enviadas.',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.':
    'Sair em todos os lugares precisa de rede. Conecte-se e tente de novo, ou saia apenas deste dispositivo.',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.':
    'Você saiu: sua sessão terminou em outro lugar (saída em todos os lugares, uma nova senha ou uma conta removida). Entre de novo para continuar.',
  'You were signed out, as you asked, once your messages were sent.':
    'Você saiu, como pediu, depois que suas mensagens foram enviadas.',
  '{{count}} messages waiting on this device were not sent.': {
    one: '{{count}} mensagem aguardando neste dispositivo não foi enviada.',
    many: '{{count}} de mensagens aguardando neste dispositivo não foram enviadas.',
    other: '{{count}} mensagens aguardando neste dispositivo não foram enviadas.',
  },
  'New message': 'Nova mensagem',
  '{{name}} in {{conversation}}': '{{name}} em {{conversation}}',
  'Share to a conversation': 'Compartilhar em uma conversa',
  'This share is no longer on this device.':
    'Este compartilhamento não está mais neste dispositivo.',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.':
    '“{{name}}” tem mais de 10 MB, o máximo que o Parley compartilha por imagem.',
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.':
    'O Parley compartilha imagens (PNG, JPEG, GIF ou WebP); “{{name}}” não é uma delas.',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.':
    'O Parley compartilha até 10 imagens por vez; este compartilhamento tinha {{count}}.',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.':
    'Este compartilhamento é maior do que o Parley aceita: até 10 imagens de 10 MB cada.',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.':
    'Algo foi compartilhado com o Parley. Nada é enviado até você escolher uma conversa e enviar.',
  'This share could not be read. Try sharing again.':
    'Não foi possível ler este compartilhamento. Tente compartilhar novamente.',
  'Search conversations': 'Buscar conversas',
  'No conversations on this device yet: start one, then share again.':
    'Ainda não há conversas neste dispositivo: comece uma e compartilhe novamente.',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.':
    'O Parley não pode usar o seu microfone. Permita o acesso ao microfone para este site no navegador e toque em gravar novamente.',
  'No microphone was found. Connect one, then press record again.':
    'Nenhum microfone encontrado. Conecte um e toque em gravar novamente.',
  'The microphone is busy or not working. Close other apps using it, then try again.':
    'O microfone está ocupado ou não funciona. Feche outros apps que o usam e tente novamente.',
  'This browser cannot record voice messages. Try another browser.':
    'Este navegador não consegue gravar mensagens de voz. Experimente outro navegador.',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.':
    'As mensagens de voz param em {{limit}}. Ouça e depois envie ou apague.',
  'Time left: {{time}}': 'Tempo restante: {{time}}',
  'Picture waiting for the network': 'Imagem aguardando a rede',
  'Voice message waiting for the network': 'Mensagem de voz aguardando a rede',
  'Saved on this device': 'Salvo neste dispositivo',
  'Your conversations are saved here for reading offline, and what you write waits here for the network.':
    'Suas conversas ficam salvas aqui para leitura offline, e o que você escreve aguarda a rede aqui.',
  'This browser keeps them until you sign out, even when the device runs low on space.':
    'Este navegador as mantém até você sair, mesmo quando o dispositivo estiver com pouco espaço.',
  'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.':
    'Este navegador pode removê-las quando o dispositivo estiver com pouco espaço. O Parley pede que ele as mantenha assim que você enviar uma mensagem ou ativar as notificações.',
  'This browser may remove them when the device runs low on space.':
    'Este navegador pode removê-las quando o dispositivo estiver com pouco espaço.',
  '{{count}} new messages': {
    one: '{{count}} mensagem nova',
    many: '{{count}} de mensagens novas',
    other: '{{count}} mensagens novas',
  },
  '{{count}} unread threads': {
    one: '{{count}} conversa paralela não lida',
    many: '{{count}} de conversas paralelas não lidas',
    other: '{{count}} conversas paralelas não lidas',
  },
};

export default catalogue;
