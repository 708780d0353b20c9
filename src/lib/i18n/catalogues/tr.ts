/** Parley's own words in Turkish, loaded only for a browser that prefers it. */
import type { Catalogue } from '../messages.ts';

const catalogue: Catalogue = {
  '1 day': '1 gün',
  '7 days': '7 gün',
  '30 days': '30 gün',
  'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.':
    'Herkesi tam e-posta adresiyle; adla ise sohbet paylaştığınız kişileri ve bulunabilir olmayı seçenleri.',
  'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.':
    'Bağlantıya sahip herkes, hesabı olmasa bile bu gruba katılabilir. Süresi dolana, kullanım hakkı bitene ya da siz iptal edene kadar geçerlidir.',
  Copied: 'Kopyalandı',
  'Copy link': 'Bağlantıyı kopyala',
  'Create a group and invite people with a link':
    'Grup oluşturun ve bağlantıyla kişileri davet edin',
  'Expires after': 'Geçerlilik süresi',
  'Expires {{date}}': '{{date}} tarihinde sona erer',
  'Find someone by their e-mail address, or by name if they chose to be findable, and write to them.':
    'Birini e-posta adresiyle ya da bulunabilir olmayı seçtiyse adıyla bulun ve ona yazın.',
  'Invite link': 'Davet bağlantısı',
  'Join a conversation': 'Bir sohbete katılın',
  'Join my group on Parley': 'Parley’deki grubuma katıl',
  'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.':
    'Katılmak için ağ gerekir. Bağlantınız burada saklanıyor: bağlandığınızda kendiliğinden açılır ya da tekrar deneyin.',
  'Joining…': 'Katılınıyor…',
  'Let people find me by name': 'Adımla bulunmama izin ver',
  'Make a link': 'Bağlantı oluştur',
  'Make a new link': 'Yeni bağlantı oluştur',
  'Name a group, then send its link to anyone, also to people who have no account yet.':
    'Bir gruba ad verin, sonra bağlantısını herkese gönderin; henüz hesabı olmayanlara da.',
  'Name or exact e-mail address': 'Ad veya tam e-posta adresi',
  'Name the group. Next you get a link to send to the people you want in it.':
    'Gruba bir ad verin. Ardından gruba katılmasını istediğiniz kişilere göndereceğiniz bir bağlantı alırsınız.',
  'New group': 'Yeni grup',
  'No limit': 'Sınırsız',
  'Number of uses (optional)': 'Kullanım sayısı (isteğe bağlı)',
  'When this is off, only people who know your exact e-mail address, or who share a conversation with you, can find you.':
    'Kapalıyken sizi yalnızca tam e-posta adresinizi bilenler veya sizinle sohbet paylaşanlar bulabilir.',
  'Open the group': 'Grubu aç',
  Revoke: 'İptal et',
  'Share…': 'Paylaş…',
  'Start a conversation': 'Sohbet başlatın',
  'The invite link could not be made.': 'Davet bağlantısı oluşturulamadı.',
  'The invite link could not be revoked.': 'Davet bağlantısı iptal edilemedi.',
  'The invite links could not be loaded.': 'Davet bağlantıları yüklenemedi.',
  'The setting could not be loaded.': 'Ayar yüklenemedi.',
  'The setting could not be saved.': 'Ayar kaydedilemedi.',
  'Uses: {{used}} of {{max}}': 'Kullanım: {{used}} / {{max}}',
  'Uses: {{used}}': 'Kullanım: {{used}}',
  'Where to start': 'Nereden başlamalı',
  'Who can find you': 'Sizi kimler bulabilir',
  'Active links': 'Etkin bağlantılar',
  'Made by you': 'Oluşturan: sen',
  'Made by {{name}}': 'Oluşturan: {{name}}',
  'Made by a former member': 'Oluşturan: eski bir üye',
  'Only members who may add people to this group can see and revoke its links.':
    'Bu grubun bağlantılarını yalnızca gruba kişi ekleyebilen üyeler görebilir ve iptal edebilir.',
  'This invite link does not exist. Check that it was copied whole.':
    'Bu davet bağlantısı yok. Tamamen kopyalandığından emin olun.',
  'This invite link was revoked.': 'Bu davet bağlantısı iptal edildi.',
  'This invite link has expired. Ask for a new one.':
    'Bu davet bağlantısının süresi doldu. Yenisini isteyin.',
  'This invite link has been used as many times as it allows. Ask for a new one.':
    'Bu davet bağlantısı izin verilen sayıda kullanıldı. Yenisini isteyin.',
  'This invite link no longer works: the person who made it can no longer add people to the group.':
    'Bu davet bağlantısı artık çalışmıyor: onu oluşturan kişi artık gruba kişi ekleyemiyor.',
  'Too many invite links were tried. Wait a few minutes and try again.':
    'Çok fazla davet bağlantısı denendi. Birkaç dakika bekleyip tekrar deneyin.',
  'This invite link could not be followed. Try again later.':
    'Bu davet bağlantısı açılamadı. Daha sonra tekrar deneyin.',
  'Only members who may add people to this group can make a link to it.':
    'Bu gruba yalnızca kişi ekleyebilen üyeler grup için bağlantı oluşturabilir.',
  'A direct message takes no invite links.':
    'Doğrudan mesajlar için davet bağlantısı oluşturulamaz.',
  'Invite links cannot be made right now. Try again shortly.':
    'Davet bağlantıları şu anda oluşturulamıyor. Biraz sonra tekrar deneyin.',
  Notifications: 'Bildirimler',
  'Parley can tell you when a message arrives for you.':
    'Parley size bir mesaj geldiğinde haber verebilir.',
  'Your notification settings appear once you are back online.':
    'Bildirim ayarlarınız yeniden çevrimiçi olduğunuzda görünür.',
  'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    'Parley bildirimleri bu tarayıcıda engellenmiş. İzin vermek için site ayarlarını açın (adresin yanındaki simge), Bildirimler’i İzin ver olarak ayarlayın ve bu sayfayı yeniden yükleyin.',
  'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.':
    'Bu tarayıcı bildirim gösteremiyor. iPhone veya iPad’de Parley’i Ana Ekran’a ekleyin (Paylaş, ardından Ana Ekrana Ekle) ve oradan açın.',
  'Turn on notifications': 'Bildirimleri aç',
  'Notifications are on for your account but not yet allowed on this device.':
    'Bildirimler hesabınız için açık, ancak bu cihazda henüz izin verilmedi.',
  'Allow notifications on this device': 'Bu cihazda bildirimlere izin ver',
  'Notify me about': 'Bana bildir',
  'Direct messages and mentions': 'Doğrudan mesajlar ve bahsetmeler',
  'All messages': 'Tüm mesajlar',
  'Show message text in notifications': 'Bildirimlerde mesaj metnini göster',
  'When it is off, a notification says only “New message”.':
    'Kapalıyken bildirim yalnızca “Yeni mesaj” der.',
  'Notifications come to this device, also while Parley is closed.':
    'Bildirimler bu cihaza, Parley kapalıyken de gelir.',
  'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.':
    'Bu cihazda bildirimler Parley açıkken görünür: bu tarayıcı, kapalıyken bildirim almak için abone olamadı.',
  'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.':
    'Parley kapalıyken bildirimler en fazla 10 cihazınıza gelir ve zaten 10 cihaza geliyor. Artık kullanmadığınız bir cihazda bildirimleri kapatın, ardından Parley’i burada yeniden açın.',
  'Saving needs the network. Connect and try again.':
    'Kaydetmek için ağ gerekir. Bağlanın ve yeniden deneyin.',
  'Page not found': 'Sayfa bulunamadı',
  'There is nothing at this address.': 'Bu adreste hiçbir şey yok.',
  'Go to your conversations': 'Sohbetlerinize gidin',
  'Loading Parley…': 'Parley yükleniyor…',
  'The server cannot be reached. Check your connection and try again.':
    'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edip tekrar deneyin.',
  'Something went wrong. Try again.': 'Bir şeyler ters gitti. Tekrar deneyin.',
  'That email and password do not match an account.':
    'Bu e-posta ve şifre hiçbir hesapla eşleşmiyor.',
  'Confirm your email address first: check your inbox for the link.':
    'Önce e-posta adresinizi onaylayın: bağlantı gelen kutunuzda.',
  'An account with this email already exists. Sign in instead.':
    'Bu e-postayla bir hesap zaten var. Bunun yerine giriş yapın.',
  'Choose a stronger password.': 'Daha güçlü bir şifre seçin.',
  'Too many attempts. Wait a minute and try again.':
    'Çok fazla deneme. Bir dakika bekleyip tekrar deneyin.',
  'Too many emails sent. Wait a minute and try again.':
    'Çok fazla e-posta gönderildi. Bir dakika bekleyip tekrar deneyin.',
  'Guest access is turned off for this app.': 'Bu uygulamada misafir girişi kapalı.',
  'That code is not right. Check the time on your device and try again.':
    'Kod doğru değil. Cihazınızın saatini kontrol edip tekrar deneyin.',
  'The code expired. Enter the current one.': 'Kodun süresi doldu. Güncel kodu girin.',
  'Your session ended. Sign in again.': 'Oturumunuz sona erdi. Tekrar giriş yapın.',
  'Choose a password different from your current one.':
    'Mevcut şifrenizden farklı bir şifre seçin.',
  Email: 'E-posta',
  Password: 'Şifre',
  'At least {{min}} characters.': 'En az {{min}} karakter.',
  'Remembered it?': 'Hatırladınız mı?',
  'Sign in': 'Giriş yap',
  'Check your inbox': 'Gelen kutunuzu kontrol edin',
  'If an account exists for {{email}}, an email with a link to choose a new password is on its way.':
    '{{email}} için bir hesap varsa, yeni şifre belirlemeniz için bağlantı içeren bir e-posta yolda.',
  'Reset your password': 'Şifrenizi sıfırlayın',
  'Enter the email you signed up with and we will send you a link to choose a new password.':
    'Kaydolurken kullandığınız e-postayı girin; yeni şifre belirlemeniz için size bir bağlantı gönderelim.',
  'Send reset link': 'Sıfırlama bağlantısı gönder',
  'Sending…': 'Gönderiliyor…',
  'This account has no authenticator app set up any more. Sign in again.':
    'Bu hesapta artık kurulu bir kimlik doğrulama uygulaması yok. Tekrar giriş yapın.',
  'Two-step verification': 'İki adımlı doğrulama',
  'Open your authenticator app and enter the 6-digit code it shows for Parley.':
    'Kimlik doğrulama uygulamanızı açın ve Parley için gösterdiği 6 haneli kodu girin.',
  'Sign in with another account': 'Başka bir hesapla giriş yap',
  'Authentication code': 'Doğrulama kodu',
  Verify: 'Doğrula',
  'Verifying…': 'Doğrulanıyor…',
  'Choose a new password': 'Yeni bir şifre seçin',
  'You followed a reset link. Pick the password you will use from now on.':
    'Bir sıfırlama bağlantısını açtınız. Bundan sonra kullanacağınız şifreyi seçin.',
  'New password': 'Yeni şifre',
  'Repeat the new password': 'Yeni şifreyi tekrarlayın',
  'Save password': 'Şifreyi kaydet',
  'Saving…': 'Kaydediliyor…',
  'Welcome back. Sign in to pick up your conversations.':
    'Tekrar hoş geldiniz. Sohbetlerinize devam etmek için giriş yapın.',
  'New to Parley?': "Parley'de yeni misiniz?",
  'Create an account': 'Hesap oluşturun',
  'Forgot your password?': 'Şifrenizi mi unuttunuz?',
  'Signing in…': 'Giriş yapılıyor…',
  or: 'veya',
  'Starting guest session…': 'Misafir oturumu başlatılıyor…',
  'Continue as guest': 'Misafir olarak devam et',
  'We sent a confirmation link to {{email}}.': '{{email}} adresine bir onay bağlantısı gönderdik.',
  'Open the link in that email to finish creating your account, then sign in.':
    'Hesabınızı oluşturmayı bitirmek için o e-postadaki bağlantıyı açın, ardından giriş yapın.',
  'Back to sign in': 'Girişe dön',
  'Create your account': 'Hesabınızı oluşturun',
  'Your name is how people will see you in conversations.':
    'Sohbetlerde insanlar sizi bu adla görecek.',
  'Already have an account?': 'Zaten hesabınız var mı?',
  'First name': 'Ad',
  'Last name': 'Soyad',
  'Create account': 'Hesap oluştur',
  'Creating account…': 'Hesap oluşturuluyor…',
  'Enter your email address.': 'E-posta adresinizi girin.',
  'Enter an email address like name@example.com.': 'ad@example.com gibi bir e-posta adresi girin.',
  'Enter your password.': 'Şifrenizi girin.',
  'Choose a password.': 'Bir şifre seçin.',
  'Use at least {{min}} characters ({{count}} so far).':
    'En az {{min}} karakter kullanın (şu an {{count}}).',
  'Enter your first name.': 'Adınızı girin.',
  'Enter your last name.': 'Soyadınızı girin.',
  'Keep your first name under {{max}} characters.': 'Adınız {{max}} karakterden kısa olmalı.',
  'Keep your last name under {{max}} characters.': 'Soyadınız {{max}} karakterden kısa olmalı.',
  'Enter the 6-digit code from your authenticator app.':
    'Kimlik doğrulama uygulamanızdaki 6 haneli kodu girin.',
  'The code is 6 digits, numbers only.': 'Kod 6 hanelidir, yalnızca rakam.',
  'The two passwords are different.': 'İki şifre birbirinden farklı.',
  'Install Parley': "Parley'yi yükle",
  'A new version of Parley is ready': "Parley'nin yeni sürümü hazır",
  'Reload to start using it, or keep going and update later.':
    'Kullanmaya başlamak için yeniden yükleyin ya da devam edip daha sonra güncelleyin.',
  Later: 'Sonra',
  Reload: 'Yeniden yükle',
  'Parley, your conversations': 'Parley, sohbetleriniz',
  Main: 'Ana menü',
  'Review queue': 'İnceleme kuyruğu',
  Chats: 'Sohbetler',
  Threads: 'İleti dizileri',
  Profile: 'Profil',
  Security: 'Güvenlik',
  'Parley keeps trying by itself.': 'Parley kendi kendine denemeye devam ediyor.',
  'Retry now': 'Şimdi yeniden dene',
  'Reconnecting to the chat server…': 'Sohbet sunucusuna yeniden bağlanılıyor…',
  'Loading your profile failed.': 'Profiliniz yüklenemedi.',
  'Getting your chat pass failed.': 'Sohbet erişiminiz alınamadı.',
  'Connecting to the chat server failed.': 'Sohbet sunucusuna bağlanılamadı.',
  'Your conversations appear here once Parley is connected.':
    'Parley bağlandığında sohbetleriniz burada görünür.',
  'Loading your conversations…': 'Sohbetleriniz yükleniyor…',
  'Loading…': 'Yükleniyor…',
  'Skip to main content': 'Ana içeriğe geç',
  'Skip to the conversation': 'Sohbete geç',
  'Not connected': 'Bağlı değil',
  Offline: 'Çevrimdışı',
  'Connecting…': 'Bağlanıyor…',
  'Reconnecting…': 'Yeniden bağlanıyor…',
  Connected: 'Bağlı',
  'Your profile could not be loaded: {{reason}}': 'Profiliniz yüklenemedi: {{reason}}',
  'The chat server could not be reached: {{reason}}': 'Sohbet sunucusuna ulaşılamadı: {{reason}}',
  'The profile could not be loaded.': 'Profil yüklenemedi.',
  'The profile could not be saved.': 'Profil kaydedilemedi.',
  'You are signed out.': 'Oturumunuz kapalı.',
  'The chat token could not be fetched: the network is unreachable.':
    'Sohbet anahtarı alınamadı: ağa ulaşılamıyor.',
  'The chat token could not be fetched (HTTP {{status}}).':
    'Sohbet anahtarı alınamadı (HTTP {{status}}).',
  'Choose a PNG, JPEG or WebP picture.': 'PNG, JPEG veya WebP bir resim seçin.',
  'That picture is {{size}} MB; choose one under {{max}} MB.':
    "Bu resim {{size}} MB; {{max}} MB'tan küçük bir resim seçin.",
  'This browser cannot resize pictures.': 'Bu tarayıcı resimleri yeniden boyutlandıramıyor.',
  'The picture could not be converted.': 'Resim dönüştürülemedi.',
  'The resized picture is still over {{max}} MB.': "Küçültülen resim hâlâ {{max}} MB'tan büyük.",
  'Account saved': 'Hesap kaydedildi',
  'You can now sign in with your email and password on any device.':
    'Artık her cihazda e-postanız ve şifrenizle giriş yapabilirsiniz.',
  'Keep your guest account': 'Misafir hesabınızı koruyun',
  'You are using Parley as a guest. Add an email and password to sign in again later.':
    "Parley'yi misafir olarak kullanıyorsunuz. Daha sonra tekrar giriş yapmak için bir e-posta ve şifre ekleyin.",
  'Save account': 'Hesabı kaydet',
  'Your name': 'Adınız',
  'Saved. Your conversations show the new name.': 'Kaydedildi. Sohbetleriniz yeni adı gösteriyor.',
  'Save name': 'Adı kaydet',
  'The picture could not be saved: {{reason}}': 'Resim kaydedilemedi: {{reason}}',
  'Your picture': 'Resminiz',
  'Your current picture': 'Şu anki resminiz',
  'Uploading…': 'Yükleniyor…',
  'Choose a picture': 'Resim seç',
  'Remove picture': 'Resmi kaldır',
  'PNG, JPEG or WebP. It is cropped to a square and made small before uploading.':
    'PNG, JPEG veya WebP. Yüklenmeden önce kare olarak kırpılır ve küçültülür.',
  'Picture saved.': 'Resim kaydedildi.',
  'In conversations you appear as “{{name}}”.': 'Sohbetlerde “{{name}}” olarak görünüyorsunuz.',
  'Try again': 'Tekrar dene',
  'Loading your profile…': 'Profiliniz yükleniyor…',
  'Sign out': 'Çıkış yap',
  'Signing out everywhere also ends your sessions on other devices and browsers.':
    'Her yerden çıkış yapmak, diğer cihaz ve tarayıcılardaki oturumlarınızı da sonlandırır.',
  'Authenticator app': 'Kimlik doğrulama uygulaması',
  'added {{date}}': '{{date}} tarihinde eklendi',
  'Removing…': 'Kaldırılıyor…',
  Remove: 'Kaldır',
  'With an authenticator app, signing in also asks for a 6-digit code, so a stolen password is not enough.':
    'Bir kimlik doğrulama uygulamasıyla giriş yaparken 6 haneli bir kod da istenir; böylece çalınan bir şifre yetmez.',
  'Signing out…': 'Çıkış yapılıyor…',
  'Sign out everywhere': 'Her yerden çıkış yap',
  'Signing out everywhere…': 'Her yerden çıkış yapılıyor…',
  'QR code for your authenticator app': 'Kimlik doğrulama uygulamanız için QR kodu',
  'Code from the app': 'Uygulamadaki kod',
  'Turn on two-step verification': 'İki adımlı doğrulamayı aç',
  'Checking…': 'Kontrol ediliyor…',
  'Preparing…': 'Hazırlanıyor…',
  'Set up an authenticator app': 'Bir kimlik doğrulama uygulaması kur',
  'Scan this QR code with your authenticator app.':
    'Bu QR kodunu kimlik doğrulama uygulamanızla tarayın.',
  'Or type this secret into it:': 'Ya da bu gizli anahtarı uygulamaya yazın:',
  'Back to conversations': 'Sohbetlere dön',
  'Back to threads': 'İleti dizilerine dön',
  Details: 'Ayrıntılar',
  'You are invited': 'Davet edildiniz',
  'Accept invite': 'Daveti kabul et',
  'Reject invite': 'Daveti reddet',
  'Members ({{count}})': 'Üyeler ({{count}})',
  '(you)': '(siz)',
  Moderator: 'Moderatör',
  Invited: 'Davet edildi',
  'Remove moderator': 'Moderatörlüğü kaldır',
  'Make moderator': 'Moderatör yap',
  'Add or invite people': 'Kişi ekle veya davet et',
  'Add {{count}}': '{{count}} kişiyi ekle',
  Add: 'Ekle',
  'Invite {{count}}': '{{count}} kişiyi davet et',
  Invite: 'Davet et',
  'For you': 'Sizin için',
  Unmute: 'Sesi aç',
  Mute: 'Sessize al',
  Unpin: 'Sabitlemeyi kaldır',
  'Pin to top': 'En üste sabitle',
  Unarchive: 'Arşivden çıkar',
  Archive: 'Arşivle',
  Hide: 'Gizle',
  Leave: 'Ayrıl',
  Moderation: 'Moderasyon',
  'Slow mode': 'Yavaş mod',
  Off: 'Kapalı',
  '{{count}} seconds between messages': {
    one: 'Mesajlar arasında {{count}} saniye',
    other: 'Mesajlar arasında {{count}} saniye',
  },
  '{{count}} minutes between messages': {
    one: 'Mesajlar arasında {{count}} dakika',
    other: 'Mesajlar arasında {{count}} dakika',
  },
  '{{count}} messages waiting to be sent.': {
    one: '{{count}} mesaj gönderilmeyi bekliyor.',
    other: '{{count}} mesaj gönderilmeyi bekliyor.',
  },
  'Unfreeze conversation': 'Sohbetin dondurmasını kaldır',
  'Freeze conversation': 'Sohbeti dondur',
  'Conversation details': 'Sohbet ayrıntıları',
  'Leaving failed.': 'Ayrılma başarısız oldu.',
  'Hiding failed.': 'Gizleme başarısız oldu.',
  'Accepting the invite failed.': 'Daveti kabul etme başarısız oldu.',
  'Rejecting the invite failed.': 'Daveti reddetme başarısız oldu.',
  'Removing the moderator failed.': 'Moderatörlüğü kaldırma başarısız oldu.',
  'Making a moderator failed.': 'Moderatör yapma başarısız oldu.',
  'Removing the member failed.': 'Üyeyi çıkarma başarısız oldu.',
  'Adding members failed.': 'Üye ekleme başarısız oldu.',
  'Inviting failed.': 'Davet etme başarısız oldu.',
  'Unmuting failed.': 'Sesi açma başarısız oldu.',
  'Muting failed.': 'Sessize alma başarısız oldu.',
  'Unpinning failed.': 'Sabitlemeyi kaldırma başarısız oldu.',
  'Pinning failed.': 'Sabitleme başarısız oldu.',
  'Unarchiving failed.': 'Arşivden çıkarma başarısız oldu.',
  'Archiving failed.': 'Arşivleme başarısız oldu.',
  'Changing slow mode failed.': 'Yavaş modu değiştirme başarısız oldu.',
  'Unfreezing failed.': 'Dondurmayı kaldırma başarısız oldu.',
  'Freezing failed.': 'Dondurma başarısız oldu.',
  'Choose a conversation, or start a new one.': 'Bir sohbet seçin ya da yeni bir sohbet başlatın.',
  Conversations: 'Sohbetler',
  'Show inbox': 'Gelen kutusunu göster',
  'Show archived': 'Arşivi göster',
  Conversation: 'Sohbet',
  Close: 'Kapat',
  'Pick at least one person to talk to.': 'Konuşmak için en az bir kişi seçin.',
  'Give the group a name so everyone recognises it.': 'Herkesin tanıması için gruba bir ad verin.',
  'The conversation could not be started: {{reason}}': 'Sohbet başlatılamadı: {{reason}}',
  'With: {{names}}': 'Kiminle: {{names}}',
  'Group name': 'Grup adı',
  'Group name (optional)': 'Grup adı (isteğe bağlı)',
  'e.g. Weekend plans': 'ör. Hafta sonu planları',
  'Starting…': 'Başlatılıyor…',
  'Create group': 'Grup oluştur',
  'Start conversation': 'Sohbet başlat',
  'New conversation': 'Yeni sohbet',
  'Searching failed.': 'Arama başarısız oldu.',
  'Find people': 'Kişi bul',
  People: 'Kişiler',
  'Nobody matches “{{query}}”.': '“{{query}}” ile eşleşen kimse yok.',
  'Flag message': 'Mesajı bildir',
  'Why should a moderator look at it?': 'Bir moderatör buna neden bakmalı?',
  'Also flag {{name}}': '{{name}} kişisini de bildir',
  Cancel: 'İptal',
  'Send flag': 'Bildirimi gönder',
  Spam: 'Spam',
  'Harassment or bullying': 'Taciz veya zorbalık',
  'Inappropriate content': 'Uygunsuz içerik',
  'Something else': 'Başka bir şey',
  'the author': 'yazarı',
  'Unban user': 'Yasağı kaldır',
  'Ban user': 'Kullanıcıyı yasakla',
  unknown: 'bilinmiyor',
  Message: 'Mesaj',
  User: 'Kullanıcı',
  'by {{name}}': 'gönderen: {{name}}',
  'Message deleted': 'Mesaj silindi',
  'No text': 'Metin yok',
  Flags: 'Bildirimler',
  someone: 'biri',
  'no reason given': 'neden belirtilmedi',
  Dismiss: 'Yoksay',
  'Delete message': 'Mesajı sil',
  'Ban {{name}}': '{{name}} kişisini yasakla',
  'Only moderators and admins can see the review queue.':
    'İnceleme kuyruğunu yalnızca moderatörler ve yöneticiler görebilir.',
  'Could not load the review queue: {{reason}}': 'İnceleme kuyruğu yüklenemedi: {{reason}}',
  'That did not work: {{reason}}': 'Bu işe yaramadı: {{reason}}',
  Refresh: 'Yenile',
  'Loading the review queue…': 'İnceleme kuyruğu yükleniyor…',
  'Nothing to review. Flagged messages and users appear here.':
    'İncelenecek bir şey yok. Bildirilen mesajlar ve kullanıcılar burada görünür.',
  'Flagged messages and users': 'Bildirilen mesajlar ve kullanıcılar',
  'The review queue appears here once Parley is connected.':
    'Parley bağlandığında inceleme kuyruğu burada görünür.',
  'Saved for later': 'Daha sonra kaydedildi',
  'Reminder was due {{when}}': 'Hatırlatıcının zamanı geçti: {{when}}',
  'Reminder at {{when}}': 'Hatırlatıcı: {{when}}',
  'In 2 minutes': '2 dakika sonra',
  'In 30 minutes': '30 dakika sonra',
  'In 1 hour': '1 saat sonra',
  'In 2 hours': '2 saat sonra',
  'In 8 hours': '8 saat sonra',
  'In 24 hours': '24 saat sonra',
  Reminders: 'Hatırlatıcılar',
  'Reminders and saved': 'Hatırlatıcılar ve kayıtlılar',
  Someone: 'Biri',
  'Change reminder for “{{text}}”': '“{{text}}” için hatırlatıcıyı değiştir',
  'Change…': 'Değiştir…',
  'No time, keep saved': 'Zaman yok, kayıtlı kalsın',
  'Loading your reminders…': 'Hatırlatıcılarınız yükleniyor…',
  'Could not load your reminders: {{reason}}': 'Hatırlatıcılarınız yüklenemedi: {{reason}}',
  'No reminders or saved messages. Use “Remind me” or “Save for later” on a message.':
    'Hatırlatıcı veya kayıtlı mesaj yok. Bir mesajda “Bana hatırlat” ya da “Daha sonra kaydet” seçeneğini kullanın.',
  'Reminders and saved messages': 'Hatırlatıcılar ve kayıtlı mesajlar',
  'Reminder: “{{text}}”': 'Hatırlatıcı: “{{text}}”',
  'Reminder: a message you asked to be reminded about':
    'Hatırlatıcı: hatırlatılmasını istediğiniz bir mesaj',
  'Parley may not read your position. Allow location access for this site and try again.':
    'Parley konumunuzu okuyamıyor. Bu site için konum erişimine izin verip tekrar deneyin.',
  'Your position could not be found.': 'Konumunuz bulunamadı.',
  'Finding your position…': 'Konumunuz bulunuyor…',
  'Map marker at {{place}}': 'Haritada {{place}} konumundaki işaret',
  'Open in a map': 'Haritada aç',
  'You are offline: these results come from this device.':
    'Çevrimdışısınız: bu sonuçlar bu cihazdan geliyor.',
  'Reply in a thread': 'Bir ileti dizisindeki yanıt',
  'Message from a muted user': 'Sessize alınan bir kullanıcının mesajı',
  Show: 'Göster',
  'This message could not be kept on this device to send again. Try again.':
    'Bu mesaj yeniden göndermek için bu cihazda saklanamadı. Tekrar deneyin.',
  'That conversation does not exist, or you are not one of its members.':
    'Bu sohbet mevcut değil ya da bu sohbetin üyesi değilsiniz.',
  'That conversation is not saved on this device. It opens once you are back online.':
    'Bu sohbet bu cihazda kayıtlı değil. Tekrar çevrimiçi olduğunuzda açılır.',
  'This device is out of storage space: Parley now keeps fewer conversations for reading offline.':
    'Bu cihazda depolama alanı kalmadı: Parley artık çevrimdışı okumak için daha az sohbet saklıyor.',
  'You are offline: showing what is saved on this device. Messages you write go out by themselves when you are back online.':
    'Çevrimdışısınız: bu cihazda kayıtlı olanlar gösteriliyor. Yazdığınız mesajlar tekrar çevrimiçi olduğunuzda kendiliğinden gönderilir.',
  'Waiting for network': 'Ağ bekleniyor',
  'Not sent: you cannot post in this conversation.': 'Gönderilmedi: bu sohbete yazamazsınız.',
  'Not sent: the message is too long.': 'Gönderilmedi: mesaj çok uzun.',
  'Not sent: {{reason}}': 'Gönderilmedi: {{reason}}',
  'Messages you wrote are still waiting to be sent. Signing out now discards them; stay signed in and they go out when you are back online.':
    'Yazdığınız mesajlar hâlâ gönderilmeyi bekliyor. Şimdi çıkış yaparsanız silinirler; oturumunuz açık kalırsa tekrar çevrimiçi olduğunuzda gönderilirler.',
  'Discard them and sign out': 'Sil ve çıkış yap',
  'Stay signed in': 'Oturumu açık tut',
  'Not sent: the conversation was deleted.': 'Gönderilmedi: konuşma silindi.',
  'Not sent: the message it answers was deleted.': 'Gönderilmedi: yanıtladığı mesaj silindi.',
  'Sign out once they are sent': 'Gönderilince oturumu kapat',
  'You will be signed out once the waiting messages are sent.':
    'Bekleyen mesajlar gönderilir gönderilmez oturumunuz kapatılacak.',
  'Signing out everywhere needs the network. Connect and try again, or sign out of this device only.':
    'Her yerden çıkış yapmak için ağ bağlantısı gerekir. Bağlanıp tekrar deneyin veya yalnızca bu cihazdan çıkış yapın.',
  'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.':
    'Oturumunuz kapatıldı: oturumunuz başka bir yerde sona erdi (her yerden çıkış, yeni bir parola veya silinmiş bir hesap). Devam etmek için tekrar giriş yapın.',
  'You were signed out, as you asked, once your messages were sent.':
    'İstediğiniz gibi, mesajlarınız gönderildikten sonra oturumunuz kapatıldı.',
  '{{count}} messages waiting on this device were not sent.': {
    one: 'Bu cihazda bekleyen {{count}} mesaj gönderilmedi.',
    other: 'Bu cihazda bekleyen {{count}} mesaj gönderilmedi.',
  },
  'New message': 'Yeni mesaj',
  '{{name}} in {{conversation}}': '{{conversation}} içinde {{name}}',
  'Share to a conversation': 'Bir sohbette paylaş',
  'This share is no longer on this device.': 'Bu paylaşım artık bu cihazda değil.',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.':
    "“{{name}}” 10 MB'tan büyük; Parley resim başına en fazla bu kadarını paylaşır.",
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.':
    'Parley resim paylaşır (PNG, JPEG, GIF veya WebP); “{{name}}” bunlardan biri değil.',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.':
    'Parley tek seferde en fazla 10 resim paylaşır; bu paylaşımda {{count}} resim vardı.',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.':
    'Bu paylaşım Parley’nin kabul ettiğinden büyük: her biri en fazla 10 MB olan en fazla 10 resim.',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.':
    'Parley ile bir şey paylaşıldı. Bir sohbet seçip gönderene kadar hiçbir şey gönderilmez.',
  'This share could not be read. Try sharing again.':
    'Bu paylaşım okunamadı. Tekrar paylaşmayı deneyin.',
  'Search conversations': 'Sohbetlerde ara',
  'No conversations on this device yet: start one, then share again.':
    'Bu cihazda henüz sohbet yok: bir sohbet başlatın, sonra tekrar paylaşın.',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.':
    'Parley mikrofonunu kullanamıyor. Tarayıcında bu site için mikrofon erişimine izin ver, sonra yeniden kayda bas.',
  'No microphone was found. Connect one, then press record again.':
    'Mikrofon bulunamadı. Bir mikrofon bağla, sonra yeniden kayda bas.',
  'The microphone is busy or not working. Close other apps using it, then try again.':
    'Mikrofon meşgul ya da çalışmıyor. Onu kullanan diğer uygulamaları kapat, sonra yeniden dene.',
  'This browser cannot record voice messages. Try another browser.':
    'Bu tarayıcı sesli mesaj kaydedemiyor. Başka bir tarayıcı dene.',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.':
    'Sesli mesajlar {{limit}} sonunda durur. Dinle, sonra gönder ya da sil.',
  'Time left: {{time}}': 'Kalan süre: {{time}}',
  'Picture waiting for the network': 'Resim ağı bekliyor',
  'Voice message waiting for the network': 'Sesli mesaj ağı bekliyor',
  'Saved on this device': 'Bu cihazda kayıtlı',
  'Your conversations are saved here for reading offline, and what you write waits here for the network.':
    'Sohbetleriniz çevrimdışı okumak için burada saklanır, yazdıklarınız da ağı burada bekler.',
  'This browser keeps them until you sign out, even when the device runs low on space.':
    'Bu tarayıcı, cihazda yer azalsa bile çıkış yapana kadar onları saklar.',
  'This browser may remove them when the device runs low on space. Parley asks it to keep them once you send a message or turn on notifications.':
    'Bu tarayıcı, cihazda yer azaldığında onları silebilir. Bir mesaj gönderdiğinizde veya bildirimleri açtığınızda Parley tarayıcıdan onları saklamasını ister.',
  'This browser may remove them when the device runs low on space.':
    'Bu tarayıcı, cihazda yer azaldığında onları silebilir.',
  '{{count}} new messages': {
    one: '{{count}} yeni mesaj',
    other: '{{count}} yeni mesaj',
  },
  '{{count}} unread threads': {
    one: '{{count}} okunmamış ileti dizisi',
    other: '{{count}} okunmamış ileti dizisi',
  },
};

export default catalogue;
