export interface SectionTop {
  id: string;
  /** Distance from the viewport's top edge, as getBoundingClientRect().top. */
  top: number;
}

/** Spec 1 §9: a section is active once its top is within 30% of the viewport height. */
export const ACTIVE_LINE = 0.3;

/** The last section (in page order) whose top has reached the line; the first one before any has. */
export function findActiveSection(sections: readonly SectionTop[], viewportHeight: number): string | null {
  const ordered = [...sections].sort((a, b) => a.top - b.top);
  const line = viewportHeight * ACTIVE_LINE;
  let active = ordered[0]?.id ?? null;
  for (const section of ordered) {
    if (section.top <= line) active = section.id;
  }
  return active;
}
