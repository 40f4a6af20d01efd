/**
 * Every bespoke feature of the console, found by Vite's import.meta.glob, so the console imports no feature by name:
 * the manifest of each folder under features/ (features/<name>/feature.ts, src/routes/feature.ts), and the page files
 * of their console halves (the files named …Page.tsx in features/<name>/console and its folders), each a lazy chunk that the route table names
 * (`withPage`). Adding a feature's console half is its folder, and its pages' names on its routes of the route table.
 * Declared modules are not here: they come from resources/index.ts.
 */
import type { Feature } from './feature';
import type { PageLoader } from './types';

const manifests = import.meta.glob<Feature>('./*/feature.ts', { base: '../../features', eager: true, import: 'default' });
const pageFiles = import.meta.glob<Awaited<ReturnType<PageLoader>>>('./*/console/**/*Page.tsx', { base: '../../features' });

/** Each feature's manifest by its folder's name. */
export const features: Record<string, Feature> = Object.fromEntries(Object.entries(manifests).map(([key, manifest]) => [key.split('/')[1], manifest]));

/** Each page file by the name the route table gives it: '<feature>/<path in its console folder>'. */
export const featurePages: Record<string, PageLoader> = Object.fromEntries(Object.entries(pageFiles).map(([key, load]) => [key.replace(/^\.\/([^/]+)\/console\/(.+)\.tsx$/, '$1/$2'), load]));
