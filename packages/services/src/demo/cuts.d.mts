// Types for demo-cuts.mjs, which scripts/make-demo-images.mjs also imports.
import type { Species, Style } from '@wholesale/rules';

export type DemoCut =
  | 'flanken'
  | 'bone-in-chunks'
  | 'thin-slices'
  | 'shaved-rolls'
  | 'steak'
  | 'roast'
  | 'slab'
  | 'layered-slab'
  | 'thick-slices'
  | 'strips'
  | 'whole-bird'
  | 'wings'
  | 'legs'
  | 'thighs'
  | 'rack'
  | 'bone-rounds'
  | 'tongue'
  | 'trotter';

export const DEFAULT_DEMO_CUT: Readonly<Record<Species, DemoCut>>;
export const DEMO_DRAWINGS_PER_FOLDER: number;

export function demoCutOf(item: { species: Species; type?: string | null }): DemoCut;
export function demoDrawingFolder(item: { species: Species; style: Style; type?: string | null }): string;
