import { slots, type SlotName } from '../slots';

/** Renders what features contribute to a place in the layouts (composed in app/slots.ts). */
export function LayoutSlot({ name }: { name: SlotName }) {
  return (
    <>
      {slots[name].map((Component, index) => (
        <Component key={index} />
      ))}
    </>
  );
}
