import { describe, expect, it } from 'vitest';
import { galleryAvailability } from './use-gallery-availability';

describe('galleryAvailability', () => {
  it('is always available in development', () => {
    expect(galleryAvailability(true, 'pending', undefined)).toBe('available');
  });

  it('is available when the server runs in demo mode', () => {
    expect(galleryAvailability(false, 'success', 'demo')).toBe('available');
  });

  it('is not available in production or when the server cannot be asked', () => {
    expect(galleryAvailability(false, 'success', 'production')).toBe('unavailable');
    expect(galleryAvailability(false, 'error', undefined)).toBe('unavailable');
  });

  it('waits while the server is being asked', () => {
    expect(galleryAvailability(false, 'pending', undefined)).toBe('checking');
  });
});
