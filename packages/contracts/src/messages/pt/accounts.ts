/** Brazilian Portuguese for accounts, sessions, general answers, connections and moderators. */
export const ACCOUNT_MESSAGES: Record<string, string> = {
  // Accounts and sessions
  'An account with this e-mail already exists.': 'Já existe uma conta com este e-mail.',
  'This username is taken.': 'Este nome de usuário já está em uso.',
  'This password is too common. Choose one that is harder to guess.':
    'Esta senha é comum demais. Escolha uma mais difícil de adivinhar.',
  'The password must not be your e-mail or username.':
    'A senha não pode ser o seu e-mail nem o seu nome de usuário.',
  'Your current password is not correct.': 'Sua senha atual está incorreta.',
  'Your password is not correct.': 'Sua senha está incorreta.',
  'Choose a password different from the current one.': 'Escolha uma senha diferente da atual.',
  'Incorrect e-mail or password': 'E-mail ou senha incorretos',
  'Authentication required': 'É preciso entrar',
  'Your session has expired. Sign in again.': 'Sua sessão expirou. Entre de novo.',
  'Your session has ended. Sign in again.': 'Sua sessão terminou. Entre de novo.',
  'No session to refresh': 'Nenhuma sessão para renovar',
  'This session was signed out for your safety. Sign in again.':
    'Esta sessão foi encerrada para sua segurança. Entre de novo.',
  'Send this request from the Kyo app.': 'Envie esta solicitação pelo app do Kyo.',
  'Use a Bearer token': 'Use um token Bearer',
  'No such user': 'Usuário não encontrado',
  'Your e-mail is already verified.': 'Seu e-mail já está verificado.',
  'This verification link is invalid, expired or already used.':
    'Este link de verificação é inválido, expirou ou já foi usado.',
  'This reset link is invalid, expired or already used.':
    'Este link de redefinição é inválido, expirou ou já foi usado.',
  'Your e-mail is verified.': 'Seu e-mail foi verificado.',
  'We sent you a new verification link.': 'Enviamos um novo link de verificação para você.',
  'If an account exists for this address, we sent it a link to reset the password.':
    'Se existir uma conta com este endereço, enviamos para ele um link para redefinir a senha.',
  'Your password was changed. Sign in with the new one.':
    'Sua senha foi alterada. Entre com a nova.',
  'Your password was changed. Your other sessions were signed out.':
    'Sua senha foi alterada. Suas outras sessões foram encerradas.',
  'Your account was deleted.': 'Sua conta foi excluída.',
  'Too many requests, try again later': 'Muitas solicitações, tente de novo mais tarde',

  // General
  'Something went wrong on our side': 'Algo deu errado do nosso lado',
  'The service is briefly unavailable, try again in a moment':
    'O serviço está indisponível por um instante, tente de novo daqui a pouco',
  'You are not allowed to do this': 'Você não tem permissão para fazer isso',
  'Not found': 'Não encontrado',
  'No route for {method} {path}': 'Nenhuma rota para {method} {path}',
  'The request body is not valid JSON': 'O corpo da solicitação não é um JSON válido',
  'The JSON body is empty': 'O corpo JSON está vazio',
  'The request body is too large': 'O corpo da solicitação é grande demais',
  'You can have at most {n} {what}. Delete one to add another.':
    'Você pode ter no máximo {n} {what}. Exclua um item para adicionar outro.',
  commands: 'comandos',
  'aliases per command': 'aliases por comando',
  'responses per command': 'respostas por comando',
  'timed messages': 'mensagens programadas',
  'messages per timed message': 'mensagens por mensagem programada',
  widgets: 'widgets',
  scenes: 'cenas',
  'layers per scene': 'camadas por cena',
  moderators: 'moderadores',

  // Connections
  'This {platform} account is already connected to another Kyo account.':
    'Esta conta do {platform} já está conectada a outra conta do Kyo.',
  'Your {platform} connection has expired. Connect it again.':
    'Sua conexão com o {platform} expirou. Conecte de novo.',
  'Connect Discord first.': 'Conecte o Discord primeiro.',
  'Connect your Kick account first.': 'Conecte sua conta da Kick primeiro.',
  'Discord did not create a webhook. Pick a server and a channel when connecting.':
    'O Discord não criou um webhook. Escolha um servidor e um canal ao conectar.',
  'The Discord channel webhook was deleted. Reconnect Discord to pick a channel again.':
    'O webhook do canal do Discord foi excluído. Reconecte o Discord para escolher um canal de novo.',
  'Test message sent to Discord.': 'Mensagem de teste enviada ao Discord.',
  'Kick did not accept this token': 'A Kick não aceitou este token',
  'Spotify did not accept this token': 'O Spotify não aceitou este token',
  'Send the platform token as a Bearer token': 'Envie o token da plataforma como token Bearer',
  'The PKCE verifier does not match this connection attempt.':
    'O verificador PKCE não corresponde a esta tentativa de conexão.',
  'This Kick token belongs to another account than the one posted.':
    'Este token da Kick pertence a uma conta diferente da enviada.',
  'This Spotify token belongs to another account than the one posted.':
    'Este token do Spotify pertence a uma conta diferente da enviada.',
  'This connection attempt expired or was already used. Start connecting again.':
    'Esta tentativa de conexão expirou ou já foi usada. Comece a conexão de novo.',
  '{platform} did not accept these credentials ({detail}).':
    '{platform} não aceitou estas credenciais ({detail}).',
  '{platform} is not answering right now. Try again in a moment.':
    '{platform} não está respondendo agora. Tente de novo daqui a pouco.',
  '{platform} is not configured on this server. Ask the administrator to set its client id and secret.':
    '{platform} não está configurado neste servidor. Peça ao administrador para definir o client id e o secret.',
  '{platform} is rate limiting us right now. Try again in a moment.':
    '{platform} está limitando nossas requisições agora. Tente de novo daqui a pouco.',
  '{platform} refused the authorization. Connect again.':
    '{platform} recusou a autorização. Conecte de novo.',
  '{platform} refused the request: {detail}': '{platform} recusou a solicitação: {detail}',
  '{platform} needs a reconnect: {reason}': '{platform} precisa ser reconectado: {reason}',
  'access was revoked or has expired. Reconnect it in Settings → Connections.':
    'o acesso foi revogado ou expirou. Reconecte em Configurações → Conexões.',
  'renewing its access failed. Reconnect it in Settings → Connections.':
    'não foi possível renovar o acesso. Reconecte em Configurações → Conexões.',
  'it refuses the token it just issued. Reconnect it in Settings → Connections.':
    'ele recusa o token que acabou de emitir. Reconecte em Configurações → Conexões.',

  // Moderators
  'No Kyo account has this username.': 'Nenhuma conta do Kyo tem este nome de usuário.',
  'You cannot be your own moderator.': 'Você não pode ser seu próprio moderador.',
  'This user is already your moderator.': 'Este usuário já é seu moderador.',
  'You can have at most {n} moderators. Remove one to add another.':
    'Você pode ter no máximo {n} moderadores. Remova um para adicionar outro.',
  'This user is not your moderator.': 'Este usuário não é seu moderador.',
  'You do not moderate this channel.': 'Você não é moderador deste canal.',
  'You do not manage this channel.': 'Você não gerencia este canal.',
  'Only the channel owner can turn the bot on or off.':
    'Só o dono do canal pode ligar ou desligar o bot.',
};
