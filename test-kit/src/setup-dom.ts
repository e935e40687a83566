import { configure } from '@testing-library/react';

// On a loaded CI machine a route tree can take seconds to draw: `findBy…` waits for the event, not a set time.
configure({ asyncUtilTimeout: 30_000 });
