export { addSettingsRoutes, publicSettingsRouter } from './routes';
export { seedSettings } from './settings-record';
export { settingsQueries } from './settings-repository';
export { createSettingsService, type SettingsService } from './settings-service';
export { createSettingsStore, SETTINGS_CHANGED_CHANNEL, type SettingsStore } from './settings-store';
