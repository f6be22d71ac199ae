/** Spanish for channel points: rewards, their actions and redemptions (features/rewards). */
export const REWARD_MESSAGES: Record<string, string> = {
  // The server's answers
  'No such reward': 'Esa recompensa no existe',
  'This reward is on Kick already.': 'Esta recompensa ya está en Kick.',
  'This reward was deleted on Kick. Create it on Kick again, or delete it here.':
    'Esta recompensa se eliminó en Kick. Vuelve a crearla en Kick o elimínala aquí.',
  'Kick no longer has this reward.': 'Esta recompensa ya no existe en Kick.',
  'Kick refused it: {reason}': 'Kick lo rechazó: {reason}',
  'Connect Kick to use channel points.': 'Conecta Kick para usar los puntos del canal.',
  // The reward form (contracts/rewards/api)
  'Use a colour like #53fc18': 'Usa un color como #53fc18',
  'Title is required': 'El título es obligatorio',
  'Title must be at most {n} characters': 'El título puede tener como máximo {n} caracteres',
  'Cost must be a number of points': 'El costo debe ser un número de puntos',
  'Cost must be whole points': 'El costo debe ser en puntos enteros',
  'Cost must be at least 1 point': 'El costo debe ser de al menos 1 punto',
  'Cost can be at most {max}': 'El costo puede ser como máximo {max}',
  'Description must be at most {n} characters':
    'La descripción puede tener como máximo {n} caracteres',
  'Cooldown must be whole seconds': 'El tiempo de espera debe ser en segundos enteros',
  'Cooldown can be at most a day': 'El tiempo de espera puede ser como máximo un día',
  'Approval must be auto or moderator': 'La aprobación debe ser auto o moderator',
  'A reward runs at most {n} actions': 'Una recompensa ejecuta como máximo {n} acciones',
  'A song request action needs "Viewer types a text" on: the text is the song':
    'Una acción de pedido de canción necesita activar "El espectador escribe un texto": el texto es la canción',
  'A reward that skips the queue cannot wait for a moderator':
    'Una recompensa que se salta la cola no puede esperar a un moderador',
  'Kick accepts a reward that skips the queue at once, so Kyo cannot refund it during a cooldown':
    'Kick acepta al instante una recompensa que se salta la cola, así que Kyo no puede reembolsarla durante un tiempo de espera',
  'Choose at least one redemption': 'Elige al menos un canje',
  'At most 100 redemptions at once': 'Máximo 100 canjes a la vez',
  // The actions (contracts/rewards/actions)
  'Unknown action type': 'Tipo de acción desconocido',
  'Chat line is required': 'El mensaje de chat es obligatorio',
  'Chat line must be at most {n} characters':
    'El mensaje de chat puede tener como máximo {n} caracteres',
  'Sound URL is required': 'La URL del sonido es obligatoria',
  'Scene name is required': 'El nombre de la escena es obligatorio',
  'Scene name must be at most 256 characters':
    'El nombre de la escena puede tener como máximo 256 caracteres',
  'Counter name is required': 'El nombre del contador es obligatorio',
  'Counter name must be at most 30 characters':
    'El nombre del contador puede tener como máximo 30 caracteres',
  'Counter name: use letters, digits and underscores only':
    'Nombre del contador: usa solo letras, números y guiones bajos',
  'Amount must be a number': 'La cantidad debe ser un número',
  'Amount must be a whole number': 'La cantidad debe ser un número entero',
  'Amount must be at least {min}': 'La cantidad debe ser al menos {min}',
  'Amount can be at most {max}': 'La cantidad puede ser como máximo {max}',
  'Amount cannot be 0': 'La cantidad no puede ser 0',
};
