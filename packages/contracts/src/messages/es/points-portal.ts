/** Spanish for the viewer portal's API answers (docs/points.md "Viewer portal"). */
export const PORTAL_MESSAGES: Record<string, string> = {
  'Channel must be a Kick channel name': 'El canal debe ser un nombre de canal de Kick',
  'This channel has no points': 'Este canal no tiene puntos',
  'Text must be text': 'El texto debe ser texto',
  'Text must be at most {max} characters': 'El texto puede tener como máximo {max} caracteres',
  'Purchase id must be a valid id': 'El ID de la compra debe ser un ID válido',
  'Kick is not configured on this server': 'Kick no está configurado en este servidor',
  'This sign-in expired or was already used. Sign in again.':
    'Este inicio de sesión expiró o ya se usó. Vuelve a iniciar sesión.',
  'Kick did not allow the sign-in': 'Kick no permitió el inicio de sesión',
  'Sign in with Kick to buy': 'Inicia sesión con Kick para comprar',
  'You signed in on another channel’s page: sign in here':
    'Iniciaste sesión en la página de otro canal: inicia sesión aquí',
  'This item needs a text': 'Este artículo necesita un texto',
  'This item is sold out': 'Este artículo está agotado',
  'This item can be bought again in {seconds} s':
    'Este artículo se puede volver a comprar en {seconds} s',
  'You can buy this item again in {seconds} s':
    'Podrás volver a comprar este artículo en {seconds} s',
  'You can buy this item at most {limit} times':
    'Puedes comprar este artículo como máximo {limit} veces',
  'Not enough points: you have {balance}': 'No te alcanzan los puntos: tienes {balance}',
  'This purchase was made already': 'Esta compra ya se hizo',
};
