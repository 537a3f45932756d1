/** The critiques have no paths of their own: the plugin serves them under a parent's (http.ts). */
export { critiqueRoutes } from './http';
