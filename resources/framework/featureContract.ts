/**
 * What a bespoke feature declares for both halves (features/<name>/contract/calls.ts, exported as `contract`):
 * its calls that are not CRUD, and the react-admin resources its lists and records go through. The console finds
 * every feature's contract by Vite's glob (resources/calls/index.ts), so no central list names a feature.
 */
import type { CallSpecs } from './defineCalls';
import type { ResourceCalls } from './defineResource';

export interface BespokeResource {
  name: string;
  /** The calls' base under the web-center, e.g. 'user'. */
  api: string;
  /** Calls that differ from the five-call pattern. */
  calls: Partial<ResourceCalls>;
  /** The menu guarding the resource (react-admin's canAccess). */
  menuId: number;
  /** The base the calls are under when not the web-center's (the questionnaire calls). */
  service?: 'questionnaire';
  /** No detail call: one record is the list call's answer filtered by `id` (system users, app users). */
  byListId?: boolean;
}

export interface FeatureContract<Calls extends CallSpecs = CallSpecs> {
  calls: Calls;
  resources: BespokeResource[];
}

/** A feature's calls and the react-admin resources of its pages (none when its pages show declared modules only). */
export const defineContract = <Calls extends CallSpecs>(calls: Calls, resources: BespokeResource[] = []): FeatureContract<Calls> => ({ calls, resources });

/** What a contract adds to resources/calls' FeatureCalls (`interface FeatureCalls extends CallsOf<typeof contract> {}`). */
export type CallsOf<Contract> = Contract extends FeatureContract<infer Calls> ? Calls : never;
