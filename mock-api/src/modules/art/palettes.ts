/** Comic-book colour sets: background, rays, burst, paper (silhouette), bolt, ink. */
export interface Palette {
  background: string;
  rays: string;
  burst: string;
  paper: string;
  bolt: string;
  ink: string;
}

export const palettes: readonly Palette[] = [
  { background: '#ffde59', rays: '#ffb703', burst: '#ff3b3b', paper: '#f8fafc', bolt: '#3b82f6', ink: '#111111' },
  { background: '#8b5cf6', rays: '#a78bfa', burst: '#facc15', paper: '#fdf4ff', bolt: '#f472b6', ink: '#0f0f1a' },
  { background: '#22d3ee', rays: '#67e8f9', burst: '#f43f5e', paper: '#fefce8', bolt: '#fde047', ink: '#0b1020' },
  { background: '#f97316', rays: '#fb923c', burst: '#1e3a8a', paper: '#fff7ed', bolt: '#fef08a', ink: '#140a05' },
  { background: '#a3e635', rays: '#bef264', burst: '#7c3aed', paper: '#f9fafb', bolt: '#f43f5e', ink: '#0a0a0a' },
  { background: '#fb7185', rays: '#fda4af', burst: '#0ea5e9', paper: '#fffbeb', bolt: '#fde68a', ink: '#1a0b12' },
  { background: '#1f2937', rays: '#374151', burst: '#ef4444', paper: '#f3f4f6', bolt: '#facc15', ink: '#030712' },
  { background: '#14b8a6', rays: '#5eead4', burst: '#f59e0b', paper: '#f0fdfa', bolt: '#ec4899', ink: '#042f2e' },
];
