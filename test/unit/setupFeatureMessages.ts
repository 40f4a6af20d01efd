/**
 * A route loads its feature's messages with its page (src/routes/feature.ts); a component a test renders alone
 * finds them here too. test/unit/featureMessages.test.ts checks that every page's keys are in what its route
 * loads, and the isolated test/unit/pageMessages.test.ts, which runs without this file, that they come with it.
 */
import { features } from '../../src/routes/features';
import { loadFeatureMessages } from '../../src/routes/feature';

await Promise.all(Object.values(features).map(loadFeatureMessages));
