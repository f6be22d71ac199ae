import { Suspense } from 'react';
import { slots, type SlotName } from '../slots';

/** Renders what features contribute to a place in the layouts (composed in app/slots.ts). */
export function LayoutSlot({ name }: { name: SlotName }) {
  // A slot's translations may still be loading: it appears when ready, the page does not wait.
  return (
    <Suspense fallback={null}>
      {slots[name].map((Component, index) => (
        <Component key={index} />
      ))}
    </Suspense>
  );
}
