/**
 * Every call of the console that is not a CRUD call of a resource: the core's (account, common) and each bespoke
 * feature's, from its contract (features/<name>/contract/calls.ts), found by Vite's import.meta.glob so no list
 * names a feature. The dataProvider has one custom method per entry (dataProvider/callMethods.ts); a name declared
 * twice throws at load.
 */
import { mergeCalls } from '../framework/defineCalls';
import type { BespokeResource, FeatureContract } from '../framework/featureContract';
import { accountCalls } from './account';
import { commonCalls } from './common';

/**
 * The features' calls, by name. Each contract adds its own here by declaration merging
 * (`declare module '…/resources/calls' { interface FeatureCalls extends CallsOf<typeof contract> {} }`), so the dataProvider's
 * methods and the pages' hooks are typed without a central import of every feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' contracts (above)
export interface FeatureCalls {}

const contracts = Object.values(import.meta.glob<FeatureContract>('../../features/*/contract/calls.ts', { eager: true, import: 'contract' }));

export const consoleCalls = mergeCalls(accountCalls, commonCalls, ...contracts.map((contract) => contract.calls)) as unknown as typeof accountCalls & typeof commonCalls & FeatureCalls;

/** The react-admin resources of the bespoke pages, from the same contracts (listed in resources/catalog.ts). */
export const bespokeResources: BespokeResource[] = contracts.flatMap((contract) => contract.resources);

export type ConsoleCalls = typeof consoleCalls;
export type CallName = keyof ConsoleCalls;
