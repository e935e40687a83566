import { create } from 'zustand';

/**
 * The open modal dialogs' toast slots, newest last. A modal dialog makes the rest of the page
 * inert (hidden from screen readers too) and sits in the top layer, so toasts render inside it.
 */
export const useToastLayerStore = create<{ layers: readonly HTMLElement[] }>(() => ({ layers: [] }));

/** Called by a modal dialog as it opens; the returned function gives the toasts back when it closes. */
export function raiseToastLayer(slot: HTMLElement): () => void {
  useToastLayerStore.setState(({ layers }) => ({ layers: [...layers, slot] }));
  return () => useToastLayerStore.setState(({ layers }) => ({ layers: layers.filter((layer) => layer !== slot) }));
}
