/** The public face of the images module: what other modules, the app and its tools may use (ADR 053). */
export { existingImageIds } from './repository';
export { imageRoutes } from './routes';
