import { lazy, Suspense } from 'react';

// The upload and voice fields query the API: they load with the builder that shows them, so the
// gallery (which imports every type's form module for its icons and demos) needs no query client.
const LazyMediaField = lazy(async () => ({ default: (await import('./media-fields')).MediaField }));
const LazySoundField = lazy(async () => ({ default: (await import('./media-fields')).SoundField }));
const LazyTtsFields = lazy(async () => ({ default: (await import('./tts-fields')).TtsFields }));

export function MediaField({ name }: { name: string }) {
  return (
    <Suspense fallback={null}>
      <LazyMediaField name={name} />
    </Suspense>
  );
}

export function SoundField({ name }: { name: string }) {
  return (
    <Suspense fallback={null}>
      <LazySoundField name={name} />
    </Suspense>
  );
}

export function TtsFields({ name }: { name: string }) {
  return (
    <Suspense fallback={null}>
      <LazyTtsFields name={name} />
    </Suspense>
  );
}
