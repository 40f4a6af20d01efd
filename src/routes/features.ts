/**
 * Every bespoke feature of the console: the manifest of each folder under features/ (features/<name>/feature.ts,
 * src/routes/feature.ts), found by Vite's import.meta.glob, so adding a feature's console half is its folder alone
 * and the console imports no feature by name. Declared modules are not here: they come from resources/index.ts.
 */
import type { Feature } from './feature';

const manifests = import.meta.glob<Feature>('./*/feature.ts', { base: '../../features', eager: true, import: 'default' });

/** The folder a manifest stands in, which its `folder` must name (test/unit/featureMessages.test.ts). */
export const manifestFolder = (key: string): string => key.split('/').at(-2)!;

export const features: Feature[] = Object.entries(manifests)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([key, feature]) => {
    if (feature.folder !== manifestFolder(key)) throw new Error(`The manifest ${key} names the folder ${feature.folder}`);
    return feature;
  });
