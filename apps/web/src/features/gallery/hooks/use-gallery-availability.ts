import { useQuery } from '@tanstack/react-query';
import { healthQuery } from '../../../lib/use-demo-mode';

export type GalleryAvailability = 'checking' | 'available' | 'unavailable';

/**
 * The gallery is a tool for building pages: always on in development, on in demo mode, off in
 * production, where it would only be noise for streamers.
 */
export function galleryAvailability(
  isDev: boolean,
  status: 'pending' | 'error' | 'success',
  mode: 'demo' | 'production' | undefined,
): GalleryAvailability {
  if (isDev) return 'available';
  if (status === 'pending') return 'checking';
  return status === 'success' && mode === 'demo' ? 'available' : 'unavailable';
}

export function useGalleryAvailability(): GalleryAvailability {
  const isDev = import.meta.env.DEV;
  const health = useQuery({ ...healthQuery, enabled: !isDev });
  return galleryAvailability(isDev, health.status, health.data?.mode);
}
