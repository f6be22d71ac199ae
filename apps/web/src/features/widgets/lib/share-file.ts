import { shareEndpoints, type ShareImportResult } from '@kyo/contracts/widgets/share';
import { apiRequest } from '../../../lib/api-client';

/** A file name from a widget's or scene's name: `neon-chat.kyo.json`. */
export function shareFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'kyo'}.kyo.json`;
}

/** Downloads a widget or a scene as a share file (docs/widgets.md, "Export and import"). */
export async function downloadShareFile(kind: 'widget' | 'scene', id: string, name: string) {
  const endpoint = kind === 'widget' ? shareEndpoints.exportWidget : shareEndpoints.exportScene;
  const file = await apiRequest(endpoint, { params: { id } });
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = shareFileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Imports a share file as the user picked it: its text goes to the server as it is, so a file
 * that is not JSON or of another version gets the server's own answer naming what is wrong.
 */
export async function importShareFile(file: Blob): Promise<ShareImportResult> {
  const body = new Blob([await file.text()], { type: 'application/json' });
  return apiRequest(shareEndpoints.import, { body: body as never });
}
