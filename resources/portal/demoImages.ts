/**
 * The demo pictures of the portal modules: small SVG files served with the
 * console from public/portal-demo/ (a stored file may be one of our own paths).
 */
export const DEMO_IMAGE_BASE = '/portal-demo';

export const demoImage = (name: string, title: string) => ({ url: `${DEMO_IMAGE_BASE}/${name}.svg`, title });
