/** Brazilian Portuguese for the viewer portal's API answers (docs/points.md "Viewer portal"). */
export const PORTAL_MESSAGES: Record<string, string> = {
  'Channel must be a Kick channel name': 'O canal precisa ser um nome de canal da Kick',
  'This channel has no points': 'Este canal não tem pontos',
  'Text must be text': 'O texto precisa ser texto',
  'Text must be at most {max} characters': 'O texto pode ter no máximo {max} caracteres',
  'Purchase id must be a valid id': 'O ID da compra precisa ser um ID válido',
  'Kick is not configured on this server': 'A Kick não está configurada neste servidor',
  'This sign-in expired or was already used. Sign in again.':
    'Este login expirou ou já foi usado. Entre de novo.',
  'Kick did not allow the sign-in': 'A Kick não permitiu o login',
  'Sign in with Kick to buy': 'Entre com a Kick para comprar',
  'You signed in on another channel’s page: sign in here':
    'Você entrou pela página de outro canal: entre aqui',
  'This item needs a text': 'Este item precisa de um texto',
  'This item is sold out': 'Este item esgotou',
  'This item can be bought again in {seconds} s':
    'Este item pode ser comprado de novo em {seconds} s',
  'You can buy this item again in {seconds} s':
    'Você poderá comprar este item de novo em {seconds} s',
  'You can buy this item at most {limit} times':
    'Você pode comprar este item no máximo {limit} vezes',
  'Not enough points: you have {balance}': 'Pontos insuficientes: você tem {balance}',
  'This purchase was made already': 'Esta compra já foi feita',
};
