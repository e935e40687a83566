// First: it must run before styled-components loads and reads the server's styles.
import './app/server-styles/hand-over-server-styles';
import { startShell } from './app/start-shell';

startShell();
