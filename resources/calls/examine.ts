/** (Being filled: the feature's calls move here from its api.ts.) */
export const examineCalls = {};
