import { lazy, type ComponentType } from 'react';

export interface LazySectionEntry {
  id: string;
  label: string;
  /** Close to the rendered height on a phone, so loading causes little shift. */
  minHeight: string;
  /** The section's code, also called ahead of time when someone jumps to an anchor. */
  load: () => Promise<ComponentType>;
  component: ComponentType;
}

function section(id: string, label: string, minHeight: string, load: () => Promise<ComponentType>): LazySectionEntry {
  return { id, label, minHeight, load, component: lazy(() => load().then((component) => ({ default: component }))) };
}

/** Everything below the hero, in page order; each loads as it nears the viewport. */
export const LAZY_SECTIONS: readonly LazySectionEntry[] = [
  section('news', "What's happening", '1400px', () =>
    import('../features/news/news-section').then((m) => m.NewsSection),
  ),
  section('music', 'Music', '1800px', () => import('../features/music/music-section').then((m) => m.MusicSection)),
  section('band', 'The band', '1600px', () => import('../features/band/band-section').then((m) => m.BandSection)),
  section('fans', 'Fans say', '560px', () =>
    import('../features/testimonials/testimonials-section').then((m) => m.TestimonialsSection),
  ),
  section('tour', 'Tour', '1100px', () => import('../features/tour/tour-section').then((m) => m.TourSection)),
  section('social', 'Social', '1500px', () => import('./sections/social-section').then((m) => m.SocialSection)),
  section('contact', 'Contact', '1500px', () => import('./sections/contact-section').then((m) => m.ContactSection)),
];

/** Personalization boosts (music ×1.5 for music fans) move a section up; ties keep page order. */
export function orderSections(
  sections: readonly LazySectionEntry[],
  boosts: Readonly<Record<string, number>>,
): LazySectionEntry[] {
  return [...sections].sort((a, b) => (boosts[b.id] ?? 1) - (boosts[a.id] ?? 1));
}
