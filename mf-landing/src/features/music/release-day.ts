const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Sep 6, 2024": the release day as written, read at noon so no time zone moves it. */
export const releaseDay = (releasedOn: string) => dayFormat.format(new Date(`${releasedOn}T12:00:00`));
