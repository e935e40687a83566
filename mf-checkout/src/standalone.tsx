import { mountStandalone } from '@ps/shared/remote';
import Routes from './routes';

mountStandalone(Routes);
