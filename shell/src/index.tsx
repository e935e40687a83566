import { startShell } from './app/start-shell';

void startShell();
