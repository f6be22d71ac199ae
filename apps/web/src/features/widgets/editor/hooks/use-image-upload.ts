import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCENE_IMAGE_MAX_BYTES, SCENE_IMAGE_TYPES, sceneEndpoints } from '@kyo/contracts';
import { toast } from '../../../../components/ui/toast';
import { apiRequest } from '../../../../lib/api-client';

export interface UploadedImage {
  sha256: string;
  /** The picture's own size, to place it with its proportions. */
  size: { width: number; height: number };
  name: string;
}

/**
 * An image file from the computer: checked here (type, size), stored by the server for the
 * scene's owner, then handed to `place`.
 */
export function useImageUpload(ownerId: string, place: (image: UploadedImage) => void) {
  const { t } = useTranslation('editor');
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    const type = SCENE_IMAGE_TYPES.find((allowed) => allowed === file.type);
    if (!type) return toast.error(t('editor.imageType'));
    if (file.size > SCENE_IMAGE_MAX_BYTES) return toast.error(t('editor.imageTooLarge'));
    setUploading(true);
    try {
      const data = await base64Of(file);
      const size = await naturalSize(file);
      const image = await apiRequest(sceneEndpoints.uploadImage, {
        body: { contentType: type, data, owner: ownerId },
      });
      place({ sha256: image.sha256, size, name: file.name || t('editor.newImage') });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('editor.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}

/** The file's bytes as base64 (what the upload endpoint takes). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

async function naturalSize(file: Blob): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 400, height: 300 };
  }
}
