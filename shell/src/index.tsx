import { startShell } from './app/start-shell';

startShell();
