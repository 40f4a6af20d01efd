/** `{product}` in declared call names (spec section 7: query{product}Hu), as the console resolves it. */
import { afterEach, describe, expect, it } from 'vitest';
import { productCallName } from '../../resources/framework';
import { getConfig } from '../../dataProvider/config';
import { callPath, resourceApi } from '../../dataProvider/resourceApi';

afterEach(() => {
  delete window.APP_CONFIG;
});

describe('productCallName', () => {
  it('replaces {product} by the product code with its first letter upper-cased', () => {
    expect(productCallName('query{product}Hu', 'assoc')).toBe('queryAssocHu');
    expect(productCallName('query{product}HuToEnable', 'demo')).toBe('queryDemoHuToEnable');
    expect(productCallName('queryList', 'assoc')).toBe('queryList');
  });
});

// The hot-update versions (resources/system/hotUpdateVersion.ts) read their record with the spec's query{product}Hu.
describe('callPath with {product}', () => {
  it('uses the product of APP_CONFIG', () => {
    window.APP_CONFIG = { apiBase: '/demo-web-center/api/webcenter/', product: 'demo' };
    expect(callPath('hotUpdateVersion', 'detail')).toBe('hu/queryDemoHu');
    expect(callPath('hotUpdateVersion', 'update')).toBe('hu/modify');
    expect(resourceApi('hotUpdateVersion').switchCall).toEqual({ call: 'modifyStatus', field: 'status' });
  });

  it('falls back to the default product assoc when APP_CONFIG has none', () => {
    window.APP_CONFIG = { apiBase: '/api/' };
    expect(getConfig().product).toBe('assoc');
    expect(callPath('hotUpdateVersion', 'detail')).toBe('hu/queryAssocHu');
    delete window.APP_CONFIG;
    expect(callPath('hotUpdateVersion', 'detail')).toBe('hu/queryAssocHu');
  });
});
