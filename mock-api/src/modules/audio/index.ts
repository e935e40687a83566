export { addMusicAdminRoutes } from './admin-routes';
export { createPreviewAdmin, type PreviewAdmin } from './preview-admin';
export { audioRouter } from './routes';
export { createAudioService } from './service';
export { createSketchEncoder, type EncodeSketch, rememberSketches } from './sketch-encoder';
